import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileStore } from '../../lib/files/fileStore';
import { createAddressesRepository } from './addresses.repository';
import { addressesRoutes } from './addresses.routes';
import { createAddressesService } from './addresses.service';
import { billsRoutes } from './bl.routes';
import { createBillsService } from './bl.service';
import { createBookingLifecycle } from './bookings.lifecycle';
import { createBookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';
import { createCommissionsRepository } from './commissions.repository';
import { commissionsRoutes } from './commissions.routes';
import { createCommissionsService } from './commissions.service';
import { createStaffBookings } from './bookings.staff';
import { createDndRepository } from './dnd.repository';
import { dndRoutes } from './dnd.routes';
import { createDndService } from './dnd.service';
import { createDocumentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';
import { createDocumentsService } from './documents.service';
import { staffBookingsRoutes } from './bookings.staff.routes';
import { createImportRepository } from './import.repository';
import { importRoutes } from './import.routes';
import { createImportService } from './import.service';
import { createMessagesRepository } from './messages.repository';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';
import { createPartiesRepository } from './parties.repository';
import { partiesRoutes } from './parties.routes';
import { createPartiesService } from './parties.service';
import { createTrackingRepository } from './tracking.repository';
import { trackingRoutes } from './tracking.routes';
import { createTrackingService } from './tracking.service';

/**
 * Container shipping: the enterprise's parties, bookings and templates, bills of lading and
 * messages, and the shipping clerk's decisions; every booking move through the booking
 * lifecycle (the shared statechart under a row lock). Then cargo tracking of numbered containers
 * and demurrage and detention.
 */
export async function registerShipping(app: FastifyInstance, { db, clock, fileStore }: { db: Db; clock: Clock; fileStore: FileStore }): Promise<void> {
  const repositoryFor = (on: Db) => createBookingsRepository({ db: on });
  const partiesFor = (on: Db) => createPartiesRepository({ db: on });
  const messagesFor = (on: Db) => createMessagesRepository({ db: on });
  const lifecycle = createBookingLifecycle({ db, clock, repositoryFor, messagesFor });

  await app.register(partiesRoutes, { service: createPartiesService({ repository: partiesFor(db), clock }) });
  await app.register(bookingsRoutes, { service: createBookingsService({ db, clock, repositoryFor, partiesFor, lifecycle }) });
  await app.register(billsRoutes, { service: createBillsService({ repository: repositoryFor(db) }) });
  await app.register(messagesRoutes, { service: createMessagesService({ repository: messagesFor(db), clock }) });
  await app.register(staffBookingsRoutes, { staff: createStaffBookings({ db, repositoryFor, lifecycle }) });

  // Part two: numbered containers with their tracking events, and demurrage and detention.
  const trackingFor = (on: Db) => createTrackingRepository({ db: on });
  await app.register(trackingRoutes, { service: createTrackingService({ db, clock, repositoryFor: trackingFor }) });
  await app.register(dndRoutes, { service: createDndService({ db, clock, dndFor: (on: Db) => createDndRepository({ db: on }), tracking: trackingFor(db) }) });

  // The enterprise's loading addresses, where its containers are stuffed or picked up.
  await app.register(addressesRoutes, { service: createAddressesService({ repository: createAddressesRepository({ db }), clock }) });
  // Documents attached to the enterprise's bookings, their bytes in the file store.
  await app.register(documentsRoutes, { service: createDocumentsService({ db, clock, store: fileStore, repositoryFor: (on: Db) => createDocumentsRepository({ db: on }) }) });
  // Rail carriage of a booking's containers, commissioned by the enterprise and decided by the shipping clerk.
  await app.register(commissionsRoutes, { service: createCommissionsService({ db, clock, messagesFor, repositoryFor: (on: Db) => createCommissionsRepository({ db: on }) }) });

  // Spreadsheet imports: bookings as Drafts, and the containers of a Confirmed booking.
  await app.register(importRoutes, {
    service: createImportService({ db, clock, bookingsFor: repositoryFor, trackingFor, importFor: (on: Db) => createImportRepository({ db: on }), lifecycle }),
  });
}
