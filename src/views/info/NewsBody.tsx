import { sanitizeHtml } from '../../ui/sanitizeHtml';

/** An announcement's HTML body, sanitised (DOMPurify) before React puts it into the page. */
export function NewsBody({ html }: { html: string }) {
  return <div className="news-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
