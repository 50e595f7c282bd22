import { and, not, or, type AnyTransitionDefinition } from 'xstate';

type GuardLike = string | { type: string; params?: unknown } | ((...args: never[]) => unknown) | undefined;

type Combinator = { check?: unknown; guards?: GuardLike[] };

/**
 * xstate's `and` / `not` / `or` by their shared `check` function, not by the function's name, which a
 * minified build (the end-to-end one, whose charts record their transitions) renames.
 */
const COMBINATORS = new Map<unknown, string>([
  [(and(['a']) as unknown as Combinator).check, 'and'],
  [(not('a') as unknown as Combinator).check, 'not'],
  [(or(['a']) as unknown as Combinator).check, 'or'],
]);

/** A guard as it reads in the chart: `isRoundTrip`, `{"type":"opensList","params":…}`, `and(isRoundTrip, not(canReturnDayFollowOutboundDay))`. */
function guardName(guard: GuardLike): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // xstate's and / or / not keep the guards they combine on the function
    const { check, guards: inner } = guard as Combinator;
    return inner ? `${COMBINATORS.get(check) ?? guard.name}(${inner.map(guardName).join(', ')})` : guard.name || 'inline';
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
