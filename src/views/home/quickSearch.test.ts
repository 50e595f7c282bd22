import { describe, expect, it } from 'vitest';
import { EMPTY_CRITERIA, type SearchCriteria } from '../../machines/ticketing.criteria';
import { quickSearchProblem, quickSearchTarget } from './quickSearch';

const oneWay: SearchCriteria = { ...EMPTY_CRITERIA, departurePort: 'CNSHA', arrivalPort: 'JPOSA', outboundDate: '2026-12-04' };

describe('the home page search', () => {
  it('hands a one-way search over to the one-way list with its fields', () => {
    expect(quickSearchProblem(oneWay)).toBeNull();
    expect(quickSearchTarget(oneWay)).toBe('/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-04');
  });

  it('hands a round trip over to the round-trip list with the return day', () => {
    const roundTrip: SearchCriteria = { ...oneWay, tripType: 'ROUND_TRIP', returnDate: '2026-12-10' };
    expect(quickSearchProblem(roundTrip)).toBeNull();
    expect(quickSearchTarget(roundTrip)).toBe('/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-04&returnDate=2026-12-10');
  });

  it('names what is missing or wrong, in the ticketing rules\' words', () => {
    expect(quickSearchProblem({ ...oneWay, outboundDate: '' })).toBe('filterIncomplete');
    expect(quickSearchProblem({ ...oneWay, arrivalPort: 'CNSHA' })).toBe('filterIncomplete');
    expect(quickSearchProblem({ ...oneWay, tripType: 'ROUND_TRIP' })).toBe('filterIncomplete');
    expect(quickSearchProblem({ ...oneWay, tripType: 'ROUND_TRIP', returnDate: '2026-12-01' })).toBe('returnBeforeOutbound');
  });
});
