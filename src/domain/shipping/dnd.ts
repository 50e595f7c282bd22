import type { Currency } from '../baseData';
import { localDate, type LocalDate } from '../voyages';
import type { EventClassifier, TrackingEventCode } from './tracking';

/**
 * Demurrage and detention (DOMAIN "Container shipping"): a tariff per port and container type
 * gives free days, then tiered daily rates per container in the port's currency. This is the
 * one calculation of the charge: the server answers estimates and the demurrage query with it,
 * and the client shows the same numbers. Money is in integer minor units (fen for RMB, yen for
 * JPY, which has none); days are calendar days at the port, both the first and the last counted.
 */

/** Digits after the decimal point of each currency: amounts are integers of 10^-digits. */
export const MINOR_DIGITS: Record<Currency, number> = { RMB: 2, JPY: 0 };

/** Whole units (e.g. RMB 300) in minor units (30000 fen). */
export const toMinor = (amount: number, currency: Currency): number => Math.round(amount * 10 ** MINOR_DIGITS[currency]);

/** Days `fromDay` to `toDay` (1-based, inclusive; null: every later day) at `rateMinor` per container per day. */
export interface DndTier {
  fromDay: number;
  toDay: number | null;
  rateMinor: number;
}

export interface DndTariff {
  currency: Currency;
  /** days 1..freeDays cost nothing */
  freeDays: number;
  /** contiguous from day freeDays + 1, the last one open-ended */
  tiers: DndTier[];
}

interface DndTierCharge extends DndTier {
  /** days of this tier used (0 when the period does not reach it) */
  days: number;
  /** days x rate x quantity */
  amountMinor: number;
}

export interface DndCharge {
  currency: Currency;
  quantity: number;
  /** calendar days from the start to the end date, both counted */
  totalDays: number;
  freeDays: number;
  /** free days used so far (at most freeDays) */
  freeDaysUsed: number;
  freeDaysLeft: number;
  chargeableDays: number;
  /** every tier of the tariff, in order */
  tiers: DndTierCharge[];
  totalMinor: number;
}

const DAY = 24 * 3600 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Raised when the end date is before the start date (or a date is not YYYY-MM-DD): there is nothing to charge. */
export class DndPeriodError extends RangeError {
  override name = 'DndPeriodError';
}

/** Calendar days from `start` to `end`, both counted: the same day is 1. */
export function daysUsed(start: LocalDate, end: LocalDate): number {
  if (!DATE.test(start) || !DATE.test(end)) throw new DndPeriodError('dates must be YYYY-MM-DD');
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY) + 1;
  if (!(days >= 1)) throw new DndPeriodError('the end date is before the start date');
  return days;
}

/** What is wrong with a tariff, or null: the shape every stored tariff has. */
export function tariffProblem(tariff: Pick<DndTariff, 'freeDays' | 'tiers'>): 'dndFreeDaysRange' | 'dndTiersShape' | null {
  const { freeDays, tiers } = tariff;
  if (!Number.isInteger(freeDays) || freeDays < 0 || freeDays > 60) return 'dndFreeDaysRange';
  if (tiers.length === 0 || tiers.length > 10) return 'dndTiersShape';
  let next = freeDays + 1;
  for (const [i, tier] of tiers.entries()) {
    const last = i === tiers.length - 1;
    if (tier.fromDay !== next || !Number.isInteger(tier.rateMinor) || tier.rateMinor <= 0) return 'dndTiersShape';
    if (last ? tier.toDay !== null : tier.toDay === null || !Number.isInteger(tier.toDay) || tier.toDay < tier.fromDay) return 'dndTiersShape';
    next = (tier.toDay ?? 0) + 1;
  }
  return null;
}

/** The charge of `days` calendar days for `quantity` containers under the tariff. */
export function chargeForDays(tariff: DndTariff, quantity: number, days: number): DndCharge {
  const tiers = tariff.tiers.map((tier) => {
    const last = Math.min(days, tier.toDay ?? days);
    const used = Math.max(0, last - tier.fromDay + 1);
    return { ...tier, days: used, amountMinor: used * tier.rateMinor * quantity };
  });
  const freeDaysUsed = Math.min(days, tariff.freeDays);
  return {
    currency: tariff.currency,
    quantity,
    totalDays: days,
    freeDays: tariff.freeDays,
    freeDaysUsed,
    freeDaysLeft: tariff.freeDays - freeDaysUsed,
    chargeableDays: days - freeDaysUsed,
    tiers,
    totalMinor: tiers.reduce((sum, tier) => sum + tier.amountMinor, 0),
  };
}

/** The estimate: the charge from `startDate` to `endDate` (port dates, both counted); DndPeriodError when end < start. */
export function calculateDnd({
  tariff,
  quantity,
  startDate,
  endDate,
}: {
  tariff: DndTariff;
  quantity: number;
  startDate: LocalDate;
  endDate: LocalDate;
}): DndCharge {
  return chargeForDays(tariff, quantity, daysUsed(startDate, endDate));
}

/** The tariff with other free days: every tier keeps its length and moves with them. */
export function withFreeDays<T extends Pick<DndTariff, 'freeDays' | 'tiers'>>(tariff: T, freeDays: number): T {
  const shift = freeDays - tariff.freeDays;
  return { ...tariff, freeDays, tiers: tariff.tiers.map((t) => ({ ...t, fromDay: t.fromDay + shift, toDay: t.toDay === null ? null : t.toDay + shift })) };
}

/** A container's event as the D&D clock reads it. */
export interface ClockEvent {
  eventCode: TrackingEventCode;
  classifier: EventClassifier;
  locationCode: string;
  /** ISO 8601 instant */
  eventTime: string;
}

export interface DndPeriod {
  side: 'EXPORT' | 'IMPORT';
  portCode: string;
  startDate: LocalDate;
  /** null while the clock runs */
  endDate: LocalDate | null;
}

/**
 * The D&D periods of a container on its booking, from actual events only, in the port's dates:
 * export from the empty pick-up (GTOT) at the port of loading to its loading (LOAD) there;
 * import from its discharge (DISC) at the port of discharge to the empty return (GTIN) there.
 */
export function dndPeriods(events: readonly ClockEvent[], polCode: string, podCode: string): DndPeriod[] {
  const actual = [...events].filter((e) => e.classifier === 'ACT').sort((a, b) => Date.parse(a.eventTime) - Date.parse(b.eventTime));
  const period = (side: DndPeriod['side'], port: string, startCode: TrackingEventCode, endCode: TrackingEventCode): DndPeriod | null => {
    const start = actual.find((e) => e.eventCode === startCode && e.locationCode === port);
    if (!start) return null;
    const end = actual.find((e) => e.eventCode === endCode && e.locationCode === port && Date.parse(e.eventTime) >= Date.parse(start.eventTime));
    return { side, portCode: port, startDate: localDate(new Date(start.eventTime), port), endDate: end ? localDate(new Date(end.eventTime), port) : null };
  };
  return [period('EXPORT', polCode, 'GTOT', 'LOAD'), period('IMPORT', podCode, 'DISC', 'GTIN')].filter((p): p is DndPeriod => p !== null);
}
