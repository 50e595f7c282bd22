import { PASSENGER_CHECK_IN } from '../../../src/domain/ticketing/checkInHours';
import { utcOffsetHours } from '../../../src/domain/voyages';

/** Formats of the e-ticket's fields; pure, so the tests can pin them. */

const HOUR = 3600 * 1000;

/** "2026-12-01 13:00 (UTC+8)": the port's local time, as boarding staff and the timetable state it. */
export function portLocalTime(isoInstant: string, portCode: string): string {
  const offset = utcOffsetHours(portCode);
  const local = new Date(Date.parse(isoInstant) + offset * HOUR).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC+${offset})`;
}

/** When check-in at the departure terminal opens and closes for a sailing (PASSENGER_CHECK_IN), as ISO instants. */
export function checkInWindow(departureTime: string): { opens: string; closes: string } {
  const departure = Date.parse(departureTime);
  return {
    opens: new Date(departure - PASSENGER_CHECK_IN.opensHoursBefore * HOUR).toISOString(),
    closes: new Date(departure - PASSENGER_CHECK_IN.closesHoursBefore * HOUR).toISOString(),
  };
}

/**
 * An ID number as the ticket shows it: enough to match the document at check-in, too little
 * to copy it from a forwarded PDF. Long numbers (Chinese resident IDs, 18 characters) keep
 * three in front and four at the end; shorter ones (passports) two and two; very short ones
 * only their last character.
 */
export function maskIdNumber(value: string): string {
  const id = value.trim();
  if (id.length === 0) return '';
  const [head, tail] = id.length >= 12 ? [3, 4] : id.length >= 6 ? [2, 2] : [0, 1];
  return `${id.slice(0, head)}${'*'.repeat(id.length - head - tail)}${id.slice(id.length - tail)}`;
}
