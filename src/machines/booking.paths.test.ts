import { describe, expect, it } from 'vitest';
import { bookingModel } from './models/booking.model';
import { missed } from './testing/coverageRecord';
import { walkModel } from './testing/modelPaths';

describe('booking machine: generated paths', () => {
  const { replays, record, walks } = walkModel(bookingModel);

  it.each(replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(missed(record)).toEqual({ states: [], transitions: [] });
  });

  it('end in every final status', () => {
    const ends = new Set(walks.flatMap((w) => w.coverage.paths).map((p) => JSON.stringify(p.state.value)));
    for (const value of ['Canceled', 'Shutout', { Confirmed: 'telexReleased' }] as const) expect(ends).toContain(JSON.stringify(value));
  });
});
