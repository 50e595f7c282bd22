import { expect, it } from 'vitest';
import { ticketingModel } from './ticketing.model';
import { ticketingShape } from './shapes/ticketing.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

// Two walks: a first visit explores the whole flow; a reload with stored choices resumes
// the form and searches again with them. Together they must reach everything.
describeGeneratedPaths('ticketing flow', ticketingModel, ticketingShape, (walk) => {
  it.each(walk.walks.map((w) => [w.name, w.coverage] as const))('%s: generates paths', (_, coverage) => {
    expect(coverage.paths.length).toBeGreaterThan(5);
  });
  it('a first visit alone reaches every step', () => {
    expect(walk.walks[0]!.coverage.unvisitedStates).toEqual([]);
    expect(walk.walks[0]!.coverage.paths.length).toBeGreaterThan(50);
  });
});
