import type { TicketingMessageKey } from '../../domain/ticketing/messages';
import { canReturnDayFollowOutboundDay, isSearchComplete, stepLocation, type SearchCriteria } from '../../machines/ticketing.criteria';

/** The route the home page offers first: the company's main line. */
export const FIRST_ROUTE = { departurePort: 'CNSHA', arrivalPort: 'JPOSA' } as const;

/**
 * What stops the home page's search from handing over, in the words of the ticketing rules;
 * null when the sailings list can open with it.
 */
export function quickSearchProblem(criteria: SearchCriteria): TicketingMessageKey | null {
  if (!isSearchComplete(criteria)) return 'filterIncomplete';
  if (criteria.tripType === 'ROUND_TRIP' && !canReturnDayFollowOutboundDay(criteria)) return 'returnBeforeOutbound';
  return null;
}

/** The sailings list the search hands over to, with its fields in the URL. */
export function quickSearchTarget(criteria: SearchCriteria): string {
  return stepLocation(criteria.tripType === 'ROUND_TRIP' ? 'roundTrip' : 'oneWay', criteria);
}
