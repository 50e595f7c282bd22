import { announcementsSeed } from './announcements.seed';
import { containerTrackingSeed } from './containerTracking.seed';
import { countriesSeed } from './countries.seed';
import { dndTariffsSeed } from './dndTariffs.seed';
import { dictionariesSeed } from './dictionaries.seed';
import { fuelSurchargesSeed } from './fuelSurcharges.seed';
import { informationSeed } from './information.seed';
import { moreAnnouncementsSeed } from './moreAnnouncements.seed';
import { passengerNoticeSeed } from './passengerNotice.seed';
import { portsSeed } from './ports.seed';
import { returnFaresExtraBedSeed } from './returnFaresExtraBed.seed';
import type { SeedStep } from './seedStep';
import { settingsSeed } from './settings.seed';
import { shippingSeed } from './shipping.seed';
import { usersSeed } from './users.seed';
import { routesAndFaresSeed, voyagesSeed } from './voyages.seed';
import { saleUnitsSeed } from './saleUnits.seed';

/**
 * Every seed step, in the order they run. Later features append their own steps
 * here (never reorder or rename existing ones: the names are recorded in seed_log).
 */
export const seedSteps: readonly SeedStep[] = [
  dictionariesSeed,
  countriesSeed,
  portsSeed,
  fuelSurchargesSeed,
  settingsSeed,
  announcementsSeed,
  usersSeed,
  routesAndFaresSeed,
  voyagesSeed,
  returnFaresExtraBedSeed,
  passengerNoticeSeed,
  informationSeed,
  moreAnnouncementsSeed,
  shippingSeed,
  dndTariffsSeed,
  containerTrackingSeed,
  saleUnitsSeed,
];
