import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { entrustModel } from './models/entrust.model';
import { missed } from './testing/coverageRecord';
import { walkModel } from './testing/modelPaths';

describe('rail commission form machine (with and without ?bookingNo=): generated paths', () => {
  const { replays, record } = walkModel(entrustModel);

  it.each(replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(missed(record)).toEqual({ states: [], transitions: [] });
  });

  it('takes the booking of the address in capitals', () => {
    expect(createActor(entrustModel.machine, { input: { bookingNo: ' bk26000001 ' } }).getSnapshot().context.bookingNo).toBe('BK26000001');
  });
});
