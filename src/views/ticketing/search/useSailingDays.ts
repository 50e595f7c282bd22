import { useAsyncResource } from '../../../app/useAsyncResource';
import type { TicketDateRange } from '../../../domain/voyages';
import { getTsTicketDate, getTsVoyageByMonth } from '../../../services/voyages';

const NO_ROUTE: TicketDateRange = { startDate: null, endDate: null };
const NO_DAYS: ReadonlySet<string> = new Set();

/** First and last bookable days of a route; both null when the pair has no route (or is incomplete). */
export function useTicketDates(departurePort: string, arrivalPort: string) {
  const complete = Boolean(departurePort && arrivalPort && departurePort !== arrivalPort);
  const [range] = useAsyncResource(
    () => (complete ? getTsTicketDate({ departurePort, arrivalPort }) : Promise.resolve(NO_ROUTE)),
    `${departurePort}>${arrivalPort}`,
  );
  return range;
}

/** Days of a month (YYYY-MM) with a bookable sailing on the route, for the calendar's marks. */
export function useSailingDays(departurePort: string, arrivalPort: string, month: string): ReadonlySet<string> {
  const complete = Boolean(departurePort && arrivalPort && departurePort !== arrivalPort && month);
  const [days] = useAsyncResource(
    () => (complete ? getTsVoyageByMonth({ departurePort, arrivalPort }, month).then((list) => new Set(list)) : Promise.resolve(NO_DAYS)),
    `${departurePort}>${arrivalPort}@${month}`,
  );
  return days.status === 'ready' ? days.data : NO_DAYS;
}

/**
 * Which arrival ports have a route from the departure port: the ticket dates answer null
 * for a pair without one, so the arrival list can leave those out.
 */
export function useRoutesFrom(departurePort: string, candidates: readonly string[]) {
  const [answer] = useAsyncResource(async () => {
    if (!departurePort) return new Set<string>();
    const ranges = await Promise.all(
      candidates.filter((code) => code !== departurePort).map(async (code) => [code, await getTsTicketDate({ departurePort, arrivalPort: code })] as const),
    );
    return new Set(ranges.filter(([, range]) => range.startDate !== null).map(([code]) => code));
  }, `${departurePort}|${candidates.join(',')}`);
  return answer;
}
