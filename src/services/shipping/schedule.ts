import { SCHEDULE_SEARCH_PATH } from '../../domain/shipping/cargoPaths';
import type { ScheduleSearchBody } from '../../domain/shipping/cargoSchemas';
import type { ScheduledSailing } from '../../domain/shipping/schedule';
import { http } from '../http';

/**
 * The sailing schedule (/scheduleMgt, public): the sailings from a port of loading to a port of
 * discharge departing in a date range, each with its rotation, transit time and cut-offs, by ETD.
 */
export function searchSchedule(query: ScheduleSearchBody): Promise<ScheduledSailing[]> {
  return http.post<ScheduledSailing[]>(SCHEDULE_SEARCH_PATH, query);
}
