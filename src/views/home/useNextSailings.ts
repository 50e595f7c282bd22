import { useLoaded } from '../../app/customerServices';

/** Sailings shown per direction of a route on the home page. */
export const SAILINGS_PER_DIRECTION = 2;

/** The next bookable sailings of every route, with live berths, for the route cards. */
export function useNextSailings() {
  return useLoaded(({ voyages }, signal) => voyages.getTsNextVoyages(SAILINGS_PER_DIRECTION, { signal }), 'next-sailings');
}
