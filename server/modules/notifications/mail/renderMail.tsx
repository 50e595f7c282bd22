import { render } from '@react-email/render';
import type { SiteConfig } from '../../../../src/domain/baseData';
import { pick, type Lang } from '../../../../src/domain/lang';
import type { MailContent } from './mailContent';
import { MailLayout } from './MailLayout';

/** The HTML and text parts of one notification, from the same content. */
export async function renderMail(content: MailContent, site: SiteConfig, lang: Lang): Promise<{ subject: string; html: string; text: string }> {
  const html = await render(<MailLayout content={content} site={site} lang={lang} />);
  const text = [
    content.heading,
    '',
    content.greeting,
    ...content.paragraphs,
    '',
    ...content.facts.map(([label, value]) => `${label}：${value}`),
    ...(content.trip.length > 0 ? ['', ...content.trip] : []),
    '',
    `${content.action.label}：${content.action.url}`,
    '',
    '--',
    pick(site.companyName, lang),
    ...site.offices.map((o) => `${pick(o.name, lang)}  ${o.phone}  ${o.email}  ${pick(o.address, lang)}`),
  ].join('\n');
  return { subject: content.subject, html, text };
}
