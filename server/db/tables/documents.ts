import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES, type DocumentType } from '../../../src/domain/shipping/documents';
import { enterprises, storedFiles, users } from './identity';
import { bookings } from './shipping';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Files attached to an enterprise's booking. The bytes and what they are (type found from the
 * content, size, hash) are the stored file's; this row says whose booking it belongs to and what
 * kind of document it is. The enterprise id is repeated so every read is scoped by it directly.
 */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id),
    docType: text('doc_type').$type<DocumentType>().notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('booking_documents_booking_idx').on(t.enterpriseId, t.bookingUuid, t.createdAt),
    check('booking_documents_type_check', sql`${t.docType} in (${sql.raw(DOCUMENT_TYPES.map((v) => `'${v}'`).join(', '))})`),
  ],
);
