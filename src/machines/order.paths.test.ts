import { describe, expect, it } from 'vitest';
import { orderModel } from './models/order.model';
import { missed } from './testing/coverageRecord';
import { walkModel } from './testing/modelPaths';

describe('order machine: generated paths', () => {
  const { replays, record, walks } = walkModel(orderModel);

  it.each(replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(missed(record)).toEqual({ states: [], transitions: [] });
  });

  it('end in every final status', () => {
    const ends = new Set(walks.flatMap((w) => w.coverage.paths).map((p) => JSON.stringify(p.state.value)));
    for (const value of ['REFUND', 'CANCEL', 'ABOLISH']) expect(ends).toContain(JSON.stringify(value));
  });
});
