import { array, number, object, string, type InferType } from 'yup';
import { daysUsed, tariffProblem } from './dnd';
import { CONTAINER_TYPES } from './enums';
import type { ValidationMessageKey } from '../validation/messages';
import type { ShippingMessageKey } from './messages';
import { UN_LOCODE } from './schemas';
import {
  CONTAINER_NO,
  EVENT_CLASSIFIERS,
  MAX_TRACKING_NUMBERS,
  TRACKING_EVENT_CODES,
  classifyTrackingNumber,
  isContainerNo,
  splitTrackingNumbers,
  type TrackingNumberKind,
} from './tracking';
import { isUuid } from '../ids';
import { isCalendarDate } from '../calendarDate';

/**
 * The forms of container shipping part two (schedule search, D&D estimate and tariffs, tracking,
 * the clerk's containers and events), for the client's forms and the server's bodies alike.
 * Messages are keys of SHIPPING_MESSAGES (dateFormat: VALIDATION_MESSAGES); codes are upper-cased and text trimmed on the way in.
 */
const m = (key: ShippingMessageKey | ValidationMessageKey) => key;
/** Longest schedule search: the seeded horizon. */
export const MAX_SCHEDULE_DAYS = 120;

const isDate = (v: string | undefined) => !v || isCalendarDate(v);
const dateField = () => string().trim().required(m('dateRequired')).test('date', m('dateFormat'), isDate);
const port = (required: ShippingMessageKey) =>
  string()
    .trim()
    .uppercase()
    .required(m(required))
    .test('format', m('portFormat'), (v) => !v || UN_LOCODE.test(v));
const containerType = () =>
  string()
    .trim()
    .uppercase()
    .required(m('containerTypeRequired'))
    .oneOf([...CONTAINER_TYPES], m('containerTypeInvalid'));
/** Days from one date to another, both counted; undefined when either is missing or malformed, or end < start. */
const span = (from: string | undefined, to: string | undefined) => {
  if (!from || !to || !isDate(from) || !isDate(to)) return undefined;
  try {
    return daysUsed(from, to);
  } catch {
    return 0;
  }
};
const containerNo = () =>
  string()
    .trim()
    .uppercase()
    .required(m('containerNoFormat'))
    .test('format', m('containerNoFormat'), (v) => !v || CONTAINER_NO.test(v))
    .test('check', m('containerNoCheckDigit'), (v) => !v || !CONTAINER_NO.test(v) || isContainerNo(v));

/** searchSchedule: ports of loading and discharge, first and last departure days (loading port's dates). */
export const scheduleSearchSchema = object({
  polCode: port('polRequired'),
  podCode: port('podRequired').test('different', m('samePorts'), function (value) {
    return !value || value !== this.parent.polCode;
  }),
  etdFrom: dateField(),
  etdTo: dateField()
    .test('order', m('dateRangeOrder'), function (value) {
      return span(this.parent.etdFrom, value) !== 0;
    })
    .test('length', m('scheduleRangeTooLong'), function (value) {
      return (span(this.parent.etdFrom, value) ?? 0) <= MAX_SCHEDULE_DAYS;
    }),
});
export type ScheduleSearchBody = InferType<typeof scheduleSearchSchema>;

/** The D&D estimate: port, container type, how many, first and last day (port dates, both counted). */
export const dndEstimateSchema = object({
  portCode: port('portRequired'),
  containerType: containerType(),
  quantity: number()
    .typeError(m('dndQuantityRange'))
    .required(m('dndQuantityRange'))
    .integer(m('dndQuantityRange'))
    .min(1, m('dndQuantityRange'))
    .max(999, m('dndQuantityRange')),
  startDate: dateField(),
  endDate: dateField().test('order', m('dateRangeOrder'), function (value) {
    return span(this.parent.startDate, value) !== 0;
  }),
});
export type DndEstimateBody = InferType<typeof dndEstimateSchema>;

const freeDays = () =>
  number()
    .typeError(m('dndFreeDaysRange'))
    .required(m('dndFreeDaysRange'))
    .integer(m('dndFreeDaysRange'))
    .min(0, m('dndFreeDaysRange'))
    .max(60, m('dndFreeDaysRange'));
const tierDay = () => number().typeError(m('dndTiersShape')).integer(m('dndTiersShape')).min(1, m('dndTiersShape'));

