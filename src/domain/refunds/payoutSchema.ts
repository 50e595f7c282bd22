import { object, string, type InferType } from 'yup';
import { isCalendarDate } from '../calendarDate';
import { japanToday } from '../validation/passengerSchema';
import type { RefundMessageKey } from './messages';

const m = (key: RefundMessageKey) => key;

/**
 * The clerk's record of a payout made (console form and server): the bank's transfer reference
 * and the day of the transfer, never after today (Japan's date, the later of the two countries').
 */
export const payoutPaidSchema = object({
  uuid: string().trim().required('required'),
  transferReference: string().trim().max(60, 'tooLong').required(m('refundTransferReferenceRequired')),
  transferredOn: string()
    .trim()
    .required(m('refundTransferDateFormat'))
    .test('day', m('refundTransferDateFormat'), (v) => !v || (isCalendarDate(v) && v <= japanToday())),
});
export type PayoutPaidInput = InferType<typeof payoutPaidSchema>;

/** The clerk's record of a payment given back by hand (outside the provider). */
export const returnedByHandSchema = object({
  uuid: string().trim().required('required'),
  reference: string().trim().max(60, 'tooLong').required(m('refundTransferReferenceRequired')),
});
