import type { BookingStatus } from '../../../domain/shipping/enums';
import type { MessageId } from '../../../i18n/catalogues';

export const STATUS_LABEL: Record<BookingStatus, MessageId> = {
  Draft: 'bookings.status.Draft',
  Submitted: 'bookings.status.Submitted',
  Confirmed: 'bookings.status.Confirmed',
  Canceled: 'bookings.status.Canceled',
  Shutout: 'bookings.status.Shutout',
};
