import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createPartiesRepository } from './parties.repository';
import { partiesRoutes } from './parties.routes';
import { createPartiesService } from './parties.service';

/** The enterprise's address book of parties, whose fields its bookings copy. */
export async function registerParties(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): Promise<void> {
  await app.register(partiesRoutes, { service: createPartiesService({ repository: createPartiesRepository({ db }), clock }) });
}
