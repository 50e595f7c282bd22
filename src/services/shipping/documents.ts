import type { BookingDocument, DocumentType } from '../../domain/shipping/documents';
import { DOCUMENT_PATHS } from '../../domain/shipping/entrustPaths';
import { http, type CallOptions } from '../http';

/** Documents of the enterprise's bookings (DOCUMENT_PATHS, `{ code: 0 }` family). */

/** The documents of one of the enterprise's bookings, newest first (10404 when not the enterprise's). */
export function getBookingDocuments(bookingNo: string, options?: CallOptions): Promise<BookingDocument[]> {
  return http.get<BookingDocument[]>(DOCUMENT_PATHS.list, { bookingNo }, options);
}

/**
 * Sends one file with its booking and kind, reporting progress in whole percent. The server
 * decides what the file is from its content; a refusal rejects with an ApiError naming `file`,
 * `bookingNo` or `docType`.
 */
export function uploadBookingDocument(
  upload: { bookingNo: string; docType: DocumentType; file: File },
  onProgress: (percent: number) => void,
): Promise<BookingDocument> {
  const form = new FormData();
  // The fields come before the file: the server reads the parts in order.
  form.append('bookingNo', upload.bookingNo);
  form.append('docType', upload.docType);
  form.append('file', upload.file, upload.file.name);
  return http.upload<BookingDocument>(DOCUMENT_PATHS.upload, form, onProgress);
}

/** The document's bytes, fetched with the session's token. */
export function downloadBookingDocument(uuid: string, options?: CallOptions): Promise<Blob> {
  return http.getBlob(DOCUMENT_PATHS.download, { uuid }, options);
}

export function deleteBookingDocument(uuid: string): Promise<unknown> {
  return http.post(DOCUMENT_PATHS.remove, { uuid });
}
