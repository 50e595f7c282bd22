import type { Page } from '../../../../src/domain/envelope';
import type { BookingStatusAnswer, BookingView, StaffBookingPageQuery, StaffBookingSummary } from '../../../../src/domain/shipping/types';
import { bookingStatusOf, type BookingEvent } from '../../../../src/machines/booking.machine';
import type { Db } from '../../../db/client';
import { sameState } from '../../../lib/stateValue';
import { recordStaffAction } from '../../staff/audit';
import type { BookingLifecycle } from './bookings.lifecycle';
import type { BookingsRepository } from './bookings.repository';
import { bookingFilterOf, bookingReads } from './bookings.service';
import { statusAnswer } from './bookings.view';

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => BookingsRepository;
  lifecycle: BookingLifecycle;
}

/**
 * The shipping clerk's calls (STAFF_BOOKING_PATHS) on every enterprise's bookings. Each move
 * goes through the booking lifecycle under the row lock: history with the clerk, and the
 * enterprise's message, in the move's transaction.
 */
export function createStaffBookings({ db, repositoryFor, lifecycle }: Deps) {
  const repository = repositoryFor(db);
  const reads = bookingReads(repository);
  const move = async (staffId: string, uuid: string, event: BookingEvent, note?: string): Promise<BookingStatusAnswer> => {
    const { booking } = await db.transaction(async (tx) => {
      const moved = await lifecycle.move(uuid, event, { actor: 'staff', userId: staffId, note: note ?? null }, tx);
      // Audited in the move's transaction; a move that stayed put changed nothing to audit.
      if (!sameState(moved.from, moved.to)) {
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: event.type,
          recordType: 'booking',
          recordId: moved.booking.uuid,
          // The status beside the state value, as after, so the trail shows the status's change too.
          before: { status: bookingStatusOf(moved.from), stateValue: moved.from },
          after: { status: moved.booking.status, stateValue: moved.to, ...(note ? { note } : {}) },
        });
      }
      return moved;
    });
    return statusAnswer(booking);
  };

  return {
    /**
     * Every enterprise's submitted bookings (drafts are the customer's own business), newest
     * first, each with the name of the enterprise that booked it; `enterprise` is part of that name.
     */
    async page(query: StaffBookingPageQuery & { current: number; size: number }): Promise<Page<StaffBookingSummary>> {
      const enterprise = query.enterprise?.trim();
      const filter = { ...bookingFilterOf(query), submittedOnly: true, ...(enterprise ? { enterpriseNameContains: enterprise } : {}) };
      const page = await reads.page(filter, query.current, query.size);
      const names = await repository.enterpriseNamesOf(page.records.map((r) => r.uuid));
      return { ...page, records: page.records.map((r) => ({ ...r, enterpriseName: names.get(r.uuid) ?? '' })) };
    },

    async load(ref: { uuid?: string; bookingNo?: string }): Promise<BookingView> {
      return reads.view(await reads.find(ref));
    },

    confirm: (staffId: string, uuid: string, note?: string) => move(staffId, uuid, { type: 'booking.confirm' }, note),
    shutout: (staffId: string, uuid: string, note?: string) => move(staffId, uuid, { type: 'booking.shutout' }, note),
    cancelOnRequest: (staffId: string, uuid: string, note?: string) => move(staffId, uuid, { type: 'booking.cancelOnRequest' }, note),
    issueBl: (staffId: string, uuid: string, note?: string) => move(staffId, uuid, { type: 'booking.issueBl' }, note),
    telexRelease: (staffId: string, uuid: string, note?: string) => move(staffId, uuid, { type: 'booking.telexRelease' }, note),
  };
}
export type StaffBookings = ReturnType<typeof createStaffBookings>;
