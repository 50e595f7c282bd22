import type { Lang } from '../domain/lang';

/**
 * Every text the HTTP module shows to a user (spec section 8), in both languages.
 * The Chinese texts are the spec's; the Japanese ones say the same thing naturally.
 */
export interface HttpMessages {
  /** 401 when the request carried no token */
  userNotLoggedIn: string;
  /** 401 when the request carried a token the server refused (the spec's 401 constant) */
  unauthorized: string;
  /** 403: the spec's client treats it as an expired login */
  loginExpired: string;
  /** body code 100004 or 600 */
  loginInfoExpired: string;
  notFound: string;
  /** other 4xx and every 5xx */
  requestFailed: string;
  /** 426 without a message of its own (the spec's 426 constant) */
  upgradeRequired: string;
  /** a business error that carries no message */
  systemError: string;
  /** the wait for a token refresh gave up after its last attempt */
  retryLimitExceeded: string;
  timeout: string;
  network: string;
}

export const httpMessages: Record<Lang, HttpMessages> = {
  zh: {
    userNotLoggedIn: '用户未登录',
    unauthorized: '未授权，请重新登录',
    loginExpired: '登录已过期，请重新登录',
    loginInfoExpired: '登录信息已过期',
    notFound: '请求的资源不存在',
    requestFailed: '请求失败，请稍后重试',
    upgradeRequired: '需要升级客户端（Upgrade Required）',
    systemError: '系统错误',
    retryLimitExceeded: '重试次数已超过上限，请稍后重试',
    timeout: '请求超时，请稍后重试',
    network: '网络连接失败，请检查网络后重试',
  },
  jp: {
    userNotLoggedIn: 'ログインしていません',
    unauthorized: '認証されていません。再度ログインしてください',
    loginExpired: 'ログインの有効期限が切れました。再度ログインしてください',
    loginInfoExpired: 'ログイン情報の有効期限が切れました',
    notFound: '要求されたリソースは存在しません',
    requestFailed: 'リクエストに失敗しました。しばらくしてから再度お試しください',
    upgradeRequired: 'クライアントの更新が必要です（Upgrade Required）',
    systemError: 'システムエラー',
    retryLimitExceeded: '再試行の上限を超えました。しばらくしてから再度お試しください',
    timeout: 'リクエストがタイムアウトしました。しばらくしてから再度お試しください',
    network: 'ネットワークに接続できません。接続を確認してから再度お試しください',
  },
};

/** The table for a language; an unexpected code falls back to Chinese, the default language. */
export function messagesFor(lang: Lang): HttpMessages {
  return httpMessages[lang] ?? httpMessages.zh;
}
