import { describe, expect, it } from 'vitest';
import { documentsModel } from './models/documents.model';
import { missed } from './testing/coverageRecord';
import { walkModel } from './testing/modelPaths';

describe('documents machine (with and without ?bookingNo=): generated paths', () => {
  const { replays, record } = walkModel(documentsModel);

  it.each(replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(missed(record)).toEqual({ states: [], transitions: [] });
  });
});
