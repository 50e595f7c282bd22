import { ITS_VOYAGE_PATHS, type ItsVoyage, type ItsVoyageQuery } from '../../domain/voyages';
import { http } from '../http';

/**
 * queryItsVoyage (spec 7 "Files and voyages"): container sailings with their port rotation,
 * ETD and cut-offs; a booking names one of them by its uuid. Public, on the spec's first path.
 */
export function queryItsVoyage(query: ItsVoyageQuery): Promise<ItsVoyage[]> {
  return http.post<ItsVoyage[]>(ITS_VOYAGE_PATHS[0], query);
}
