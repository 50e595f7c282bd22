import { describe, expect, it } from 'vitest';
import { bookingModel } from '../tests/model/booking.model';
import { formatEvent, formatUiPath, formatMachineList, formatPath, formatValue, formatWalkHeading, parseArgs, shortestPaths, simplePaths } from './paths';

describe('npm run paths: formatting', () => {
  it('writes an event as its type and its payload in compact JSON', () => {
    expect(formatEvent({ type: 'booking.submit' })).toBe('booking.submit');
    expect(formatEvent({ type: 'leg.choose', voyageUuid: 'v-out', cabinClass: 'SUITE' } as never)).toBe(
      'leg.choose {"voyageUuid":"v-out","cabinClass":"SUITE"}',
    );
    expect(formatEvent({ type: 'xstate.error.actor.loadPage', error: new Error('offline') } as never)).toBe(
      'xstate.error.actor.loadPage {"error":"Error(offline)"}',
    );
  });

  it('cuts a long payload and says how long it was', () => {
    const line = formatEvent({ type: 'xstate.done.actor.loadPage', output: 'x'.repeat(400) } as never, 40);
    expect(line).toMatch(/^xstate\.done\.actor\.loadPage \{"output":"x+… \(413 chars\)$/);
  });

  it('writes a state value with dots, and parallel states as JSON', () => {
    expect(formatValue('idle')).toBe('idle');
    expect(formatValue({ createOrder: { editing: 'unsaved' } })).toBe('createOrder.editing.unsaved');
    expect(formatValue({ paying: { tab: 'wechat', qr: { active: 'shown' } } })).toBe('paying.(tab.wechat, qr.active.shown)');
  });

  it('numbers a path and its events, each with the state it reached', () => {
    const path = { value: 'Submitted', steps: [{ event: { type: 'booking.submit' }, value: 'Submitted' }] };
    expect(formatPath(path, 1)).toEqual(['2. → Submitted', '   1) booking.submit  ⇒ Submitted']);
    expect(formatPath({ value: 'Draft', steps: [] }, 0)).toEqual(['1. → Draft  (the start, no event)']);
  });

  it('heads a walk with the machine, the walk, its input and the count', () => {
    expect(formatWalkHeading('documents', { name: 'opened with ?bookingNo=', input: { bookingNo: 'bk1' } }, 'shortest', 12)).toBe(
      '## documents: opened with ?bookingNo= — input {"bookingNo":"bk1"}\n12 shortest paths',
    );
    expect(formatWalkHeading('booking', { name: 'a new booking' }, 'simple', 1)).toBe('## booking: a new booking\n1 simple path');
  });

  it('lists the machines', () => {
    expect(formatMachineList(['booking', 'order']).split('\n').slice(1)).toEqual(['  booking', '  order']);
  });

  it('reads the arguments', () => {
    expect(parseArgs(['ticketing', '--simple', '--walk', 'a first visit', '--limit', '20'])).toEqual({
      machine: 'ticketing',
      simple: true,
      ui: false,
      walk: 'a first visit',
      limit: 20,
    });
    expect(parseArgs([])).toEqual({ simple: false, ui: false, limit: 200 });
    expect(() => parseArgs(['order', '--limit', 'x'])).toThrow();
  });
});

describe('npm run paths: the paths', () => {
  const [walk] = bookingModel.walks;

  it('gives a shortest path to every state of a lifecycle, without the init step', () => {
    const paths = shortestPaths(bookingModel, walk!);
    expect(paths[0]).toEqual({ value: 'Draft', steps: [] });
    expect(paths.find((p) => JSON.stringify(p.value) === '{"Confirmed":"telexReleased"}')?.steps.map((s) => s.event.type)).toEqual([
      'booking.submit',
      'booking.confirm',
      'booking.issueBl',
      'booking.telexRelease',
    ]);
  });

  it('caps the simple paths and says when there are more', () => {
    expect(simplePaths(bookingModel, walk!, 3)).toMatchObject({ complete: false, paths: { length: 3 } });
    const all = simplePaths(bookingModel, walk!, 10_000);
    expect(all.complete).toBe(true);
    expect(all.paths.length).toBeGreaterThan(7);
  });
});

describe('browser paths as npm run paths -- <machine> --ui prints them', () => {
  it('heads each with its Playwright test title and lists each gesture with the leaf states after it', () => {
    const lines = formatUiPath(
      {
        walk: 'w',
        title: 'session: w: session.login',
        start: ['session.idle'],
        steps: [{ event: { type: 'session.login', user: 'demo' } as never, states: ['session.active.idle'] }],
      },
      0,
    );
    expect(lines).toEqual(['1. session: w: session.login', '   1) session.login {"user":"demo"}  ⇒ session.active.idle']);
  });

  it('reads --ui', () => {
    expect(parseArgs(['ticketing', '--ui']).ui).toBe(true);
    expect(parseArgs(['ticketing']).ui).toBe(false);
  });
});
