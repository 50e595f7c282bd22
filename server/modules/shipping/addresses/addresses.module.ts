import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createAddressesRepository } from './addresses.repository';
import { addressesRoutes } from './addresses.routes';
import { createAddressesService } from './addresses.service';

/** The enterprise's loading addresses, where its containers are stuffed or picked up. */
export async function registerAddresses(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): Promise<void> {
  await app.register(addressesRoutes, { service: createAddressesService({ repository: createAddressesRepository({ db }), clock }) });
}
