import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createMessagesRepository, type OnMessage } from '../messages/messages.repository';
import { createTrackingRepository } from './tracking.repository';
import { trackingRoutes } from './tracking.routes';
import { createTrackingService } from './tracking.service';

/** Numbered containers with their tracking events; numbering them tells the enterprise (`onMessage`: its mail). */
export async function registerTracking(app: FastifyInstance, { db, clock, onMessage }: { db: Db; clock: Clock; onMessage?: OnMessage }): Promise<void> {
  await app.register(trackingRoutes, {
    service: createTrackingService({
      db,
      clock,
      repositoryFor: (on: Db) => createTrackingRepository({ db: on }),
      messagesFor: (on: Db) => createMessagesRepository({ db: on, onInsert: onMessage }),
    }),
  });
}
