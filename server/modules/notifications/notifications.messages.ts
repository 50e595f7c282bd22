import { pageOf, type Page } from '../../../src/domain/envelope';
import { isUuid } from '../../../src/domain/ids';
import type { MessagePreferences, PassengerMessage, PassengerNotificationKind } from '../../../src/domain/notifications';
import type { Clock } from '../../lib/clock';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

function toMessage(row: NotificationRow): PassengerMessage {
  const payload = row.payload as { orderUuid?: string; orderNo?: string | null; reason?: string };
  return {
    uuid: row.uuid,
    // the repository lists no shipper's messages here (PASSENGERS_OWN)
    kind: row.kind as PassengerNotificationKind,
    orderUuid: payload.orderUuid ?? null,
    orderNo: payload.orderNo ?? null,
    reason: payload.reason ?? null,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The passenger's message centre: the notifications written for the user's own decisions, read in
 * the portal. Marking someone else's notification is not an error: it is not among the user's, so
 * it is not counted.
 */
export function createPassengerMessages({ repository, clock }: { repository: NotificationsRepository; clock: Clock }) {
  return {
    async page(userId: string, query: { current: number; size: number; unreadOnly?: boolean }): Promise<Page<PassengerMessage>> {
      const { rows, total } = await repository.pageOf(userId, query.unreadOnly === true, (query.current - 1) * query.size, query.size);
      return pageOf(rows.map(toMessage), total, query);
    },

    async unreadCount(userId: string): Promise<{ unread: number }> {
      return { unread: await repository.unreadOf(userId) };
    },

    async preferences(userId: string): Promise<MessagePreferences> {
      return { remindersOn: await repository.remindersOn(userId) };
    },

    async savePreferences(userId: string, preferences: MessagePreferences): Promise<MessagePreferences> {
      await repository.setRemindersOn(userId, preferences.remindersOn);
      return { remindersOn: await repository.remindersOn(userId) };
    },

    async markRead(userId: string, target: { uuids: string[]; all: boolean }): Promise<{ marked: number }> {
      const uuids = target.all ? null : target.uuids.filter((uuid) => isUuid(uuid));
      if (uuids && uuids.length === 0) return { marked: 0 };
      return { marked: await repository.markRead(userId, uuids, clock()) };
    },
  };
}
export type PassengerMessages = ReturnType<typeof createPassengerMessages>;
