import { describe, expect, it } from 'vitest';
import {
  calculateDnd,
  chargeForDays,
  daysUsed,
  DndPeriodError,
  tariffProblem,
  toMinor,
  withFreeDays,
  dndPeriods,
  type ClockEvent,
  type DndTariff,
} from './dnd';

/** Shanghai 40HC as seeded: 7 free days, days 8-14 at RMB 300, 15-21 at RMB 600, 22+ at RMB 900 per day. */
const SHA_40HC: DndTariff = {
  currency: 'RMB',
  freeDays: 7,
  tiers: [
    { fromDay: 8, toDay: 14, rateMinor: 30000 },
    { fromDay: 15, toDay: 21, rateMinor: 60000 },
    { fromDay: 22, toDay: null, rateMinor: 90000 },
  ],
};

/** A day `n` days after 2026-03-01 (day 1). */
const day = (n: number) => new Date(Date.UTC(2026, 2, n)).toISOString().slice(0, 10);

describe('calculateDnd at every tier boundary (Shanghai 40HC, one container)', () => {
  it.each([
    // [label, last day used, free used, free left, tier days, total RMB]
    ['same-day start and end', 1, 1, 6, [0, 0, 0], 0],
    ['the day before the free days end', 6, 6, 1, [0, 0, 0], 0],
    ['the last free day', 7, 7, 0, [0, 0, 0], 0],
    ['the first charged day', 8, 7, 0, [1, 0, 0], 300],
    ['the last day of the first tier', 14, 7, 0, [7, 0, 0], 2100],
    ['the first day of the second tier', 15, 7, 0, [7, 1, 0], 2700],
    ['the last day of the second tier', 21, 7, 0, [7, 7, 0], 6300],
    ['the first day of the open tier', 22, 7, 0, [7, 7, 1], 7200],
    ['ten days into the open tier', 31, 7, 0, [7, 7, 10], 15300],
  ] as const)('%s (day %i)', (_label, lastDay, freeUsed, freeLeft, tierDays, totalRmb) => {
    const charge = calculateDnd({ tariff: SHA_40HC, quantity: 1, startDate: day(1), endDate: day(lastDay) });
    expect(charge.totalDays).toBe(lastDay);
    expect(charge.freeDaysUsed).toBe(freeUsed);
    expect(charge.freeDaysLeft).toBe(freeLeft);
    expect(charge.chargeableDays).toBe(lastDay - freeUsed);
    expect(charge.tiers.map((t) => t.days)).toEqual(tierDays);
    expect(charge.tiers.map((t) => t.amountMinor)).toEqual(tierDays.map((d, i) => d * SHA_40HC.tiers[i]!.rateMinor));
    expect(charge.totalMinor).toBe(toMinor(totalRmb, 'RMB'));
    expect(charge.currency).toBe('RMB');
  });

  it('multiplies every tier by the quantity', () => {
    const charge = calculateDnd({ tariff: SHA_40HC, quantity: 3, startDate: day(1), endDate: day(22) });
    expect(charge.quantity).toBe(3);
    expect(charge.tiers.map((t) => t.amountMinor)).toEqual([3 * 7 * 30000, 3 * 7 * 60000, 3 * 1 * 90000]);
    expect(charge.totalMinor).toBe(3 * 720000);
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(daysUsed('2028-02-27', '2028-03-01')).toBe(4);
    expect(daysUsed('2026-12-31', '2027-01-01')).toBe(2);
  });

  it('refuses an end date before the start date, and dates that are not YYYY-MM-DD', () => {
    expect(() => calculateDnd({ tariff: SHA_40HC, quantity: 1, startDate: day(2), endDate: day(1) })).toThrow(DndPeriodError);
    expect(() => daysUsed('2026-3-1', '2026-03-02')).toThrow(DndPeriodError);
  });

  it('names what is wrong with the period', () => {
    expect(() => daysUsed('2026-03-01', '2026-3-2')).toThrow('dates must be YYYY-MM-DD');
    expect(() => daysUsed('2026-03-02', '2026-03-01')).toThrow('the end date is before the start date');
    expect(() => daysUsed('2026-03-02', '2026-03-01')).toThrow(expect.objectContaining({ name: 'DndPeriodError' }));
  });

  it('charges JPY in whole yen (no minor unit)', () => {
    const osaka: DndTariff = {
      currency: 'JPY',
      freeDays: 5,
      tiers: [
        { fromDay: 6, toDay: 10, rateMinor: 5000 },
        { fromDay: 11, toDay: null, rateMinor: 10000 },
      ],
    };
    expect(toMinor(5000, 'JPY')).toBe(5000);
    const charge = chargeForDays(osaka, 2, 12);
    expect(charge.tiers.map((t) => [t.days, t.amountMinor])).toEqual([
      [5, 50000],
      [2, 40000],
    ]);
    expect(charge.totalMinor).toBe(90000);
  });

  it('a one-day tier: its only day, and the day after it in the next tier', () => {
    const short: DndTariff = {
      currency: 'RMB',
      freeDays: 3,
      tiers: [
        { fromDay: 4, toDay: 4, rateMinor: 100 },
        { fromDay: 5, toDay: null, rateMinor: 250 },
      ],
    };
    expect(chargeForDays(short, 1, 3).totalMinor).toBe(0);
    expect(chargeForDays(short, 1, 4).tiers.map((t) => t.days)).toEqual([1, 0]);
    expect(chargeForDays(short, 1, 5)).toMatchObject({ chargeableDays: 2, totalMinor: 100 + 250 });
  });

  it('a tariff without free days charges from the first day', () => {
    const noFree: DndTariff = { currency: 'RMB', freeDays: 0, tiers: [{ fromDay: 1, toDay: null, rateMinor: 10000 }] };
    expect(chargeForDays(noFree, 1, 1)).toMatchObject({ freeDaysUsed: 0, freeDaysLeft: 0, chargeableDays: 1, totalMinor: 10000 });
  });
});

