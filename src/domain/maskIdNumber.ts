/** The character standing for each hidden one, so the masked number keeps its length. */
const HIDDEN = '•';
/** Kept at each end of a long enough number: enough for the owner to tell their documents apart. */
const KEPT = 2;
/** Below this length, keeping both ends would show most of the number: only its last character stays. */
const SHORTEST_WITH_ENDS = 6;

/**
 * A passport or ID number as lists show it (issue 25): the first two and last two characters,
 * the rest hidden one for one (E12345689 -> E1•••••89). Only the edit form shows it in full.
 */
export function maskIdNumber(value: string | null | undefined): string {
  const number = (value ?? '').trim();
  if (!number) return '';
  if (number.length < SHORTEST_WITH_ENDS) return HIDDEN.repeat(number.length - 1) + number.slice(-1);
  return number.slice(0, KEPT) + HIDDEN.repeat(number.length - 2 * KEPT) + number.slice(-KEPT);
}
