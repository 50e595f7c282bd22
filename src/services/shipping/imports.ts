import type { Lang } from '../../domain/lang';
import { IMPORT_PATHS } from '../../domain/shipping/importPaths';
import type { BookingImportCheck, BookingImportSaved, ContainerUploadCheck, ContainerUploadSaved } from '../../domain/shipping/import/types';
import { http, type CallOptions } from '../http';

/** The spreadsheet imports (IMPORT_PATHS, the `{ code: 0 }` family); uploads report progress in whole percent. */

type Progress = (percent: number) => void;

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** The template (.xlsx) of the booking import or of the container upload, headers in `lang`. */
export function downloadImportTemplate(kind: 'bookings' | 'containers', lang: Lang, options?: CallOptions): Promise<Blob> {
  return http.getBlob(kind === 'bookings' ? IMPORT_PATHS.bookingTemplate : IMPORT_PATHS.containerTemplate, { lang }, options);
}

export function validateBookingFile(file: File, onProgress?: Progress): Promise<BookingImportCheck> {
  return http.upload<BookingImportCheck>(IMPORT_PATHS.validateBookings, fileForm(file), onProgress);
}

/** The same file again: checked again on the server, its valid rows saved as Drafts. */
export function saveBookingFile(file: File, onProgress?: Progress): Promise<BookingImportSaved> {
  return http.upload<BookingImportSaved>(IMPORT_PATHS.saveBookings, fileForm(file), onProgress);
}

export function validateContainerFile(bookingNo: string, file: File, onProgress?: Progress): Promise<ContainerUploadCheck> {
  return http.upload<ContainerUploadCheck>(IMPORT_PATHS.validateContainers, fileForm(file), onProgress, { bookingNo });
}

export function saveContainerFile(bookingNo: string, file: File, onProgress?: Progress): Promise<ContainerUploadSaved> {
  return http.upload<ContainerUploadSaved>(IMPORT_PATHS.saveContainers, fileForm(file), onProgress, { bookingNo });
}
