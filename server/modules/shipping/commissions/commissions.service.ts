import { pageOf as pageOfRecords, type Page } from '../../../../src/domain/envelope';
import {
  COMMISSION_BOOKING_STATUSES,
  type RailCommission,
  type RailCommissionForm,
  type RailCommissionPageQuery,
  type StaffRailCommission,
} from '../../../../src/domain/shipping/railCommissions';
import { INITIAL_COMMISSION_STATUS, nextCommissionStatus, type RailCommissionEvent } from '../../../../src/machines/railCommission.machine';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { notFound } from '../../../lib/errors';
import { isUuid } from '../../../../src/domain/ids';
import { recordStaffAction } from '../../staff/audit';
import type { EnterpriseUser } from '../bookings/bookings.service';
import type { CommissionsRepository, RailCommissionRecord, RailCommissionRow } from './commissions.repository';
import { bookingMessage } from '../../../../src/domain/shipping/bookingMessages';
import { commissionNumber } from '../../../../src/domain/shipping/documentNumbers';
import type { MessagesRepository } from '../messages/messages.repository';
import { commissionBookingClosed, commissionMoveRefused as moveRefused, shippingFields } from '../shipping.errors';

const toCommission = ({ commission: c, bookingNo, bookingStatus, addressName }: RailCommissionRecord): RailCommission => ({
  uuid: c.uuid,
  commissionNo: c.commissionNo,
  bookingNo,
  bookingStatus,
  status: c.status,
  originStation: c.originStation,
  destinationStation: c.destinationStation,
  loadingAddressUuid: c.loadingAddressUuid ?? '',
  loadingAddressName: addressName ?? '',
  readyDate: c.readyDate,
  containers: c.containers,
  cargoDescription: c.cargoDescription,
  contactName: c.contactName,
  contactPhone: c.contactPhone,
  remarks: c.remarks,
  createdAt: c.createdAt.toISOString(),
  decidedAt: c.decidedAt ? c.decidedAt.toISOString() : null,
  reason: c.reason,
});

interface Deps {
  db: Db;
  clock: Clock;
  repositoryFor: (db: Db) => CommissionsRepository;
  messagesFor: (db: Db) => MessagesRepository;
}

/** The message a clerk's decision sends the enterprise. */
const MESSAGE_OF = { 'commission.accept': 'RAIL_COMMISSION_ACCEPTED', 'commission.reject': 'RAIL_COMMISSION_REJECTED' } as const;

/** Who moves a commission: the enterprise (its own only) or a shipping clerk (any, audited). */
type Mover = { enterpriseId: string; userId: string; staff?: false } | { userId: string; staff: true; reason?: string };

/**
 * Rail commissions (RAIL_COMMISSION_PATHS, STAFF_RAIL_COMMISSION_PATHS). Every move locks the
 * row and asks the rail commission statechart: a refused move is 10500 and changes nothing, so
 * of two racing moves exactly one wins. Another enterprise's commission or booking answers 10404
 * like an unknown one.
 */
