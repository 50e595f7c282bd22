import { EB_BASE } from '../apiPaths';

/**
 * The spreadsheet imports (spec section 7: ebBookingImport/{mapping}); the mappings and bodies
 * are our design, described in the OpenAPI document. Paths are without the /api prefix.
 * Uploads are multipart with the file in the field `file` (.xlsx, at most 2 MB, 500 rows).
 */
const IMPORT = `${EB_BASE}/ebBookingImport`;

export const IMPORT_PATHS = {
  /** GET ?lang=zh|jp: the booking import template (.xlsx) */
  bookingTemplate: `${IMPORT}/downloadTemplate`,
  /** POST multipart file: ImportCheck of every row, nothing saved */
  validateBookings: `${IMPORT}/validate`,
  /** POST multipart file: checked again, the valid rows saved as Drafts in one transaction -> BookingImportSaved */
  saveBookings: `${IMPORT}/save`,
  /** GET ?lang=zh|jp: the container upload template (.xlsx) */
  containerTemplate: `${IMPORT}/uploadContainers/downloadTemplate`,
  /** POST multipart file, ?bookingNo= of a Confirmed booking: ImportCheck, nothing saved */
  validateContainers: `${IMPORT}/uploadContainers/validate`,
  /** POST multipart file, ?bookingNo=: checked again under the booking's lock, the valid rows written -> ContainerUploadSaved */
  saveContainers: `${IMPORT}/uploadContainers/save`,
} as const;

/** Upload limits, shown on the screens and enforced by the server. */
export const IMPORT_LIMITS = { maxBytes: 2 * 1024 * 1024, maxUnpackedBytes: 50 * 1024 * 1024, maxRows: 500 } as const;
