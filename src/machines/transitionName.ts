import type { AnyTransitionDefinition } from 'xstate';

type GuardLike = string | { type: string; params?: unknown } | ((...args: never[]) => unknown) | undefined;

/** A guard as it reads in the chart: `isRoundTrip`, `{"type":"opensList","params":…}`, `and(isRoundTrip, not(canReturnDayFollowOutboundDay))`. */
function guardName(guard: GuardLike): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // xstate's and / or / not keep the guards they combine on the function
    const inner = (guard as { guards?: GuardLike[] }).guards;
    return inner ? `${guard.name}(${inner.map(guardName).join(', ')})` : guard.name || 'inline';
  }
  return JSON.stringify(guard);
}

/**
 * A transition by name, the same in the machine tests' path models and in what the browser runs record:
 * `<source id> --<event type>--> <target ids>[ [guard]]`.
 */
export function describeTransition(t: AnyTransitionDefinition): string {
  const targets = t.target?.map((n) => n.id).join(',') ?? '(stay)';
  const guard = t.guard ? ` [${guardName(t.guard as GuardLike)}]` : '';
  return `${t.source.id} --${t.eventType || 'always'}--> ${targets}${guard}`;
}
