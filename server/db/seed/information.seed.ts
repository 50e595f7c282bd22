import { COMPANY_PROFILE } from './companyProfile.seed';
import { ROUTE_INSTRUCTIONS } from './routeInstructions.seed';
import { putSetting } from './putSetting';
import type { SeedStep } from './seedStep';

/** Base data: /notice and /infoUS read these settings; the operator edits them later. */
export const informationSeed: SeedStep = {
  name: 'base.route-instructions-company-profile',
  demoOnly: false,
  async run(db) {
    await putSetting(db, 'routeInstructions', ROUTE_INSTRUCTIONS);
    await putSetting(db, 'companyProfile', COMPANY_PROFILE);
  },
};
