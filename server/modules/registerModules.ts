import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mail/mailer';
import { createAnnouncementsRepository } from './announcements/announcements.repository';
import { announcementsRoutes } from './announcements/announcements.routes';
import { createAnnouncementsService } from './announcements/announcements.service';
import { createBaseDataRepository } from './baseData/baseData.repository';
import { baseDataRoutes } from './baseData/baseData.routes';
import { createBaseDataService } from './baseData/baseData.service';
import { createSettingsRepository } from './settings/settings.repository';
import { siteConfigRoutes } from './siteConfig/siteConfig.routes';
import { createSiteConfigService } from './siteConfig/siteConfig.service';

export interface ModuleDeps {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
}

/** Builds each module's repositories and services from the shared dependencies and registers its routes. */
export async function registerModules(app: FastifyInstance, { db, clock }: ModuleDeps): Promise<void> {
  const settings = createSettingsRepository({ db });

  const baseData = createBaseDataService({ repository: createBaseDataRepository({ db }), settings, clock });
  await app.register(baseDataRoutes, { service: baseData });

  const announcements = createAnnouncementsService({ repository: createAnnouncementsRepository({ db }), clock });
  await app.register(announcementsRoutes, { service: announcements });

  await app.register(siteConfigRoutes, { service: createSiteConfigService({ settings }) });
}
