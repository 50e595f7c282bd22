import { createHash } from 'node:crypto';

/**
 * Idempotency-Key of an order submit (README "Ticketing"): the client makes one per submit
 * attempt and sends it again on every retry of that attempt. Printable ASCII without spaces,
 * 8 to 128 characters (a UUID fits; so does any opaque token a client library makes).
 */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7E]{8,128}$';

/** JSON with object keys sorted, so that the same body hashes alike whatever order its keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What tells one submit's body from another's: SHA-256 of its canonical JSON. */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}
