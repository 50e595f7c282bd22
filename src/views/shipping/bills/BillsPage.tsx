import { Button } from 'primereact/button';
import { Column } from '../../../ui/table/Column';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageProps } from '../../../app/routes';
import { useLoaded } from '../../../app/customerServices';
import { DEFAULT_PAGE_SIZE } from '../../../domain/envelope';
import { formatDateTime } from '../../../domain/format';
import type { BillOfLadingSummary, BillPageQuery } from '../../../domain/shipping/types';
import { vesselName } from '../../../domain/vessels';
import { useIntlLang } from '../../../i18n/useIntlLang';
import { PagedTable } from '../../../ui/PagedTable';
import { EnterpriseOnly } from '../EnterpriseOnly';
import { useBillDownload } from './useBillDownload';
import '../shippingScreens.css';
import './bills.css';
import { Permitted } from '../../../app/Permitted';

/** The number a link asked for (`?blNo=`), as the search starts with it. */
function blNoOf(search: string): string {
  return (new URLSearchParams(search).get('blNo') ?? '').trim().toUpperCase();
}

/**
 * Bills of lading (/downloadBls, and /billoflading): the bills issued for the enterprise's
 * confirmed bookings, newest first, with booking number, vessel and voyage and where the telex
 * release stands; a released bill downloads as PDF, one not released says why and offers none.
 * Both routes show this list: the server answers bills only as a list, and `?blNo=` opens it
 * searched for one bill (the link a message or a booking can give), which is its detail.
 */
export default function BillsPage({ search }: Pick<PageProps, 'search'>) {
  return (
    <EnterpriseOnly menu="menu.downloadBls" titleId="bills.title">
      <BillsScreen search={search} />
    </EnterpriseOnly>
  );
}

function BillsScreen({ search }: { search: string }) {
  const intl = useIntl();
  const lang = useIntlLang();
  const initial = blNoOf(search);
  const [typed, setTyped] = useState(initial);
  const [query, setQuery] = useState<BillPageQuery>({ current: 1, size: DEFAULT_PAGE_SIZE, ...(initial ? { blNo: initial } : {}) });
  const [list, reload] = useLoaded(({ bills }) => bills.getBillPage(query), JSON.stringify(query));
  const downloads = useBillDownload();
  const page = list.status === 'ready' ? list.data : null;
  const loading = list.status === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blNo = typed.trim().toUpperCase();
    setQuery({ current: 1, size: query.size, ...(blNo ? { blNo } : {}) });
  };
  const clear = () => {
    setTyped('');
    setQuery({ current: 1, size: query.size });
  };

  const state = (bill: BillOfLadingSummary) =>
    bill.telexReleased ? (
      <>
        <span className="shipping-tag shipping-tag--ok">
          <i className="pi pi-check-circle" aria-hidden="true" /> <FormattedMessage id="bills.state.released" />
        </span>
        {bill.telexReleasedAt && (
          <div className="shipping-screen__muted">
            <FormattedMessage id="bills.state.releasedAt" values={{ time: formatDateTime(bill.telexReleasedAt) }} />
          </div>
        )}
      </>
    ) : (
      <span className="shipping-tag shipping-tag--wait">
        <i className="pi pi-clock" aria-hidden="true" /> <FormattedMessage id="bills.state.notReleased" />
      </span>
    );

  const action = (bill: BillOfLadingSummary) => {
    if (!bill.telexReleased) {
      return (
        <span className="bills-page__why">
          <FormattedMessage id="bills.notReleasedWhy" />
        </span>
      );
    }
    const busy = downloads.busy === bill.uuid;
    const failure = downloads.failed[bill.uuid];
    return (
      <div className="bills-page__download">
        <Permitted button="btn.bl.download">
          <Button
            type="button"
            size="small"
            icon="pi pi-file-pdf"
            label={intl.formatMessage({ id: busy ? 'bills.downloading' : 'bills.download' })}
            aria-label={intl.formatMessage({ id: 'bills.downloadOf' }, { blNo: bill.blNo })}
            loading={busy}
            disabled={downloads.busy !== null && !busy}
            onClick={() => downloads.download(bill)}
          />
        </Permitted>
        {failure && (
          <small className="bills-page__failed" role="alert">
            {failure}
          </small>
        )}
      </div>
    );
  };

  return (
    <section className="shipping-screen bills-page" aria-labelledby="bills-title" aria-busy={loading}>
      <header className="shipping-screen__head">
        <div>
          <h1 id="bills-title" className="shipping-screen__title">
            <FormattedMessage id="bills.title" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="bills.intro" />
          </p>
        </div>
      </header>

      <form className="shipping-screen__filters" role="search" onSubmit={submit}>
        <label className="shipping-screen__filter" htmlFor="bills-search-blno">
          <FormattedMessage id="bills.search.blNo" />
          <InputText
            id="bills-search-blno"
            value={typed}
            maxLength={32}
            placeholder={intl.formatMessage({ id: 'bills.search.placeholder' })}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'bills.search.submit' })} disabled={loading} />
        <Button type="button" outlined label={intl.formatMessage({ id: 'bills.search.reset' })} disabled={loading} onClick={clear} />
      </form>

      {list.status === 'failed' ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="bills.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'bills.retry' })} onClick={reload} />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={query.current}
          size={query.size}
          loading={loading}
          onPage={(current, size) => setQuery({ ...query, current, size })}
          emptyMessage={<FormattedMessage id={query.blNo ? 'bills.noMatch' : 'bills.empty'} />}
          className="bills-page__table"
          label={intl.formatMessage({ id: 'bills.title' })}
          totalText={(total) => intl.formatMessage({ id: 'bills.total' }, { total })}
        >
          <Column
            header={intl.formatMessage({ id: 'bills.col.blNo' })}
            body={(b: BillOfLadingSummary) => <strong className="bills-page__no">{b.blNo}</strong>}
          />
          <Column
            header={intl.formatMessage({ id: 'bills.col.bookingNo' })}
            body={(b: BillOfLadingSummary) => <span className="bills-page__nowrap">{b.bookingNo}</span>}
          />
          <Column
            header={intl.formatMessage({ id: 'bills.col.vessel' })}
            body={(b: BillOfLadingSummary) => (
              <>
                <div>{b.vessel ? vesselName(b.vessel, lang) : '—'}</div>
                <div className="shipping-screen__muted">{b.voyageCode}</div>
              </>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'bills.col.route' })}
            body={(b: BillOfLadingSummary) => <span className="bills-page__nowrap">{`${b.polCode} → ${b.podCode}`}</span>}
          />
          <Column header={intl.formatMessage({ id: 'bills.col.issuedAt' })} body={(b: BillOfLadingSummary) => formatDateTime(b.issuedAt)} />
          <Column header={intl.formatMessage({ id: 'bills.col.state' })} body={state} />
          <Column header={intl.formatMessage({ id: 'bills.col.actions' })} body={action} style={{ width: '190px' }} />
        </PagedTable>
      )}
    </section>
  );
}
