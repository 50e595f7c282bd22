import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { FileStore } from '../../../lib/files/fileStore';
import { createDocumentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';
import { createDocumentsService } from './documents.service';

/** Documents attached to the enterprise's bookings, their bytes in the file store. */
export async function registerDocuments(app: FastifyInstance, { db, clock, fileStore }: { db: Db; clock: Clock; fileStore: FileStore }): Promise<void> {
  await app.register(documentsRoutes, {
    service: createDocumentsService({ db, clock, store: fileStore, repositoryFor: (on: Db) => createDocumentsRepository({ db: on }) }),
  });
}