export function createCommissionsService({ db, clock, repositoryFor, messagesFor }: Deps) {
  const repository = repositoryFor(db);

  const pageOf = async <T>(
    filter: Parameters<CommissionsRepository['page']>[0],
    query: RailCommissionPageQuery,
    map: (r: RailCommissionRecord) => T,
  ): Promise<Page<T>> => {
    const { rows, total } = await repository.page(
      { ...filter, status: query.status, bookingNo: query.bookingNo?.trim() || undefined },
      (query.current - 1) * query.size,
      query.size,
    );
    return pageOfRecords(rows.map(map), total, query);
  };

  const loaded = async (uuid: string, enterpriseId?: string): Promise<RailCommission> => toCommission((await repository.find(uuid, enterpriseId))!);

  async function move(uuid: string, event: RailCommissionEvent, by: Mover): Promise<RailCommission> {
    const enterpriseId = by.staff ? undefined : by.enterpriseId;
    if (!isUuid(uuid)) throw notFound();
    await db.transaction(async (tx) => {
      const on = repositoryFor(tx);
      const row = await on.row(uuid, enterpriseId, true);
      if (!row) throw notFound();
      const to = nextCommissionStatus(row.status, event);
      if (to === null) throw moveRefused();
      const now = clock();
      const decision = by.staff ? { decidedAt: now, decidedBy: by.userId, reason: by.reason ?? '' } : {};
      await on.update(uuid, { status: to, updatedAt: now, ...decision });
      if (by.staff) {
        await recordStaffAction(tx, {
          staffUserId: by.userId,
          action: `railCommission.${event.type.split('.')[1]}`,
          // The commission is part of its booking: the booking's audit list shows it.
          recordType: 'booking',
          recordId: row.bookingUuid,
          before: { commissionNo: row.commissionNo, status: row.status },
          after: { commissionNo: row.commissionNo, status: to, ...(by.reason ? { reason: by.reason } : {}) },
          at: now,
        });
        // The enterprise hears of the decision, in the move's transaction.
        const type = MESSAGE_OF[event.type as keyof typeof MESSAGE_OF];
        const booking = (await on.find(uuid))!;
        await messagesFor(tx).insert({
          enterpriseId: row.enterpriseId,
          userId: null,
          type,
          ...bookingMessage(type, { bookingNo: booking.bookingNo, commissionNo: row.commissionNo, note: by.reason || null }),
          bookingUuid: row.bookingUuid,
          createdAt: now,
        });
      }
    });
    return loaded(uuid);
  }

  return {
    /** Checks the booking (the enterprise's, Submitted or Confirmed, under its row lock), the quantities and the address, then numbers and stores it. */
    async create(user: EnterpriseUser, form: RailCommissionForm): Promise<RailCommission> {
      const uuid = await db.transaction(async (tx) => {
        const on = repositoryFor(tx);
        const booking = await on.booking(user.enterpriseId, form.bookingNo, true);
        if (!booking) throw notFound();
        if (!(COMMISSION_BOOKING_STATUSES as readonly string[]).includes(booking.status)) {
          throw commissionBookingClosed();
        }
        const faults: Parameters<typeof shippingFields>[0] = {};
        if (form.containers.some((line) => line.quantity > (booking.quantities.get(line.containerType) ?? 0))) faults.containers = 'commissionContainersExceed';
        if (form.loadingAddressUuid && !(await on.hasAddress(user.enterpriseId, form.loadingAddressUuid))) faults.loadingAddressUuid = 'loadingAddressUnknown';
        if (Object.keys(faults).length) throw shippingFields(faults);
        const now = clock();
        const row: RailCommissionRow = await on.insert({
          commissionNo: commissionNumber(await on.nextSequence(), now),
          enterpriseId: user.enterpriseId,
          bookingUuid: booking.uuid,
          status: INITIAL_COMMISSION_STATUS,
          originStation: form.originStation,
          destinationStation: form.destinationStation,
          loadingAddressUuid: form.loadingAddressUuid || null,
          readyDate: form.readyDate,
          containers: form.containers.map((line) => ({ containerType: line.containerType, quantity: line.quantity })),
          cargoDescription: form.cargoDescription,
          contactName: form.contactName,
          contactPhone: form.contactPhone,
          remarks: form.remarks,
          createdBy: user.userId,
          createdAt: now,
          updatedAt: now,
        });
        return row.uuid;
      });
      return loaded(uuid, user.enterpriseId);
    },

    page: (user: EnterpriseUser, query: RailCommissionPageQuery): Promise<Page<RailCommission>> =>
      pageOf({ enterpriseId: user.enterpriseId }, query, toCommission),

    async load(user: EnterpriseUser, uuid: string): Promise<RailCommission> {
      const record = isUuid(uuid) ? await repository.find(uuid, user.enterpriseId) : undefined;
      if (!record) throw notFound();
      return toCommission(record);
    },

    cancel: (user: EnterpriseUser, uuid: string) => move(uuid, { type: 'commission.cancel' }, { enterpriseId: user.enterpriseId, userId: user.userId }),

    /** Every enterprise's, each line naming its enterprise. */
    staffPage: (query: RailCommissionPageQuery): Promise<Page<StaffRailCommission>> =>
      pageOf({}, query, (r) => ({ ...toCommission(r), enterpriseName: r.enterpriseName })),
    accept: (staffId: string, uuid: string) => move(uuid, { type: 'commission.accept' }, { userId: staffId, staff: true }),
    reject: (staffId: string, uuid: string, reason: string) => move(uuid, { type: 'commission.reject' }, { userId: staffId, staff: true, reason }),
  };
}
export type CommissionsService = ReturnType<typeof createCommissionsService>;
