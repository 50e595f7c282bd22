import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { createBookingsRepository } from '../bookings/bookings.repository';
import { billsRoutes } from './bl.routes';
import { createBillsService } from './bl.service';

/** The enterprise's bills of lading, read from its bookings' rows, and their PDF. */
export async function registerBills(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  await app.register(billsRoutes, { service: createBillsService({ repository: createBookingsRepository({ db }) }) });
}
