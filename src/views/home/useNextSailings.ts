import { useAsyncResource } from '../../app/useAsyncResource';
import type { VoyagePortLine } from '../../domain/voyages';
import { getTsNextVoyages } from '../../services/voyages';

/** Sailings shown per direction of a route on the home page. */
export const SAILINGS_PER_DIRECTION = 2;

/** The next bookable sailings of every route, with live berths, for the route cards. */
export function useNextSailings() {
  return useAsyncResource<VoyagePortLine[]>(() => getTsNextVoyages(SAILINGS_PER_DIRECTION), 'next-sailings');
}
