import type { FastifyInstance } from 'fastify';
import type { OnMessage } from './messages/messages.repository';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileStore } from '../../lib/files/fileStore';
import { registerAddresses } from './addresses/addresses.module';
import { registerBills } from './bills/bills.module';
import { registerBookings } from './bookings/bookings.module';
import { registerCommissions } from './commissions/commissions.module';
import { registerDnd } from './dnd/dnd.module';
import { registerDocuments } from './documents/documents.module';
import { registerImports } from './imports/imports.module';
import { registerMessages } from './messages/messages.module';
import { registerParties } from './parties/parties.module';
import { registerTracking } from './tracking/tracking.module';

/**
 * Container shipping, one folder per area, each building its services and registering its routes.
 * The booking lifecycle is the one thing shared: the imports create their Drafts through it.
 */
/** `onMessage`: each message to an enterprise or user, in its decision's transaction (its mail goes to the outbox). */
export async function registerShipping(
  app: FastifyInstance,
  { db, clock, fileStore, onMessage }: { db: Db; clock: Clock; fileStore: FileStore; onMessage?: OnMessage },
): Promise<void> {
  await registerParties(app, { db, clock });
  const { lifecycle } = await registerBookings(app, { db, clock, onMessage });
  await registerBills(app, { db });
  await registerMessages(app, { db, clock });
  await registerTracking(app, { db, clock, onMessage });
  await registerDnd(app, { db, clock, onMessage });
  await registerAddresses(app, { db, clock });
  await registerDocuments(app, { db, clock, fileStore });
  await registerCommissions(app, { db, clock, onMessage });
  await registerImports(app, { db, clock, lifecycle });
}
