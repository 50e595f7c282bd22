import { fuelSurcharges } from '../schema';
import type { SeedStep } from './seedStep';

/** First day of the month `monthsBack` months before `now` (UTC), as YYYY-MM-DD. */
function monthStart(now: Date, monthsBack: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 10);
}

/**
 * Per paying ticket, in the departure country's currency. The previous period
 * is kept as history: only the current rows are served.
 */
export const fuelSurchargesSeed: SeedStep = {
  name: 'base.fuel-surcharges',
  demoOnly: false,
  async run(db, { now }) {
    const previousFrom = monthStart(now, 8);
    const currentFrom = monthStart(now, 2);
    await db.insert(fuelSurcharges).values([
      { departureCountry: 'CN', currency: 'RMB', amount: 240, effectiveFrom: previousFrom, effectiveTo: currentFrom },
      { departureCountry: 'JP', currency: 'JPY', amount: 5000, effectiveFrom: previousFrom, effectiveTo: currentFrom },
      { departureCountry: 'CN', currency: 'RMB', amount: 200, effectiveFrom: currentFrom },
      { departureCountry: 'JP', currency: 'JPY', amount: 4000, effectiveFrom: currentFrom },
    ]);
  },
};
