import { expect, it } from 'vitest';
import { orderModel } from './order.model';
import { orderShape } from './shapes/order.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('order machine', orderModel, orderShape, (walk) => {
  it('end in every final status', () => {
    const ends = new Set(walk.walks.flatMap((w) => w.coverage.paths).map((p) => JSON.stringify(p.state.value)));
    for (const value of ['REFUND', 'CANCEL', 'ABOLISH']) expect(ends).toContain(JSON.stringify(value));
  });
});
