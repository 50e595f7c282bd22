import { utcOffsetHours } from '../../../domain/voyages';

/**
 * An instant as the port's clock shows it, 'YYYY-MM-DD HH:mm:ss' (spec 5 "Formatting"):
 * a sailing's times are read at its ports, whatever the reader's time zone.
 */
export function portTime(instant: string, portCode: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  return new Date(time + utcOffsetHours(portCode) * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
