import { expect, it } from 'vitest';
import { sessionModel } from './session.model';
import { sessionShape } from './shapes/session.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

// Each start from storage takes a different first step: nothing stored, a token alone, a whole session.
describeGeneratedPaths('session', sessionModel, sessionShape, (walk) => {
  it.each(walk.walks.map((w) => [w.name, w.coverage] as const))('generates paths %s', (_, coverage) => {
    expect(coverage.paths.length).toBeGreaterThan(30);
  });
});
