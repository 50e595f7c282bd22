import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { AppError } from '../errors';

/** The one path of the scrape, on the app and on the cluster's primary. */
export const METRICS_PATH = '/metrics';

/** A scrape without the right token: HTTP 401 in the envelope, like a call without a valid session. */
export const metricsUnauthorized = (): AppError =>
  new AppError(ErrorCode.TOKEN_INVALID, '未授权：需要监控令牌', '認証されていません：監視用トークンが必要です', undefined, 401);

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Who may scrape: with a token, only `Authorization: Bearer <token>`; without one, anyone (the
 * callers decide whether an open /metrics is acceptable: development and tests only).
 */
export function scrapeAccess(token: string | undefined): (authorization: string | undefined) => boolean {
  if (!token) return () => true;
  const expected = digest(token);
  return (authorization) => {
    const presented = authorization ? /^bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
    // Digests of both: equal lengths for timingSafeEqual, and the time taken tells nothing about the token.
    return timingSafeEqual(digest(presented ?? ''), expected);
  };
}
