// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { eventLabel, toMermaid } from './mermaid';
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
    expect(text).toContain('working --> done : xstate.done.state.sample.working');
  });

  it('is deterministic', () => {
    expect(toMermaid(machine)).toBe(toMermaid(machine));
  });

  it('labels internal events readably', () => {
    expect(eventLabel('xstate.done.actor.loadUser')).toBe('done: loadUser');
    expect(eventLabel('xstate.error.actor.loadUser')).toBe('error: loadUser');
    expect(eventLabel('xstate.after.paymentWindow.order.due')).toBe('after paymentWindow');
    expect(eventLabel('')).toBe('always');
  });
});

describe('committed diagrams', () => {
  it('match the machines in src/machines (run npm run visualize when this fails)', async () => {
    expect(await staleDiagrams()).toEqual([]);
  });
});
