import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { bookingMachine, type BookingEvent } from './booking.machine';
import { measureGraphCoverage } from './testing/graphCoverage';

/** Every event in every state: the chart refuses what it does not expect. */
function eventsIn(): EventObject[] {
  const events: BookingEvent[] = [
    { type: 'booking.saveDraft' },
    { type: 'booking.submit' },
    { type: 'booking.confirm' },
    { type: 'booking.shutout' },
    { type: 'booking.cancel' },
    { type: 'booking.cancelOnRequest' },
    { type: 'booking.issueBl' },
    { type: 'booking.telexRelease' },
  ];
  return events;
}

describe('booking machine: generated paths', () => {
  const coverage = measureGraphCoverage(bookingMachine, eventsIn);

  it.each(coverage.replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(coverage.unvisitedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });

  it('end in every final status and in a telex-released bill', () => {
    const ends = new Set(coverage.paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of ['Canceled', 'Shutout', { Confirmed: 'telexReleased' }]) expect(ends).toContain(JSON.stringify(value));
  });
});
