import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createMessagesRepository, type OnMessage } from '../messages/messages.repository';
import { createCommissionsRepository } from './commissions.repository';
import { commissionsRoutes } from './commissions.routes';
import { createCommissionsService } from './commissions.service';

/** Rail carriage of a booking's containers, commissioned by the enterprise and decided by the shipping clerk. */
export async function registerCommissions(app: FastifyInstance, { db, clock, onMessage }: { db: Db; clock: Clock; onMessage?: OnMessage }): Promise<void> {
  await app.register(commissionsRoutes, {
    service: createCommissionsService({
      db,
      clock,
      messagesFor: (on: Db) => createMessagesRepository({ db: on, onInsert: onMessage }),
      repositoryFor: (on: Db) => createCommissionsRepository({ db: on }),
    }),
  });
}
