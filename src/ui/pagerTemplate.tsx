import { Dropdown } from 'primereact/dropdown';
import type { PagerTemplate } from './table/Paginator';
import type { IntlShape } from 'react-intl';

/**
 * The list's pager with the buttons named in the interface language (PrimeReact's own
 * names are English): previous, the pages, next, the page size and the total.
 */
export function pagerTemplate(intl: IntlShape): PagerTemplate {
  const text = (id: 'passenger.page.prev' | 'passenger.page.next' | 'passenger.page.size') => intl.formatMessage({ id });
  return {
    PrevPageLink: (options) => (
      <button type="button" className={options.className} disabled={options.disabled} onClick={options.onClick} aria-label={text('passenger.page.prev')}>
        <span className="pi pi-angle-left" aria-hidden="true" />
      </button>
    ),
    NextPageLink: (options) => (
      <button type="button" className={options.className} disabled={options.disabled} onClick={options.onClick} aria-label={text('passenger.page.next')}>
        <span className="pi pi-angle-right" aria-hidden="true" />
      </button>
    ),
    PageLinks: (options) => (
      <button
        type="button"
        className={options.className}
        onClick={options.onClick}
        aria-label={intl.formatMessage({ id: 'passenger.page.number' }, { page: options.page + 1 })}
        aria-current={options.page === options.currentPage ? 'page' : undefined}
      >
        {options.page + 1}
      </button>
    ),
    RowsPerPageDropdown: (options) => (
      <Dropdown
        value={options.value}
        options={options.options}
        onChange={options.onChange}
        aria-label={text('passenger.page.size')}
        className="passengers-page__size"
      />
    ),
    CurrentPageReport: (options) => (
      <span className="p-paginator-current">{intl.formatMessage({ id: 'passenger.total' }, { total: options.totalRecords })}</span>
    ),
  };
}
