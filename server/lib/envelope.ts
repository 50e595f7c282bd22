import type { ErrorEnvelope, WebEnvelope, WebTsEnvelope } from '../../src/domain/envelope';
import { SUCCESS_WEB, SUCCESS_WEB_TS } from '../../src/domain/errorCodes';
import type { AppError } from './errors';

/** Success answer of /api/web-ts/... calls. */
export function ok<T>(data: T): WebTsEnvelope<T> {
  return { code: SUCCESS_WEB_TS, data, message: 'success' };
}

/** Success answer of /auth-ts/... and /api/web/... calls. */
export function okWeb<T>(data: T): WebEnvelope<T> {
  return { code: SUCCESS_WEB, msg: 'success', data };
}

/**
 * Error answer of every family: `message`/`jpMessage`, never `msg` (the spec's client sends `msg` errors to the error page),
 * and the error's stable `reason` beside its code.
 */
export function errorBody(error: Pick<AppError, 'code' | 'message' | 'jpMessage' | 'fields' | 'reason'>): ErrorEnvelope {
  return {
    code: error.code,
    message: error.message,
    jpMessage: error.jpMessage,
    reason: error.reason,
    data: error.fields ? { fields: error.fields } : null,
  };
}
