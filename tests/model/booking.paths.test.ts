import { expect, it } from 'vitest';
import { bookingModel } from './booking.model';
import { bookingShape } from './shapes/booking.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('booking machine', bookingModel, bookingShape, (walk) => {
  it('end in every final status', () => {
    const ends = new Set(walk.walks.flatMap((w) => w.coverage.paths).map((p) => JSON.stringify(p.state.value)));
    for (const value of ['Canceled', 'Shutout', { Confirmed: 'telexReleased' }] as const) expect(ends).toContain(JSON.stringify(value));
  });
});
