import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createTrackingRepository } from '../tracking/tracking.repository';
import { createDndRepository } from './dnd.repository';
import { dndRoutes } from './dnd.routes';
import { createDndService } from './dnd.service';

/** Demurrage and detention: the tariffs, the estimate, and the running charges of tracked containers. */
export async function registerDnd(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): Promise<void> {
  await app.register(dndRoutes, {
    service: createDndService({ db, clock, dndFor: (on: Db) => createDndRepository({ db: on }), tracking: createTrackingRepository({ db }) }),
  });
}
