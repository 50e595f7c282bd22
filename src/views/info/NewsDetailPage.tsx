import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useLang } from '../../app/AppActorsContext';
import type { PageProps } from '../../app/routes';
import { ErrorCode } from '../../domain/errorCodes';
import { formatDate } from '../../domain/format';
import { pick } from '../../domain/lang';
import { ApiError } from '../../domain/apiError';
import { InfoBanner } from './InfoBanner';
import { LoadFailed, LoadingBlock } from './LoadState';
import { MoreNews } from './MoreNews';
import { NewsBody } from './NewsBody';
import { useAnnouncement } from './useInformation';
import './info.css';

const TRAIL = { titleId: 'route.newsDetail', icon: 'pi-file', parent: { href: '/information', labelId: 'route.information' } } as const;

/** 10404: unknown, unpublished or malformed uuid (the server answers all three alike). */
const isNotFound = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.NOT_FOUND;

/** News detail (/newsDetail and /detail, by ?uuid=): title, date and the sanitised body. */
export default function NewsDetailPage({ search }: PageProps) {
  const lang = useLang();
  const uuid = new URLSearchParams(search).get('uuid')?.trim() ?? '';
  const [announcement, reload] = useAnnouncement(uuid);
  const notFound = (announcement.status === 'ready' && announcement.data === null) || (announcement.status === 'failed' && isNotFound(announcement.error));

  if (announcement.status === 'ready' && announcement.data) {
    const item = announcement.data;
    return (
      <div className="info-page">
        <InfoBanner {...TRAIL}>
          <p className="news-meta">
            <span className={`news-type news-type--${item.type.toLowerCase()}`}>
              <FormattedMessage id={`home.announcementType.${item.type}`} />
            </span>
            <time dateTime={item.publishTime}>
              <FormattedMessage id="newsDetail.published" values={{ date: formatDate(item.publishTime) }} />
            </time>
          </p>
          <h1 className="info-banner__title news-title">{pick(item.title, lang)}</h1>
        </InfoBanner>
        <div className="info-body news-layout">
          <div className="news-layout__main">
            <article className="info-section news-article" aria-label={pick(item.title, lang)}>
              <NewsBody html={pick(item.body, lang)} />
            </article>
            <BackToList />
          </div>
          <MoreNews current={item.uuid} lang={lang} />
        </div>
      </div>
    );
  }

  return (
    <div className="info-page">
      <InfoBanner {...TRAIL}>
        <h1 className="info-banner__title">
          <FormattedMessage id={notFound ? 'newsDetail.notFound.title' : 'route.newsDetail'} />
        </h1>
      </InfoBanner>
      <div className="info-body">
        <div className="info-section">
          {announcement.status === 'loading' && <LoadingBlock rows={6} />}
          {notFound && (
            <div className="info-state news-missing">
              <i className="pi pi-search" aria-hidden="true" />
              <p>
                <FormattedMessage id="newsDetail.notFound.text" />
              </p>
            </div>
          )}
          {announcement.status === 'failed' && !notFound && <LoadFailed onRetry={reload} />}
        </div>
        <BackToList />
      </div>
    </div>
  );
}

function BackToList() {
  return (
    <p className="news-back">
      <Link href="/information" className="p-button p-component p-button-outlined">
        <i className="pi pi-arrow-left" aria-hidden="true" />
        <span>
          <FormattedMessage id="newsDetail.back" />
        </span>
      </Link>
    </p>
  );
}
