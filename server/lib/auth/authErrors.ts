import { ErrorCode } from '../../../src/domain/errorCodes';
import { AppError } from '../errors';

/**
 * Errors of the login and the session. HTTP 401 only where the client must treat the user
 * as not logged in; everything else is HTTP 200 with a business code, since the spec's
 * client redirects on 401 and logs out on 403.
 */

/** No Authorization header on a call that needs a user: HTTP 401. */
export const tokenMissing = (): AppError => new AppError(ErrorCode.TOKEN_EMPTY, '用户未登录', 'ログインしていません', undefined, 401);

/** Unknown or revoked token: HTTP 401 (the client goes to /login). */
export const tokenInvalid = (): AppError =>
  new AppError(ErrorCode.TOKEN_INVALID, '未授权，请重新登录', '認証されていません。再度ログインしてください', undefined, 401);

/** The session ran out (access expiry, idle or absolute limit): the client shows this and logs out. */
export const loginExpired = (): AppError =>
  new AppError(ErrorCode.LOGIN_EXPIRED, '登录信息已过期，请重新登录', 'ログイン情報の有効期限が切れました。再度ログインしてください');

export const captchaInvalid = (): AppError =>
  new AppError(ErrorCode.CAPTCHA_INVALID, '验证码错误或已失效', '認証コードが正しくないか、有効期限が切れています', {
    code: { message: '验证码错误或已失效', jpMessage: '認証コードが正しくないか、有効期限が切れています' },
  });

/** The same answer for a wrong password and an unknown login name. */
export const loginFailed = (): AppError =>
  new AppError(ErrorCode.LOGIN_FAILED, '登录失败，请检查登录名或密码', 'ログインに失敗しました。ログイン名またはパスワードをご確認ください');

export const loginLocked = (minutes: number): AppError =>
  new AppError(
    ErrorCode.LOGIN_LOCKED,
    `密码错误次数过多，账号已暂时锁定，请${minutes}分钟后再试`,
    `パスワードの誤りが多すぎるため、一時的にロックされました。${minutes}分後に再度お試しください`,
  );

export const invalidClient = (): AppError => new AppError(ErrorCode.INVALID_CLIENT, '客户端认证失败', 'クライアント認証に失敗しました');

export const accountDisabled = (): AppError =>
  new AppError(ErrorCode.ACCOUNT_DISABLED, '账号已被停用，请联系客服', 'アカウントは停止されています。カスタマーサービスにお問い合わせください');
