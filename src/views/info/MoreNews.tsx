import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatDate } from '../../domain/format';
import { pick, type Lang } from '../../domain/lang';
import { newsDetailHref } from './AnnouncementRow';
import { useLatestNews } from './useInformation';

const SHOWN = 5;

/** Beside an announcement: the newest others, so a reader can go on without going back. Quiet when they cannot load. */
export function MoreNews({ current, lang }: { current: string; lang: Lang }) {
  const [latest] = useLatestNews(SHOWN + 1);
  const others = latest.status === 'ready' ? latest.data.filter((item) => item.uuid !== current).slice(0, SHOWN) : [];
  if (others.length === 0) return null;
  return (
    <aside className="info-section more-news" aria-labelledby="more-news-title">
      <h2 id="more-news-title" className="info-section__title">
        <FormattedMessage id="newsDetail.more" />
      </h2>
      <ul className="more-news__list">
        {others.map((item) => (
          <li key={item.uuid}>
            <Link href={newsDetailHref(item.uuid)} className="more-news__link">
              <span className="more-news__title">{pick(item.title, lang)}</span>
              <time className="more-news__date" dateTime={item.publishTime}>
                {formatDate(item.publishTime)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
