import type { OrderType } from '../domain/orderEnums';
import { isReturnAfterOutbound } from '../domain/ticketing/roundTrip';
import { localMidnight, type LocalDate } from '../domain/voyages';

/**
 * What a passenger searches for (spec 4 "Ticketing flow"), and how the ticketing screens
 * carry it in their URL, so a reload or a shared link lands on the same sailings:
 * `/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-03` and
 * `/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-03&returnDate=2026-12-10`.
 */
export interface SearchCriteria {
  /** UN/LOCODE; '' until chosen */
  departurePort: string;
  arrivalPort: string;
  tripType: OrderType;
  /** the departure port's local date, YYYY-MM-DD; '' until chosen */
  outboundDate: LocalDate;
  /** the return's departure (the arrival port's) local date; only for ROUND_TRIP */
  returnDate: LocalDate;
}

export const EMPTY_CRITERIA: SearchCriteria = { departurePort: '', arrivalPort: '', tripType: 'ONE_WAY', outboundDate: '', returnDate: '' };

/** The screens of the flow that carry the search in their URL, and the order form. */
export type TicketingStep = 'search' | 'oneWay' | 'roundTrip' | 'createOrder';

export const STEP_PATHS: Record<TicketingStep, string> = {
  search: '/ticketing/search',
  oneWay: '/ticketing/one_way',
  roundTrip: '/ticketing/round_trip',
  createOrder: '/ticketing/create_order',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PORT = /^[A-Z]{5}$/;

/** A real calendar day: Date.parse would roll 2026-02-30 over into March. */
function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The spec's "incomplete filter conditions" when false: both ports (different), the trip
 * type and the day(s) it needs.
 */
export function isSearchComplete(c: SearchCriteria): boolean {
  if (!PORT.test(c.departurePort) || !PORT.test(c.arrivalPort) || c.departurePort === c.arrivalPort) return false;
  if (!isDay(c.outboundDate)) return false;
  return c.tripType === 'ONE_WAY' || isDay(c.returnDate);
}

function nextDay(day: LocalDate): LocalDate {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * Whether any sailing of the return day could depart at or after any sailing of the
 * outbound day: the shared instant rule applied to the last instant of the return day
 * (the return port's local time) and the first of the outbound day. The search refuses
 * only days that can never work; the exact sailings are checked when the return is chosen.
 */
export function canReturnDayFollowOutboundDay(c: SearchCriteria): boolean {
  if (!isDay(c.outboundDate) || !isDay(c.returnDate)) return false;
  const outboundStart = localMidnight(c.outboundDate, c.departurePort);
  const returnEnd = localMidnight(nextDay(c.returnDate), c.arrivalPort).getTime() - 1;
  return isReturnAfterOutbound(outboundStart, returnEnd);
}

/** The day before or after a local date. */
export function shiftDay(day: LocalDate, days: number): LocalDate {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The URL of a step for the criteria: the lists carry the search, the search and the form do not need to. */
export function stepLocation(step: TicketingStep, c: SearchCriteria): string {
  if (step !== 'oneWay' && step !== 'roundTrip') return STEP_PATHS[step];
  const query = new URLSearchParams({ from: c.departurePort, to: c.arrivalPort, date: c.outboundDate });
  if (step === 'roundTrip') query.set('returnDate', c.returnDate);
  return `${STEP_PATHS[step]}?${query.toString()}`;
}

/**
 * The search opened on a route, the rest of the form left to choose (the home page's route
 * cards): the ports in the query criteriaFromUrl reads.
 */
export function routeSearchLocation(departurePort: string, arrivalPort: string): string {
  return `${STEP_PATHS.search}?${new URLSearchParams({ from: departurePort, to: arrivalPort }).toString()}`;
}

/**
 * What the URL of a step says about the search; null when it says nothing. On the lists
 * the path decides the trip type; values are taken as they are and judged by isSearchComplete.
 */
export function criteriaFromUrl(step: TicketingStep, search: string): Partial<SearchCriteria> | null {
  const query = new URLSearchParams(search);
  const found: Partial<SearchCriteria> = {};
  const from = query.get('from');
  const to = query.get('to');
  const date = query.get('date');
  const returnDate = query.get('returnDate');
  if (from !== null) found.departurePort = from.trim().toUpperCase();
  if (to !== null) found.arrivalPort = to.trim().toUpperCase();
  if (date !== null) found.outboundDate = date.trim();
  if (returnDate !== null) found.returnDate = returnDate.trim();
  if (step === 'oneWay') return { ...found, tripType: 'ONE_WAY' };
  if (step === 'roundTrip') return { ...found, tripType: 'ROUND_TRIP' };
  if (step === 'search' && query.get('type') === 'ROUND_TRIP') found.tripType = 'ROUND_TRIP';
  if (step === 'search' && query.get('type') === 'ONE_WAY') found.tripType = 'ONE_WAY';
  return Object.keys(found).length > 0 ? found : null;
}

/** Whether two searches ask for the same sailings (the return day matters only for a round trip). */
export function isSameSearch(a: SearchCriteria, b: SearchCriteria): boolean {
  return (
    a.departurePort === b.departurePort &&
    a.arrivalPort === b.arrivalPort &&
    a.tripType === b.tripType &&
    a.outboundDate === b.outboundDate &&
    (a.tripType === 'ONE_WAY' || a.returnDate === b.returnDate)
  );
}
