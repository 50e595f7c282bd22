import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createTrackingRepository } from './tracking.repository';
import { trackingRoutes } from './tracking.routes';
import { createTrackingService } from './tracking.service';

/** Numbered containers with their tracking events. */
export async function registerTracking(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): Promise<void> {
  await app.register(trackingRoutes, { service: createTrackingService({ db, clock, repositoryFor: (on: Db) => createTrackingRepository({ db: on }) }) });
}
