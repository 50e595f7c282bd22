import dayjs from 'dayjs';
import { scheduleSearchSchema, type ScheduleSearchBody } from '../../../domain/shipping/cargoSchemas';

/**
 * The schedule search as the address keeps it (`?pol=&pod=&from=&to=`), so that a reload or
 * the back button shows the same results, and a link can be shared.
 */

/** The default range: from today four weeks on. */
const DEFAULT_RANGE_DAYS = 28;

export interface ScheduleQuery {
  /** what the form shows: the address's values, the default dates where it has none */
  values: ScheduleSearchBody;
  /** the values pass the search's rules, so the results are asked for */
  complete: boolean;
  /** a sailing the visitor chose to book before logging in (`&book=`) */
  book: string | null;
}

function defaultRange(today = dayjs()): Pick<ScheduleSearchBody, 'etdFrom' | 'etdTo'> {
  return { etdFrom: today.format('YYYY-MM-DD'), etdTo: today.add(DEFAULT_RANGE_DAYS, 'day').format('YYYY-MM-DD') };
}

export function scheduleQueryOf(search: string, today = dayjs()): ScheduleQuery {
  const query = new URLSearchParams(search);
  const text = (name: string) => (query.get(name) ?? '').trim();
  const range = defaultRange(today);
  const values: ScheduleSearchBody = {
    polCode: text('pol').toUpperCase(),
    podCode: text('pod').toUpperCase(),
    etdFrom: text('from') || range.etdFrom,
    etdTo: text('to') || range.etdTo,
  };
  return { values, complete: scheduleSearchSchema.isValidSync(values), book: text('book') || null };
}

/** The query string of a search (without `?`); `book` names the sailing to book after logging in. */
export function scheduleSearchOf(values: ScheduleSearchBody, book?: string): string {
  const query = new URLSearchParams({ pol: values.polCode, pod: values.podCode, from: values.etdFrom, to: values.etdTo });
  if (book) query.set('book', book);
  return query.toString();
}
