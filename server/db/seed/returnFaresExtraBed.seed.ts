import { and, eq, isNull } from 'drizzle-orm';
import type { Currency } from '../../../src/domain/baseData';
import { EXTRA_BED_FARE } from '../../../src/domain/ticketing/order';
import { dictionaryItems, fares, fuelSurcharges, ports, routes } from '../schema';
import type { SeedStep } from './seedStep';
import { rounded } from './voyages.seed';

/** The extra bed costs this share of the adult fare of the cabin, in each currency. */
const EXTRA_BED_SHARE = 0.3;

/** Surcharge per paying ticket quoted in the other country's currency (a round trip's return leg). */
const OTHER_CURRENCY_SURCHARGE: Record<'CN' | 'JP', { currency: Currency; amount: number }> = {
  JP: { currency: 'RMB', amount: 200 },
  CN: { currency: 'JPY', amount: 4000 },
};

const otherCurrency = (currency: Currency): Currency => (currency === 'RMB' ? 'JPY' : 'RMB');

type FareInsert = typeof fares.$inferInsert;

/**
 * A round trip is paid in the currency of its first departure port (src/domain/ticketing/price.ts),
 * so every route direction also needs its fares and surcharge in the other country's currency:
 * a JP->CN leg in RMB costs what the CN->JP leg costs in RMB, and the other way round. And the
 * extra bed (cabins whose SHIPPING_CLASS_TYPE allows one) is priced as a fare row of the
 * EXTRA_BED pseudo ticket type, in both currencies.
 *
 * Built from the rows already in the database (not from the seed constants), so the copies
 * match whatever fares and dates an existing database holds.
 */
export const returnFaresExtraBedSeed: SeedStep = {
  name: 'base.return-fares-extra-bed',
  demoOnly: false,
  async run(db) {
    const routeRows = await db
      .select({ code: routes.code, from: routes.departurePort, to: routes.arrivalPort, currency: ports.currency })
      .from(routes)
      .innerJoin(ports, eq(ports.code, routes.departurePort));
    const current = await db.select().from(fares).where(isNull(fares.effectiveTo));
    const extraBedCabins = (
      await db.select({ code: dictionaryItems.code, extra: dictionaryItems.extra }).from(dictionaryItems).where(eq(dictionaryItems.type, 'SHIPPING_CLASS_TYPE'))
    )
      .filter((c) => c.extra.extraBedAllowed === true)
      .map((c) => c.code);

    const exists = new Set(current.map((f) => `${f.routeCode}|${f.cabinClass}|${f.ticketType}|${f.currency}`));
    const rows: FareInsert[] = [];
    const add = (row: FareInsert) => {
      const key = `${row.routeCode}|${row.cabinClass}|${row.ticketType}|${row.currency}`;
      if (exists.has(key)) return;
      exists.add(key);
      rows.push(row);
    };

    for (const route of routeRows) {
      const own = current.filter((f) => f.routeCode === route.code && f.currency === route.currency);
      const effectiveFrom = own[0]?.effectiveFrom;
      if (!effectiveFrom) continue;
      const reverse = routeRows.find((r) => r.from === route.to && r.to === route.from);
      const other = otherCurrency(route.currency);
      const copied = reverse
        ? current
            .filter((f) => f.routeCode === reverse.code && f.currency === other && f.ticketType !== EXTRA_BED_FARE)
            .map((f) => ({ routeCode: route.code, cabinClass: f.cabinClass, ticketType: f.ticketType, amount: f.amount, currency: other, effectiveFrom }))
        : [];
      copied.forEach(add);

      for (const [currency, table] of [
        [route.currency, own],
        [other, copied],
      ] as const) {
        for (const cabinClass of extraBedCabins) {
          const adult = table.find((f) => f.cabinClass === cabinClass && f.ticketType === 'ADULT');
          if (adult)
            add({
              routeCode: route.code,
              cabinClass,
              ticketType: EXTRA_BED_FARE,
              amount: rounded(adult.amount * EXTRA_BED_SHARE, currency),
              currency,
              effectiveFrom,
            });
        }
      }
    }
    if (rows.length > 0) await db.insert(fares).values(rows);

    for (const [country, { currency, amount }] of Object.entries(OTHER_CURRENCY_SURCHARGE) as ['CN' | 'JP', { currency: Currency; amount: number }][]) {
      const [native] = await db
        .select({ effectiveFrom: fuelSurcharges.effectiveFrom })
        .from(fuelSurcharges)
        .where(and(eq(fuelSurcharges.departureCountry, country), eq(fuelSurcharges.currency, otherCurrency(currency)), isNull(fuelSurcharges.effectiveTo)));
      if (native) await db.insert(fuelSurcharges).values({ departureCountry: country, currency, amount, effectiveFrom: native.effectiveFrom });
    }
  },
};
