import { Button } from 'primereact/button';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { BookingSummary } from '../../../domain/shipping/types';
import { amendPath, canAmend, canCancel, canCopy, copyPath } from '../../../machines/bookings.actions';
import type { MessageId } from '../../../i18n/catalogues';
import { Permitted } from '../../../app/Permitted';

interface Props {
  booking: BookingSummary;
  /** the list opens the details; the details do not offer themselves */
  onDetails?(booking: BookingSummary): void;
  onCancel(booking: BookingSummary): void;
  /** another move is being asked or sent */
  busy: boolean;
}

/** What a booking offers now, asked of the booking statechart (bookings.actions.ts): the same on the list and in the details. */
export function BookingActions({ booking, onDetails, onCancel, busy }: Props) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const name = (label: MessageId) => {
    const action = intl.formatMessage({ id: label });
    return { label: action, 'aria-label': intl.formatMessage({ id: 'bookings.action.of' }, { action, bookingNo: booking.bookingNo }) };
  };
  return (
    <div className="bk-actions">
      {onDetails && <Button type="button" text size="small" icon="pi pi-file" {...name('bookings.action.details')} onClick={() => onDetails(booking)} />}
      {canAmend(booking) && (
        <Button type="button" size="small" icon="pi pi-pencil" {...name('bookings.action.amend')} onClick={() => navigate(amendPath(booking))} />
      )}
      {canCancel(booking) && (
        <Permitted button="btn.booking.cancel">
          <Button
            type="button"
            size="small"
            outlined
            severity="danger"
            icon="pi pi-times"
            {...name('bookings.action.cancel')}
            disabled={busy}
            onClick={() => onCancel(booking)}
          />
        </Permitted>
      )}
      {canCopy(booking) && (
        <Button type="button" text size="small" icon="pi pi-copy" {...name('bookings.action.copy')} onClick={() => navigate(copyPath(booking))} />
      )}
      {/* The container numbers, seals and VGM of a Confirmed booking come from a spreadsheet. */}
      {booking.status === 'Confirmed' && (
        <Button
          type="button"
          text
          size="small"
          icon="pi pi-upload"
          {...name('bookings.action.uploadContainers')}
          onClick={() => navigate(`/uploadContainer?bookingNo=${encodeURIComponent(booking.bookingNo)}`)}
        />
      )}
    </div>
  );
}
