import DOMPurify from 'dompurify';

/**
 * Announcement bodies are HTML written by staff and kept in the database: whatever they hold,
 * only markup survives. Scripts, event handlers (onerror, onclick...), javascript: URLs,
 * frames, forms and styles are removed before anything reaches the page.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
