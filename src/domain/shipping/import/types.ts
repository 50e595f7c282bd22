import type { BookingImportColumn } from './bookingImport';
import type { ContainerUploadColumn } from './containerUpload';
import type { ImportCheck } from './rows';

export type BookingImportCheck = ImportCheck<BookingImportColumn>;
export type ContainerUploadCheck = ImportCheck<ContainerUploadColumn>;

/** The booking import saved: the check it was saved after, and the Draft made of each valid row. */
export interface BookingImportSaved {
  check: BookingImportCheck;
  created: { row: number; uuid: string; bookingNo: string }[];
}

/** The container upload saved: the check it was saved after, and the containers written. */
export interface ContainerUploadSaved {
  check: ContainerUploadCheck;
  bookingNo: string;
  saved: { row: number; containerNo: string }[];
}
