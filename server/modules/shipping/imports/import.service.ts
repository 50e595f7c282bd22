import { IMPORT_LIMITS } from '../../../../src/domain/shipping/importPaths';
import { BOOKING_IMPORT_COLUMNS, checkBookingRow, type ImportedBooking } from '../../../../src/domain/shipping/import/bookingImport';
import { CONTAINER_UPLOAD_COLUMNS, checkContainerRows, type UploadedContainer } from '../../../../src/domain/shipping/import/containerUpload';
import { IMPORT_MESSAGES } from '../../../../src/domain/shipping/import/messages';
import { summarise, type SheetRow } from '../../../../src/domain/shipping/import/rows';
import type { BookingImportCheck, BookingImportSaved, ContainerUploadCheck, ContainerUploadSaved } from '../../../../src/domain/shipping/import/types';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { invalidField, notFound } from '../../../lib/errors';
import { bookingNotConfirmed } from '../shipping.errors';
import { SHEET_LIMIT_MESSAGES } from '../../../lib/spreadsheet/messages';
import { readSheet, SheetError, type SheetFault } from '../../../lib/spreadsheet/spreadsheet';
import { insertDraft, type SailingColumns } from '../bookings/bookings.drafts';
import type { BookingLifecycle } from '../bookings/bookings.lifecycle';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { EnterpriseUser } from '../bookings/bookings.service';
import type { ImportRepository } from './import.repository';
import type { TrackingRepository } from '../tracking/tracking.repository';

interface Deps {
  db: Db;
  clock: Clock;
  bookingsFor: (db: Db) => BookingsRepository;
  trackingFor: (db: Db) => TrackingRepository;
  importFor: (db: Db) => ImportRepository;
  lifecycle: BookingLifecycle;
}

const FILE_MESSAGES = { ...IMPORT_MESSAGES, ...SHEET_LIMIT_MESSAGES } satisfies Record<SheetFault, unknown>;

/** The file's rows (parsed in a worker process), or 10422 at `file` saying why it cannot be read. */
async function rowsOf(data: Buffer, columns: number): Promise<SheetRow[]> {
  try {
    return await readSheet(data, { ...IMPORT_LIMITS, columns });
  } catch (error) {
    if (!(error instanceof SheetError)) throw error;
    const text = FILE_MESSAGES[error.fault];
    throw invalidField('file', text.zh, text.ja);
  }
}

/** The rows as answered: what the domain attached for saving stays on the server. */
const publicRow = <T extends { form?: unknown; container?: unknown }>({ form: _form, container: _container, ...row }: T) => row;

/**
 * Booking import and container upload (IMPORT_PATHS). Validating saves nothing; saving reads
 * the same file again, checks every row again in the transaction and writes the valid rows
 * there, all of them or none. Only the caller's enterprise's bookings are ever found.
 */
export function createImportService({ db, clock, bookingsFor, trackingFor, importFor, lifecycle }: Deps) {
  async function checkBookings(tx: Db, data: Buffer): Promise<ImportedBooking[]> {
    const rows = await rowsOf(data, BOOKING_IMPORT_COLUMNS.length);
    const cell = (row: SheetRow, column: number) => (row.cells[column]?.text ?? '').trim().toUpperCase();
    const ports = [...new Set(rows.flatMap((r) => [cell(r, 0), cell(r, 1)]).filter(Boolean))];
    const codes = [...new Set(rows.map((r) => cell(r, 2)).filter(Boolean))];
    const refs = { knownPorts: await bookingsFor(tx).knownPorts(ports), sailings: await importFor(tx).openSailings(codes, clock()) };
    return rows.map((row) => checkBookingRow(row, refs));
  }

  /** The caller's enterprise's booking `bookingNo`, locked, with its lines and numbered containers; Confirmed only. */
  async function confirmedBooking(tx: Db, user: EnterpriseUser, bookingNo: string) {
    const found = await bookingsFor(tx).findByNo(bookingNo.trim().toUpperCase(), user.enterpriseId);
    if (!found) throw notFound();
    const numbering = await trackingFor(tx).bookingForNumbering(found.uuid);
    if (!numbering) throw notFound();
    if (numbering.booking.status !== 'Confirmed') throw bookingNotConfirmed();
    return numbering;
  }

  async function checkContainers(tx: Db, user: EnterpriseUser, bookingNo: string, data: Buffer) {
    const numbering = await confirmedBooking(tx, user, bookingNo);
    const rows = await rowsOf(data, CONTAINER_UPLOAD_COLUMNS.length);
    return { numbering, checked: checkContainerRows(rows, numbering) as UploadedContainer[] };
  }

  return {
    async validateBookings(_user: EnterpriseUser, data: Buffer): Promise<BookingImportCheck> {
      return summarise((await checkBookings(db, data)).map(publicRow));
    },

    /** Every valid row a new Draft, numbered, with its history's first entry; in one transaction. */
    async saveBookings(user: EnterpriseUser, data: Buffer): Promise<BookingImportSaved> {
      return db.transaction(async (tx) => {
        const checked = await checkBookings(tx, data);
        const store = bookingsFor(tx);
        const created: BookingImportSaved['created'] = [];
        for (const { row, form } of checked) {
          if (!form) continue;
          const booking = await insertDraft(tx, { store, lifecycle, now: clock() }, user, form, await sailingColumns(store, form.voyageUuid));
          created.push({ row, uuid: booking.uuid, bookingNo: booking.bookingNo });
        }
        return { check: summarise(checked.map(publicRow)), created };
      });
    },

    async validateContainers(user: EnterpriseUser, bookingNo: string, data: Buffer): Promise<ContainerUploadCheck> {
      return db.transaction(async (tx) => summarise((await checkContainers(tx, user, bookingNo, data)).checked.map(publicRow)));
    },

    /**
     * The valid rows' containers written under the booking's row lock: a second save of the same
     * file waits, then finds the numbers on the booking and writes none of them again.
     */
    async saveContainers(user: EnterpriseUser, bookingNo: string, data: Buffer): Promise<ContainerUploadSaved> {
      return db.transaction(async (tx) => {
        const { numbering, checked } = await checkContainers(tx, user, bookingNo, data);
        const valid = checked.flatMap((r) => (r.container ? [{ row: r.row, ...r.container }] : []));
        if (valid.length) {
          await trackingFor(tx).insertContainers(
            valid.map((c) => ({
              containerNo: c.containerNo,
              containerType: c.containerType,
              sealNo: c.sealNo,
              vgmKg: c.vgmKg,
              bookingUuid: numbering.booking.uuid,
              enterpriseId: numbering.booking.enterpriseId,
              createdBy: user.userId,
              createdAt: clock(),
            })),
          );
        }
        return {
          check: summarise(checked.map(publicRow)),
          bookingNo: numbering.booking.bookingNo,
          saved: valid.map((c) => ({ row: c.row, containerNo: c.containerNo })),
        };
      });
    },
  };
}

/** The sailing's code and vessel, copied onto the booking as the booking form does. */
async function sailingColumns(store: BookingsRepository, voyageUuid: string | undefined): Promise<SailingColumns> {
  const sailing = voyageUuid ? await store.sailing(voyageUuid) : undefined;
  return sailing ? { voyageUuid: sailing.uuid, voyageCode: sailing.code, vessel: sailing.vessel } : { voyageUuid: null, voyageCode: '', vessel: '' };
}
export type ImportService = ReturnType<typeof createImportService>;
