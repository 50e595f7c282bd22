import type { MessageType } from './enums';

/** The reviewer's decisions an enterprise is told of, each with its message type. */
export type EnterpriseMessageType = Extract<MessageType, 'ENTERPRISE_APPROVED' | 'ENTERPRISE_REJECTED' | 'ENTERPRISE_DISABLED' | 'ENTERPRISE_ENABLED'>;

export interface EnterpriseMessageFacts {
  companyName: string;
  /** the login name of the enterprise's first user, the one who registered it */
  logonId: string;
  /** the reviewer's reason, for a rejection */
  reason?: string | null;
}

/**
 * The bilingual title and body of each message the enterprise receives about its account: what
 * was decided and what it means for the users (book now, fix the application, call the office).
 */
export function enterpriseMessage(
  type: EnterpriseMessageType,
  facts: EnterpriseMessageFacts,
): { titleZh: string; titleJa: string; bodyZh: string; bodyJa: string } {
  const { companyName, logonId } = facts;
  const reason = facts.reason?.trim() ?? '';
  switch (type) {
    case 'ENTERPRISE_APPROVED':
      return {
        titleZh: '企业账号审核通过',
        titleJa: '企業アカウント承認のお知らせ',
        bodyZh: `${companyName}（登录名：${logonId}）的企业账号已审核通过。\n现在即可使用订舱、提单、滞箱费等集装箱业务功能。`,
        bodyJa: `${companyName}（ログイン名：${logonId}）の企業アカウントが承認されました。\nブッキング・B/L・デマレージなどのコンテナ業務機能をご利用いただけます。`,
      };
    case 'ENTERPRISE_REJECTED':
      return {
        titleZh: '企业账号审核未通过',
        titleJa: '企業アカウント審査結果のお知らせ',
        bodyZh: `很抱歉，${companyName}（登录名：${logonId}）的企业账号审核未通过。\n原因：${reason}\n如需再次审核，请按上述原因准备材料后重新注册企业账号；如有疑问，请联系客服。`,
        bodyJa: `誠に恐れ入りますが、${companyName}（ログイン名：${logonId}）の企業アカウントは承認されませんでした。\n理由：${reason}\n再審査をご希望の場合は、上記の理由に沿って書類をご準備のうえ、企業アカウントを改めてご登録ください。ご不明な点はカスタマーサービスまでお問い合わせください。`,
      };
    case 'ENTERPRISE_DISABLED':
      return {
        titleZh: '企业账号已停用',
        titleJa: '企業アカウント停止のお知らせ',
        bodyZh: `${companyName}（登录名：${logonId}）的企业账号已被停用，该企业所有用户的登录已全部退出，暂时无法登录。\n如有疑问，请联系服务网点。`,
        bodyJa: `${companyName}（ログイン名：${logonId}）の企業アカウントは停止されました。この企業のすべてのユーザーはログアウトされ、当面ログインできません。\nご不明な点は各営業所までお問い合わせください。`,
      };
    case 'ENTERPRISE_ENABLED':
      return {
        titleZh: '企业账号已恢复启用',
        titleJa: '企業アカウント再開のお知らせ',
        bodyZh: `${companyName}（登录名：${logonId}）的企业账号已恢复启用，该企业的用户现在可以重新登录并使用集装箱业务功能。`,
        bodyJa: `${companyName}（ログイン名：${logonId}）の企業アカウントが再び有効になりました。この企業のユーザーは再度ログインし、コンテナ業務機能をご利用いただけます。`,
      };
  }
}
