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
export function rescheduleNotifications(repositoryFor: (db: Db) => Pick<NotificationsRepository, 'orderRecipient' | 'add'>) {
  return async (tx: Db, change: Rescheduled): Promise<number> => {
    const repository = repositoryFor(tx);
    let written = 0;
    for (const orderUuid of change.orderUuids) {
      const recipient = await repository.orderRecipient(orderUuid);
      if (!recipient?.toAddress) continue;
      await repository.add(
        [
          {
            kind: 'order.rescheduled',
            dedupeKey: `order.rescheduled:${orderUuid}:${change.voyageUuid}:${change.at.toISOString()}`,
            userId: recipient.userId,
            toAddress: recipient.toAddress,
            lang: recipient.lang,
            payload: {
              orderUuid,
              orderNo: recipient.orderNo,
              voyageUuid: change.voyageUuid,
              before: { departureTime: change.before.departureTime.toISOString(), arrivalTime: change.before.arrivalTime.toISOString() },
            },
          },
        ],
        change.at,
      );
      written += 1;
    }
    return written;
  };
}

/** Moves whose note is a reason written for the passenger. */
const WITH_REASON: ReadonlySet<OrderEventType> = new Set(['order.rejectOffline', 'order.rejectRefund', 'order.abolish']);

/**
 * The order lifecycle's in-transaction hook: each decision's notification is written with the
 * move, to the order's contact address in its owner's language.
 */
export function orderNotifications(repositoryFor: (db: Db) => Pick<NotificationsRepository, 'orderRecipient' | 'add'>): MovedHook {
  return async (tx, move) => {
    const kind = KIND_OF[move.event.type];
    if (!kind) return;
    const repository = repositoryFor(tx);
    const recipient = await repository.orderRecipient(move.orderUuid);
    if (!recipient?.toAddress) return;
    const reason = WITH_REASON.has(move.event.type) ? move.by.note?.trim() : undefined;
    await repository.add(
      [
        {
          kind,
          // one notification per move: the same decision written twice (a retried transaction) keeps one
          dedupeKey: `${kind}:${move.orderUuid}:${move.at.toISOString()}`,
          userId: recipient.userId,
          toAddress: recipient.toAddress,
          lang: recipient.lang,
          payload: { orderUuid: move.orderUuid, orderNo: recipient.orderNo, ...(reason ? { reason } : {}) },
        },
      ],
      move.at,
    );
  };
}
