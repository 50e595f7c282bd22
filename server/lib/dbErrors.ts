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
