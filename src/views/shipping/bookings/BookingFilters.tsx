import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BOOKING_STATUSES, type BookingStatus } from '../../../domain/shipping/enums';
import type { BookingPageQuery } from '../../../domain/shipping/types';
import { STATUS_LABEL } from './bookingFormValues';

export type BookingFilterValues = Pick<BookingPageQuery, 'status' | 'createdFrom' | 'createdTo' | 'bookingNo'>;

interface Draft {
  status: BookingStatus | '';
  createdFrom: string;
  createdTo: string;
  bookingNo: string;
}

const draftOf = (filters: BookingFilterValues): Draft => ({
  status: filters.status ?? '',
  createdFrom: filters.createdFrom ?? '',
  createdTo: filters.createdTo ?? '',
  bookingNo: filters.bookingNo ?? '',
});

/** Only what was chosen travels: an empty filter is no filter. */
function filtersOf(draft: Draft): BookingFilterValues {
  const bookingNo = draft.bookingNo.trim();
  return {
    ...(draft.status ? { status: draft.status } : {}),
    ...(draft.createdFrom ? { createdFrom: draft.createdFrom } : {}),
    ...(draft.createdTo ? { createdTo: draft.createdTo } : {}),
    ...(bookingNo ? { bookingNo } : {}),
  };
}

/** The bookings list's filters: status, creation days (both inclusive, China time on the server) and booking number. */
export function BookingFilters({ filters, onApply }: { filters: BookingFilterValues; onApply(filters: BookingFilterValues): void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // 'YYYY-MM-DD' strings compare as their days do.
  const badRange = draft.createdFrom !== '' && draft.createdTo !== '' && draft.createdTo < draft.createdFrom;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!badRange) onApply(filtersOf(draft));
  };
  const clear = () => {
    setDraft(draftOf({}));
    onApply({});
  };

  return (
    <form className="bk-filters" onSubmit={submit} role="search" aria-label={intl.formatMessage({ id: 'bookings.filter.search' })}>
      <label className="bk-filters__field">
        <span>
          <FormattedMessage id="bookings.filter.status" />
        </span>
        <select className="p-inputtext" value={draft.status} onChange={(e) => set('status', e.target.value as Draft['status'])}>
          <option value="">{intl.formatMessage({ id: 'bookings.filter.any' })}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage({ id: STATUS_LABEL[status] })}
            </option>
          ))}
        </select>
      </label>
      <label className="bk-filters__field">
        <span>
          <FormattedMessage id="bookings.filter.createdFrom" />
        </span>
        <input
          type="date"
          className="p-inputtext"
          value={draft.createdFrom}
          max={draft.createdTo || undefined}
          onChange={(e) => set('createdFrom', e.target.value)}
        />
      </label>
      <label className="bk-filters__field">
        <span>
          <FormattedMessage id="bookings.filter.createdTo" />
        </span>
        <input
          type="date"
          className={`p-inputtext${badRange ? ' p-invalid' : ''}`}
          value={draft.createdTo}
          min={draft.createdFrom || undefined}
          aria-invalid={badRange}
          aria-describedby={badRange ? 'bk-filters-range' : undefined}
          onChange={(e) => set('createdTo', e.target.value)}
        />
      </label>
      <label className="bk-filters__field">
        <span>
          <FormattedMessage id="bookings.filter.bookingNo" />
        </span>
        <input className="p-inputtext" value={draft.bookingNo} maxLength={32} onChange={(e) => set('bookingNo', e.target.value)} />
      </label>
      <div className="bk-filters__buttons">
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'bookings.filter.search' })} disabled={badRange} />
        <Button type="button" text label={intl.formatMessage({ id: 'bookings.filter.clear' })} onClick={clear} />
      </div>
      {badRange && (
        <p id="bk-filters-range" className="bk-filters__error" role="alert">
          <FormattedMessage id="bookings.filter.badRange" />
        </p>
      )}
    </form>
  );
}
