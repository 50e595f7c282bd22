import sanitize from 'sanitize-html';

/**
 * The HTML an announcement body may keep: text formatting, lists, tables, links and images
 * over http(s) (links also mailto). Scripts, styles, event handlers (onerror...), iframes and
 * javascript:/data: URLs are dropped when the editor saves, so what is stored is safe to show
 * (the client sanitises again before rendering).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening another tab cannot reach back into the portal's window.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

export function sanitizeAnnouncementHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
