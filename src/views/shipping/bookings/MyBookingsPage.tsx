import { Button } from 'primereact/button';
import { Column } from '../../../ui/table/Column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { useAppActors } from '../../../app/AppActorsContext';
import type { PageProps } from '../../../app/routes';
import { useLoaded, useServices } from '../../../app/customerServices';
import { selectIsSubmitting, useFormSubmit } from '../../../app/useFormSubmit';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../domain/envelope';
import { formatDateTime } from '../../../domain/format';
import type { BookingSummary } from '../../../domain/shipping/types';
import { vesselName } from '../../../domain/vessels';
import { useIntlLang } from '../../../i18n/useIntlLang';
import { PagedTable } from '../../../ui/PagedTable';
import { useReturnFocus } from '../../passengers/useReturnFocus';
import { BookingActions } from './BookingActions';
import { BookingDetails } from './BookingDetails';
import { BookingFilters, type BookingFilterValues } from './BookingFilters';
import { STATUS_LABEL } from './bookingFormValues';
import './bookings.css';
import { Permitted } from '../../../app/Permitted';
import { bookingNoOf } from '../../../domain/shipping/messageLinks';

interface ListQuery {
  filters: BookingFilterValues;
  current: number;
  size: number;
}

/**
 * /myBooking: the enterprise's bookings, newest first, filtered; details, amend a Draft, cancel, copy.
 * `?bookingNo=` opens the list filtered to that booking, with its details open.
 */
export default function MyBookingsPage({ search }: Pick<PageProps, 'search'>) {
  const intl = useIntl();
  const lang = useIntlLang();
  const { notifier } = useAppActors();
  const asked = bookingNoOf(search);
  const [query, setQuery] = useState<ListQuery>({ filters: asked ? { bookingNo: asked } : {}, current: 1, size: DEFAULT_PAGE_SIZE });
  const [attempt, setAttempt] = useState(0);
  const { bookings } = useServices();
  const [page, reload] = useLoaded(
    ({ bookings }) => bookings.getBookingPage({ ...query.filters, current: query.current, size: query.size }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const [viewing, setViewing] = useState<BookingSummary | null>(null);
  const [asking, setAsking] = useState<BookingSummary | null>(null);
  // The asked booking's details open once, when the (filtered) list first answers; closed, they stay closed.
  const [arriving, setArriving] = useState(asked);
  if (arriving && page.status === 'ready') {
    setArriving('');
    const found = page.data.records.find((b) => b.bookingNo === arriving);
    if (found) setViewing(found);
  }
  // The cancel is a form-submit chart: one at a time; the list is asked again either way.
  const canceller = useFormSubmit((uuid: string) => bookings.cancelBooking(uuid), {
    succeeded: () => {
      notifier.notify(intl.formatMessage({ id: 'bookings.cancelled' }), 'success');
      canceller.send({ type: 'form.edit' });
      setAttempt((n) => n + 1);
    },
    // Told by the HTTP client; the list shows where the booking stands now.
    failed: () => setAttempt((n) => n + 1),
  });
  const cancelling = useSelector(canceller, selectIsSubmitting);
  // Back to the button that asked, once the question is answered (when that button is still there).
  useReturnFocus(asking !== null);
  // The last page answered stays on screen while the next one loads.
  const last = useRef<Page<BookingSummary> | null>(null);
  if (page.status === 'ready') last.current = page.data;

  const cancel = () => {
    const booking = asking;
    setAsking(null);
    if (booking) canceller.send({ type: 'form.submit', values: booking.uuid });
  };

  return (
    <section className="page bk-page" aria-labelledby="bk-title" aria-busy={page.status === 'loading'}>
      <header className="bk-page__head">
        <div>
          <h1 id="bk-title" className="bk-page__title">
            <FormattedMessage id="bookings.title" />
          </h1>
          <p className="bk-page__intro">
            <FormattedMessage id="bookings.intro" />
          </p>
        </div>
        <div className="bk-page__links">
          <Link href="/myTemplate" className="bf-link">
            <i className="pi pi-bookmark" aria-hidden="true" /> <FormattedMessage id="route.myTemplate" />
          </Link>
          <Permitted button="btn.booking.create">
            <Link href="/booking" className="p-button p-component bf-link-button">
              <i className="pi pi-plus" aria-hidden="true" /> <FormattedMessage id="bookings.new" />
            </Link>
          </Permitted>
        </div>
      </header>

      <BookingFilters filters={query.filters} onApply={(filters) => setQuery((q) => ({ ...q, filters, current: 1 }))} />

      {page.status === 'failed' ? (
        <div className="bk-page__failed" role="alert">
          <FormattedMessage id="bookings.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'bookings.retry' })} onClick={reload} />
        </div>
      ) : (
        <PagedTable
          page={last.current}
          current={query.current}
          size={query.size}
          loading={page.status === 'loading'}
          onPage={(next, rows) => setQuery((q) => ({ ...q, current: next, size: rows }))}
          emptyMessage={<FormattedMessage id="bookings.empty" />}
          totalText={(total) => intl.formatMessage({ id: 'bookings.total' }, { total })}
          className="bk-table"
          label={intl.formatMessage({ id: 'bookings.title' })}
        >
          <Column
            header={intl.formatMessage({ id: 'bookings.col.bookingNo' })}
            body={(b: BookingSummary) => <span className="bk-table__no">{b.bookingNo}</span>}
          />
          <Column
            header={intl.formatMessage({ id: 'bookings.col.route' })}
            bodyClassName="bk-nowrap"
            body={(b: BookingSummary) => (b.polCode || b.podCode ? `${b.polCode || '—'} → ${b.podCode || '—'}` : '—')}
          />
          <Column
            header={intl.formatMessage({ id: 'bookings.col.sailing' })}
            body={(b: BookingSummary) =>
              b.voyageCode ? (
                <>
                  <span>
                    {vesselName(b.vessel, lang)} {b.voyageCode}
                  </span>
                  <span className="bk-table__sub">{intl.formatMessage({ id: 'bookings.etd' }, { etd: formatDateTime(b.etd).slice(0, 16) })}</span>
                </>
              ) : (
                <span className="bf-muted">{intl.formatMessage({ id: 'bookings.noSailing' })}</span>
              )
            }
          />
          <Column
            header={intl.formatMessage({ id: 'bookings.col.cargo' })}
            body={(b: BookingSummary) => (
              <>
                <span>{b.commodity || '—'}</span>
                <span className="bk-table__sub">{b.containerSummary}</span>
              </>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'bookings.col.status' })}
            headerClassName="bk-nowrap"
            bodyClassName="bk-nowrap"
            body={(b: BookingSummary) => (
              <span className={`bk-status bk-status--${b.status.toLowerCase()}`}>{intl.formatMessage({ id: STATUS_LABEL[b.status] })}</span>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'bookings.col.createdAt' })}
            body={(b: BookingSummary) => {
              const [day, time] = formatDateTime(b.createdAt).split(' ');
              return (
                <>
                  <span className="bk-nowrap">{day}</span>
                  <span className="bk-table__sub">{time}</span>
                </>
              );
            }}
          />
          <Column
            header={intl.formatMessage({ id: 'bookings.col.actions' })}
            bodyClassName="bk-table__actions"
            body={(b: BookingSummary) => <BookingActions booking={b} onDetails={setViewing} onCancel={setAsking} busy={cancelling || asking !== null} />}
          />
        </PagedTable>
      )}

      <DetailsDialog booking={viewing} version={attempt} onClose={() => setViewing(null)} onCancel={setAsking} busy={cancelling || asking !== null} />

      <ConfirmDialog
        visible={asking !== null}
        onHide={() => setAsking(null)}
        header={intl.formatMessage({ id: 'bookings.confirm.title' })}
        message={asking ? intl.formatMessage({ id: 'bookings.confirm.cancel' }, { bookingNo: asking.bookingNo }) : ''}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: 'bookings.confirm.yes' })}
        rejectLabel={intl.formatMessage({ id: 'bookings.confirm.no' })}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={cancel}
        reject={() => setAsking(null)}
      />
    </section>
  );
}

