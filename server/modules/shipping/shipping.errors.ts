import { SHIPPING_ERRORS, SHIPPING_MESSAGES, type ShippingMessageKey } from '../../../src/domain/shipping/messages';
import { businessError, conflict, validation, type FieldErrors } from '../../lib/errors';

/** The booking statechart refused the move in the booking's state: nothing changed (10500). */
export const bookingMoveRefused = () => businessError('booking.move_refused', SHIPPING_ERRORS.moveRefused.zh, SHIPPING_ERRORS.moveRefused.ja);

/** Saving over a booking that is no longer a Draft (10500). */
export const draftOnly = () => businessError('booking.draft_only', SHIPPING_ERRORS.draftOnly.zh, SHIPPING_ERRORS.draftOnly.ja);

/** The bill is not telex-released yet: no PDF, and nothing about it (10500). */
export const blNotReleased = () => businessError('bill.not_released', SHIPPING_ERRORS.blNotReleased.zh, SHIPPING_ERRORS.blNotReleased.ja);

/** Another template of the enterprise has that name (10409). */
export const templateNameTaken = () => conflict('template.name_taken', SHIPPING_ERRORS.templateNameTaken.zh, SHIPPING_ERRORS.templateNameTaken.ja);

/** 10422 naming each field with its shipping message, in both languages. */
export function shippingFields(faults: Record<string, ShippingMessageKey>) {
  const fields: FieldErrors = {};
  for (const [field, key] of Object.entries(faults)) fields[field] = { message: SHIPPING_MESSAGES[key].zh, jpMessage: SHIPPING_MESSAGES[key].ja };
  return validation(fields, 'shipping.fields_invalid');
}

/** The rail commission statechart refused the move in the commission's state (10500). */
export const commissionMoveRefused = () =>
  businessError('commission.move_refused', SHIPPING_ERRORS.commissionMoveRefused.zh, SHIPPING_ERRORS.commissionMoveRefused.ja);

/** A rail commission needs a booking still open for it (10500). */
export const commissionBookingClosed = () =>
  businessError('commission.booking_closed', SHIPPING_ERRORS.commissionBookingClosed.zh, SHIPPING_ERRORS.commissionBookingClosed.ja);

/** Containers are numbered and imported only for a Confirmed booking (10500). */
export const bookingNotConfirmed = () => businessError('booking.not_confirmed', SHIPPING_ERRORS.bookingNotConfirmed.zh, SHIPPING_ERRORS.bookingNotConfirmed.ja);

/** The container number is on the booking already (10409). */
export const containerAssigned = () => conflict('container.already_assigned', SHIPPING_ERRORS.containerAssigned.zh, SHIPPING_ERRORS.containerAssigned.ja);

/** Documents are uploaded only to a booking still open for them (10500). */
export const documentBookingClosed = () =>
  businessError('document.booking_closed', SHIPPING_ERRORS.documentBookingClosed.zh, SHIPPING_ERRORS.documentBookingClosed.ja);
