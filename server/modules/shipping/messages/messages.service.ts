import { pageOf, type Page } from '../../../../src/domain/envelope';
import type { UserMessage } from '../../../../src/domain/shipping/types';
import type { Clock } from '../../../lib/clock';
import type { MessageRow, MessagesRepository, Reader } from './messages.repository';
import { isUuid } from '../../../../src/domain/ids';

function toMessage(row: MessageRow & { bookingNo: string | null; blNo: string | null }): UserMessage {
  return {
    uuid: row.uuid,
    type: row.type,
    title: { zh: row.titleZh, ja: row.titleJa },
    body: { zh: row.bodyZh, ja: row.bodyJa },
    bookingUuid: row.bookingUuid,
    bookingNo: row.bookingNo,
    blNo: row.blNo,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A user's messages: those to the user and those to the user's enterprise. The read flag is the
 * message's own, so one colleague reading an enterprise message reads it for all of them.
 * Marking someone else's message is not an error: it is not among the reader's, so it is not counted.
 */
export function createMessagesService({ repository, clock }: { repository: MessagesRepository; clock: Clock }) {
  return {
    async page(reader: Reader, query: { current: number; size: number; unreadOnly?: boolean }): Promise<Page<UserMessage>> {
      const { rows, total } = await repository.page(reader, query.unreadOnly === true, (query.current - 1) * query.size, query.size);
      return pageOf(rows.map(toMessage), total, query);
    },

    async unreadCount(reader: Reader): Promise<{ unread: number }> {
      return { unread: await repository.unread(reader) };
    },

    async markRead(reader: Reader, target: { uuids: string[]; all: boolean }): Promise<{ marked: number }> {
      const uuids = target.all ? null : target.uuids.filter((uuid) => isUuid(uuid));
      if (uuids && uuids.length === 0) return { marked: 0 };
      return { marked: await repository.markRead(reader, uuids, clock()) };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
