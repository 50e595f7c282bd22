import { SHIPPING_ERRORS, SHIPPING_MESSAGES, type ShippingMessageKey } from '../../../src/domain/shipping/messages';
import { businessError, conflict, validation, type FieldErrors } from '../../lib/errors';

/** The booking statechart refused the move in the booking's state: nothing changed (10500). */
export const bookingMoveRefused = () => businessError(SHIPPING_ERRORS.moveRefused.zh, SHIPPING_ERRORS.moveRefused.ja);

/** Saving over a booking that is no longer a Draft (10500). */
export const draftOnly = () => businessError(SHIPPING_ERRORS.draftOnly.zh, SHIPPING_ERRORS.draftOnly.ja);

/** The bill is not telex-released yet: no PDF, and nothing about it (10500). */
export const blNotReleased = () => businessError(SHIPPING_ERRORS.blNotReleased.zh, SHIPPING_ERRORS.blNotReleased.ja);

/** Another template of the enterprise has that name (10409). */
export const templateNameTaken = () => conflict(SHIPPING_ERRORS.templateNameTaken.zh, SHIPPING_ERRORS.templateNameTaken.ja);

/** 10422 naming each field with its shipping message, in both languages. */
export function shippingFields(faults: Record<string, ShippingMessageKey>) {
  const fields: FieldErrors = {};
  for (const [field, key] of Object.entries(faults)) fields[field] = { message: SHIPPING_MESSAGES[key].zh, jpMessage: SHIPPING_MESSAGES[key].ja };
  return validation(fields);
}
