import { describe, expect, it } from 'vitest';
import { and, createMachine, not, or, type AnyTransitionDefinition } from 'xstate';
import { describeTransition } from './transitionName';

/** A chart with one transition of each kind the path models and the browser runs name. */
const chart = createMachine({
  id: 'demo',
  initial: 'a',
  states: {
    a: {
      on: {
        plain: 'b',
        named: { target: 'b', guard: 'isReady' },
        withParams: { target: 'b', guard: { type: 'opensList', params: { step: 'oneWay' } } },
        combined: { target: 'b', guard: and(['isRoundTrip', not('canReturnDayFollowOutboundDay')]) },
        either: { target: 'b', guard: or(['isA', { type: 'isB', params: { n: 1 } }]) },
        stay: { actions: [] },
        inline: { target: 'b', guard: [() => true][0]! },
        namedFunction: {
          target: 'b',
          guard: function isLate() {
            return true;
          },
        },
      },
      always: { target: 'c', guard: 'isDone' },
    },
    b: { type: 'parallel', states: { x: {}, y: {} } },
    c: { on: { both: { target: ['#demo.b.x', '#demo.b.y'] } } },
  },
});

const transition = (stateId: string, eventType: string): AnyTransitionDefinition => {
  const node = chart.getStateNodeById(stateId);
  const found = eventType === '' ? node.always?.[0] : node.transitions.get(eventType)?.[0];
  if (!found) throw new Error(`no ${eventType} in ${stateId}`);
  return found;
};

describe('describeTransition', () => {
  it.each([
    ['plain', 'demo.a --plain--> demo.b'],
    ['named', 'demo.a --named--> demo.b [isReady]'],
    ['withParams', 'demo.a --withParams--> demo.b [{"type":"opensList","params":{"step":"oneWay"}}]'],
    ['combined', 'demo.a --combined--> demo.b [and(isRoundTrip, not(canReturnDayFollowOutboundDay))]'],
    ['either', 'demo.a --either--> demo.b [or(isA, {"type":"isB","params":{"n":1}})]'],
    ['stay', 'demo.a --stay--> (stay)'],
    ['inline', 'demo.a --inline--> demo.b [inline]'],
    ['namedFunction', 'demo.a --namedFunction--> demo.b [isLate]'],
  ])('names the %s transition', (eventType, name) => {
    expect(describeTransition(transition('demo.a', eventType))).toBe(name);
  });

  it('names an eventless transition "always"', () => {
    expect(describeTransition(transition('demo.a', ''))).toBe('demo.a --always--> demo.c [isDone]');
  });

  it('lists every target of a transition', () => {
    expect(describeTransition(transition('demo.c', 'both'))).toBe('demo.c --both--> demo.b.x,demo.b.y');
  });

  it('knows and / not / or by what they do, not by their function’s name (a minified build renames it)', () => {
    const renamed = (combinator: unknown, guards: unknown[]) => Object.assign(function t() {}, { check: (combinator as { check: unknown }).check, guards });
    const base = transition('demo.a', 'named');
    const minified = (guard: unknown) => describeTransition({ ...base, guard } as unknown as AnyTransitionDefinition);
    expect(minified(renamed(and(['a']), ['x', 'y']))).toBe('demo.a --named--> demo.b [and(x, y)]');
    expect(minified(renamed(not('a'), ['x']))).toBe('demo.a --named--> demo.b [not(x)]');
    expect(minified(renamed(or(['a']), ['x', 'y']))).toBe('demo.a --named--> demo.b [or(x, y)]');
    // a function that combines guards some other way keeps its own name
    expect(minified(Object.assign(function custom() {}, { check: () => true, guards: ['x'] }))).toBe('demo.a --named--> demo.b [custom(x)]');
  });
});
