import { Button } from 'primereact/button';
import { Column } from '../../ui/table/Column';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { DEFAULT_PAGE_SIZE } from '../../domain/envelope';
import { formatDateTime } from '../../domain/format';
import { BOOKING_STATUSES, type BookingStatus } from '../../domain/shipping/enums';
import type { BookingSummary, StaffBookingSummary } from '../../domain/shipping/types';
import { PagedTable } from '../../ui/PagedTable';
import type { StaffBookingQuery } from '../../domain/staff/shipping';
import { vesselName } from '../../domain/vessels';
import { useConsoleLang } from '../ConsoleContext';
import { useConsoleLoaded } from '../consoleServices';
import './shippingAdmin.css';

/** Drafts are the customer's own business: the clerk's list never holds them. */
const STATUSES = BOOKING_STATUSES.filter((s) => s !== 'Draft');

/**
 * The shipping clerk's bookings: the queue of submitted bookings waiting for a decision first,
 * any status or all of them on request, searched by booking number; each opens its details.
 */
export default function StaffBookingsPage() {
  const intl = useIntl();
  const lang = useConsoleLang();
  // 'ALL' rather than '': the dropdown takes an empty value for no choice at all.
  const [status, setStatus] = useState<BookingStatus | 'ALL'>('Submitted');
  const [typed, setTyped] = useState('');
  const [enterpriseTyped, setEnterpriseTyped] = useState('');
  const [query, setQuery] = useState<StaffBookingQuery>({ current: 1, size: DEFAULT_PAGE_SIZE, status: 'Submitted' });
  const [list, reload] = useConsoleLoaded((services) => services.shippingStaff.getStaffBookingPage(query), JSON.stringify(query));
  const page = list.status === 'ready' ? list.data : null;
  const loading = list.status === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bookingNo = typed.trim().toUpperCase();
    const enterprise = enterpriseTyped.trim();
    setQuery({
      current: 1,
      size: query.size,
      ...(status !== 'ALL' ? { status } : {}),
      ...(bookingNo ? { bookingNo } : {}),
      ...(enterprise ? { enterprise } : {}),
    });
  };
  const statusOptions = [
    { value: 'ALL', label: intl.formatMessage({ id: 'admin.shipping.bookings.anyStatus' }) },
    ...STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: `bookings.status.${s}` }) })),
  ];

  return (
    <section className="admin-page staff-bookings" aria-labelledby="staff-bookings-title" aria-busy={loading}>
      <h1 id="staff-bookings-title" className="admin-page__title">
        <FormattedMessage id="admin.shipping.bookings.title" />
      </h1>
      <p className="staff-shipping__intro">
        <FormattedMessage id="admin.shipping.bookings.intro" />
      </p>

      <form className="staff-shipping__filters" role="search" onSubmit={submit}>
        <label className="staff-shipping__filter" htmlFor="staff-bookings-status">
          <FormattedMessage id="admin.shipping.bookings.status" />
          <Dropdown inputId="staff-bookings-status" value={status} options={statusOptions} onChange={(e) => setStatus(e.value as BookingStatus | 'ALL')} />
        </label>
        <label className="staff-shipping__filter" htmlFor="staff-bookings-no">
          <FormattedMessage id="admin.shipping.bookings.bookingNo" />
          <InputText id="staff-bookings-no" value={typed} maxLength={20} placeholder="BK26000012" onChange={(e) => setTyped(e.target.value)} />
        </label>
        <label className="staff-shipping__filter" htmlFor="staff-bookings-enterprise">
          <FormattedMessage id="admin.shipping.bookings.enterprise" />
          <InputText id="staff-bookings-enterprise" value={enterpriseTyped} maxLength={100} onChange={(e) => setEnterpriseTyped(e.target.value)} />
        </label>
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'admin.shipping.search' })} disabled={loading} />
      </form>

      {list.status === 'failed' ? (
        <div className="admin-error" role="alert">
          <FormattedMessage id="admin.shipping.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.shipping.retry' })} onClick={reload} />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={query.current}
          size={query.size}
          loading={loading}
          onPage={(current, size) => setQuery({ ...query, current, size })}
          emptyMessage={
            <FormattedMessage
              id={
                query.status === 'Submitted' && !query.bookingNo && !query.enterprise ? 'admin.shipping.bookings.queueEmpty' : 'admin.shipping.bookings.empty'
              }
            />
          }
          label={intl.formatMessage({ id: 'admin.shipping.bookings.title' })}
          totalText={(total) => intl.formatMessage({ id: 'admin.shipping.total' }, { total })}
        >
          <Column
            header={intl.formatMessage({ id: 'admin.shipping.col.bookingNo' })}
            body={(b: BookingSummary) => (
              <Link href={`/shipping/bookings/${b.uuid}`} className="staff-shipping__no">
                {b.bookingNo}
              </Link>
            )}
          />
          <Column header={intl.formatMessage({ id: 'admin.shipping.col.enterprise' })} body={(b: StaffBookingSummary) => b.enterpriseName} />
          <Column
            header={intl.formatMessage({ id: 'admin.shipping.col.route' })}
            body={(b: BookingSummary) => <span className="staff-shipping__nowrap">{`${b.polCode} → ${b.podCode}`}</span>}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.shipping.col.sailing' })}
            body={(b: BookingSummary) => (
              <>
                <div>{b.vessel ? vesselName(b.vessel, lang) : '—'}</div>
                <div className="staff-shipping__muted">{b.voyageCode}</div>
              </>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.shipping.col.cargo' })}
            body={(b: BookingSummary) => (
              <>
                <div>{b.commodity}</div>
                <div className="staff-shipping__muted">{b.containerSummary}</div>
              </>
            )}
          />
          <Column header={intl.formatMessage({ id: 'admin.shipping.col.submittedAt' })} body={(b: BookingSummary) => formatDateTime(b.submittedAt)} />
          <Column header={intl.formatMessage({ id: 'admin.shipping.col.status' })} body={(b: BookingSummary) => <BookingStatusTag booking={b} />} />
        </PagedTable>
      )}
    </section>
  );
}

/** The status, and inside Confirmed where the bill stands. */
export function BookingStatusTag({ booking }: { booking: Pick<BookingSummary, 'status' | 'blStage'> }) {
  return (
    <span className={`staff-shipping__tag staff-shipping__tag--${booking.status}`}>
      <FormattedMessage id={`bookings.status.${booking.status}`} />
      {booking.status === 'Confirmed' && booking.blStage !== 'none' && (
        <>
          {' · '}
          <FormattedMessage id={`admin.shipping.blStage.${booking.blStage}`} />
        </>
      )}
    </span>
  );
}
