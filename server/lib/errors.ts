import type { FieldError } from '../../src/domain/envelope';
import { ErrorCode, type ErrorCodeValue, type ErrorReason } from '../../src/domain/errorCodes';

export type FieldErrors = Record<string, FieldError>;

/** The reason of an error no module names more precisely: one per business code. */
const COMMON_REASONS: Record<ErrorCodeValue, ErrorReason> = {
  [ErrorCode.TOKEN_EMPTY]: 'auth.token_missing',
  [ErrorCode.TOKEN_INVALID]: 'auth.token_invalid',
  [ErrorCode.LOGIN_EXPIRED]: 'auth.login_expired',
  [ErrorCode.LOGIN_EXPIRED_ALT]: 'auth.login_expired',
  [ErrorCode.VALIDATION]: 'common.validation',
  [ErrorCode.NO_PERMISSION]: 'common.no_permission',
  [ErrorCode.NOT_FOUND]: 'common.not_found',
  [ErrorCode.CONFLICT]: 'common.conflict',
  [ErrorCode.BUSINESS]: 'common.business',
  [ErrorCode.RATE_LIMITED]: 'common.rate_limited',
  [ErrorCode.CAPTCHA_INVALID]: 'auth.captcha_invalid',
  [ErrorCode.LOGIN_FAILED]: 'auth.login_failed',
  [ErrorCode.LOGIN_LOCKED]: 'auth.login_locked',
  [ErrorCode.EMAIL_CODE_INVALID]: 'verification.code_invalid',
  [ErrorCode.EMAIL_UNDELIVERABLE]: 'verification.email_undeliverable',
  [ErrorCode.INVALID_CLIENT]: 'auth.invalid_client',
  [ErrorCode.ACCOUNT_DISABLED]: 'auth.account_disabled',
  [ErrorCode.PASSWORD_CHANGE_REQUIRED]: 'auth.password_change_required',
  [ErrorCode.UNPAID_ORDERS_LIMIT]: 'order.unpaid_orders_limit',
  [ErrorCode.HOLDING_LIMIT]: 'order.holding_limit',
  [ErrorCode.IDEMPOTENCY_KEY_REUSED]: 'order.idempotency_key_reused',
};

/**
 * An error the user is meant to see: a stable business code from src/domain/errorCodes.ts, the
 * message in both languages, and a stable string reason (`order.not_draft`) that tells apart the
 * refusals sharing a code, so that clients and tests never compare message text. The reasons are
 * named in each module's `*.errors.ts` (the common ones here). The error handler turns it into the
 * envelope (HTTP 200 unless `httpStatus` says otherwise).
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    readonly jpMessage: string,
    readonly fields?: FieldErrors,
    readonly httpStatus = 200,
    readonly reason: ErrorReason = COMMON_REASONS[code],
  ) {
    super(message);
  }
}

/** The same answer whether the record does not exist or belongs to someone else. */
export const notFound = (): AppError => new AppError(ErrorCode.NOT_FOUND, '数据不存在', 'データが存在しません');

export const validation = (fields: FieldErrors, reason: ErrorReason = 'common.validation'): AppError =>
  new AppError(ErrorCode.VALIDATION, '提交的数据有误，请检查', '入力内容に誤りがあります。ご確認ください', fields, 200, reason);

export const invalidField = (field: string, message: string, jpMessage: string, reason: ErrorReason = 'common.validation'): AppError =>
  validation({ [field]: { message, jpMessage } }, reason);

/** A logged-in user without the right: HTTP 200 and 10403, never HTTP 403 (the client logs out on 403). */
export const noPermission = (): AppError => new AppError(ErrorCode.NO_PERMISSION, '没有操作权限', 'この操作を行う権限がありません');

/** 10409: the request clashes with what is stored; `reason` says which clash. */
export const conflict = (reason: ErrorReason, message: string, jpMessage: string): AppError =>
  new AppError(ErrorCode.CONFLICT, message, jpMessage, undefined, 200, reason);

/** 10500: a business rule refused the request; `reason` says which (the messages say it to the user). */
export const businessError = (reason: ErrorReason, message: string, jpMessage: string): AppError =>
  new AppError(ErrorCode.BUSINESS, message, jpMessage, undefined, 200, reason);