/** The booking's details in a dialog, loaded afresh (and again after a move: `version`). */
function DetailsDialog({
  booking,
  version,
  onClose,
  onCancel,
  busy,
}: {
  booking: BookingSummary | null;
  version: number;
  onClose(): void;
  onCancel(b: BookingSummary): void;
  busy: boolean;
}) {
  const intl = useIntl();
  const uuid = booking?.uuid ?? '';
  const [details, reload] = useLoaded(({ bookings }, signal) => (uuid ? bookings.loadBooking(uuid, { signal }) : Promise.resolve(null)), `${uuid}#${version}`);
  useReturnFocus(booking !== null);
  const loaded = details.status === 'ready' ? details.data : null;
  return (
    <Dialog
      header={booking ? intl.formatMessage({ id: 'bookings.details.title' }, { bookingNo: booking.bookingNo }) : ''}
      visible={booking !== null}
      onHide={onClose}
      style={{ width: 'min(960px, 96vw)' }}
      draggable={false}
      blockScroll
      footer={
        <div className="bk-details__footer">
          {loaded && <BookingActions booking={loaded} onCancel={onCancel} busy={busy} />}
          <Button type="button" text label={intl.formatMessage({ id: 'bookings.details.close' })} onClick={onClose} />
        </div>
      }
    >
      {details.status === 'loading' && (
        <p className="bf-state" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="bookings.details.loading" />
        </p>
      )}
      {details.status === 'failed' && (
        <div className="bf-state" role="alert">
          <FormattedMessage id="bookings.details.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'bookings.retry' })} onClick={reload} />
        </div>
      )}
      {loaded && <BookingDetails booking={loaded} />}
    </Dialog>
  );
}
