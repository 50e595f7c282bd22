/** Same statechart state value (they are small: a string or nested keys), as stored beside a status. */
export function sameState(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' || typeof b === 'string' || !a || !b) return a === b;
  const keysA = Object.keys(a as object);
  const keysB = Object.keys(b as object);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => keysB.includes(key) && sameState((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
