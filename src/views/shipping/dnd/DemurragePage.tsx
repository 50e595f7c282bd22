import { Button } from 'primereact/button';
import { Column } from '../../../ui/table/Column';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import { useLoaded } from '../../../app/customerServices';
import { DEFAULT_PAGE_SIZE } from '../../../domain/envelope';
import { formatMinor } from '../../../domain/ticketing/money';
import type { DemurrageQuery, DemurrageRow } from '../../../domain/shipping/cargoTypes';
import { PagedTable } from '../../../ui/PagedTable';
import { EnterpriseOnly } from '../EnterpriseOnly';
import { portNameOf } from './dndText';
import '../shippingScreens.css';
import './dnd.css';

/**
 * Demurrage query (/dndChargeQueryIndex): the enterprise's containers at the ports where their
 * D&D clock runs or ran (export from the empty pick-up to loading, import from discharge to the
 * empty return), with the days used, the free days left and the charge so far as the server
 * counted them; searched by container or booking number.
 */
export default function DemurragePage() {
  return (
    <EnterpriseOnly menu="menu.dndChargeQueryIndex" titleId="route.dndChargeQueryIndex">
      <DemurrageScreen />
    </EnterpriseOnly>
  );
}

type Search = Pick<DemurrageQuery, 'containerNo' | 'bookingNo'>;

function DemurrageScreen() {
  const intl = useIntl();
  const lang = useLang();
  const [typed, setTyped] = useState({ containerNo: '', bookingNo: '' });
  const [query, setQuery] = useState<DemurrageQuery>({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [list, reload] = useLoaded(({ dnd }) => dnd.getDemurragePage(query), JSON.stringify(query));
  const page = list.status === 'ready' ? list.data : null;
  const loading = list.status === 'loading';
  const searched = Boolean(query.containerNo || query.bookingNo);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search: Search = {};
    const containerNo = typed.containerNo.trim().toUpperCase();
    const bookingNo = typed.bookingNo.trim().toUpperCase();
    if (containerNo) search.containerNo = containerNo;
    if (bookingNo) search.bookingNo = bookingNo;
    setQuery({ current: 1, size: query.size, ...search });
  };
  const clear = () => {
    setTyped({ containerNo: '', bookingNo: '' });
    setQuery({ current: 1, size: query.size });
  };

  const charged = (line: DemurrageRow, value: (charge: NonNullable<DemurrageRow['charge']>) => number) =>
    line.charge ? value(line.charge) : <span className="shipping-screen__muted">—</span>;

  return (
    <section className="shipping-screen dnd-page" aria-labelledby="dnd-query-title" aria-busy={loading}>
      <header className="shipping-screen__head">
        <div>
          <h1 id="dnd-query-title" className="shipping-screen__title">
            <FormattedMessage id="route.dndChargeQueryIndex" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="dnd.query.intro" />
          </p>
        </div>
      </header>

      <form className="shipping-screen__filters" role="search" onSubmit={submit}>
        <label className="shipping-screen__filter" htmlFor="dnd-query-container">
          <FormattedMessage id="dnd.field.containerNo" />
          <InputText
            id="dnd-query-container"
            value={typed.containerNo}
            maxLength={11}
            placeholder={intl.formatMessage({ id: 'dnd.query.containerPlaceholder' })}
            onChange={(e) => setTyped({ ...typed, containerNo: e.target.value })}
          />
        </label>
        <label className="shipping-screen__filter" htmlFor="dnd-query-booking">
          <FormattedMessage id="dnd.field.bookingNo" />
          <InputText
            id="dnd-query-booking"
            value={typed.bookingNo}
            maxLength={32}
            placeholder={intl.formatMessage({ id: 'dnd.query.bookingPlaceholder' })}
            onChange={(e) => setTyped({ ...typed, bookingNo: e.target.value })}
          />
        </label>
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'dnd.query.submit' })} disabled={loading} />
        <Button type="button" outlined label={intl.formatMessage({ id: 'dnd.filter.reset' })} disabled={loading} onClick={clear} />
      </form>

      {list.status === 'failed' ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="dnd.query.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'dnd.retry' })} onClick={reload} />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={query.current}
          size={query.size}
          loading={loading}
          onPage={(current, size) => setQuery({ ...query, current, size })}
          emptyMessage={<FormattedMessage id={searched ? 'dnd.query.noMatch' : 'dnd.query.empty'} />}
          className="dnd-query__table"
          label={intl.formatMessage({ id: 'route.dndChargeQueryIndex' })}
          totalText={(total) => intl.formatMessage({ id: 'dnd.query.total' }, { total })}
        >
          <Column
            header={intl.formatMessage({ id: 'dnd.col.container' })}
            body={(l: DemurrageRow) => (
              <>
                <strong className="dnd-mono">{l.containerNo}</strong>
                <div className="shipping-screen__muted">{l.containerType}</div>
              </>
            )}
          />
          <Column header={intl.formatMessage({ id: 'dnd.col.bookingNo' })} body={(l: DemurrageRow) => <span className="dnd-nowrap">{l.bookingNo}</span>} />
          <Column
            header={intl.formatMessage({ id: 'dnd.col.port' })}
            body={(l: DemurrageRow) => (
              <>
                <div>{portNameOf(l, lang)}</div>
                <span className="shipping-tag">
                  <FormattedMessage id={l.side === 'EXPORT' ? 'dnd.side.export' : 'dnd.side.import'} />
                </span>
              </>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'dnd.col.start' })}
            body={(l: DemurrageRow) => (
              <>
                <div className="shipping-screen__muted">
                  <FormattedMessage id={l.side === 'EXPORT' ? 'dnd.start.export' : 'dnd.start.import'} />
                </div>
                <div className="dnd-nowrap">{l.startDate}</div>
              </>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'dnd.col.end' })}
            body={(l: DemurrageRow) =>
              l.endDate ? (
                <span className="dnd-nowrap">{l.endDate}</span>
              ) : (
                <span className="shipping-tag shipping-tag--wait">
                  <FormattedMessage id="dnd.query.running" />
                </span>
              )
            }
          />
          <Column header={intl.formatMessage({ id: 'dnd.col.daysUsed' })} body={(l: DemurrageRow) => charged(l, (c) => c.totalDays)} />
          <Column header={intl.formatMessage({ id: 'dnd.col.freeDaysLeft' })} body={(l: DemurrageRow) => charged(l, (c) => c.freeDaysLeft)} />
          <Column
            header={intl.formatMessage({ id: 'dnd.col.chargeSoFar' })}
            body={(l: DemurrageRow) =>
              l.charge ? (
                <strong className="dnd-money">{formatMinor(l.charge.totalMinor, l.charge.currency, lang)}</strong>
              ) : (
                <span className="shipping-screen__muted">
                  <FormattedMessage id="dnd.query.noTariff" />
                </span>
              )
            }
          />
          <Column
            header={intl.formatMessage({ id: 'dnd.col.currency' })}
            body={(l: DemurrageRow) =>
              l.charge ? <FormattedMessage id={`dnd.currency.${l.charge.currency}`} /> : <span className="shipping-screen__muted">—</span>
            }
          />
        </PagedTable>
      )}
    </section>
  );
}
