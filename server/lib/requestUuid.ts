import type { FastifyRequest } from 'fastify';
import { VALIDATION_MESSAGES } from '../../src/domain/validation/messages';
import { invalidField } from './errors';

/** The record a call names, in the body or the query; 10422 at uuid when neither has it. */
export function uuidOf(request: FastifyRequest): string {
  const body = request.body as { uuid?: unknown } | undefined;
  const query = request.query as { uuid?: unknown } | undefined;
  const given = body?.uuid ?? query?.uuid;
  const uuid = typeof given === 'string' ? given.trim() : '';
  if (!uuid) throw invalidField('uuid', VALIDATION_MESSAGES.required.zh, VALIDATION_MESSAGES.required.ja);
  return uuid;
}
