import type { MailMessage } from '../../lib/mail/mailer';

const PRODUCT = { zh: '中日航运服务平台', ja: '日中航路サービス' };

/** n***@example.com: enough for the owner to recognise, not the whole address. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** 2026-03-02 08:00 UTC */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Sent to the address an account had before its e-mail changed: password-reset codes now go
 * elsewhere, so its owner must hear of it in case it was not them.
 */
export function emailChangedMessage(to: string, change: { logonId: string; newEmail: string; changedAt: Date }): MailMessage {
  const masked = maskEmail(change.newEmail);
  const when = utcMinute(change.changedAt);
  return {
    to,
    subject: `${PRODUCT.zh} 账号邮箱已更改 / ${PRODUCT.ja} メールアドレス変更のお知らせ`,
    text: [
      `您的账号（登录名：${change.logonId}）的邮箱已于 ${when} 更改为 ${masked}，今后验证码和通知将发送到新邮箱。`,
      '如非本人操作，请立即联系客服。',
      '',
      `お客様のアカウント（ログイン名：${change.logonId}）のメールアドレスは ${when} に ${masked} へ変更されました。今後の認証コードとお知らせは新しいアドレスに届きます。`,
      'お心当たりのない場合は、至急カスタマーサービスまでご連絡ください。',
    ].join('\n'),
  };
}
