import { describe, expect, it } from 'vitest';
import { bookingFormModel } from './models/bookingForm.model';
import { missed } from './testing/coverageRecord';
import { walkModel } from './testing/modelPaths';

describe('booking form machine (a draft, a sailing of the schedule): generated paths', () => {
  const { replays, record } = walkModel(bookingFormModel);

  it.each(replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(missed(record)).toEqual({ states: [], transitions: [] });
  });
});
