import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingDocuments, bookings, storedFiles, users } from '../../../db/schema';

export type BookingDocumentRow = typeof bookingDocuments.$inferSelect;
type StoredFileRow = typeof storedFiles.$inferSelect;

/** A document with its stored file, its booking's number and who uploaded it. */
export interface DocumentRecord {
  document: BookingDocumentRow;
  file: StoredFileRow;
  bookingNo: string;
  uploader: { logonId: string; nickname: string; cnName: string } | null;
}

/** The documents of the enterprise's bookings: every read and write names the enterprise. */
export function createDocumentsRepository({ db }: { db: Db }) {
  const select = () =>
    db
      .select({
        document: bookingDocuments,
        file: storedFiles,
        bookingNo: bookings.bookingNo,
        uploader: { logonId: users.logonId, nickname: users.nickname, cnName: users.cnName },
      })
      .from(bookingDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, bookingDocuments.fileId))
      .innerJoin(bookings, eq(bookings.uuid, bookingDocuments.bookingUuid))
      .leftJoin(users, eq(users.id, bookingDocuments.uploadedBy));

  return {
    /** The enterprise's booking by number; `lock` takes its row lock, so its status holds until the transaction ends. */
    async booking(enterpriseId: string, bookingNo: string, lock = false) {
      const query = db
        .select({ uuid: bookings.uuid, bookingNo: bookings.bookingNo, status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.bookingNo, bookingNo), eq(bookings.enterpriseId, enterpriseId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async list(enterpriseId: string, bookingUuid: string): Promise<DocumentRecord[]> {
      return select()
        .where(and(eq(bookingDocuments.enterpriseId, enterpriseId), eq(bookingDocuments.bookingUuid, bookingUuid)))
        .orderBy(desc(bookingDocuments.createdAt), desc(bookingDocuments.uuid));
    },

    async find(enterpriseId: string, uuid: string): Promise<DocumentRecord | undefined> {
      const [row] = await select().where(and(eq(bookingDocuments.uuid, uuid), eq(bookingDocuments.enterpriseId, enterpriseId)));
      return row;
    },

    /** The stored file and the document's row, in the caller's transaction. */
    async insert(file: typeof storedFiles.$inferInsert, document: typeof bookingDocuments.$inferInsert): Promise<BookingDocumentRow> {
      await db.insert(storedFiles).values(file);
      const [row] = await db.insert(bookingDocuments).values(document).returning();
      return row!;
    },

    /** Deletes the document and its stored file's record; the storage key of the bytes to remove, or undefined when it was not there. */
    async remove(enterpriseId: string, uuid: string): Promise<string | undefined> {
      const [row] = await db
        .delete(bookingDocuments)
        .where(and(eq(bookingDocuments.uuid, uuid), eq(bookingDocuments.enterpriseId, enterpriseId)))
        .returning({ fileId: bookingDocuments.fileId });
      if (!row) return undefined;
      const [file] = await db.delete(storedFiles).where(eq(storedFiles.id, row.fileId)).returning({ storageKey: storedFiles.storageKey });
      return file?.storageKey;
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
