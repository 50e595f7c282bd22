import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * preValidation hook for POST calls whose JSON body is optional: the spec's
 * client sends some of them without any body, which Fastify would validate as
 * `undefined` and refuse. An absent body reads as `{}`.
 */
export function optionalBody(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  request.body ??= {};
  done();
}
