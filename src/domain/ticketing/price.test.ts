import { describe, expect, it } from 'vitest';
import type { TicketTypeRule } from './age';
import { fromMinor } from './money';
import { priceOrder, type FareEntry, type LegPriceInput, type PriceBreakdown } from './price';

const RULES: TicketTypeRule[] = [
  { code: 'ADULT', minAge: 12, isFree: false, countsAsAdult: true },
  { code: 'CHILD', minAge: 2, maxAge: 11, isFree: false, countsAsAdult: false },
  { code: 'INFANT', minAge: 0, maxAge: 1, isFree: true, countsAsAdult: false },
];

const RMB_FARES: FareEntry[] = [
  { cabinClass: 'SUITE', ticketType: 'ADULT', price: { currency: 'RMB', amount: 3280.1 } },
  { cabinClass: 'SUITE', ticketType: 'CHILD', price: { currency: 'RMB', amount: '1640.2' } },
  { cabinClass: 'FIRST_JAPANESE', ticketType: 'ADULT', price: { currency: 'RMB', amount: 1280 } },
  { cabinClass: 'FIRST_JAPANESE', ticketType: 'CHILD', price: { currency: 'RMB', amount: 640 } },
];

function leg(overrides: Partial<LegPriceInput> = {}): LegPriceInput {
  return {
    cabinClass: 'FIRST_JAPANESE',
    fares: RMB_FARES,
    fuelSurcharge: { currency: 'RMB', amount: 200 },
    passengers: [{ ticketType: 'ADULT' }, { ticketType: 'ADULT' }, { ticketType: 'CHILD' }, { ticketType: 'INFANT' }],
    ...overrides,
  };
}

function sumOfLines(breakdown: PriceBreakdown): number {
  return breakdown.legs.flatMap((l) => l.lines).reduce((sum, line) => sum + line.amountMinor, 0);
}

