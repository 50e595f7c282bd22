import type { Db } from '../../db/client';
import type { MovedHook } from '../orders/orders.lifecycle';
import type { OnMessage } from '../shipping/messages/messages.repository';
import { addOrderNotification, changeNotifications, orderNotifications, rescheduleNotifications } from './notifications.orders';
import { createNotificationsRepository } from './notifications.repository';
import { shippingMessageNotifications } from './notifications.shipping';

/** A bank-transfer refund paid out by the clerk. */
export interface PaidOut {
  orderUuid: string;
  /** the day the bank transfer was made, as the clerk recorded it */
  transferredOn: string;
  at: Date;
}

/**
 * What each deciding module calls inside its own transaction to write its notifications into the
 * outbox: built before the modules, since they need it when they are built.
 */
export function outboxWriters() {
  const repositoryFor = (on: Db) => createNotificationsRepository({ db: on });
  return {
    orderMoved: orderNotifications(repositoryFor) satisfies MovedHook,
    rescheduled: rescheduleNotifications(repositoryFor),
    changed: changeNotifications(repositoryFor),
    shippingMessage: shippingMessageNotifications(repositoryFor) satisfies OnMessage,
    async paidOut(tx: Db, event: PaidOut): Promise<void> {
      await addOrderNotification(repositoryFor(tx), {
        orderUuid: event.orderUuid,
        kind: 'refund.paidOut',
        dedupeKey: `refund.paidOut:${event.orderUuid}:${event.at.toISOString()}`,
        payload: { transferredOn: event.transferredOn },
        at: event.at,
      });
    },
  };
}
export type OutboxWriters = ReturnType<typeof outboxWriters>;
