/**
 * Documents attached to a booking (packing list, invoice, ...): what may be uploaded, decided by
 * the file's content on the server, never by its name.
 */

export const DOCUMENT_TYPES = ['PACKING_LIST', 'COMMERCIAL_INVOICE', 'CERTIFICATE', 'OTHER'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** At most 10 MB a file. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The content types accepted, with the extension a stored file gets. */
export const DOCUMENT_MIME_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type DocumentMimeType = keyof typeof DOCUMENT_MIME_TYPES;

/** What the file picker offers; the server checks the content again. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.docx';

/** Booking statuses a document may still be uploaded to (a cancelled or shut-out booking keeps its documents, read-only). */
export const DOCUMENT_BOOKING_STATUSES = ['Draft', 'Submitted', 'Confirmed'] as const;

export interface BookingDocument {
  uuid: string;
  bookingNo: string;
  docType: DocumentType;
  /** the name as uploaded, without folders or control characters */
  name: string;
  mimeType: DocumentMimeType;
  size: number;
  uploadedAt: string;
  /** the uploader's name (or logon id) */
  uploadedBy: string;
}
