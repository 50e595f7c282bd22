import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorEnvelope } from '../../src/domain/envelope';
import { errorBody } from './envelope';
import { isDatabaseUnavailable, isUnstorableText } from './dbErrors';
import { AppError, validation } from './errors';
import { fieldsOfValidation } from './validationFields';

interface ErrorReply {
  status: number;
  body: ErrorEnvelope;
}

const NOT_FOUND_BODY: ErrorEnvelope = {
  code: 404,
  message: '请求的资源不存在',
  jpMessage: 'リクエストされたリソースは存在しません',
  reason: 'common.route_not_found',
};

// What went wrong stays in the log; the user learns only that it did.
const SYSTEM_ERROR_BODY: ErrorEnvelope = { code: 500, message: '系统错误', jpMessage: 'システムエラー', reason: 'common.system_error' };

/** The database is unreachable for a moment: say so, and when to try again, instead of hanging or failing. */
const UNAVAILABLE_BODY: ErrorEnvelope = {
  code: 503,
  message: '服务暂时不可用，请稍后再试',
  jpMessage: 'サービスは一時的にご利用いただけません。しばらくしてから再度お試しください',
  reason: 'common.unavailable',
};
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

// busboy (under @fastify/multipart) throws plain errors, without a code, for a multipart body it cannot read.
const BROKEN_MULTIPART = new Set(['Multipart: Boundary not found', 'Unexpected end of multipart data', 'Unsupported Content-Type.']);
const isBrokenMultipart = (error: Error): boolean => !('statusCode' in error) && BROKEN_MULTIPART.has(error.message);

/** The envelope for any error; null means unexpected (HTTP 500). */
function toErrorReply(error: FastifyError | Error): ErrorReply | null {
  if (error instanceof AppError) return { status: error.httpStatus, body: errorBody(error) };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const fields = fieldsOfValidation(fastifyError.validation, fastifyError.validationContext ?? 'body');
    return { status: 200, body: errorBody(validation(fields)) };
  }
  // The body could not be read as sent (malformed JSON, unsupported type, too large, a broken multipart body, text with NUL characters).
  if (fastifyError.code?.startsWith('FST_ERR_CTP_') || isBrokenMultipart(error) || isUnstorableText(error)) {
    const fields = {
      body: { message: '请求内容无法解析，请提交有效的 JSON', jpMessage: 'リクエスト本文を解析できません。有効な JSON を送信してください' },
    };
    return { status: 200, body: errorBody(validation(fields, 'common.unreadable_body')) };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: UNAVAILABLE_BODY };
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: { code: status, message: '请求无效', jpMessage: '無効なリクエストです', reason: 'common.bad_request' } };
  }
  return null;
}

/**
 * Sent pre-serialized: the routes' response schemas describe the success
 * envelope and must not filter the error's fields.
 */
function sendEnvelope(reply: FastifyReply, status: number, body: ErrorEnvelope): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** The one place where errors become answers (DOMAIN "The envelope and error codes"). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const known = toErrorReply(error);
    if (known?.status === 503) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendEnvelope(reply, 503, known.body);
    }
    if (known) {
      request.log.info({ code: known.body.code, reason: known.body.reason, fields: known.body.data?.fields }, known.body.message);
      return sendEnvelope(reply, known.status, known.body);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendEnvelope(reply, 500, SYSTEM_ERROR_BODY);
  });

  app.setNotFoundHandler((_request, reply) => sendEnvelope(reply, 404, NOT_FOUND_BODY));
}

/** For plugins with their own not-found handling (the client's history routes) to answer like the rest. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendEnvelope(reply, 404, NOT_FOUND_BODY);
}
