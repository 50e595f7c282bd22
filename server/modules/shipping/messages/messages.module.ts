import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createMessagesRepository } from './messages.repository';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';

/** A user's messages and their read flags; the booking and commission moves write them. */
export async function registerMessages(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): Promise<void> {
  await app.register(messagesRoutes, { service: createMessagesService({ repository: createMessagesRepository({ db }), clock }) });
}
