import { createSettingsRepository } from '../../modules/settings/settings.repository';
import { COMPANY_PROFILE } from './companyProfile.seed';
import { ROUTE_INSTRUCTIONS } from './routeInstructions.seed';
import type { SeedStep } from './seedStep';

/** Base data: /notice and /infoUS read these settings; the operator edits them later. */
export const informationSeed: SeedStep = {
  name: 'base.route-instructions-company-profile',
  demoOnly: false,
  async run(db) {
    const settings = createSettingsRepository({ db });
    await settings.put('routeInstructions', ROUTE_INSTRUCTIONS);
    await settings.put('companyProfile', COMPANY_PROFILE);
  },
};
