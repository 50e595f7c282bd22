/**
 * A real calendar day written 'YYYY-MM-DD', from 1850 on: 2026-02-30 is not one, though
 * `Date.parse` reads it as 2 March. Every form and query that takes a day checks it here.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return year >= 1850 && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}
