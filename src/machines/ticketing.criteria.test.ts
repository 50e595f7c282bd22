import { describe, expect, it } from 'vitest';
import {
  canReturnDayFollowOutboundDay,
  criteriaFromUrl,
  isSameSearch,
  isSearchComplete,
  routeSearchLocation,
  shiftDay,
  stepLocation,
  type SearchCriteria,
} from './ticketing.criteria';

const ONE_WAY: SearchCriteria = { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY', outboundDate: '2026-12-03', returnDate: '' };
const ROUND: SearchCriteria = { ...ONE_WAY, tripType: 'ROUND_TRIP', returnDate: '2026-12-10' };

describe('isSearchComplete: the spec’s "incomplete filter conditions"', () => {
  it('accepts a one-way search with both ports and a day, whatever its return day says', () => {
    expect(isSearchComplete(ONE_WAY)).toBe(true);
    expect(isSearchComplete({ ...ONE_WAY, returnDate: 'not a day' })).toBe(true);
  });

  it('accepts a round trip with both days', () => {
    expect(isSearchComplete(ROUND)).toBe(true);
  });

  it.each([
    ['no departure port', { departurePort: '' }],
    ['a lower-case departure port', { departurePort: 'cnsha' }],
    ['a departure port of four letters', { departurePort: 'CNSH' }],
    ['a departure port with a digit', { departurePort: 'CNSH1' }],
    ['a departure port of six letters', { departurePort: 'CNSHAX' }],
    ['no arrival port', { arrivalPort: '' }],
    ['a lower-case arrival port', { arrivalPort: 'jposa' }],
    ['an arrival port with a leading letter too many', { arrivalPort: 'XJPOSA' }],
    ['the same port both ways', { arrivalPort: 'CNSHA' }],
    ['no outbound day', { outboundDate: '' }],
    ['an outbound day that is not in the calendar', { outboundDate: '2026-02-30' }],
    ['an outbound month that does not exist', { outboundDate: '2026-13-01' }],
    ['an outbound day without leading zeros', { outboundDate: '2026-2-3' }],
    ['an outbound day with a time', { outboundDate: '2026-12-03T00:00' }],
    ['an outbound day with text before it', { outboundDate: 'x2026-12-03' }],
  ])('refuses %s', (_, change) => {
    expect(isSearchComplete({ ...ONE_WAY, ...change })).toBe(false);
  });

  it.each([
    ['no return day', ''],
    ['a return day that is not in the calendar', '2026-11-31'],
    ['a return day in another format', '10/12/2026'],
  ])('refuses a round trip with %s', (_, returnDate) => {
    expect(isSearchComplete({ ...ROUND, returnDate })).toBe(false);
  });

  it('accepts the 29th of February of a leap year only', () => {
    expect(isSearchComplete({ ...ONE_WAY, outboundDate: '2028-02-29' })).toBe(true);
    expect(isSearchComplete({ ...ONE_WAY, outboundDate: '2027-02-29' })).toBe(false);
  });
});

describe('canReturnDayFollowOutboundDay', () => {
  it('refuses when either day is missing or not a day', () => {
    expect(canReturnDayFollowOutboundDay({ ...ROUND, returnDate: '' })).toBe(false);
    expect(canReturnDayFollowOutboundDay({ ...ROUND, returnDate: '2026-12-32' })).toBe(false);
    expect(canReturnDayFollowOutboundDay({ ...ROUND, outboundDate: '' })).toBe(false);
    expect(canReturnDayFollowOutboundDay({ ...ROUND, outboundDate: '2026-02-30' })).toBe(false);
  });

  it('lets a return a week later, or later the same day, follow', () => {
    expect(canReturnDayFollowOutboundDay(ROUND)).toBe(true);
    expect(canReturnDayFollowOutboundDay({ ...ROUND, returnDate: '2026-12-03' })).toBe(true);
  });

  it('refuses a return Osaka day before the Shanghai outbound day', () => {
    expect(canReturnDayFollowOutboundDay({ ...ROUND, returnDate: '2026-12-02' })).toBe(false);
  });

  it('reads each day in its own port’s time: the day before in Shanghai ends after Osaka’s day began', () => {
    // Osaka 2026-12-03 00:00 is 12-02 15:00Z; Shanghai 12-02 ends at 16:00Z.
    const fromOsaka: SearchCriteria = { ...ROUND, departurePort: 'JPOSA', arrivalPort: 'CNSHA', outboundDate: '2026-12-03', returnDate: '2026-12-02' };
    expect(canReturnDayFollowOutboundDay(fromOsaka)).toBe(true);
    expect(canReturnDayFollowOutboundDay({ ...fromOsaka, returnDate: '2026-12-01' })).toBe(false);
  });

  it('refuses the day before when both ports keep the same time (its last instant is just before the outbound day)', () => {
    const domestic: SearchCriteria = { ...ROUND, departurePort: 'CNSHA', arrivalPort: 'CNTAO', outboundDate: '2026-12-03', returnDate: '2026-12-02' };
    expect(canReturnDayFollowOutboundDay(domestic)).toBe(false);
    expect(canReturnDayFollowOutboundDay({ ...domestic, returnDate: '2026-12-03' })).toBe(true);
  });

  it('crosses a month and a year end', () => {
    expect(canReturnDayFollowOutboundDay({ ...ROUND, outboundDate: '2026-12-31', returnDate: '2027-01-01' })).toBe(true);
    expect(canReturnDayFollowOutboundDay({ ...ROUND, outboundDate: '2027-01-01', returnDate: '2026-12-31' })).toBe(false);
  });
});

describe('shiftDay', () => {
  it('moves a day forward and back across month and year ends', () => {
    expect(shiftDay('2026-12-03', 1)).toBe('2026-12-04');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-03', 7)).toBe('2026-12-10');
    expect(shiftDay('2026-12-03', 0)).toBe('2026-12-03');
  });
});

describe('stepLocation', () => {
  it('gives the search and the form their bare paths', () => {
    expect(stepLocation('search', ROUND)).toBe('/ticketing/search');
    expect(stepLocation('createOrder', ROUND)).toBe('/ticketing/create_order');
  });

  it('carries a one-way search without a return day', () => {
    expect(stepLocation('oneWay', { ...ONE_WAY, returnDate: '2026-12-10' })).toBe('/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-03');
  });

  it('carries a round trip with its return day', () => {
    expect(stepLocation('roundTrip', ROUND)).toBe('/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-03&returnDate=2026-12-10');
  });
});

describe('routeSearchLocation', () => {
  it('opens the search on a route, in the query the search reads, with nothing else chosen', () => {
    expect(routeSearchLocation('CNTAG', 'JPSHS')).toBe('/ticketing/search?from=CNTAG&to=JPSHS');
    expect(criteriaFromUrl('search', '?from=CNTAG&to=JPSHS')).toStrictEqual({ departurePort: 'CNTAG', arrivalPort: 'JPSHS' });
  });
});

describe('criteriaFromUrl', () => {
  it('reads the ports upper-cased and every value trimmed', () => {
    expect(criteriaFromUrl('roundTrip', '?from=%20cnsha%20&to=%20josa%20&date=%202026-12-03%20&returnDate=%202026-12-10%20')).toStrictEqual({
      departurePort: 'CNSHA',
      arrivalPort: 'JOSA',
      outboundDate: '2026-12-03',
      returnDate: '2026-12-10',
      tripType: 'ROUND_TRIP',
    });
  });

  it('takes the trip type from the list’s path, not from the query', () => {
    expect(criteriaFromUrl('oneWay', '?from=CNSHA&type=ROUND_TRIP')).toStrictEqual({ departurePort: 'CNSHA', tripType: 'ONE_WAY' });
    expect(criteriaFromUrl('roundTrip', '?to=JPOSA&type=ONE_WAY')).toStrictEqual({ arrivalPort: 'JPOSA', tripType: 'ROUND_TRIP' });
    expect(criteriaFromUrl('roundTrip', '')).toStrictEqual({ tripType: 'ROUND_TRIP' });
  });

  it('leaves out what the URL does not say', () => {
    expect(criteriaFromUrl('search', '?date=2026-12-03')).toStrictEqual({ outboundDate: '2026-12-03' });
    expect(criteriaFromUrl('search', '?returnDate=2026-12-10')).toStrictEqual({ returnDate: '2026-12-10' });
    expect(criteriaFromUrl('search', '?from=CNSHA&to=JPOSA')).toStrictEqual({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' });
  });

  it('reads the trip type of the search form from its query', () => {
    expect(criteriaFromUrl('search', '?type=ROUND_TRIP')).toStrictEqual({ tripType: 'ROUND_TRIP' });
    expect(criteriaFromUrl('search', '?type=ONE_WAY')).toStrictEqual({ tripType: 'ONE_WAY' });
    expect(criteriaFromUrl('search', '?type=BOTH')).toBeNull();
  });

  it('ignores a trip type in the form’s URL', () => {
    expect(criteriaFromUrl('createOrder', '?type=ROUND_TRIP')).toBeNull();
    expect(criteriaFromUrl('createOrder', '?type=ONE_WAY&from=CNSHA')).toStrictEqual({ departurePort: 'CNSHA' });
  });

  it('says nothing when the search or form URL carries nothing', () => {
    expect(criteriaFromUrl('search', '')).toBeNull();
    expect(criteriaFromUrl('createOrder', '?draft=d-1')).toBeNull();
  });
});

describe('isSameSearch', () => {
  it('is the same search when every field that matters is equal', () => {
    expect(isSameSearch(ROUND, { ...ROUND })).toBe(true);
  });

  it('ignores the return day of a one-way search', () => {
    expect(isSameSearch({ ...ONE_WAY, returnDate: '2026-12-10' }, { ...ONE_WAY, returnDate: '2026-12-11' })).toBe(true);
  });

  it.each([
    ['the departure port', { departurePort: 'CNTAO' }],
    ['the arrival port', { arrivalPort: 'JPKIX' }],
    ['the trip type', { tripType: 'ONE_WAY' as const }],
    ['the outbound day', { outboundDate: '2026-12-04' }],
    ['a round trip’s return day', { returnDate: '2026-12-11' }],
  ])('is another search when %s differs', (_, change) => {
    expect(isSameSearch(ROUND, { ...ROUND, ...change })).toBe(false);
  });
});
