import type { MailMessage } from '../../lib/mail/mailer';

const PRODUCT = { zh: '中日航运服务平台', ja: '日中航路サービス' };

/** The applicant learns the review's outcome, in both languages. */
export function reviewOutcomeMessage(
  to: string,
  outcome: { companyName: string; logonId: string } & ({ approved: true } | { approved: false; reason: string }),
): MailMessage {
  if (outcome.approved) {
    return {
      to,
      subject: `${PRODUCT.zh} 企业账号审核通过 / ${PRODUCT.ja} 企業アカウント承認のお知らせ`,
      text: [
        `${outcome.companyName}（登录名：${outcome.logonId}）的企业账号已审核通过。`,
        '现在登录即可使用订舱、提单、滞箱费等集装箱业务功能。',
        '',
        `${outcome.companyName}（ログイン名：${outcome.logonId}）の企業アカウントが承認されました。`,
        'ログインすると、ブッキング・B/L・デマレージなどのコンテナ業務機能をご利用いただけます。',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `${PRODUCT.zh} 企业账号审核未通过 / ${PRODUCT.ja} 企業アカウント審査結果のお知らせ`,
    text: [
      `很抱歉，${outcome.companyName}（登录名：${outcome.logonId}）的企业账号审核未通过。`,
      `原因：${outcome.reason}`,
      '如有疑问，请联系客服。',
      '',
      `誠に恐れ入りますが、${outcome.companyName}（ログイン名：${outcome.logonId}）の企業アカウントは承認されませんでした。`,
      `理由：${outcome.reason}`,
      'ご不明な点はカスタマーサービスまでお問い合わせください。',
    ].join('\n'),
  };
}
