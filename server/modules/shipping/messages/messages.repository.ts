import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billsOfLading, bookings, userMessages } from '../../../db/schema';

export type MessageRow = typeof userMessages.$inferSelect;
export type NewMessage = Omit<typeof userMessages.$inferInsert, 'uuid' | 'readAt'>;

/** Who reads: the user's own messages and those to the user's enterprise. */
export interface Reader {
  userId: string;
  enterpriseId: string | null;
}

/** What else a message written in a decision's transaction must write there (its mail in the outbox). */
export type OnMessage = (tx: Db, message: NewMessage) => Promise<void>;

export function createMessagesRepository({ db, onInsert }: { db: Db; onInsert?: OnMessage }) {
  const addressedTo = (reader: Reader): SQL =>
    (reader.enterpriseId
      ? or(eq(userMessages.userId, reader.userId), and(eq(userMessages.enterpriseId, reader.enterpriseId), isNull(userMessages.userId)))
      : eq(userMessages.userId, reader.userId)) as SQL;

  return {
    /**
     * Writes the message and what goes with it (its mail); true. A message with a dedupe key
     * already written is left as it is, without a second mail: false.
     */
    async insert(message: NewMessage): Promise<boolean> {
      const written = await db
        .insert(userMessages)
        .values(message)
        .onConflictDoNothing({ target: userMessages.dedupeKey })
        .returning({ uuid: userMessages.uuid });
      if (!written.length) return false;
      await onInsert?.(db, message);
      return true;
    },

    async page(
      reader: Reader,
      unreadOnly: boolean,
      offset: number,
      limit: number,
    ): Promise<{ rows: (MessageRow & { bookingNo: string | null; blNo: string | null })[]; total: number }> {
      const where = and(addressedTo(reader), unreadOnly ? isNull(userMessages.readAt) : undefined);
      // the booking's and its bill's numbers, so that the message links to its record
      const rows = await db
        .select({ message: userMessages, bookingNo: bookings.bookingNo, blNo: billsOfLading.blNo })
        .from(userMessages)
        .leftJoin(bookings, eq(bookings.uuid, userMessages.bookingUuid))
        .leftJoin(billsOfLading, eq(billsOfLading.bookingUuid, userMessages.bookingUuid))
        .where(where)
        .orderBy(desc(userMessages.createdAt), desc(userMessages.uuid))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(userMessages).where(where);
      return { rows: rows.map((r) => ({ ...r.message, bookingNo: r.bookingNo, blNo: r.blNo })), total: total?.n ?? 0 };
    },

    async unread(reader: Reader): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(userMessages)
        .where(and(addressedTo(reader), isNull(userMessages.readAt)));
      return row?.n ?? 0;
    },

    /** Marks the reader's unread messages among `uuids` (all of them when null) read; answers how many. */
    async markRead(reader: Reader, uuids: string[] | null, at: Date): Promise<number> {
      const rows = await db
        .update(userMessages)
        .set({ readAt: at })
        .where(and(addressedTo(reader), isNull(userMessages.readAt), uuids ? inArray(userMessages.uuid, uuids) : undefined))
        .returning({ uuid: userMessages.uuid });
      return rows.length;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
