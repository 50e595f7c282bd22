import type { NotificationKind } from '../../../src/domain/notifications';
import type { OrderEventType } from '../../../src/machines/order.machine';
import type { Db } from '../../db/client';
import type { MovedHook } from '../orders/orders.lifecycle';
import type { NotificationsRepository } from './notifications.repository';

/** The passenger's notification of each order move that is a decision about them (a draft saved or a cancel they made themselves: none). */
const KIND_OF: Partial<Record<OrderEventType, NotificationKind>> = {
  'order.submit': 'order.submitted',
  'order.paid': 'order.paid',
  'order.claimOffline': 'order.offlineClaimed',
  'order.rejectOffline': 'order.transferRejected',
  'order.expire': 'order.expired',
  'order.abolish': 'order.voided',
  'order.applyRefund': 'refund.applied',
  'order.approveRefund': 'refund.approved',
  'order.rejectRefund': 'refund.rejected',
};

type OrderOutbox = Pick<NotificationsRepository, 'orderRecipient' | 'add'>;

/**
 * Writes one notification about an order, to its contact address in its owner's language, with the
 * order's number added to `payload`; false when the order has no address to write to.
 * `dedupeKey`: the same decision written twice (a retried transaction) keeps one.
 */
export async function addOrderNotification(
  repository: OrderOutbox,
  { orderUuid, kind, dedupeKey, payload, at }: { orderUuid: string; kind: NotificationKind; dedupeKey: string; payload: Record<string, unknown>; at: Date },
): Promise<boolean> {
  const recipient = await repository.orderRecipient(orderUuid);
  if (!recipient?.toAddress) return false;
  await repository.add(
    [
      {
        kind,
        dedupeKey,
        userId: recipient.userId,
        toAddress: recipient.toAddress,
        lang: recipient.lang,
        payload: { orderUuid, orderNo: recipient.orderNo, ...payload },
      },
    ],
    at,
  );
  return true;
}

/** A sailing's new times, for every order holding berths on it. */
export interface Rescheduled {
  voyageUuid: string;
  orderUuids: string[];
  before: { departureTime: Date; arrivalTime: Date };
  after: { departureTime: Date; arrivalTime: Date };
  at: Date;
}

/**
 * The staff's reschedule of a sailing, in its transaction: each order on it gets its notification
 * with the old and the new times.
 */
export function rescheduleNotifications(repositoryFor: (db: Db) => OrderOutbox) {
  return async (tx: Db, change: Rescheduled): Promise<number> => {
    const repository = repositoryFor(tx);
    const before = { departureTime: change.before.departureTime.toISOString(), arrivalTime: change.before.arrivalTime.toISOString() };
    let written = 0;
    for (const orderUuid of change.orderUuids) {
      const added = await addOrderNotification(repository, {
        orderUuid,
        kind: 'order.rescheduled',
        dedupeKey: `order.rescheduled:${orderUuid}:${change.voyageUuid}:${change.at.toISOString()}`,
        payload: { voyageUuid: change.voyageUuid, before },
        at: change.at,
      });
      if (added) written += 1;
    }
    return written;
  };
}

/** One sailing of a change, as the mail names it. */
interface ChangedSailing {
  voyageCode: string;
  /** ISO instant */
  departureTime: string;
}

/** A leg moved to another sailing (the passenger's or a clerk's change), in major units of the order's currency. */
export interface SailingChanged {
  orderUuid: string;
  legIndex: number;
  from: ChangedSailing;
  to: ChangedSailing;
  fee: number;
  /** what comes back (0: nothing) */
  back: number;
  currency: string;
  /** which change of the order (its refund number's C<n>) */
  changeNo: number;
  at: Date;
}

/**
 * The change of a sailing, in its transaction: the passenger is told the old and new sailing, the
 * fee and any money back; the mail carries the new e-ticket (notifications.render.ts).
 */
export function changeNotifications(repositoryFor: (db: Db) => OrderOutbox) {
  return async (tx: Db, change: SailingChanged): Promise<boolean> => {
    const { orderUuid, at, ...payload } = change;
    return addOrderNotification(repositoryFor(tx), {
      orderUuid,
      kind: 'order.changed',
      // one per change of the order (a retried transaction writes it once)
      dedupeKey: `order.changed:${orderUuid}:${change.changeNo}`,
      payload,
      at,
    });
  };
}

/** Moves whose note is a reason written for the passenger. */
const WITH_REASON: ReadonlySet<OrderEventType> = new Set(['order.rejectOffline', 'order.rejectRefund', 'order.abolish']);

/**
 * The order lifecycle's in-transaction hook: each decision's notification is written with the
 * move, to the order's contact address in its owner's language.
 */
export function orderNotifications(repositoryFor: (db: Db) => OrderOutbox): MovedHook {
  return async (tx, move) => {
    const kind = KIND_OF[move.event.type];
    if (!kind) return;
    const reason = WITH_REASON.has(move.event.type) ? move.by.note?.trim() : undefined;
    await addOrderNotification(repositoryFor(tx), {
      orderUuid: move.orderUuid,
      kind,
      // one notification per move
      dedupeKey: `${kind}:${move.orderUuid}:${move.at.toISOString()}`,
      payload: reason ? { reason } : {},
      at: move.at,
    });
  };
}