describe('tariffProblem', () => {
  it('accepts the seeded shape', () => expect(tariffProblem(SHA_40HC)).toBeNull());
  it('accepts the limits: 60 free days, ten tiers, a one-day tier', () => {
    expect(tariffProblem({ freeDays: 60, tiers: [{ fromDay: 61, toDay: null, rateMinor: 1 }] })).toBeNull();
    const ten = [...Array.from({ length: 9 }, (_, i) => ({ fromDay: i + 1, toDay: i + 1, rateMinor: 1 })), { fromDay: 10, toDay: null, rateMinor: 1 }];
    expect(tariffProblem({ freeDays: 0, tiers: ten })).toBeNull();
  });
  it.each([
    ['free days out of range', { freeDays: -1, tiers: SHA_40HC.tiers }, 'dndFreeDaysRange'],
    ['no tiers', { freeDays: 7, tiers: [] }, 'dndTiersShape'],
    ['first tier not right after the free days', { freeDays: 5, tiers: SHA_40HC.tiers }, 'dndTiersShape'],
    [
      'a gap between tiers',
      {
        freeDays: 7,
        tiers: [
          { fromDay: 8, toDay: 10, rateMinor: 1 },
          { fromDay: 12, toDay: null, rateMinor: 2 },
        ],
      },
      'dndTiersShape',
    ],
    ['the last tier closed', { freeDays: 7, tiers: [{ fromDay: 8, toDay: 10, rateMinor: 1 }] }, 'dndTiersShape'],
    [
      'an open tier before the last',
      {
        freeDays: 7,
        tiers: [
          { fromDay: 8, toDay: null, rateMinor: 1 },
          { fromDay: 9, toDay: null, rateMinor: 2 },
        ],
      },
      'dndTiersShape',
    ],
    ['a zero rate', { freeDays: 7, tiers: [{ fromDay: 8, toDay: null, rateMinor: 0 }] }, 'dndTiersShape'],
    ['a fractional rate', { freeDays: 7, tiers: [{ fromDay: 8, toDay: null, rateMinor: 1.5 }] }, 'dndTiersShape'],
    ['61 free days', { freeDays: 61, tiers: [{ fromDay: 62, toDay: null, rateMinor: 1 }] }, 'dndFreeDaysRange'],
    ['fractional free days', { freeDays: 7.5, tiers: SHA_40HC.tiers }, 'dndFreeDaysRange'],
    [
      'eleven tiers',
      {
        freeDays: 0,
        tiers: [...Array.from({ length: 10 }, (_, i) => ({ fromDay: i + 1, toDay: i + 1, rateMinor: 1 })), { fromDay: 11, toDay: null, rateMinor: 1 }],
      },
      'dndTiersShape',
    ],
    [
      'a tier ending before it starts',
      {
        freeDays: 7,
        tiers: [
          { fromDay: 8, toDay: 7, rateMinor: 1 },
          { fromDay: 8, toDay: null, rateMinor: 2 },
        ],
      },
      'dndTiersShape',
    ],
    [
      'a fractional end day',
      {
        freeDays: 7,
        tiers: [
          { fromDay: 8, toDay: 9.5, rateMinor: 1 },
          { fromDay: 10, toDay: null, rateMinor: 2 },
        ],
      },
      'dndTiersShape',
    ],
  ] as const)('refuses %s', (_label, tariff, problem) => expect(tariffProblem(tariff as Parameters<typeof tariffProblem>[0])).toBe(problem));
});

