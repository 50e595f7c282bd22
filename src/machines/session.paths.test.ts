import { describe, expect, it } from 'vitest';
import { sessionModel } from './models/session.model';
import { missed } from './testing/coverageRecord';
import { walkModel } from './testing/modelPaths';

describe('session: generated paths', () => {
  // Each start from storage takes a different first step: nothing stored, a token alone, a whole session.
  const { replays, record, walks } = walkModel(sessionModel);

  it.each(walks.map((w) => [w.name, w.coverage] as const))('generates paths %s', (_, coverage) => {
    expect(coverage.paths.length).toBeGreaterThan(30);
  });

  it.each(replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state of the chart, transient ones included, and take every transition', () => {
    expect(missed(record)).toEqual({ states: [], transitions: [] });
  });
});
