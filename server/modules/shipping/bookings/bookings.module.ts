import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createMessagesRepository, type OnMessage } from '../messages/messages.repository';
import { createPartiesRepository } from '../parties/parties.repository';
import { createBookingLifecycle, type BookingLifecycle } from './bookings.lifecycle';
import { createBookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';
import { createStaffBookings } from './bookings.staff';
import { staffBookingsRoutes } from './bookings.staff.routes';

/**
 * The enterprise's bookings and templates, and the shipping clerk's decisions on them: every move
 * goes through the booking lifecycle (the shared statechart under a row lock), which is handed
 * back for the spreadsheet imports to move their Drafts through the same one.
 */
export async function registerBookings(
  app: FastifyInstance,
  { db, clock, onMessage }: { db: Db; clock: Clock; onMessage?: OnMessage },
): Promise<{ lifecycle: BookingLifecycle }> {
  const repositoryFor = (on: Db) => createBookingsRepository({ db: on });
  const partiesFor = (on: Db) => createPartiesRepository({ db: on });
  const messagesFor = (on: Db) => createMessagesRepository({ db: on, onInsert: onMessage });
  const lifecycle = createBookingLifecycle({ db, clock, repositoryFor, messagesFor });

  await app.register(bookingsRoutes, { service: createBookingsService({ db, clock, repositoryFor, partiesFor, lifecycle }) });
  await app.register(staffBookingsRoutes, { staff: createStaffBookings({ db, repositoryFor, lifecycle }) });
  return { lifecycle };
}
