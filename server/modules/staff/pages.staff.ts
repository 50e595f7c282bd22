import type { CompanyProfile, RouteInstruction, RouteInstructions } from '../../../src/domain/information';
import type { Db } from '../../db/client';
import { createSettingsRepository } from '../settings/settings.repository';
import { recordStaffAction } from './audit';

/**
 * The editor's information pages: the notice page's route instructions and the about page's
 * company profile (settings routeInstructions and companyProfile). Their shape is checked by the
 * routes' schemas; each save is audited with the text before and after.
 */
export function createStaffPages({ db }: { db: Db }) {
  const settings = createSettingsRepository({ db });

  return {
    routeInstructions: (): Promise<RouteInstructions> => settings.require('routeInstructions'),
    companyProfile: (): Promise<CompanyProfile> => settings.require('companyProfile'),

    /** A new text gets the next version (the notice page and orders name the version they showed). */
    saveRouteInstructions(staffId: string, routes: RouteInstruction[]): Promise<RouteInstructions> {
      return db.transaction(async (tx) => {
        const store = createSettingsRepository({ db: tx });
        const before = await store.lock('routeInstructions');
        const after: RouteInstructions = { version: (before?.version ?? 0) + 1, routes };
        await store.put('routeInstructions', after);
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'setting.routeInstructions',
          recordType: 'page',
          recordId: 'routeInstructions',
          before: before ?? null,
          after,
        });
        return after;
      });
    },

    saveCompanyProfile(staffId: string, profile: CompanyProfile): Promise<CompanyProfile> {
      return db.transaction(async (tx) => {
        const store = createSettingsRepository({ db: tx });
        const before = await store.lock('companyProfile');
        await store.put('companyProfile', profile);
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'setting.companyProfile',
          recordType: 'page',
          recordId: 'companyProfile',
          before: before ?? null,
          after: profile,
        });
        return profile;
      });
    },
  };
}
export type StaffPages = ReturnType<typeof createStaffPages>;