describe('priceOrder', () => {
  it('prices the issue family one way: two adults, a child and an infant', () => {
    const result = priceOrder([leg()], 'RMB', RULES);
    if (!result.ok) throw new Error(result.error.code);
    const [only] = result.breakdown.legs;
    expect(only?.lines).toEqual([
      { kind: 'FARE', passenger: 0, ticketType: 'ADULT', amountMinor: 128000 },
      { kind: 'FUEL_SURCHARGE', passenger: 0, ticketType: 'ADULT', amountMinor: 20000 },
      { kind: 'FARE', passenger: 1, ticketType: 'ADULT', amountMinor: 128000 },
      { kind: 'FUEL_SURCHARGE', passenger: 1, ticketType: 'ADULT', amountMinor: 20000 },
      { kind: 'FARE', passenger: 2, ticketType: 'CHILD', amountMinor: 64000 },
      { kind: 'FUEL_SURCHARGE', passenger: 2, ticketType: 'CHILD', amountMinor: 20000 },
      // free passenger: listed, no fare, no surcharge
      { kind: 'FARE', passenger: 3, ticketType: 'INFANT', amountMinor: 0 },
    ]);
    expect(result.breakdown.totalMinor).toBe(380000);
    expect(fromMinor(result.breakdown.totalMinor, 'RMB')).toBe(3800);
  });

  it('adds the extra bed fee once for the room, and lines sum exactly with decimal fares', () => {
    const result = priceOrder(
      [
        leg({
          cabinClass: 'SUITE',
          passengers: [{ ticketType: 'ADULT' }, { ticketType: 'ADULT' }, { ticketType: 'CHILD' }],
          extraBed: true,
          extraBedFee: { currency: 'RMB', amount: 300.3 },
        }),
      ],
      'RMB',
      RULES,
    );
    if (!result.ok) throw new Error(result.error.code);
    const lines = result.breakdown.legs[0]?.lines ?? [];
    expect(lines.at(-1)).toEqual({ kind: 'EXTRA_BED', passenger: null, ticketType: null, amountMinor: 30030 });
    // 3280.10 * 2 + 1640.20 + 200 * 3 + 300.30 = 9100.70 (floating point would give 9100.699999…)
    expect(result.breakdown.totalMinor).toBe(910070);
    expect(sumOfLines(result.breakdown)).toBe(result.breakdown.totalMinor);
    expect(fromMinor(result.breakdown.totalMinor, 'RMB')).toBe(9100.7);
  });

  it('prices a round trip per leg, both in the order currency, subtotals summing to the total', () => {
    const back = leg({ passengers: [{ ticketType: 'ADULT' }], fuelSurcharge: { currency: 'RMB', amount: 250 } });
    const result = priceOrder([leg({ passengers: [{ ticketType: 'ADULT' }] }), back], 'RMB', RULES);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.breakdown.legs.map((l) => l.subtotalMinor)).toEqual([148000, 153000]);
    expect(result.breakdown.totalMinor).toBe(301000);
    expect(sumOfLines(result.breakdown)).toBe(301000);
  });

  it('prices in yen from Japan', () => {
    const fares: FareEntry[] = [{ cabinClass: 'FIRST_JAPANESE', ticketType: 'ADULT', price: { currency: 'JPY', amount: 25000 } }];
    const result = priceOrder([leg({ fares, fuelSurcharge: { currency: 'JPY', amount: 4000 }, passengers: [{ ticketType: 'ADULT' }] })], 'JPY', RULES);
    expect(result.ok && result.breakdown).toMatchObject({ currency: 'JPY', totalMinor: 29000 });
  });

  it('refuses a return leg priced in another currency instead of converting it', () => {
    const yenBack = leg({
      fares: [{ cabinClass: 'FIRST_JAPANESE', ticketType: 'ADULT', price: { currency: 'JPY', amount: 25000 } }],
      fuelSurcharge: { currency: 'JPY', amount: 4000 },
      passengers: [{ ticketType: 'ADULT' }],
    });
    expect(priceOrder([leg({ passengers: [{ ticketType: 'ADULT' }] }), yenBack], 'RMB', RULES)).toEqual({
      ok: false,
      error: { code: 'mixedCurrency', leg: 1, expected: 'RMB', found: 'JPY' },
    });
  });

  it.each([
    ['no legs', [], { code: 'noLegs' }],
    ['unknown ticket type', [leg({ passengers: [{ ticketType: 'PET' }] })], { code: 'unknownTicketType', leg: 0, ticketType: 'PET' }],
    [
      'no fare for the cabin and ticket type',
      [leg({ cabinClass: 'SUITE', passengers: [{ ticketType: 'ADULT' }], fares: RMB_FARES.slice(2) })],
      { code: 'fareMissing', leg: 0, cabinClass: 'SUITE', ticketType: 'ADULT' },
    ],
    ['extra bed without a fee', [leg({ extraBed: true })], { code: 'extraBedFeeMissing', leg: 0 }],
    [
      'a fare finer than a fen',
      [
        leg({
          fares: [{ cabinClass: 'FIRST_JAPANESE', ticketType: 'ADULT', price: { currency: 'RMB', amount: 0.005 } }],
          passengers: [{ ticketType: 'ADULT' }],
        }),
      ],
      { code: 'invalidAmount', leg: 0 },
    ],
    [
      'surcharge in another currency',
      [leg({ fuelSurcharge: { currency: 'JPY', amount: 4000 } })],
      { code: 'mixedCurrency', leg: 0, expected: 'RMB', found: 'JPY' },
    ],
  ] as const)('refuses: %s', (_name, legs, error) => {
    expect(priceOrder(legs, 'RMB', RULES)).toEqual({ ok: false, error });
  });

  it('needs no fare for a free passenger', () => {
    const result = priceOrder([leg({ fares: [], passengers: [{ ticketType: 'INFANT' }] })], 'RMB', RULES);
    expect(result.ok && result.breakdown.totalMinor).toBe(0);
  });

  it('lets a malformed input throw rather than answer it as a price refusal', () => {
    const broken = leg({ passengers: null as unknown as LegPriceInput['passengers'] });
    expect(() => priceOrder([broken], 'RMB', RULES)).toThrow(TypeError);
  });
});
