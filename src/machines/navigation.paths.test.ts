import { describe, expect, it } from 'vitest';
import { navigationModel } from './models/navigation.model';
import { missed } from './testing/coverageRecord';
import { walkModel } from './testing/modelPaths';

describe('navigation guard: generated paths', () => {
  const { replays, record, walks } = walkModel(navigationModel);

  it.each(replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(missed(record)).toEqual({ states: [], transitions: [] });
  });

  it('generates paths', () => {
    expect(walks[0]!.coverage.paths.length).toBeGreaterThan(20);
  });
});
