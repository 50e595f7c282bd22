/** Per area, the calls a test replaces. */
export type Fakes<S> = { [Area in keyof S]?: Partial<S[Area]> };

/** A site's real calls with a test's fakes laid over them, area by area (customer site and console alike). */
export function withFakes<S extends object>(real: S, fakes: Fakes<S>): S {
  const merged: Record<string, unknown> = { ...(real as Record<string, unknown>) };
  for (const [area, calls] of Object.entries(fakes)) merged[area] = { ...(real as Record<string, object>)[area], ...(calls as object) };
  return merged as S;
}
