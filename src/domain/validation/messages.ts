import type { Bilingual } from '../lang';
import { REFUND_MESSAGES } from '../refunds/messages';
import { SHIPPING_MESSAGES } from '../shipping/messages';
import { TICKETING_MESSAGES } from '../ticketing/messages';

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
  weakPassword: {
    zh: '密码强度太弱，请加长密码或混合使用不常见的单词、数字和符号',
    ja: 'パスワードが弱すぎます。長くするか、一般的でない単語・数字・記号を組み合わせてください',
  },
  passwordHasUserInput: { zh: '密码不能包含登录名或邮箱账号', ja: 'パスワードにログイン名やメールアドレスのアカウント名を含めないでください' },
  consentRequired: { zh: '请阅读并同意《隐私政策》和《用户协议》', ja: 'プライバシーポリシーと利用規約をお読みのうえ、同意してください' },
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
  // Passenger form (spec section 5 "Passenger form").
  cnSurnameRequired: { zh: '请输入中文姓', ja: '漢字の姓を入力してください' },
  cnGivenNameRequired: { zh: '请输入中文名', ja: '漢字の名を入力してください' },
  enSurnameRequired: { zh: '请输入英文姓', ja: '英字の姓を入力してください' },
  enGivenNameRequired: { zh: '请输入英文名', ja: '英字の名を入力してください' },
  cnNameFormat: { zh: '中文姓名只能包含汉字和“·”', ja: '漢字の氏名は漢字と「·」で入力してください' },
  jpNameFormat: { zh: '日本籍乘客的姓名只能包含汉字、假名和“·”', ja: '日本国籍の方の氏名は漢字・かな・「·」で入力してください' },
  enNameFormat: { zh: '英文姓名只能包含字母、空格、连字符或撇号', ja: '英字の氏名はローマ字・スペース・ハイフン・アポストロフィで入力してください' },
  nationalityRequired: { zh: '请选择国籍', ja: '国籍を選択してください' },
  genderRequired: { zh: '请选择性别', ja: '性別を選択してください' },
  certificateTypeRequired: { zh: '请选择证件类型', ja: '身分証明書の種類を選択してください' },
  certificateNoRequired: { zh: '请输入证件号码', ja: '身分証明書番号を入力してください' },
  certificateNoFormat: { zh: '证件号码只能包含字母、数字或连字符', ja: '身分証明書番号は英数字またはハイフンで入力してください' },
  certificateExpiryRequired: { zh: '请选择证件有效期', ja: '身分証明書の有効期限を選択してください' },
  secondCertificateTypeRequired: { zh: '请选择第二证件类型', ja: '第二身分証明書の種類を選択してください' },
  secondCertificateNoRequired: { zh: '请输入第二证件号码', ja: '第二身分証明書番号を入力してください' },
  secondCertificateExpiryRequired: { zh: '请选择第二证件有效期', ja: '第二身分証明書の有効期限を選択してください' },
  birthDateRequired: { zh: '请选择出生日期', ja: '生年月日を選択してください' },
  birthDateFuture: { zh: '出生日期不能晚于今天', ja: '生年月日に未来の日付は指定できません' },
  dateFormat: { zh: '日期格式错误', ja: '日付の形式が正しくありません' },
  certificateExpiryBeforeBirth: { zh: '证件有效期须晚于出生日期', ja: '身分証明書の有効期限は生年月日より後の日付にしてください' },
  cnMobileFormat: { zh: '中国手机号码格式错误', ja: '中国の携帯電話番号の形式が正しくありません' },
  jpMobileRequired: { zh: '请输入日本手机号码', ja: '日本の携帯電話番号を入力してください' },
  jpMobileFormat: { zh: '日本手机号码格式错误', ja: '日本の携帯電話番号の形式が正しくありません' },
  jpAddressRequired: { zh: '请输入日本联系地址', ja: '日本の連絡先住所を入力してください' },
  optionInvalid: { zh: '请从列表中选择', ja: '一覧から選択してください' },
} as const satisfies Record<string, Bilingual>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** A schema's message key: a form message, a ticketing rule's text without placeholders, or a container-shipping one. */
/** Whether a schema's message names one of the shared message keys (form, ticketing or shipping). */
export function isMessageKey(text: string): boolean {
  return (
    Object.hasOwn(VALIDATION_MESSAGES, text) ||
    Object.hasOwn(TICKETING_MESSAGES, text) ||
    Object.hasOwn(SHIPPING_MESSAGES, text) ||
    Object.hasOwn(REFUND_MESSAGES, text)
  );
}

export function validationMessage(key: string): Bilingual {
  return (
    (VALIDATION_MESSAGES as Record<string, Bilingual>)[key] ??
    (TICKETING_MESSAGES as Record<string, Bilingual>)[key] ??
    (SHIPPING_MESSAGES as Record<string, Bilingual>)[key] ??
    (REFUND_MESSAGES as Record<string, Bilingual>)[key] ??
    VALIDATION_MESSAGES.required
  );
}
