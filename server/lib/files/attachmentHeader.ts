/**
 * A Content-Disposition value that carries any file name safely (RFC 6266 / RFC 8187): `filename`
 * holds a plain-ASCII stand-in for old clients (no quotes, backslashes or control characters,
 * anything else as "_"), `filename*` the real name percent-encoded as UTF-8. Nothing in the name
 * can end the header value or add a parameter.
 */
export function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
