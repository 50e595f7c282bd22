import type { SaleUnit } from './ticketing/saleUnit';
import type { Currency } from './baseData';

/** Answers of the voyage calls (/api/web-ts/common/ts/voyage/...), shared by server and client. */
const VOYAGE = '/web-ts/common/ts/voyage';

export const voyagePaths = {
  byMonth: `${VOYAGE}/getTsVoyageByMonth`,
  ticketDate: `${VOYAGE}/getTsTicketDate`,
  byDate: `${VOYAGE}/getTsVoyageByDate`,
  list: `${VOYAGE}/getWebTsVoyageList`,
  /** not in the spec: the next bookable sailings of every route, as port lines (home page) */
  next: `${VOYAGE}/getTsNextVoyages`,
  /** not in the spec: every scheduled sailing of every route in the coming days, sold out or not (the passenger timetable) */
  timetable: `${VOYAGE}/getTsTimetable`,
} as const;

/** queryItsVoyage, on both of the spec's paths (code-0 family). */
export const ITS_VOYAGE_PATHS = ['/web/api/eb/ebItsVoyage/queryItsVoyage', '/web/login/eb/ebUserManager/queryItsVoyage'] as const;

export const VOYAGE_STATUSES = ['SCHEDULED', 'CANCELLED'] as const;
export type VoyageStatus = (typeof VOYAGE_STATUSES)[number];

/**
 * Days are calendar days in the departure port's local time (China UTC+8,
 * Japan UTC+9; neither has daylight saving time), as YYYY-MM-DD.
 */
export type LocalDate = string;

const HOUR = 3600 * 1000;

/** Offset of a port's local time from UTC in hours, by its UN/LOCODE: Japan +9, China +8. */
export const utcOffsetHours = (portCode: string): number => (portCode.startsWith('JP') ? 9 : 8);

/** How far ahead the passenger timetable looks, in days: its default and its most. */
export const TIMETABLE_DAYS = { default: 14, max: 28 } as const;

/** The port's local calendar day of an instant. */
export function localDate(instant: Date, portCode: string): LocalDate {
  return new Date(instant.getTime() + utcOffsetHours(portCode) * HOUR).toISOString().slice(0, 10);
}

/** The instant of local midnight at the port that starts `day` (YYYY-MM-DD). */
export function localMidnight(day: LocalDate, portCode: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - utcOffsetHours(portCode) * HOUR);
}

/** getTsTicketDate: the first and last days with a bookable sailing; both null when there is none. */
export interface TicketDateRange {
  startDate: LocalDate | null;
  endDate: LocalDate | null;
}

/** getTsVoyageByDate: one sailing of the day. Times are ISO 8601 instants (UTC). */
export interface VoyageSummary {
  uuid: string;
  voyageCode: string;
  routeCode: string;
  vessel: string;
  departurePort: string;
  arrivalPort: string;
  departureTime: string;
  /** estimated time of arrival */
  arrivalTime: string;
  durationMinutes: number;
}

interface TicketFare {
  /** TICKET_TYPE code */
  ticketType: string;
  amount: number;
}

/** One cabin class of a sailing: units left (live) and fares in the departure currency. */
export interface CabinOffer {
  /** SHIPPING_CLASS_TYPE code */
  cabinClass: string;
  cabinNameZh: string;
  cabinNameJa: string;
  /** what totalBerths and remainingBerths count: whole rooms or single berths (ticketing/saleUnit.ts); absent: rooms */
  unit?: SaleUnit;
  totalBerths: number;
  remainingBerths: number;
  /** paying and free ticket types this cabin sells, in the dictionary's order */
  fares: TicketFare[];
  /** price of one extra bed in the room, in the port line's currency; null where the cabin sells none */
  extraBedFee: number | null;
}

/** getWebTsVoyageList: one port line (a sailing) with ports, cabins and prices. */
export interface VoyagePortLine extends VoyageSummary {
  departurePortNameZh: string;
  departurePortNameJa: string;
  departurePortNameEn: string;
  arrivalPortNameZh: string;
  arrivalPortNameJa: string;
  arrivalPortNameEn: string;
  /**
   * The departure country's currency, or the one asked for with `currency` (a round trip's
   * return is priced in the currency of its first departure port).
   */
  currency: Currency;
  /** per paying ticket, in `currency`, in force on the departure day */
  fuelSurcharge: number;
  cabins: CabinOffer[];
  /**
   * The least time between arriving at this sailing's departure port and boarding it, the
   * route's data: a round trip's return leaves at least this long after the outbound
   * arrives. Absent: DEFAULT_MIN_TURNAROUND_MINUTES (src/domain/ticketing/roundTrip.ts).
   */
  minTurnaroundMinutes?: number;
}

/** queryItsVoyage filter; every field optional. Dates are the loading port's local dates, both inclusive. */
export interface ItsVoyageQuery {
  departurePort?: string;
  arrivalPort?: string;
  etdFrom?: LocalDate;
  etdTo?: LocalDate;
}

/** One port call of a container sailing. Instants are ISO 8601 (UTC); null where it does not apply. */
interface PortCall {
  portCode: string;
  portNameZh: string;
  portNameJa: string;
  portNameEn: string;
  eta: string | null;
  etd: string | null;
  /** container yard cut-off: 24 h before ETD */
  cyCutOff: string | null;
  /** shipping instructions (documents) cut-off: 48 h before ETD */
  docCutOff: string | null;
}

/** queryItsVoyage: a sailing as the container tools see it, with its port rotation. */
export interface ItsVoyage {
  uuid: string;
  voyageCode: string;
  routeCode: string;
  vessel: string;
  rotation: PortCall[];
}
