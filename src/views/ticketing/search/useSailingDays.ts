import { useLoaded } from '../../../app/customerServices';
import type { TicketDateRange } from '../../../domain/voyages';

const NO_ROUTE: TicketDateRange = { startDate: null, endDate: null };
const NO_DAYS: ReadonlySet<string> = new Set();

/** First and last bookable days of a route; both null when the pair has no route (or is incomplete). */
export function useTicketDates(departurePort: string, arrivalPort: string) {
  const complete = Boolean(departurePort && arrivalPort && departurePort !== arrivalPort);
  const [range] = useLoaded(
    ({ voyages }, signal) => (complete ? voyages.getTsTicketDate({ departurePort, arrivalPort }, { signal }) : Promise.resolve(NO_ROUTE)),
    `${departurePort}>${arrivalPort}`,
  );
  return range;
}

/**
 * Days of a month (YYYY-MM) with a bookable sailing on the route: the calendar offers only these.
 * `null` while the month is being asked (no day is offered yet) and `undefined` when the answer
 * failed (the calendar then falls back to the route's first and last days only).
 */
export function useSailingDays(departurePort: string, arrivalPort: string, month: string): ReadonlySet<string> | null | undefined {
  const complete = Boolean(departurePort && arrivalPort && departurePort !== arrivalPort && month);
  const [days] = useLoaded(
    ({ voyages }, signal) =>
      complete ? voyages.getTsVoyageByMonth({ departurePort, arrivalPort }, month, { signal }).then((list) => new Set(list)) : Promise.resolve(NO_DAYS),
    `${departurePort}>${arrivalPort}@${month}`,
  );
  if (days.status === 'ready') return days.data;
  return days.status === 'loading' ? null : undefined;
}

/**
 * Which arrival ports have a route from the departure port: the ticket dates answer null
 * for a pair without one, so the arrival list can leave those out.
 */
export function useRoutesFrom(departurePort: string, candidates: readonly string[]) {
  const [answer] = useLoaded(
    async ({ voyages }, signal) => {
      if (!departurePort) return new Set<string>();
      const ranges = await Promise.all(
        candidates
          .filter((code) => code !== departurePort)
          .map(async (code) => [code, await voyages.getTsTicketDate({ departurePort, arrivalPort: code }, { signal })] as const),
      );
      return new Set(ranges.filter(([, range]) => range.startDate !== null).map(([code]) => code));
    },
    `${departurePort}|${candidates.join(',')}`,
  );
  return answer;
}
