import type { CodePurpose } from '../../../src/domain/identityApi';
import type { MailMessage } from '../../lib/mail/mailer';

const PRODUCT = { zh: '中日航运服务平台', ja: '日中航路サービス' };

const ACTION: Record<CodePurpose, { zh: string; ja: string }> = {
  register: { zh: '注册账号', ja: 'アカウント登録' },
  forgot: { zh: '重置密码', ja: 'パスワードの再設定' },
  changeEmail: { zh: '更换账号邮箱', ja: 'アカウントのメールアドレス変更' },
};

/** One message in both languages: the reader may use either. */
export function codeMessage(to: string, code: string, purpose: CodePurpose, validMinutes: number): MailMessage {
  const action = ACTION[purpose];
  const text = [
    `您正在${PRODUCT.zh}${action.zh}，邮箱验证码为：${code}`,
    `验证码 ${validMinutes} 分钟内有效，仅可使用一次。如非本人操作，请忽略本邮件。`,
    '',
    `${PRODUCT.ja}の${action.ja}のメール認証コードは ${code} です。`,
    `有効期限は ${validMinutes} 分、1回のみ使用できます。お心当たりのない場合は、このメールを破棄してください。`,
  ].join('\n');
  // The code leads the subject: it shows in a mail list, and in the log line of the demo's outbox.
  return { to, subject: `${code} 邮箱验证码 / メール認証コード — ${PRODUCT.zh} / ${PRODUCT.ja}`, text };
}
