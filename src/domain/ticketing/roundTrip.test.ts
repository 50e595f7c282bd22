import { describe, expect, it } from 'vitest';
import { isReturnAfterOutbound, returnOffersOutboundChoice, type Instant } from './roundTrip';

describe('isReturnAfterOutbound', () => {
  const outbound = '2026-12-01T10:00:00+08:00';
  it.each<[string, Instant, Instant, boolean]>([
    ['one minute earlier', outbound, '2026-12-01T09:59:00+08:00', false],
    ['the same instant', outbound, '2026-12-01T10:00:00+08:00', true],
    ['one second later', outbound, '2026-12-01T10:00:01+08:00', true],
    ['days later', outbound, '2026-12-04T12:00:00+09:00', true],
    // 10:30 in Osaka is 09:30 in Shanghai: earlier, although the wall clock reads later.
    ['later wall clock, earlier instant', outbound, '2026-12-01T10:30:00+09:00', false],
    ['same instant across zones', outbound, '2026-12-01T11:00:00+09:00', true],
    ['Date objects', new Date(Date.UTC(2026, 11, 1)), new Date(Date.UTC(2026, 11, 1)), true],
    ['epoch milliseconds', 1_000_000_000_000, 999_999_999_999, false],
    ['unreadable outbound', 'soon', outbound, false],
    ['unreadable return', outbound, '', false],
  ])('%s', (_name, a, b, expected) => {
    expect(isReturnAfterOutbound(a, b)).toBe(expected);
  });
});

describe('returnOffersOutboundChoice', () => {
  const offer = {
    cabinClasses: [
      { code: 'SUITE', ticketTypes: ['ADULT'] },
      { code: 'FIRST_JAPANESE', ticketTypes: ['ADULT', 'CHILD', 'INFANT'] },
    ],
  };
  it.each<[string, string, string[], boolean]>([
    ['same cabin, same types', 'FIRST_JAPANESE', ['ADULT', 'CHILD', 'INFANT'], true],
    ['same cabin, fewer types', 'FIRST_JAPANESE', ['ADULT'], true],
    ['cabin lacks one ticket type', 'SUITE', ['ADULT', 'CHILD'], false],
    ['cabin not offered', 'SECOND_DORMITORY', ['ADULT'], false],
    ['no ticket types asked', 'SUITE', [], true],
  ])('%s', (_name, cabinClass, ticketTypes, expected) => {
    expect(returnOffersOutboundChoice({ cabinClass, ticketTypes }, offer)).toBe(expected);
  });

  it('refuses an offer with no cabin classes', () => {
    expect(returnOffersOutboundChoice({ cabinClass: 'SUITE', ticketTypes: ['ADULT'] }, { cabinClasses: [] })).toBe(false);
  });
});
