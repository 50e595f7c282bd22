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
 * True when PostgreSQL refused a text value it cannot store (a NUL character: SQLSTATE 22021,
 * or 22P05), whichever driver raised it: the caller's input is at fault, not the server.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '22021' || candidate.code === '22P05') return true;
    current = candidate.cause;
  }
  return false;
}
