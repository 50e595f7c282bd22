import { pageOf, type Page } from '../../../src/domain/envelope';
import type { Rescheduled } from '../notifications/notifications.orders';
import type {
  InventoryBody,
  StaffRoute,
  StaffVoyage,
  VoidRefund,
  VoyageCancelAnswer,
  VoyageCancelBody,
  VoyageCreateBody,
  VoyageAffectedOrder,
  VoyagePageQuery,
  VoyageRescheduleBody,
} from '../../../src/domain/staff/ticketing';
import { fromMinor } from '../../../src/domain/ticketing/money';
import { localMidnight } from '../../../src/domain/voyages';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound, validation, type FieldErrors } from '../../lib/errors';
import { isUuid } from '../../../src/domain/ids';
import type { OrderLifecycle } from '../orders/orders.lifecycle';
import { refundNoOf } from '../orders/orders.moves';
import type { OrdersRepository } from '../orders/orders.repository';
import type { RefundThroughProvider } from '../orders/orders.staff';
import { recordStaffAction } from './audit';
import { sailingCancelled, voyageCodeTaken } from './staff.errors';
import type { TicketingRepository } from './ticketing.repository';

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => TicketingRepository;
  ordersFor: (db: Db) => OrdersRepository;
  lifecycle: Pick<OrderLifecycle, 'move' | 'transaction'>;
  clock: Clock;
  refundThroughProvider: RefundThroughProvider;
  logError?: (error: unknown, message: string) => void;
  /** writes, in the reschedule's transaction, the notification of each order on the sailing; how many */
  notifyRescheduled?: (tx: Db, change: Rescheduled) => Promise<number>;
}

const DAY = 24 * 3600 * 1000;
/** Departure days of the list are read in China time, like the order list's days. */
const DAY_ZONE_PORT = 'CNSHA';

const field = (message: string, jpMessage: string) => ({ message, jpMessage });

/** 10422 unless arrival follows departure and the sailing is still ahead. */
function checkTimes(departure: Date, arrival: Date, now: Date, fields: FieldErrors = {}): FieldErrors {
  if (Number.isNaN(departure.getTime())) fields.departureTime = field('出发时间格式不正确', '出発日時の形式が正しくありません');
  else if (departure.getTime() <= now.getTime()) fields.departureTime = field('出发时间必须晚于当前时间', '出発日時は現在より後にしてください');
  if (Number.isNaN(arrival.getTime())) fields.arrivalTime = field('到达时间格式不正确', '到着日時の形式が正しくありません');
  else if (!fields.departureTime && arrival.getTime() <= departure.getTime())
    fields.arrivalTime = field('到达时间必须晚于出发时间', '到着日時は出発日時より後にしてください');
  return fields;
}

/**
 * The ticketing clerk's sailings: list, create, reschedule, berths per cabin class, and
 * cancelling a sailing — its unpaid orders cancelled and its paid ones voided and refunded in
 * full, every order through the lifecycle, all in one transaction with the audit entries.
 */
