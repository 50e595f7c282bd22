import type { FastifyInstance } from 'fastify';
import { validation, type FieldErrors } from './errors';

const OUT_OF_RANGE = { message: '数值超出范围', jpMessage: '数値が範囲外です' };

/** The dotted path of the first number that is not finite, or null. */
export function firstNonFinite(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = firstNonFinite(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Ajv coerces "1e309" to Infinity and then lets it through `integer` and `maximum` (and JSON.parse
 * reads 1e309 as Infinity too), so no handler may be trusted with a number it has not seen to be
 * finite. Found by the fuzzer: an Infinity page number broke a page's slice and its serialisation.
 */
export function registerFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [context, part] of [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      const path = firstNonFinite(part);
      if (path !== null) {
        const fields: FieldErrors = { [path || context]: OUT_OF_RANGE };
        throw validation(fields);
      }
    }
  });
}
