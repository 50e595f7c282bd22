import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLang } from '../../app/AppActorsContext';
import type { PageProps } from '../../app/routes';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '../../domain/baseData';
import { AnnouncementRow } from './AnnouncementRow';
import { InfoBanner } from './InfoBanner';
import { informationHref, readInformationQuery } from './informationQuery';
import { Loaded } from './LoadState';
import { Pager } from './Pager';
import { useAnnouncementPage } from './useInformation';
import './info.css';

const FILTERS: (AnnouncementType | undefined)[] = [undefined, ...ANNOUNCEMENT_TYPES];

/** Latest information (/information): announcements newest first, by type, a page at a time. */
export default function InformationPage({ search }: PageProps) {
  const intl = useIntl();
  const lang = useLang();
  const query = readInformationQuery(search);
  const [page, reload] = useAnnouncementPage(query);

  return (
    <div className="info-page">
      <InfoBanner titleId="route.information" leadId="information.lead" icon="pi-megaphone" />
      <div className="info-body">
        <section className="info-section news-list" aria-labelledby="news-list-title" aria-busy={page.status === 'loading'}>
          <h2 id="news-list-title" className="visually-hidden">
            <FormattedMessage id="information.list" />
          </h2>
          <nav className="news-filter" aria-label={intl.formatMessage({ id: 'information.filter' })}>
            {FILTERS.map((type) => {
              const current = type === query.type;
              return (
                <Link
                  key={type ?? 'ALL'}
                  href={informationHref({ type, current: 1, size: query.size })}
                  className={`news-filter__item${current ? ' is-current' : ''}`}
                  aria-current={current ? 'page' : undefined}
                >
                  {type ? <FormattedMessage id={`home.announcementType.${type}`} /> : <FormattedMessage id="information.all" />}
                </Link>
              );
            })}
          </nav>
          <Loaded resource={page} onRetry={reload} rows={query.size > 10 ? 10 : query.size}>
            {(data) =>
              data.records.length === 0 ? (
                <div className="info-state">
                  <i className="pi pi-inbox" aria-hidden="true" />
                  <p>
                    <FormattedMessage id="information.empty" />
                  </p>
                  {query.current > 1 && (
                    <Link href={informationHref({ ...query, current: 1 })}>
                      <FormattedMessage id="information.firstPage" />
                    </Link>
                  )}
                </div>
              ) : (
                <>
                  <ul className="news-rows">
                    {data.records.map((item) => (
                      <AnnouncementRow key={item.uuid} item={item} lang={lang} />
                    ))}
                  </ul>
                  <Pager query={query} total={data.total} />
                </>
              )
            }
          </Loaded>
        </section>
      </div>
    </div>
  );
}
