import { CHECK_IN_REFUSALS, CHECK_IN_WINDOW, type CheckInTicket } from '../../../src/domain/staff/ticketing';
import type { Bilingual } from '../../../src/domain/lang';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { recordStaffAction } from './audit';
import { checkInRefused as refused } from './staff.errors';
import type { TicketingRepository } from './ticketing.repository';

const HOUR = 3600 * 1000;

/** 10500 with the reason at the ticket number, in both languages; nothing changed. */

type Found = NonNullable<Awaited<ReturnType<TicketingRepository['ticket']>>>;

function view(found: Found): CheckInTicket {
  return {
    ticketNo: found.ticket.ticketNo,
    status: found.ticket.status,
    orderNo: found.orderNo ?? '',
    ticketType: found.ticket.ticketType,
    passengerNameZh: found.ticket.passengerNameZh,
    passengerNameEn: found.ticket.passengerNameEn,
    cabinClass: found.cabinClass,
    voyageCode: found.voyageCode,
    routeCode: found.routeCode,
    departureTime: found.departureTime.toISOString(),
  };
}

/** Why this ticket may not board now, or null when it may (CHECK_IN_WINDOW, src/domain/staff/ticketing.ts). */
function refusal(found: Found, now: Date): Bilingual | null {
  const status = found.ticket.status;
  if (status !== 'VALID') return CHECK_IN_REFUSALS[status];
  if (found.voyageStatus === 'CANCELLED') return CHECK_IN_REFUSALS.voyageCancelled;
  const departure = found.departureTime.getTime();
  if (now.getTime() < departure - CHECK_IN_WINDOW.opensHoursBefore * HOUR) return CHECK_IN_REFUSALS.tooEarly;
  if (now.getTime() > departure + CHECK_IN_WINDOW.closesHoursAfter * HOUR) return CHECK_IN_REFUSALS.tooLate;
  return null;
}

/** Boarding: a ticket found by its number (the e-ticket's QR code) is marked USED once, only when VALID and its sailing boards now. */
export function createCheckIn({ db, repositoryFor, clock }: { db: Db; repositoryFor: (db: Db) => TicketingRepository; clock: Clock }) {
  const repository = repositoryFor(db);
  return {
    async load(ticketNo: string): Promise<CheckInTicket> {
      const found = await repository.ticket(ticketNo.trim().toUpperCase());
      if (!found) throw notFound();
      return view(found);
    },

    async checkIn(staffId: string, ticketNo: string): Promise<CheckInTicket> {
      const number = ticketNo.trim().toUpperCase();
      return db.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const first = await store.ticket(number);
        if (!first) throw notFound();
        // The order's row lock, as every order move takes it: a refund or a second check-in waits, then reads what this one wrote.
        await store.lockOrder(first.orderUuid);
        const found = (await store.ticket(number))!;
        const reason = refusal(found, clock());
        if (reason) throw refused(reason);
        if (!(await store.markUsed(number))) throw refused(CHECK_IN_REFUSALS.USED);
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'ticket.checkIn',
          recordType: 'ticket',
          recordId: number,
          before: { status: 'VALID' },
          after: { status: 'USED', ticketNo: number },
        });
        return { ...view(found), status: 'USED' };
      });
    },
  };
}
export type CheckIn = ReturnType<typeof createCheckIn>;
