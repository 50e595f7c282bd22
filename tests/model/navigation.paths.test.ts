import { expect, it } from 'vitest';
import { navigationModel } from './navigation.model';
import { navigationShape } from './shapes/navigation.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('navigation guard', navigationModel, navigationShape, (walk) => {
  it('generates paths', () => {
    expect(walk.walks[0]!.coverage.paths.length).toBeGreaterThan(20);
  });
});
