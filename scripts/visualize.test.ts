// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { and, createMachine, not, or } from 'xstate';
import { eventLabel, guardText, toMermaid } from './mermaid';
import { staleDiagrams } from './visualize';

describe('toMermaid', () => {
  const machine = createMachine({
    id: 'sample',
    initial: 'idle',
    states: {
      idle: { on: { 'sample.start': 'working' } },
      working: {
        initial: 'loading',
        states: { loading: { on: { 'sample.loaded': 'ready' } }, ready: { type: 'final' } },
        onDone: 'done',
        on: { 'sample.cancel': { target: 'idle', guard: 'canCancel' } },
      },
      done: { type: 'final' },
    },
  });

  it('draws states, nesting, finals, events and guards', () => {
    const text = toMermaid(machine);
    expect(text).toContain('stateDiagram-v2');
    expect(text).toContain('[*] --> idle');
    expect(text).toContain('state "working" as working {');
    expect(text).toContain('[*] --> working__loading');
    expect(text).toContain('idle --> working : sample.start');
    expect(text).toContain('working --> idle : sample.cancel [canCancel]');
    expect(text).toContain('working__ready --> [*]');
    expect(text).toContain('working --> done : onDone');
  });

  it('is deterministic', () => {
    expect(toMermaid(machine)).toBe(toMermaid(machine));
  });

  it('labels internal events readably', () => {
    expect(eventLabel('xstate.done.actor.loadUser')).toBe('done: loadUser');
    expect(eventLabel('xstate.error.actor.loadUser')).toBe('error: loadUser');
    expect(eventLabel('xstate.after.paymentWindow.order.due')).toBe('after paymentWindow');
    expect(eventLabel('')).toBe('always');
    expect(eventLabel('xstate.done.state.sample.working')).toBe('onDone');
  });

  it('names the guards that and/or/not combine', () => {
    expect(guardText('isOpen')).toBe('isOpen');
    expect(guardText({ type: 'isOpen', params: { at: 1 } })).toBe('isOpen');
    expect(guardText(not('isOpen'))).toBe('!isOpen');
    expect(guardText(and(['isOpen', or(['isA', not('isB')])]))).toBe('isOpen && (isA || !isB)');
    expect(guardText(() => true)).toBe('guarded');
  });
});

describe('committed diagrams', () => {
  // One render of every machine (the WASM loads once): a few seconds, so it has room.
  it('match the machines in src/machines, Markdown and SVG', { timeout: 60_000 }, async () => {
    const stale = await staleDiagrams();
    expect(stale, `Stale in visualizations/ (run npm run visualize): ${stale.join(', ')}`).toEqual([]);
  });
});
