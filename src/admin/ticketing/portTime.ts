import { utcOffsetHours } from '../../domain/voyages';

/**
 * Sailings are timed in their ports' local time (China +8, Japan +9), whatever the clerk's
 * computer says: the forms read and write `YYYY-MM-DDTHH:mm` as the port's wall clock.
 */
const HOUR = 3600 * 1000;

/** An instant as the port's wall clock, for a datetime-local input. */
export function toPortLocal(instant: string, portCode: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  return new Date(time + utcOffsetHours(portCode) * HOUR).toISOString().slice(0, 16);
}

/** The port's wall clock (`YYYY-MM-DDTHH:mm`) as an ISO instant with the port's offset; null when not a time. */
export function fromPortLocal(local: string, portCode: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const offset = utcOffsetHours(portCode);
  const iso = `${local}:00+${String(offset).padStart(2, '0')}:00`;
  const time = Date.parse(iso);
  // 2026-02-30 is not a day: Date.parse rolls it over, so compare back.
  if (Number.isNaN(time) || toPortLocal(new Date(time).toISOString(), portCode) !== local) return null;
  return iso;
}

/** `YYYY-MM-DD HH:mm` at the port, for lists. */
export function showPortTime(instant: string, portCode: string): string {
  return toPortLocal(instant, portCode).replace('T', ' ');
}
