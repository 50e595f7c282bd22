import { describe, expect, it } from 'vitest';
import { ticketingModel } from './models/ticketing.model';
import { missed } from './testing/coverageRecord';
import { walkModel } from './testing/modelPaths';

describe('ticketing flow: generated paths', () => {
  // Two walks: a first visit explores the whole flow; a reload with stored choices resumes
  // the form and searches again with them. Together they must reach everything.
  const { record, walks } = walkModel(ticketingModel);

  it.each(walks.map((w) => [w.name, w.coverage] as const))('%s: generates paths that replay to the predicted state', (_, coverage) => {
    expect(coverage.paths.length).toBeGreaterThan(5);
    const mismatched = coverage.replays.filter((r) => JSON.stringify(r.actual) !== JSON.stringify(r.expected)).map((r) => r.description);
    expect(mismatched).toEqual([]);
  });

  it('reach every state and take every transition of the chart', () => {
    expect(missed(record)).toEqual({ states: [], transitions: [] });
  });

  it('a first visit alone reaches every step', () => {
    expect(walks[0]!.coverage.unvisitedStates).toEqual([]);
    expect(walks[0]!.coverage.paths.length).toBeGreaterThan(50);
  });
});
