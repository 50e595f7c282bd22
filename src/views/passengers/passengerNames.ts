import type { SavedPassenger } from '../../domain/passengers';

type Names = Pick<SavedPassenger, 'cnSurname' | 'cnGivenName' | 'enSurname' | 'enGivenName'>;

/** Chinese names are written surname then given name, without a space. */
export const chineseName = (p: Names) => `${p.cnSurname}${p.cnGivenName}`;

/** As on a passport: SURNAME GIVEN NAME. */
export const englishName = (p: Names) => `${p.enSurname} ${p.enGivenName}`.toUpperCase();

/** Whether a passenger's Chinese or English name contains what was typed (any case, spaces ignored). */
export function nameMatches(p: Names, query: string): boolean {
  const wanted = query.replace(/\s+/g, '').toLowerCase();
  if (!wanted) return true;
  const names = [chineseName(p), `${p.enSurname}${p.enGivenName}`, `${p.enGivenName}${p.enSurname}`];
  return names.some((name) => name.replace(/\s+/g, '').toLowerCase().includes(wanted));
}
