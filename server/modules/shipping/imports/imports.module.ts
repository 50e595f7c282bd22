import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { BookingLifecycle } from '../bookings/bookings.lifecycle';
import { createBookingsRepository } from '../bookings/bookings.repository';
import { createTrackingRepository } from '../tracking/tracking.repository';
import { createImportRepository } from './import.repository';
import { importRoutes } from './import.routes';
import { createImportService } from './import.service';

interface Deps {
  db: Db;
  clock: Clock;
  /** the bookings' lifecycle: imported bookings are created as Drafts through it, like those typed in */
  lifecycle: BookingLifecycle;
}

/** Spreadsheet imports: bookings as Drafts, and the containers of a Confirmed booking. */
export async function registerImports(app: FastifyInstance, { db, clock, lifecycle }: Deps): Promise<void> {
  await app.register(importRoutes, {
    service: createImportService({
      db,
      clock,
      bookingsFor: (on: Db) => createBookingsRepository({ db: on }),
      trackingFor: (on: Db) => createTrackingRepository({ db: on }),
      importFor: (on: Db) => createImportRepository({ db: on }),
      lifecycle,
    }),
  });
}