describe('withFreeDays', () => {
  it('moves every tier with the free days, keeping their lengths', () => {
    const longer = withFreeDays(SHA_40HC, 10);
    expect(longer.tiers).toEqual([
      { fromDay: 11, toDay: 17, rateMinor: 30000 },
      { fromDay: 18, toDay: 24, rateMinor: 60000 },
      { fromDay: 25, toDay: null, rateMinor: 90000 },
    ]);
    expect(tariffProblem(longer)).toBeNull();
    expect(tariffProblem(withFreeDays(SHA_40HC, 0))).toBeNull();
  });
});

describe('dndPeriods', () => {
  const ev = (eventCode: ClockEvent['eventCode'], locationCode: string, eventTime: string, classifier: ClockEvent['classifier'] = 'ACT'): ClockEvent => ({
    eventCode,
    classifier,
    locationCode,
    eventTime,
  });
  it('export runs from the empty pick-up to loading at the port of loading, import from discharge to the empty return, in port dates', () => {
    const events = [
      ev('GTOT', 'CNSHA', '2026-03-01T17:00:00Z'), // 03-02 01:00 in Shanghai
      ev('LOAD', 'CNSHA', '2026-03-05T02:00:00Z'),
      ev('DISC', 'JPOSA', '2026-03-07T16:00:00Z'), // 03-08 01:00 in Osaka
      ev('GTIN', 'JPOSA', '2026-03-20T16:00:00Z', 'PLN'),
    ];
    expect(dndPeriods(events, 'CNSHA', 'JPOSA')).toEqual([
      { side: 'EXPORT', portCode: 'CNSHA', startDate: '2026-03-02', endDate: '2026-03-05' },
      { side: 'IMPORT', portCode: 'JPOSA', startDate: '2026-03-08', endDate: null },
    ]);
  });
  it('reads the events in time order, at their own port, the end never before the start', () => {
    const events = [
      ev('LOAD', 'CNSHA', '2026-03-04T02:00:00Z'), // a loading before this pick-up: an earlier use
      ev('LOAD', 'CNSHA', '2026-03-09T02:00:00Z'),
      ev('GTOT', 'CNSHA', '2026-03-06T02:00:00Z'),
      ev('GTOT', 'JPOSA', '2026-03-01T02:00:00Z'), // the same event at another port
      ev('LOAD', 'CNSHA', '2026-03-07T02:00:00Z'),
      ev('DISC', 'CNSHA', '2026-03-02T02:00:00Z'), // the import side's event at the port of loading
    ];
    expect(dndPeriods(events, 'CNSHA', 'JPOSA')).toEqual([{ side: 'EXPORT', portCode: 'CNSHA', startDate: '2026-03-06', endDate: '2026-03-07' }]);
  });
  it('has no period before the clock starts', () => {
    expect(dndPeriods([ev('GTOT', 'CNSHA', '2026-03-01T00:00:00Z', 'PLN')], 'CNSHA', 'JPOSA')).toEqual([]);
  });
});
