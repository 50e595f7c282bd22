import { describe, expect, it } from 'vitest';
import { isReturnAfterOutbound, isReturnAfterTurnaround, returnOffersOutboundChoice, turnaroundHours, type Instant } from './roundTrip';

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

describe('isReturnAfterTurnaround', () => {
  // Osaka -> Shanghai OS2612A arrives in Shanghai at 09:00 on 5 December (UTC+8).
  const arrival = '2026-12-05T09:00:00+08:00';
  it.each<[string, Instant, number | undefined, boolean]>([
    ['exactly 2 h after the arrival', '2026-12-05T11:00:00+08:00', 120, true],
    ['one minute short of 2 h', '2026-12-05T10:59:00+08:00', 120, false],
    ['the day before the arrival (SO2612B, 4 December 11:00)', '2026-12-04T11:00:00+08:00', 120, false],
    ['no minimum given: 2 h', '2026-12-05T10:59:00+08:00', undefined, false],
    ['no minimum given, 2 h later', '2026-12-05T11:00:00+08:00', undefined, true],
    ['a route asking 4 h, 3 h later', '2026-12-05T12:00:00+08:00', 240, false],
    ['a route asking 4 h, 4 h later', '2026-12-05T13:00:00+08:00', 240, true],
    ['a route asking none, at the arrival', '2026-12-05T09:00:00+08:00', 0, true],
    // 12:00 in Osaka is 11:00 in Shanghai.
    ['written in another zone, exactly 2 h', '2026-12-05T12:00:00+09:00', 120, true],
    ['unreadable return', 'tomorrow', 120, false],
  ])('%s', (_name, back, minutes, expected) => {
    expect(isReturnAfterTurnaround(arrival, back, minutes)).toBe(expected);
  });

  it('says the minimum in hours for the message', () => {
    expect([turnaroundHours(120), turnaroundHours(90), turnaroundHours(undefined), turnaroundHours(-5)]).toEqual([2, 1.5, 2, 0]);
  });
});
