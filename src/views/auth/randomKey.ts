/** A random key for captcha images (getRandomValues works on plain http too, unlike randomUUID). */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
