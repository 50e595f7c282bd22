import type { Currency } from '../../../src/domain/baseData';
import { toMinor } from '../../../src/domain/shipping/dnd';
import type { ContainerType } from '../../../src/domain/shipping/enums';
import { dndTariffTiers, dndTariffs, ports } from '../schema';
import type { SeedStep } from './seedStep';

/**
 * Demurrage and detention tariffs of every seeded port (combined D&D: one clock per container
 * and port, free days then tiered daily rates per container, in the port's currency).
 *
 * The figures follow what carriers on the China–Japan trade publish:
 * - Chinese ports (RMB): dry boxes 7 free days, then three weekly steps that double and triple
 *   (Shanghai 40HC: days 8–14 RMB 300, 15–21 RMB 600, 22+ RMB 900 a day; a 20' costs half);
 *   reefers 4 free days (plug-in and monitoring) at about twice the dry rate.
 * - Japanese ports (JPY): dry boxes 5 free days (Japanese terminals are short of space), then
 *   days 6–10, 11–20 and 21+ (40' ¥6,000 / ¥12,000 / ¥18,000 a day); reefers 3 free days.
 * - Feeder and ferry ports with room to spare (Taicang, Shimonoseki, Hakata) give 3 more free
 *   days; the big hubs (Shanghai, Ningbo, Tokyo, Yokohama) the base figures; everything else 1
 *   more free day.
 */

interface Profile {
  freeDays: number;
  /** lengths of the closed steps (days), then the open one */
  steps: readonly number[];
  /** daily rate of each step, whole currency units */
  rates: readonly number[];
}

const CN: Record<ContainerType, Profile> = {
  '20GP': { freeDays: 7, steps: [7, 7], rates: [150, 300, 450] },
  '40GP': { freeDays: 7, steps: [7, 7], rates: [300, 600, 900] },
  '40HC': { freeDays: 7, steps: [7, 7], rates: [300, 600, 900] },
  '20RF': { freeDays: 4, steps: [6, 7], rates: [350, 700, 1050] },
  '40RF': { freeDays: 4, steps: [6, 7], rates: [600, 1200, 1800] },
};

const JP: Record<ContainerType, Profile> = {
  '20GP': { freeDays: 5, steps: [5, 10], rates: [3000, 6000, 9000] },
  '40GP': { freeDays: 5, steps: [5, 10], rates: [6000, 12000, 18000] },
  '40HC': { freeDays: 5, steps: [5, 10], rates: [6000, 12000, 18000] },
  '20RF': { freeDays: 3, steps: [4, 7], rates: [8000, 16000, 24000] },
  '40RF': { freeDays: 3, steps: [4, 7], rates: [12000, 24000, 36000] },
};

const HUBS = new Set(['CNSHA', 'CNNGB', 'JPTYO', 'JPYOK']);
const GENEROUS = new Set(['CNTAG', 'JPSHS', 'JPHKT']);

/** The tiers of a profile with `freeDays`, in minor units of `currency`. */
function tiersOf(profile: Profile, freeDays: number, currency: Currency) {
  let from = freeDays + 1;
  return profile.rates.map((rate, i) => {
    const length = profile.steps[i];
    const tier = { fromDay: from, toDay: length === undefined ? null : from + length - 1, rateMinor: toMinor(rate, currency) };
    from += length ?? 0;
    return tier;
  });
}

/** Tariffs are base data (published prices): every database has them. */
export const dndTariffsSeed: SeedStep = {
  name: 'base.dnd-tariffs',
  demoOnly: false,
  async run(db) {
    const portRows = await db.select({ code: ports.code, currency: ports.currency }).from(ports);
    for (const port of portRows) {
      const profiles = port.code.startsWith('JP') ? JP : CN;
      const extra = HUBS.has(port.code) ? 0 : GENEROUS.has(port.code) ? 3 : 1;
      for (const [containerType, profile] of Object.entries(profiles) as [ContainerType, Profile][]) {
        const freeDays = profile.freeDays + extra;
        const [tariff] = await db
          .insert(dndTariffs)
          .values({ portCode: port.code, containerType, currency: port.currency, freeDays })
          .returning({ id: dndTariffs.id });
        await db.insert(dndTariffTiers).values(tiersOf(profile, freeDays, port.currency).map((t) => ({ tariffId: tariff!.id, ...t })));
      }
    }
  },
};
