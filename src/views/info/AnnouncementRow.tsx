import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { AnnouncementSummary } from '../../domain/baseData';
import { formatDate } from '../../domain/format';
import { pick, type Lang } from '../../domain/lang';

/** The detail page of an announcement. */
export const newsDetailHref = (uuid: string) => `/newsDetail?uuid=${encodeURIComponent(uuid)}`;

/** One announcement of the list: its type, title (a link to the detail) and publish date. */
export function AnnouncementRow({ item, lang }: { item: AnnouncementSummary; lang: Lang }) {
  return (
    <li className="news-row">
      <span className={`news-type news-type--${item.type.toLowerCase()}`}>
        <FormattedMessage id={`home.announcementType.${item.type}`} />
      </span>
      <Link href={newsDetailHref(item.uuid)} className="news-row__title">
        {pick(item.title, lang)}
      </Link>
      <time className="news-row__date" dateTime={item.publishTime}>
        {formatDate(item.publishTime)}
      </time>
    </li>
  );
}
