import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLang } from '../../app/AppActorsContext';
import type { AnnouncementSummary } from '../../domain/baseData';
import { formatDate } from '../../domain/format';
import { pick } from '../../domain/lang';
import { useLatestAnnouncements } from './useLatestAnnouncements';

const LATEST_COUNT = 5;

/** The five newest announcements, each linking to its detail page. */
export function LatestInformation() {
  const intl = useIntl();
  const [latest, reload] = useLatestAnnouncements(LATEST_COUNT);
  return (
    <section className="home-card home-latest" aria-labelledby="home-latest-title" aria-busy={latest.status === 'loading'}>
      <div className="home-card__header">
        <h2 id="home-latest-title" className="home-card__title">
          <i className="pi pi-megaphone" aria-hidden="true" />
          <FormattedMessage id="home.latest.title" />
        </h2>
        <Link href="/information" className="home-card__more">
          <FormattedMessage id="home.latest.more" />
          <i className="pi pi-angle-right" aria-hidden="true" />
        </Link>
      </div>
      {latest.status === 'loading' && (
        <ul className="home-latest__list" aria-label={intl.formatMessage({ id: 'home.latest.loading' })}>
          {Array.from({ length: LATEST_COUNT }, (_, i) => (
            <li key={i} className="home-latest__placeholder" />
          ))}
        </ul>
      )}
      {latest.status === 'failed' && (
        <div className="home-latest__state" role="alert">
          <p>
            <FormattedMessage id="home.latest.failed" />
          </p>
          <button type="button" className="p-button p-component p-button-outlined p-button-sm" onClick={reload}>
            <FormattedMessage id="home.latest.retry" />
          </button>
        </div>
      )}
      {latest.status === 'ready' &&
        (latest.data.length === 0 ? (
          <p className="home-latest__state">
            <FormattedMessage id="home.latest.empty" />
          </p>
        ) : (
          <ul className="home-latest__list">
            {latest.data.map((item) => (
              <AnnouncementItem key={item.uuid} item={item} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function AnnouncementItem({ item }: { item: AnnouncementSummary }) {
  const lang = useLang();
  return (
    <li>
      <Link href={`/newsDetail?uuid=${encodeURIComponent(item.uuid)}`} className="home-latest__item">
        <span className={`home-latest__type home-latest__type--${item.type.toLowerCase()}`}>
          <FormattedMessage id={`home.announcementType.${item.type}`} />
        </span>
        <span className="home-latest__headline">{pick(item.title, lang)}</span>
        <time className="home-latest__date" dateTime={item.publishTime}>
          {formatDate(item.publishTime)}
        </time>
      </Link>
    </li>
  );
}
