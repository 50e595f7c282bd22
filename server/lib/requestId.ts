import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming X-Request-Id may look like to be kept: a proxy's or caller's own id (nginx's
 * $request_id, a UUID, `trace:span`). Nothing else is written into the log or echoed: no spaces or
 * line breaks to forge log lines with, no header too long to keep.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the request's own X-Request-Id when it is safe, else a random UUID. Random
 * rather than a counter, so ids stay unique across the processes of a cluster and across restarts.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Every answer carries its request's id (Fastify's request.log puts it as `reqId` on every log line
 * of the request), so a user's or a proxy's report leads to the log lines. Set when the request
 * arrives, so that answers from hooks, the error handler and the not-found handler carry it too.
 */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
