import { array, number, object, string, type InferType } from 'yup';
import { CONTAINER_TYPES, type BookingStatus, type ContainerType } from './enums';
import type { ShippingMessageKey } from './messages';
import { isUuid } from '../ids';
import { isCalendarDate } from '../calendarDate';

/**
 * Rail commissions: rail carriage of a booking's containers to or from the port, asked for by the
 * enterprise and decided by the shipping clerk. One schema for the form and the server's body;
 * messages are keys of SHIPPING_MESSAGES (tooLong, dateFormat: VALIDATION_MESSAGES).
 */

export const RAIL_COMMISSION_STATUSES = ['SUBMITTED', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export type RailCommissionStatus = (typeof RAIL_COMMISSION_STATUSES)[number];

/** The bookings a rail commission may be attached to: the operator has it (Submitted) or has space for it (Confirmed). */
export const COMMISSION_BOOKING_STATUSES = ['Submitted', 'Confirmed'] as const satisfies readonly BookingStatus[];

export const STATION_MAX = 100;
export const REASON_MAX = 300;

const m = (key: ShippingMessageKey | 'tooLong' | 'dateFormat') => key;
const blankNull = (value: unknown) => (value === null || value === undefined ? '' : value);
const text = (max: number) => string().transform(blankNull).trim().max(max, m('tooLong')).default('');

/** Today's date in China (UTC+8), where the rail legs start: a ready date before it is in the past. */
export function chinaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

export const railCommissionFormSchema = object({
  bookingNo: text(32).uppercase().required(m('commissionBookingRequired')),
  originStation: text(STATION_MAX).required(m('railOriginRequired')),
  destinationStation: text(STATION_MAX).required(m('railDestinationRequired')),
  loadingAddressUuid: text(64).test('uuid', m('uuidFormat'), (v) => !v || isUuid(v)),
  readyDate: text(10)
    .required(m('readyDateRequired'))
    .test('format', m('dateFormat'), (v) => !v || isCalendarDate(v))
    .test('notPast', m('readyDatePast'), (v) => !v || !isCalendarDate(v) || v >= chinaToday()),
  containers: array(
    object({
      containerType: string()
        .oneOf([...CONTAINER_TYPES], m('containerTypeInvalid'))
        .required(m('containerTypeInvalid')),
      quantity: number()
        .typeError(m('quantityRange'))
        .integer(m('quantityRange'))
        .min(1, m('quantityRange'))
        .max(99, m('quantityRange'))
        .required(m('quantityRange')),
    }),
  )
    .default([])
    .min(1, m('commissionContainersRequired'))
    .test('unique', m('commissionContainerDuplicate'), (lines) => new Set((lines ?? []).map((l) => l.containerType)).size === (lines ?? []).length),
  cargoDescription: text(500).required(m('cargoDescriptionRequired')),
  contactName: text(100).required(m('commissionContactRequired')),
  contactPhone: text(40)
    .required(m('commissionPhoneRequired'))
    .matches(/^[0-9+\-() ]*$/, m('phoneFormat')),
  remarks: text(500),
});
export type RailCommissionForm = InferType<typeof railCommissionFormSchema>;

export interface RailCommissionLine {
  containerType: ContainerType;
  quantity: number;
}

export interface RailCommission {
  uuid: string;
  commissionNo: string;
  bookingNo: string;
  /** the booking's status when read */
  bookingStatus: BookingStatus;
  status: RailCommissionStatus;
  originStation: string;
  destinationStation: string;
  loadingAddressUuid: string;
  /** the loading address's name, '' when none was chosen (or it was deleted since) */
  loadingAddressName: string;
  readyDate: string;
  containers: RailCommissionLine[];
  cargoDescription: string;
  contactName: string;
  contactPhone: string;
  remarks: string;
  createdAt: string;
  decidedAt: string | null;
  /** the clerk's reason of a rejection, '' otherwise */
  reason: string;
}

/** What the shipping clerk sees of each line: the enterprise that commissioned it. */
export interface StaffRailCommission extends RailCommission {
  enterpriseName: string;
}

export interface RailCommissionPageQuery {
  current: number;
  size: number;
  status?: RailCommissionStatus;
  /** part of the booking number, any case */
  bookingNo?: string;
}
