import type { FieldError } from '../../src/domain/envelope';
import { ErrorCode, type ErrorCodeValue } from '../../src/domain/errorCodes';

export type FieldErrors = Record<string, FieldError>;

/**
 * An error the user is meant to see: a stable business code from
 * src/domain/errorCodes.ts and the message in both languages. The error handler
 * turns it into the envelope (HTTP 200 unless `httpStatus` says otherwise).
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    readonly jpMessage: string,
    readonly fields?: FieldErrors,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

/** The same answer whether the record does not exist or belongs to someone else. */
export const notFound = (): AppError => new AppError(ErrorCode.NOT_FOUND, '数据不存在', 'データが存在しません');

export const validation = (fields: FieldErrors): AppError =>
  new AppError(ErrorCode.VALIDATION, '提交的数据有误，请检查', '入力内容に誤りがあります。ご確認ください', fields);

export const invalidField = (field: string, message: string, jpMessage: string): AppError =>
  validation({ [field]: { message, jpMessage } });

/** A logged-in user without the right: HTTP 200 and 10403, never HTTP 403 (the client logs out on 403). */
export const noPermission = (): AppError =>
  new AppError(ErrorCode.NO_PERMISSION, '没有操作权限', 'この操作を行う権限がありません');

export const conflict = (message: string, jpMessage: string): AppError =>
  new AppError(ErrorCode.CONFLICT, message, jpMessage);

/** A business rule refused the request; the messages say which. */
export const businessError = (message: string, jpMessage: string): AppError =>
  new AppError(ErrorCode.BUSINESS, message, jpMessage);

export const rateLimited = (): AppError =>
  new AppError(ErrorCode.RATE_LIMITED, '操作过于频繁，请稍后再试', '操作が多すぎます。しばらくしてから再度お試しください');
