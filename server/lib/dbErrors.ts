/**
 * The constraint a unique violation (SQLSTATE 23505) broke, whichever driver raised
 * it and however Drizzle wrapped it; undefined for any other error. A race that a
 * check before the insert could not see ends here, and becomes a proper answer.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      return /unique constraint "([^"]+)"/.exec(String(candidate.message))?.[1] ?? '';
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * True when PostgreSQL refused a value the caller sent: text it cannot store (a NUL character:
 * SQLSTATE 22021, 22P05), a number it cannot read or hold (22P02, 22003: Ajv lets "1e309" through
 * as Infinity), whichever driver raised it. The input is at fault, not the server.
 */
const REFUSED_INPUT = new Set(['22021', '22P05', '22P02', '22003']);

export function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && REFUSED_INPUT.has(candidate.code)) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * True when the database could not be reached or stopped answering: refused or lost connections,
 * a pool that found no connection in time, a server shutting down or restarting, too many
 * clients, a statement cut off by its time-out. The request is not at fault and may succeed a
 * moment later, so it is answered 503 rather than 500.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// node-postgres raises these as plain Errors without a code.
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && (UNAVAILABLE_CODES.has(candidate.code) || candidate.code.startsWith('08'))) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((text) => (candidate.message as string).startsWith(text))) return true;
    current = candidate.cause;
  }
  return false;
}

/** One line for an operator: the innermost code and message, never a stack. */
export function describeDatabaseError(error: unknown): string {
  let innermost = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  for (let depth = 0; innermost?.cause && depth < 5; depth++) innermost = innermost.cause as typeof innermost;
  // node's connect gives an AggregateError (one error per address tried) with an empty message.
  if (!innermost?.message && Array.isArray(innermost?.errors) && innermost.errors[0]) innermost = innermost.errors[0] as typeof innermost;
  const code = typeof innermost?.code === 'string' ? `${innermost.code}: ` : '';
  return `${code}${String(innermost?.message ?? innermost)}`.split('\n')[0]!;
}
