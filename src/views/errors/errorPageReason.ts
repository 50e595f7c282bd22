/** Longest reason shown: a message, not a page of server output. */
const MAX_REASON = 200;

/**
 * The reason handed to /errorPageJump in its query (`msg`, `message` or `reason`),
 * trimmed and shortened. React escapes it when shown; it is never read as HTML.
 */
export function errorPageReason(search: string): string | null {
  const params = new URLSearchParams(search);
  const raw = params.get('msg') ?? params.get('message') ?? params.get('reason');
  const text = raw?.trim();
  if (!text) return null;
  return text.length > MAX_REASON ? `${text.slice(0, MAX_REASON)}…` : text;
}
