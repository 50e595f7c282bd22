import type { SailingNotificationKind, UndeliveredNotification } from '../../../src/domain/notifications';
import { isUuid } from '../../../src/domain/ids';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { recordStaffAction } from '../staff/audit';
import { notFailed } from './notifications.errors';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

/** The most a list shows: the oldest failures beyond it wait for the newer ones to be dealt with. */
const LIST_MAX = 200;

function view(row: NotificationRow): UndeliveredNotification {
  const payload = row.payload as { orderUuid?: string; orderNo?: string | null };
  return {
    uuid: row.uuid,
    kind: row.kind,
    toAddress: row.toAddress,
    lang: row.lang,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    orderUuid: payload.orderUuid ?? null,
    orderNo: payload.orderNo ?? null,
  };
}

/** What staff do with the outbox: see what did not go out, and why, and send a given-up one again (audited). */
export function createNotificationsStaff({ db, repositoryFor, clock }: { db: Db; repositoryFor: (db: Db) => NotificationsRepository; clock: Clock }) {
  return {
    async undelivered(): Promise<UndeliveredNotification[]> {
      return (await repositoryFor(db).undelivered(LIST_MAX)).map(view);
    },

    /** What a sailing's decision told each of its orders' passengers, and whether it went out. */
    async ofOrders(orderNos: string[], kind: SailingNotificationKind): Promise<UndeliveredNotification[]> {
      return (await repositoryFor(db).latestOfOrders(orderNos, kind)).map(view);
    },

    async resend(staffUserId: string, uuid: string): Promise<UndeliveredNotification> {
      if (!isUuid(uuid)) throw notFound();
      return db.transaction(async (tx) => {
        const repository = repositoryFor(tx);
        const before = await repository.find(uuid);
        if (!before) throw notFound();
        if (!(await repository.resend(uuid, clock()))) throw notFailed();
        const after = (await repository.find(uuid))!;
        const orderUuid = (after.payload as { orderUuid?: string }).orderUuid;
        if (orderUuid)
          await recordStaffAction(tx, {
            staffUserId,
            action: 'notification.resend',
            recordType: 'order',
            recordId: orderUuid,
            before: { kind: before.kind, status: before.status, attempts: before.attempts, lastError: before.lastError },
            after: { kind: after.kind, status: after.status },
            at: clock(),
          });
        return view(after);
      });
    },
  };
}
export type NotificationsStaff = ReturnType<typeof createNotificationsStaff>;
