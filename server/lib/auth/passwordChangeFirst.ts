import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { ACCESS_MATRIX } from '../../security/accessMatrix';
import { AppError } from '../errors';

/** The answer to every call of an account that must change its password first, but the few that let it do so. */
export const passwordChangeRequired = (): AppError =>
  new AppError(
    ErrorCode.PASSWORD_CHANGE_REQUIRED,
    '请先修改密码：该账号的密码由他人设置，修改后才能继续操作',
    'まずパスワードを変更してください。このアカウントのパスワードは他の人が設定したため、変更するまで操作できません',
  );

/**
 * Holds an account whose password someone else chose (the first administrator, a reset, the
 * operators' CLI) to changing it: every route that needs a session answers 10428 (HTTP 200, still
 * logged in) unless the access matrix marks it `duringPasswordChange` (who am I, change my own
 * password). Public routes (logout, token refresh, captcha) stay open. One hook for every route, so
 * a route added later is held too without knowing about it.
 */
export function registerPasswordChangeFirst(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.auth?.mustChangePassword) return;
    const entry = ACCESS_MATRIX[`${request.routeOptions.method} ${request.routeOptions.url}`];
    if (!entry || entry.duringPasswordChange || entry.access.kind === 'public' || entry.access.kind === 'signed') return;
    throw passwordChangeRequired();
  });
}
