import type { Bilingual } from '../lang';

/**
 * Validation messages of spec section 5, in both languages. Schemas name a message by
 * its key; the client shows it in the current language, the server answers both
 * (`message`/`jpMessage`, and per field in `data.fields`).
 */
export const VALIDATION_MESSAGES = {
  required: { zh: '此项为必填项', ja: 'この項目は必須です' },
  loginNameRequired: { zh: '请输入登录名', ja: 'ログイン名を入力してください' },
  passwordRequired: { zh: '请输入密码', ja: 'パスワードを入力してください' },
  codeRequired: { zh: '请输入验证码', ja: '認証コードを入力してください' },
  loginFailed: { zh: '登录失败，请检查登录名或密码', ja: 'ログインに失敗しました。ログイン名またはパスワードをご確認ください' },
  loginNameFormat: { zh: '登录名为4到30位字母、数字或下划线', ja: 'ログイン名は4～30文字の英数字またはアンダースコアで入力してください' },
  registerPassword: { zh: '密码为8到30位数字、字母或符号', ja: 'パスワードは8～30文字の数字・英字・記号で入力してください' },
  strongPassword: {
    zh: '新密码为8到30位，须包含数字、大写字母、小写字母和特殊字符',
    ja: '新しいパスワードは8～30文字で、数字・大文字・小文字・特殊文字をすべて含めてください',
  },
  confirmPasswordRequired: { zh: '请再次输入密码', ja: 'パスワードをもう一度入力してください' },
  passwordMismatch: { zh: '两次输入的密码不一致', ja: 'パスワードが一致しません' },
  oldPasswordRequired: { zh: '请输入原密码', ja: '現在のパスワードを入力してください' },
  newPasswordRequired: { zh: '请输入新密码', ja: '新しいパスワードを入力してください' },
  nicknameRequired: { zh: '请输入昵称', ja: 'ニックネームを入力してください' },
  emailRequired: { zh: '请输入邮箱', ja: 'メールアドレスを入力してください' },
  emailFormat: { zh: '邮箱格式错误', ja: 'メールアドレスの形式が正しくありません' },
  mobileRequired: { zh: '请输入手机号码', ja: '携帯電話番号を入力してください' },
  mobileFormat: { zh: '手机号码格式错误', ja: '携帯電話番号の形式が正しくありません' },
  emailCodeRequired: { zh: '请输入邮箱验证码', ja: 'メール認証コードを入力してください' },
  emailCodeFormat: { zh: '验证码为6位数字', ja: '認証コードは6桁の数字です' },
  companyNameRequired: { zh: '请输入企业名称', ja: '企業名を入力してください' },
  creditCodeRequired: { zh: '请输入统一社会信用代码或法人番号', ja: '統一社会信用コードまたは法人番号を入力してください' },
  creditCodeFormat: { zh: '统一社会信用代码为18位，法人番号为13位数字', ja: '統一社会信用コードは18桁、法人番号は13桁の数字です' },
  contactNameRequired: { zh: '请输入联系人姓名', ja: '担当者名を入力してください' },
  licenseRequired: { zh: '请上传营业执照', ja: '営業許可証をアップロードしてください' },
  tooLong: { zh: '内容过长', ja: '入力内容が長すぎます' },
} as const satisfies Record<string, Bilingual>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function validationMessage(key: string): Bilingual {
  return (VALIDATION_MESSAGES as Record<string, Bilingual>)[key] ?? VALIDATION_MESSAGES.required;
}
