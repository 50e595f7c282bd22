import type { AnnouncementType } from '../../domain/baseData';
import type { Bilingual } from '../../domain/lang';
import type { AnnouncementBody, StaffAnnouncement } from '../../domain/staff/content';
import type { AdminMessageId } from '../i18n/adminCatalogues';

export interface AnnouncementValues {
  type: AnnouncementType;
  title: Bilingual;
  body: Bilingual;
}

export const EMPTY_ANNOUNCEMENT: AnnouncementValues = { type: 'NOTICE', title: { zh: '', ja: '' }, body: { zh: '', ja: '' } };

export const valuesOf = (a: StaffAnnouncement): AnnouncementValues => ({ type: a.type, title: { ...a.title }, body: { ...a.body } });

export const bodyOf = (values: AnnouncementValues, uuid?: string): AnnouncementBody => ({
  ...(uuid ? { uuid } : {}),
  type: values.type,
  title: values.title,
  body: values.body,
});

/** An HTML body with no text and no picture is empty (Quill leaves `<p><br></p>` behind). */
function isBlankHtml(html: string): boolean {
  return (
    !/<img\b/i.test(html) &&
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/**
 * What must be filled in before saving, at each field (the server checks again, after
 * sanitising: a body of nothing but a script is empty there too).
 */
export function missingFields(values: AnnouncementValues): [string, AdminMessageId][] {
  const missing: [string, AdminMessageId][] = [];
  if (!values.title.zh.trim()) missing.push(['title.zh', 'admin.content.titleRequired']);
  if (!values.title.ja.trim()) missing.push(['title.ja', 'admin.content.titleRequired']);
  if (isBlankHtml(values.body.zh)) missing.push(['body.zh', 'admin.content.bodyRequired']);
  if (isBlankHtml(values.body.ja)) missing.push(['body.ja', 'admin.content.bodyRequired']);
  return missing;
}
