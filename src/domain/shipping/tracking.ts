import type { Bilingual } from '../lang';

/**
 * Cargo tracking (DOMAIN "Container shipping"): DCSA Track & Trace event codes, ISO 6346
 * container numbers, the numbers a search accepts, and a container's current status.
 */

/** Equipment events (DCSA equipmentEventTypeCode). */
const EQUIPMENT_EVENT_CODES = ['GTOT', 'GTIN', 'STUF', 'LOAD', 'DISC', 'STRP'] as const;
/** Transport events of the vessel (DCSA transportEventTypeCode). */
const TRANSPORT_EVENT_CODES = ['DEPA', 'ARRI'] as const;
export const TRACKING_EVENT_CODES = [...EQUIPMENT_EVENT_CODES, ...TRANSPORT_EVENT_CODES] as const;
export type TrackingEventCode = (typeof TRACKING_EVENT_CODES)[number];
export type TrackingEventType = 'EQUIPMENT' | 'TRANSPORT';

/** DCSA eventClassifierCode: planned or actual (estimated is not used here). */
export const EVENT_CLASSIFIERS = ['PLN', 'ACT'] as const;
export type EventClassifier = (typeof EVENT_CLASSIFIERS)[number];

export const eventTypeOf = (code: TrackingEventCode): TrackingEventType =>
  (TRANSPORT_EVENT_CODES as readonly string[]).includes(code) ? 'TRANSPORT' : 'EQUIPMENT';

/** What each event says of the container, in both languages (and English for the codes' meaning). */
export const TRACKING_EVENT_NAMES: Record<TrackingEventCode, Bilingual & { en: string }> = {
  GTOT: { zh: '出闸', ja: 'ゲートアウト', en: 'Gate out' },
  GTIN: { zh: '进闸', ja: 'ゲートイン', en: 'Gate in' },
  STUF: { zh: '装箱', ja: 'バンニング', en: 'Stuffed' },
  LOAD: { zh: '装船', ja: '船積み', en: 'Loaded on vessel' },
  DISC: { zh: '卸船', ja: '荷揚げ', en: 'Discharged from vessel' },
  STRP: { zh: '拆箱', ja: 'デバンニング', en: 'Stripped' },
  DEPA: { zh: '船舶离港', ja: '本船出港', en: 'Vessel departed' },
  ARRI: { zh: '船舶抵港', ja: '本船入港', en: 'Vessel arrived' },
};

/** ISO 6346: owner code (3 letters), category (U, J or Z), serial (6 digits), check digit. */
export const CONTAINER_NO = /^[A-Z]{3}[UJZ][0-9]{7}$/;

/** Letter values of ISO 6346: A = 10, skipping multiples of 11. */
function charValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return Number(ch);
  let value = 10;
  for (let c = 65; c < ch.charCodeAt(0); c++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

/** The check digit of the first ten characters (a remainder of 10 counts as 0). */
export function containerCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += charValue(first10[i]!) * 2 ** i;
  return (sum % 11) % 10;
}

/** Whether `value` is an ISO 6346 container number with the right check digit. */
export function isContainerNo(value: string): boolean {
  return CONTAINER_NO.test(value) && containerCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

/** Booking numbers (BK26000012) and bill of lading numbers (ESF26000007) as the portal issues them. */
export const BOOKING_NO = /^BK[0-9]{8}$/;
const BL_NO = /^ESF[0-9]{8}$/;

export type TrackingNumberKind = 'BOOKING' | 'BL' | 'CONTAINER';

/** At most this many numbers in one search. */
export const MAX_TRACKING_NUMBERS = 20;

/**
 * The kind of a number, or why it is refused: a string shaped like a container number whose
 * check digit is wrong is `badCheckDigit`; anything else unknown is `unknownNumber`.
 */
export function classifyTrackingNumber(value: string): TrackingNumberKind | 'badCheckDigit' | 'unknownNumber' {
  if (BOOKING_NO.test(value)) return 'BOOKING';
  if (BL_NO.test(value)) return 'BL';
  if (CONTAINER_NO.test(value)) return isContainerNo(value) ? 'CONTAINER' : 'badCheckDigit';
  return 'unknownNumber';
}

/**
 * The numbers of a search: one string separated by commas, semicolons, spaces or new lines
 * (full-width ones too), or a list of such strings; upper-cased, each once, in order.
 */
export function splitTrackingNumbers(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((s) => s.split(/[\s,;，；、]+/u));
  return [...new Set(parts.map((s) => s.trim().toUpperCase()).filter(Boolean))];
}

export interface TimedEvent {
  eventCode: TrackingEventCode;
  classifier: EventClassifier;
  /** ISO 8601 instant */
  eventTime: string;
}

/**
 * A container's current status: its latest actual equipment event (transport events tell of
 * the vessel, not the box); null while nothing has happened to it yet.
 */
export function currentStatusOf<E extends TimedEvent>(events: readonly E[]): E | null {
  let latest: E | null = null;
  for (const e of events) {
    if (e.classifier !== 'ACT' || eventTypeOf(e.eventCode) !== 'EQUIPMENT') continue;
    if (!latest || Date.parse(e.eventTime) >= Date.parse(latest.eventTime)) latest = e;
  }
  return latest;
}

/** Events in time order; at the same time actual before planned. */
export function timelineOrder<E extends TimedEvent>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => Date.parse(a.eventTime) - Date.parse(b.eventTime) || (a.classifier === b.classifier ? 0 : a.classifier === 'ACT' ? -1 : 1));
}
