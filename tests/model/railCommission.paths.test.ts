import { expect, it } from 'vitest';
import { railCommissionModel } from './railCommission.model';
import { railCommissionShape } from './shapes/railCommission.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('rail commission machine', railCommissionModel, railCommissionShape, (walk) => {
  it('end in every final status', () => {
    const ends = new Set(walk.walks.flatMap((w) => w.coverage.paths).map((p) => JSON.stringify(p.state.value)));
    for (const value of ['ACCEPTED', 'REJECTED', 'CANCELLED']) expect(ends).toContain(JSON.stringify(value));
  });
});