/** A tariff as the clerk saves it: free days, then contiguous tiers with the last one open (toDay null). */
export const dndTariffSchema = object({
  portCode: port('portRequired'),
  containerType: containerType(),
  freeDays: freeDays(),
  tiers: array(
    object({
      fromDay: tierDay().required(m('dndTiersShape')),
      toDay: tierDay().nullable().default(null),
      rateMinor: number()
        .typeError(m('dndTiersShape'))
        .required(m('dndTiersShape'))
        .integer(m('dndTiersShape'))
        .min(1, m('dndTiersShape'))
        .max(100_000_000, m('dndTiersShape')),
    }),
  )
    .required(m('dndTiersShape'))
    .min(1, m('dndTiersShape'))
    .max(10, m('dndTiersShape'))
    .test('shape', m('dndTiersShape'), function (tiers) {
      const free = this.parent.freeDays;
      return (
        typeof free !== 'number' || !tiers || tariffProblem({ freeDays: free, tiers: tiers.map((t) => ({ ...t, toDay: t.toDay ?? null })) }) !== 'dndTiersShape'
      );
    }),
});
export type DndTariffBody = InferType<typeof dndTariffSchema>;

export const dndFreeDaysSchema = object({ portCode: port('portRequired'), containerType: containerType(), freeDays: freeDays() });
export type DndFreeDaysBody = InferType<typeof dndFreeDaysSchema>;

/**
 * The numbers of a tracking search, each with its kind, or the message and the numbers at
 * fault: none given, more than MAX_TRACKING_NUMBERS, a container number with a wrong check
 * digit, or something that is no number the portal issues.
 */
export function parseTrackingNumbers(
  input: unknown,
): { ok: true; numbers: { number: string; kind: TrackingNumberKind }[] } | { ok: false; key: ShippingMessageKey; numbers: string[] } {
  const given = typeof input === 'string' ? input : Array.isArray(input) && input.every((s) => typeof s === 'string') ? (input as string[]) : '';
  const numbers = splitTrackingNumbers(given);
  if (numbers.length === 0) return { ok: false, key: 'trackingNumbersRequired', numbers: [] };
  if (numbers.length > MAX_TRACKING_NUMBERS) return { ok: false, key: 'trackingNumbersTooMany', numbers: [] };
  const kinds = numbers.map((number) => ({ number, kind: classifyTrackingNumber(number) }));
  const badDigit = kinds.filter((k) => k.kind === 'badCheckDigit').map((k) => k.number);
  if (badDigit.length) return { ok: false, key: 'containerNoCheckDigit', numbers: badDigit };
  const unknown = kinds.filter((k) => k.kind === 'unknownNumber').map((k) => k.number);
  if (unknown.length) return { ok: false, key: 'trackingNumberUnknown', numbers: unknown };
  return { ok: true, numbers: kinds as { number: string; kind: TrackingNumberKind }[] };
}

/** The clerk numbers the containers of a confirmed booking. */
export const containerAssignSchema = object({
  bookingUuid: string()
    .trim()
    .required(m('uuidFormat'))
    .test('uuid', m('uuidFormat'), (v) => !v || isUuid(v)),
  containers: array(object({ containerNo: containerNo(), containerType: containerType() }))
    .required(m('containersRequired'))
    .min(1, m('containersRequired'))
    .max(99, m('containersTooMany'))
    .test('unique', m('containerNoDuplicate'), (list) => !list || new Set(list.map((c) => c.containerNo)).size === list.length),
});
export type ContainerAssignBody = InferType<typeof containerAssignSchema>;

/** One tracking event the clerk records for a container (of the booking `bookingNo`, else its latest). */
export const trackingEventSchema = object({
  containerNo: containerNo(),
  bookingNo: string().trim().uppercase().default(''),
  eventCode: string()
    .trim()
    .uppercase()
    .required(m('eventCodeInvalid'))
    .oneOf([...TRACKING_EVENT_CODES], m('eventCodeInvalid')),
  classifier: string()
    .trim()
    .uppercase()
    .required(m('classifierInvalid'))
    .oneOf([...EVENT_CLASSIFIERS], m('classifierInvalid')),
  locationCode: port('portRequired'),
  eventTime: string()
    .trim()
    .required(m('eventTimeFormat'))
    .test('instant', m('eventTimeFormat'), (v) => !v || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)))),
  voyageUuid: string()
    .trim()
    .default('')
    .test('uuid', m('uuidFormat'), (v) => !v || isUuid(v)),
});
export type TrackingEventBody = InferType<typeof trackingEventSchema>;
