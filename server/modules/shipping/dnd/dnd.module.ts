import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createMessagesRepository, type OnMessage } from '../messages/messages.repository';
import { createTrackingRepository } from '../tracking/tracking.repository';
import { createFreeTimeSweep, type FreeTimeSweep } from './dnd.reminders';
import { createDndRepository } from './dnd.repository';
import { dndRoutes } from './dnd.routes';
import { createDndService } from './dnd.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** writes the free-time-ending reminders of running containers; started by main.ts, run by hand in tests (`round`) */
    freeTimeSweep: FreeTimeSweep;
  }
}

/**
 * Demurrage and detention: the tariffs, the estimate, the running charges of tracked containers,
 * and the sweep that tells the enterprise when a container's free time is about to end.
 */
export async function registerDnd(app: FastifyInstance, { db, clock, onMessage }: { db: Db; clock: Clock; onMessage?: OnMessage }): Promise<void> {
  const dndFor = (on: Db) => createDndRepository({ db: on });
  await app.register(dndRoutes, {
    service: createDndService({ db, clock, dndFor, tracking: createTrackingRepository({ db }) }),
  });
  const sweep = createFreeTimeSweep({
    db,
    clock,
    dndFor,
    trackingFor: (on: Db) => createTrackingRepository({ db: on }),
    messagesFor: (on: Db) => createMessagesRepository({ db: on, onInsert: onMessage }),
    log: app.log,
  });
  app.decorate('freeTimeSweep', sweep);
  app.addHook('onClose', () => sweep.stop());
}
