import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { PAGE_SIZES } from '../../domain/envelope';
import { informationHref, type InformationQuery } from './informationQuery';

/** The pages of the list as links (they keep the place in the URL), and the page size (DOMAIN "Lists"). */
export function Pager({ query, total }: { query: InformationQuery; total: number }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const pages = Math.max(1, Math.ceil(total / query.size));
  const to = (current: number) => informationHref({ ...query, current });
  return (
    <nav className="info-pager" aria-label={intl.formatMessage({ id: 'information.pager' })}>
      <span className="info-pager__total">
        <FormattedMessage id="information.total" values={{ total }} />
      </span>
      <ul className="info-pager__pages">
        <li>
          {query.current > 1 ? (
            <Link href={to(query.current - 1)} className="info-pager__step" aria-label={intl.formatMessage({ id: 'information.prev' })}>
              <i className="pi pi-angle-left" aria-hidden="true" />
            </Link>
          ) : (
            <span className="info-pager__step is-disabled" aria-hidden="true">
              <i className="pi pi-angle-left" />
            </span>
          )}
        </li>
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <li key={page}>
            <Link
              href={to(page)}
              className={`info-pager__page${page === query.current ? ' is-current' : ''}`}
              aria-current={page === query.current ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'information.page' }, { page })}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>
          {query.current < pages ? (
            <Link href={to(query.current + 1)} className="info-pager__step" aria-label={intl.formatMessage({ id: 'information.next' })}>
              <i className="pi pi-angle-right" aria-hidden="true" />
            </Link>
          ) : (
            <span className="info-pager__step is-disabled" aria-hidden="true">
              <i className="pi pi-angle-right" />
            </span>
          )}
        </li>
      </ul>
      <label className="info-pager__size">
        <FormattedMessage id="information.pageSize" />
        <select value={query.size} onChange={(event) => navigate(informationHref({ ...query, current: 1, size: Number(event.target.value) }))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {intl.formatMessage({ id: 'information.perPage' }, { size })}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
