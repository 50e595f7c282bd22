import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  DOCUMENT_BOOKING_STATUSES,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TYPES,
  type BookingDocument,
  type DocumentMimeType,
  type DocumentType,
} from '../../../../src/domain/shipping/documents';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { notFound } from '../../../lib/errors';
import type { FileStore } from '../../../lib/files/fileStore';
import { isUuid } from '../../../../src/domain/ids';
import { fileMissing } from '../../files/files.errors';
import type { EnterpriseUser } from '../bookings/bookings.service';
import type { DocumentRecord, DocumentsRepository } from './documents.repository';
import { documentBookingClosed, shippingFields } from '../shipping.errors';

/** The purpose of a booking document's stored file, and the folder of its bytes. */
const BOOKING_DOCUMENT = 'booking-document';

export interface DocumentUpload {
  bookingNo: string;
  docType: string;
  name: string;
  data: Buffer;
}

/**
 * A name fit to show and to send back in Content-Disposition: the last segment of any path, without
 * control or bidirectional-override characters (which could disguise "gpj.exe" as "exe.jpg"),
 * at most 120 characters with its extension kept. The bytes are stored under a key the server makes.
 */
export function documentName(name: string, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\x00-\x1f\x7f"\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (!base || base === '.' || base === '..') return `document.${extension}`;
  if (base.length <= 120) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 120 - ext.length) + ext;
}

const toDocument = ({ document, file, bookingNo, uploader }: DocumentRecord): BookingDocument => ({
  uuid: document.uuid,
  bookingNo,
  docType: document.docType,
  name: file.originalName,
  mimeType: file.mimeType as DocumentMimeType,
  size: file.size,
  uploadedAt: document.createdAt.toISOString(),
  uploadedBy: uploader ? uploader.cnName || uploader.nickname || uploader.logonId : '',
});

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => DocumentsRepository;
  store: FileStore;
  clock: Clock;
}

/**
 * Documents of the enterprise's bookings (DOCUMENT_PATHS). What a file is, is read from its
 * content (file-type), never from its name or the type the browser claims. Another enterprise's
 * booking or document answers 10404 like an unknown one.
 */
export function createDocumentsService({ db, repositoryFor, store, clock }: Deps) {
  const repository = repositoryFor(db);

  const bookingOf = async (user: EnterpriseUser, bookingNo: string) => {
    const booking = bookingNo ? await repository.booking(user.enterpriseId, bookingNo.trim().toUpperCase()) : undefined;
    if (!booking) throw notFound();
    return booking;
  };

  return {
    async list(user: EnterpriseUser, bookingNo: string): Promise<BookingDocument[]> {
      const booking = await bookingOf(user, bookingNo);
      return (await repository.list(user.enterpriseId, booking.uuid)).map(toDocument);
    },

    /** Checks the fields and the content, then keeps the bytes and both rows; a booking closed meanwhile refuses (10500). */
    async upload(user: EnterpriseUser, upload: DocumentUpload): Promise<BookingDocument> {
      const bookingNo = upload.bookingNo.trim().toUpperCase();
      const faults: Parameters<typeof shippingFields>[0] = {};
      if (!bookingNo) faults.bookingNo = 'documentBookingRequired';
      if (!(DOCUMENT_TYPES as readonly string[]).includes(upload.docType)) faults.docType = 'documentTypeRequired';
      if (Object.keys(faults).length) throw shippingFields(faults);
      if (upload.data.length === 0) throw fileMissing();
      const type = await fileTypeFromBuffer(upload.data);
      const extension = type && (DOCUMENT_MIME_TYPES as Record<string, string>)[type.mime];
      if (!type || !extension) throw shippingFields({ file: 'documentFileType' });

      const id = randomUUID();
      const storageKey = `${BOOKING_DOCUMENT}/${id}.${extension}`;
      const now = clock();
      await store.put(storageKey, upload.data);
      try {
        const uuid = await db.transaction(async (tx) => {
          const on = repositoryFor(tx);
          const booking = await on.booking(user.enterpriseId, bookingNo, true);
          if (!booking) throw notFound();
          if (!(DOCUMENT_BOOKING_STATUSES as readonly string[]).includes(booking.status)) {
            throw documentBookingClosed();
          }
          const file = {
            id,
            purpose: BOOKING_DOCUMENT,
            originalName: documentName(upload.name, extension),
            mimeType: type.mime,
            size: upload.data.length,
            sha256: createHash('sha256').update(upload.data).digest('hex'),
            storageKey,
            ownerUserId: user.userId,
            createdAt: now,
          };
          const row = await on.insert(file, {
            enterpriseId: user.enterpriseId,
            bookingUuid: booking.uuid,
            fileId: id,
            docType: upload.docType as DocumentType,
            uploadedBy: user.userId,
            createdAt: now,
          });
          return row.uuid;
        });
        return toDocument((await repository.find(user.enterpriseId, uuid))!);
      } catch (error) {
        await store.remove(storageKey);
        throw error;
      }
    },

    async open(user: EnterpriseUser, uuid: string): Promise<{ stream: Readable; name: string; mimeType: string; size: number }> {
      const record = isUuid(uuid) ? await repository.find(user.enterpriseId, uuid) : undefined;
      if (!record) throw notFound();
      return { stream: await store.open(record.file.storageKey), name: record.file.originalName, mimeType: record.file.mimeType, size: record.file.size };
    },

    /** Removes the rows in one statement pair; the bytes go after the commit (a failed removal leaves an unreferenced file, never a dangling row). */
    async remove(user: EnterpriseUser, uuid: string): Promise<void> {
      const storageKey = isUuid(uuid) ? await db.transaction((tx) => repositoryFor(tx).remove(user.enterpriseId, uuid)) : undefined;
      if (!storageKey) throw notFound();
      await store.remove(storageKey);
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