export function createStaffVoyages({
  db,
  repositoryFor,
  ordersFor,
  lifecycle,
  clock,
  refundThroughProvider,
  logError = (e, m) => console.error(m, e),
  notifyRescheduled,
}: Deps) {
  const repository = repositoryFor(db);

  async function view(uuid: string, on: TicketingRepository = repository): Promise<StaffVoyage> {
    const row = await on.find(uuid);
    if (!row) throw notFound();
    return (await on.views([row]))[0]!;
  }

  /** Sends the full refunds of the sailing's voided orders that the provider has not taken yet (idempotent refund numbers). */
  async function sendRefunds(voyageUuid: string): Promise<VoidRefund[]> {
    const orders = ordersFor(db);
    const answer: VoidRefund[] = [];
    for (const orderUuid of await repository.voidedOrders(voyageUuid)) {
      const refund = await orders.latestRefund(orderUuid);
      const order = await orders.findAny(orderUuid);
      if (!refund || !order || (refund.status !== 'APPROVED' && refund.status !== 'SUCCEEDED')) continue;
      let status: VoidRefund['status'] = refund.status;
      if (status === 'APPROVED') {
        const payment = await orders.succeededPayment(orderUuid);
        try {
          if (!payment) throw new Error('no payment');
          const sent = await refundThroughProvider({
            refundNo: refund.refundNo,
            outTradeNo: payment.outTradeNo,
            amountMinor: refund.amountMinor,
            totalMinor: payment.amountMinor,
            currency: refund.currency,
          });
          // PENDING leaves the status alone: the refund notification may have made it SUCCEEDED already.
          await orders.updateRefund(
            refund.uuid,
            sent.status === 'PENDING' ? { providerRefundId: sent.providerRefundId } : { status: 'SUCCEEDED', providerRefundId: sent.providerRefundId },
          );
          status = 'SUCCEEDED';
        } catch (error) {
          logError(error, `refund ${refund.refundNo} of voided order ${orderUuid} was not taken by the provider (cancelling the sailing again resends it)`);
        }
      }
      answer.push({
        orderNo: order.orderNo ?? orderUuid,
        refundNo: refund.refundNo,
        amount: fromMinor(refund.amountMinor, refund.currency),
        currency: refund.currency,
        status,
      });
    }
    return answer;
  }

  return {
    /** The route directions the clerk's forms offer. */
    routes(): Promise<StaffRoute[]> {
      return repository.routes();
    },

    async page(query: VoyagePageQuery & { current: number; size: number }): Promise<Page<StaffVoyage>> {
      const fields: FieldErrors = {};
      const day = (value: string | undefined, name: string) => {
        if (!value) return undefined;
        const start = localMidnight(value, DAY_ZONE_PORT);
        if (Number.isNaN(start.getTime())) fields[name] = field('日期格式不正确（YYYY-MM-DD）', '日付の形式が正しくありません（YYYY-MM-DD）');
        return start;
      };
      const from = day(query.departFrom, 'departFrom');
      const to = day(query.departTo, 'departTo');
      if (Object.keys(fields).length) throw validation(fields);
      const { rows, total } = await repository.page(
        {
          ...(query.routeCode ? { routeCode: query.routeCode } : {}),
          ...(query.code?.trim() ? { codePrefix: query.code.trim().toUpperCase() } : {}),
          ...(from ? { departFrom: from } : {}),
          ...(to ? { departBefore: new Date(to.getTime() + DAY) } : {}),
          ...(query.status ? { status: query.status } : {}),
        },
        (query.current - 1) * query.size,
        query.size,
      );
      return pageOf(await repository.views(rows), total, query);
    },

    async create(staffId: string, body: VoyageCreateBody): Promise<StaffVoyage> {
      const departure = new Date(body.departureTime);
      const arrival = new Date(body.arrivalTime);
      const fields = checkTimes(departure, arrival, clock());
      if (!(await repository.route(body.routeCode))) fields.routeCode = field('航线不存在', '航路が存在しません');
      const cabins = await repository.dictionaryCodes('SHIPPING_CLASS_TYPE');
      const seen = new Set<string>();
      body.inventory.forEach((line, index) => {
        if (!cabins.includes(line.cabinClass)) fields[`inventory.${index}.cabinClass`] = field('舱位等级不存在', '客室等級が存在しません');
        else if (seen.has(line.cabinClass)) fields[`inventory.${index}.cabinClass`] = field('舱位等级重复', '客室等級が重複しています');
        seen.add(line.cabinClass);
      });
      if (Object.keys(fields).length) throw validation(fields);
      const code = body.code.trim().toUpperCase();
      return db.transaction(async (tx) => {
        const store = repositoryFor(tx);
        if (await store.codeTaken(code)) throw voyageCodeTaken();
        const row = await store.insert(
          { code, routeCode: body.routeCode, vessel: body.vessel.trim(), departureTime: departure, arrivalTime: arrival, status: 'SCHEDULED' },
          body.inventory,
        );
        const created = await view(row.uuid, store);
        await recordStaffAction(tx, { staffUserId: staffId, action: 'voyage.create', recordType: 'voyage', recordId: row.uuid, before: null, after: created });
        return created;
      });
    },

    /** Who a cancel or new times would reach: the orders holding berths on the sailing (10404 unknown). */
    async affected(uuid: string): Promise<VoyageAffectedOrder[]> {
      if (!isUuid(uuid) || !(await repository.find(uuid))) throw notFound();
      return (await repository.affectedOrders(uuid)).map((row) => ({
        uuid: row.uuid,
        orderNo: row.orderNo,
        status: row.status as VoyageAffectedOrder['status'],
        contactName: row.contactName,
        contactEmail: row.contactEmail,
        passengerNames: row.passengers.map((p) => `${p.cnSurname ?? ''}${p.cnGivenName ?? ''}`.trim() || `${p.enSurname} ${p.enGivenName}`.trim()),
        totalAmount: fromMinor(row.totalMinor, row.currency),
        currency: row.currency,
      }));
    },

    /** New times; the berths and the orders stay as they are. */
    async reschedule(staffId: string, body: VoyageRescheduleBody): Promise<StaffVoyage> {
      if (!isUuid(body.uuid)) throw notFound();
      const departure = new Date(body.departureTime);
      const arrival = new Date(body.arrivalTime);
      const fields = checkTimes(departure, arrival, clock());
      if (Object.keys(fields).length) throw validation(fields);
      return db.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const row = await store.lock(body.uuid);
        if (!row) throw notFound();
        if (row.status === 'CANCELLED') throw sailingCancelled();
        await store.setTimes(body.uuid, departure, arrival);
        const holding = await store.holdingOrders(body.uuid);
        const moved = row.departureTime.getTime() !== departure.getTime() || row.arrivalTime.getTime() !== arrival.getTime();
        if (moved)
          await store.waiveRefundFees(
            holding.map((o) => o.uuid),
            clock(),
          );
        await notifyRescheduled?.(tx, {
          voyageUuid: body.uuid,
          orderUuids: holding.map((o) => o.uuid),
          before: { departureTime: row.departureTime, arrivalTime: row.arrivalTime },
          after: { departureTime: departure, arrivalTime: arrival },
          at: clock(),
        });
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'voyage.reschedule',
          recordType: 'voyage',
          recordId: body.uuid,
          before: { departureTime: row.departureTime, arrivalTime: row.arrivalTime },
          after: { departureTime: departure, arrivalTime: arrival },
        });
        return view(body.uuid, store);
      });
    },

    /** Raises or lowers a cabin class's total; never below the berths held. */
    async setInventory(staffId: string, body: InventoryBody): Promise<StaffVoyage> {
      if (!isUuid(body.uuid)) throw notFound();
      return db.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const row = await store.lock(body.uuid);
        if (!row) throw notFound();
        if (row.status === 'CANCELLED') throw sailingCancelled();
        const changed = await store.setTotal(body.uuid, body.cabinClass, body.totalBerths);
        if (changed === 'unknown') throw validation({ cabinClass: field('该航次没有此舱位等级', 'この便にはこの客室等級がありません') });
        if (changed === 'belowSold') throw validation({ totalBerths: field('总舱位数不能少于已售出的舱位数', '総寝台数は販売済みの数を下回れません') });
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'voyage.setInventory',
          recordType: 'voyage',
          recordId: body.uuid,
          before: { cabinClass: body.cabinClass, totalBerths: changed.before },
          after: { cabinClass: body.cabinClass, totalBerths: changed.after },
        });
        return view(body.uuid, store);
      });
    },

    /**
     * Cancels the sailing. In one transaction: the sailing locked and marked CANCELLED, its
     * inventory locked (a reservation racing the cancel waits, then finds no berth), every order
     * holding berths on it moved by order.abolish through the lifecycle (unpaid -> CANCEL,
     * paid or waiting for a refund -> ABOLISH; berths back once, by the lifecycle), a full
     * refund APPROVED for each paid one, the audit entries. After the commit the refunds go to
     * the provider; calling again on the cancelled sailing only resends those not yet taken.
     */
    async cancel(staffId: string, body: VoyageCancelBody): Promise<VoyageCancelAnswer> {
      if (!isUuid(body.uuid)) throw notFound();
      const reason = body.reason.trim();
      if (!reason) throw validation({ reason: field('请填写取消原因', '中止の理由を入力してください') });
      const moved = await lifecycle.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const orders = ordersFor(tx);
        const row = await store.lock(body.uuid);
        if (!row) throw notFound();
        if (row.status === 'CANCELLED') return { cancelledOrders: [], voidedOrders: [] };
        const cancelledOrders: string[] = [];
        const voidedOrders: string[] = [];
        const now = clock();
        const abolishHolding = async () => {
          for (const order of await store.holdingOrders(body.uuid)) {
            const move = await lifecycle.move(order.uuid, { type: 'order.abolish' }, { actor: 'staff', userUuid: staffId, note: reason }, tx);
            if (!move.changed) continue;
            const orderNo = order.orderNo ?? order.uuid;
            let refundNo: string | null = null;
            if (move.toStatus === 'ABOLISH') {
              voidedOrders.push(orderNo);
              const payment = await orders.succeededPayment(order.uuid);
              if (payment) {
                const decided = {
                  status: 'APPROVED' as const,
                  amountMinor: payment.amountMinor,
                  feeMinor: 0,
                  decidedBy: staffId,
                  decidedAt: now,
                  paymentUuid: payment.uuid,
                  reason,
                };
                const requested = await orders.latestRefund(order.uuid);
                // A refund applied for becomes the full refund, under its own number.
                if (requested?.status === 'REQUESTED') {
                  await orders.updateRefund(requested.uuid, decided);
                  refundNo = requested.refundNo;
                } else {
                  refundNo = refundNoOf(orderNo, (await orders.countRefunds(order.uuid)) + 1);
                  await orders.insertRefund({ orderUuid: order.uuid, refundNo, currency: payment.currency, createdAt: now, ...decided });
                }
              }
            } else {
              cancelledOrders.push(orderNo);
            }
            await recordStaffAction(tx, {
              staffUserId: staffId,
              action: 'order.abolish',
              recordType: 'order',
              recordId: order.uuid,
              before: { status: move.fromStatus, stateValue: move.from },
              after: { status: move.toStatus, stateValue: move.to, note: reason, voyageUuid: body.uuid, ...(refundNo ? { refundNo } : {}) },
            });
          }
        };
        // The sailing's inventory rows first, as every order move does (server/db/transaction.ts).
        await store.closeSale(body.uuid);
        await abolishHolding();
        // Closing the sale takes every inventory row lock of the sailing: a reservation that was
        // racing has committed by now (its order is found by the second pass), and any later one
        // finds no berth left.
        await store.closeSale(body.uuid);
        await abolishHolding();
        await store.closeSale(body.uuid);
        await store.setStatus(body.uuid, 'CANCELLED');
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'voyage.cancel',
          recordType: 'voyage',
          recordId: body.uuid,
          before: { status: row.status },
          after: { status: 'CANCELLED', reason, cancelledOrders, voidedOrders },
        });
        return { cancelledOrders, voidedOrders };
      });
      const refunds = await sendRefunds(body.uuid);
      return { voyage: await view(body.uuid), ...moved, refunds };
    },
  };
}
export type StaffVoyages = ReturnType<typeof createStaffVoyages>;
