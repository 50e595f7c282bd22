import { describe, expect, it } from 'vitest';
import { paymentModel } from './models/payment.model';
import { missed } from './testing/coverageRecord';
import { walkModel } from './testing/modelPaths';

describe('payment machine: generated paths', () => {
  const { replays, record } = walkModel(paymentModel);

  it.each(replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(missed(record)).toEqual({ states: [], transitions: [] });
  });
});
