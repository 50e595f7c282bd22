import type { BookingForm } from '../../../../src/domain/shipping/schemas';
import { INITIAL_BOOKING_STATE, bookingStatusOf } from '../../../../src/machines/booking.machine';
import type { Db } from '../../../db/client';
import { bookingNumber } from '../../../../src/domain/shipping/documentNumbers';
import type { BookingLifecycle } from './bookings.lifecycle';
import type { BookingContent, BookingRow, BookingsRepository } from './bookings.repository';
import type { EnterpriseUser } from './bookings.service';

/** The sailing a booking is on, copied onto it for lists and the bill. */
export type SailingColumns = Pick<BookingContent, 'voyageUuid' | 'voyageCode' | 'vessel'>;

/** The booking row's columns of a form and its sailing. */
export const bookingColumns = (form: BookingForm, sailing: SailingColumns): BookingContent => ({
  polCode: form.polCode,
  podCode: form.podCode,
  ...sailing,
  commodity: form.commodity,
  cargoDescription: form.cargoDescription,
  marks: form.marks,
  remarks: form.remarks,
});

/**
 * A new Draft with `form`'s content, numbered, its lines and parties written and its history
 * started with its creation; the one way a booking comes to be (the form and the import alike).
 */
export async function insertDraft(
  tx: Db,
  { store, lifecycle, now }: { store: BookingsRepository; lifecycle: BookingLifecycle; now: Date },
  user: EnterpriseUser,
  form: BookingForm,
  sailing: SailingColumns,
): Promise<BookingRow> {
  const row = await store.insert({
    ...bookingColumns(form, sailing),
    bookingNo: bookingNumber(await store.nextBookingSequence(), now),
    enterpriseId: user.enterpriseId,
    createdBy: user.userId,
    status: bookingStatusOf(INITIAL_BOOKING_STATE),
    stateValue: INITIAL_BOOKING_STATE,
    createdAt: now,
    updatedAt: now,
  });
  await store.replaceLines(row, form);
  await lifecycle.record(tx, {
    booking: row,
    event: 'booking.saveDraft',
    from: null,
    to: INITIAL_BOOKING_STATE,
    by: { actor: 'customer', userId: user.userId, enterpriseId: user.enterpriseId },
    at: now,
  });
  return row;
}
