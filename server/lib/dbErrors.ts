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
