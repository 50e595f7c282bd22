import type { StateValue } from 'xstate';
import type { BookingActor, MessageType } from '../../../../src/domain/shipping/enums';
import { bookingStatusOf, nextBookingState, type BookingEvent } from '../../../../src/machines/booking.machine';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { notFound } from '../../../lib/errors';
import { sameState } from '../../../lib/stateValue';
import type { BookingRow, BookingsRepository } from './bookings.repository';
import { bookingMessage } from '../../../../src/domain/shipping/bookingMessages';
import { blNumber } from '../../../../src/domain/shipping/documentNumbers';
import type { MessagesRepository } from '../messages/messages.repository';
import { bookingMoveRefused } from '../shipping.errors';
import { isUuid } from '../../../../src/domain/ids';

/**
 * Every move of a booking goes through here (DOMAIN "Container shipping"): the row is locked,
 * the shared booking statechart decides from the stored state value, and the move's effects are
 * written in the same transaction — status and state value, the bill of lading (issued, telex
 * released), the history row and the enterprise's message. A second, racing move waits for the
 * lock, then finds the booking already moved and is refused; a refused move changes nothing.
 */

export interface MovedBy {
  actor: BookingActor;
  userId: string;
  /** only this enterprise's booking: another's is answered like an unknown one (10404) */
  enterpriseId?: string;
  note?: string | null;
}

export interface MoveResult {
  booking: BookingRow;
  from: StateValue;
  to: StateValue;
}

/** The message each move sends the enterprise: the staff's decisions, and the submit (the only way into Submitted). */
const MESSAGE_OF: Partial<Record<BookingEvent['type'], MessageType>> = {
  'booking.submit': 'BOOKING_SUBMITTED',
  'booking.confirm': 'BOOKING_CONFIRMED',
  'booking.shutout': 'BOOKING_SHUTOUT',
  'booking.cancelOnRequest': 'BOOKING_CANCELED',
  'booking.issueBl': 'BL_ISSUED',
  'booking.telexRelease': 'BL_RELEASED',
};

interface Deps {
  db: Db;
  clock: Clock;
  repositoryFor: (db: Db) => BookingsRepository;
  messagesFor: (db: Db) => MessagesRepository;
}

export function createBookingLifecycle({ db, clock, repositoryFor, messagesFor }: Deps) {
  /** Appends the history row of a move (creation included: `from` null). */
  async function record(
    tx: Db,
    entry: { booking: Pick<BookingRow, 'uuid' | 'enterpriseId'>; event: BookingEvent['type']; from: StateValue | null; to: StateValue; by: MovedBy; at: Date },
  ) {
    await repositoryFor(tx).insertEvent({
      bookingUuid: entry.booking.uuid,
      enterpriseId: entry.booking.enterpriseId,
      event: entry.event,
      fromState: entry.from,
      toState: entry.to,
      fromStatus: entry.from === null ? null : bookingStatusOf(entry.from),
      toStatus: bookingStatusOf(entry.to),
      actor: entry.by.actor,
      actorUserId: entry.by.userId,
      note: entry.by.note ?? null,
      createdAt: entry.at,
    });
  }

  /** The row, locked until the transaction ends; 10404 when unknown or another enterprise's. */
  async function lock(tx: Db, uuid: string, enterpriseId?: string): Promise<BookingRow> {
    const row = isUuid(uuid) ? await repositoryFor(tx).find(uuid, enterpriseId, true) : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function moveIn(tx: Db, uuid: string, event: BookingEvent, by: MovedBy): Promise<MoveResult> {
    const store = repositoryFor(tx);
    const row = await lock(tx, uuid, by.enterpriseId);
    const from = row.stateValue as StateValue;
    const to = nextBookingState(from, event);
    if (to === null) throw bookingMoveRefused();
    if (sameState(from, to)) return { booking: row, from, to };

    const now = clock();
    const booking = await store.update(uuid, {
      status: bookingStatusOf(to),
      stateValue: to,
      updatedAt: now,
      ...(event.type === 'booking.submit' ? { submittedAt: now } : {}),
    });
    let blNo: string | undefined;
    if (event.type === 'booking.issueBl') {
      blNo = blNumber(await store.nextBlSequence(), now);
      await store.insertBill({ blNo, bookingUuid: uuid, enterpriseId: row.enterpriseId, issuedAt: now, issuedBy: by.userId });
    }
    if (event.type === 'booking.telexRelease') {
      const bill = await store.billOf(uuid);
      // The chart allows the release only from blIssued, which is entered with the bill's row.
      if (!bill) throw new Error(`booking ${uuid} is blIssued without a bill of lading`);
      blNo = bill.blNo;
      await store.updateBill(bill.uuid, { telexReleasedAt: now, telexReleasedBy: by.userId });
    }
    await record(tx, { booking: row, event: event.type, from, to, by, at: now });
    const type = MESSAGE_OF[event.type];
    if (type) {
      await messagesFor(tx).insert({
        enterpriseId: row.enterpriseId,
        userId: null,
        type,
        ...bookingMessage(type, {
          bookingNo: row.bookingNo,
          blNo,
          note: by.note,
          route: { polCode: row.polCode, podCode: row.podCode, vessel: row.vessel, voyageCode: row.voyageCode },
        }),
        bookingUuid: uuid,
        createdAt: now,
      });
    }
    return { booking, from, to };
  }

  return {
    /** Moves the booking by `event` and writes every effect, in its own transaction or in `tx`. */
    move(uuid: string, event: BookingEvent, by: MovedBy, tx?: Db): Promise<MoveResult> {
      return tx ? moveIn(tx, uuid, event, by) : db.transaction((own) => moveIn(own, uuid, event, by));
    },
    lock,
    record,
  };
}
export type BookingLifecycle = ReturnType<typeof createBookingLifecycle>;
