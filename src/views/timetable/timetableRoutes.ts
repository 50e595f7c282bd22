import type { VoyagePortLine } from '../../domain/voyages';
import { portClock } from '../ticketing/sailings/sailingText';

/** One route's part of the timetable: its sailings in order, and the weekdays it leaves on. */
export interface TimetableRoute {
  routeCode: string;
  departurePort: string;
  arrivalPort: string;
  /** the departure port's local weekdays with a sailing, Monday first: 1 Monday … 7 Sunday */
  weekdays: number[];
  lines: VoyagePortLine[];
}

/** The weekday (1 Monday … 7 Sunday) of a local calendar day, YYYY-MM-DD. */
function isoWeekday(day: string): number {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** The timetable's port lines (by route, then departure) grouped by route, in the order they came. */
export function timetableRoutes(lines: readonly VoyagePortLine[]): TimetableRoute[] {
  const routes = new Map<string, TimetableRoute>();
  for (const line of lines) {
    let route = routes.get(line.routeCode);
    if (!route) {
      route = { routeCode: line.routeCode, departurePort: line.departurePort, arrivalPort: line.arrivalPort, weekdays: [], lines: [] };
      routes.set(line.routeCode, route);
    }
    route.lines.push(line);
    const weekday = isoWeekday(portClock(line.departureTime, line.departurePort).day);
    if (!route.weekdays.includes(weekday)) route.weekdays.push(weekday);
  }
  for (const route of routes.values()) route.weekdays.sort((a, b) => a - b);
  return [...routes.values()];
}
