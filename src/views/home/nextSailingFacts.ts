import type { Currency } from '../../domain/baseData';
import type { VoyagePortLine } from '../../domain/voyages';
import { EMPTY_CRITERIA, stepLocation } from '../../machines/ticketing.criteria';
import { portClock } from '../ticketing/sailings/sailingText';

export interface NextSailingFacts {
  /** the departure port's local day and time */
  day: string;
  time: string;
  /** left in the classes sold by the room, and in those sold by the berth (never added together) */
  roomsLeft: number;
  berthsLeft: number;
  /** the lowest adult fare among cabins with a berth left; null when none is on sale */
  fromFare: { amount: number; currency: Currency } | null;
  /** the one-way list of that day */
  href: string;
}

/** What a route card says about one sailing, read from its port line. */
export function nextSailingFacts(line: VoyagePortLine): NextSailingFacts {
  const { day, time } = portClock(line.departureTime, line.departurePort);
  const onSale = line.cabins.filter((cabin) => cabin.remainingBerths > 0);
  const adultFares = onSale.flatMap((cabin) => cabin.fares.filter((fare) => fare.ticketType === 'ADULT').map((fare) => fare.amount));
  return {
    day,
    time,
    roomsLeft: sum(onSale.filter((cabin) => (cabin.unit ?? 'room') === 'room')),
    berthsLeft: sum(onSale.filter((cabin) => cabin.unit === 'berth')),
    fromFare: adultFares.length > 0 ? { amount: Math.min(...adultFares), currency: line.currency } : null,
    href: stepLocation('oneWay', { ...EMPTY_CRITERIA, departurePort: line.departurePort, arrivalPort: line.arrivalPort, outboundDate: day }),
  };
}

const sum = (cabins: readonly { remainingBerths: number }[]) => cabins.reduce((total, cabin) => total + cabin.remainingBerths, 0);
