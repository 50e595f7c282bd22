import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Lang } from '../../../src/domain/lang';
import type { NotificationKind, NotificationStatus } from '../../../src/domain/notifications';
import type { Db } from '../../db/client';
import { users } from '../../db/tables/identity';
import { notifications } from '../../db/tables/notifications';
import { orderLegs, orders } from '../../db/tables/orders';
import { billsOfLading, bookings } from '../../db/tables/shipping';
import { voyages } from '../../db/tables/voyages';

/** The passenger's message centre shows the notifications about their orders; a shipper's are on /myMessage already. */
const PASSENGERS_OWN = sql`${notifications.kind} <> 'shipping.message'`;

/** What a decision writes to the outbox. */
export interface NewNotification {
  kind: NotificationKind;
  dedupeKey: string;
  userId: string | null;
  toAddress: string;
  lang: Lang;
  payload: Record<string, unknown>;
}

export type NotificationRow = typeof notifications.$inferSelect;

/** The outbox's SQL: written in the decision's transaction, claimed and settled by the worker. */
export function createNotificationsRepository({ db }: { db: Db }) {
  return {
    /** Writes the notifications; one already written for the same decision (dedupe key) is left as it is. */
    async add(rows: NewNotification[], now: Date): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(notifications)
        .values(rows.map((row) => ({ ...row, nextAttemptAt: now, createdAt: now })))
        .onConflictDoNothing({ target: notifications.dedupeKey });
    },

    /**
     * Takes up to `limit` due notifications for `leaseMs`: PENDING, due, and not leased by another
     * worker. SKIP LOCKED lets two workers claim at once without waiting for or taking each other's rows.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<NotificationRow[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const due = db
        .select({ uuid: notifications.uuid })
        .from(notifications)
        .where(
          and(
            eq(notifications.status, 'PENDING'),
            sql`${notifications.nextAttemptAt} <= ${now}`,
            sql`(${notifications.leaseUntil} is null or ${notifications.leaseUntil} <= ${now})`,
          ),
        )
        .orderBy(notifications.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(notifications)
        .set({ leaseUntil, attempts: sql`${notifications.attempts} + 1` })
        .where(inArray(notifications.uuid, due))
        .returning();
    },

    async markSent(uuid: string, now: Date): Promise<void> {
      await db.update(notifications).set({ status: 'SENT', sentAt: now, leaseUntil: null, lastError: null }).where(eq(notifications.uuid, uuid));
    },

    /** A failed attempt: tried again at `retryAt`, or FAILED for good when it is null. */
    async markFailed(uuid: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(notifications)
        .set(retryAt ? { lastError: error, leaseUntil: null, nextAttemptAt: retryAt } : { status: 'FAILED', lastError: error, leaseUntil: null })
        .where(eq(notifications.uuid, uuid));
    },

    /** The notifications not delivered yet: FAILED ones, and PENDING ones that failed at least once. */
    async undelivered(limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(sql`${notifications.status} = 'FAILED' or (${notifications.status} = 'PENDING' and ${notifications.attempts} > 0)`)
        .orderBy(desc(notifications.createdAt))
        .limit(limit);
    },

    /** The latest notification of `kind` about each of the orders (by the order number in the payload). */
    async latestOfOrders(orderNos: string[], kind: NotificationKind): Promise<NotificationRow[]> {
      if (!orderNos.length) return [];
      const orderNo = sql<string>`${notifications.payload} ->> 'orderNo'`;
      return db
        .selectDistinctOn([orderNo])
        .from(notifications)
        .where(and(eq(notifications.kind, kind), inArray(orderNo, orderNos)))
        .orderBy(orderNo, desc(notifications.createdAt));
    },

    async find(uuid: string): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.uuid, uuid));
      return row;
    },

    /** Puts a FAILED notification back in line with a fresh count of attempts; false when it is not FAILED. */
    async resend(uuid: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ status: 'PENDING', attempts: 0, nextAttemptAt: now, leaseUntil: null })
        .where(and(eq(notifications.uuid, uuid), eq(notifications.status, 'FAILED')))
        .returning({ uuid: notifications.uuid });
      return rows.length > 0;
    },

    async countByStatus(): Promise<Record<NotificationStatus, number>> {
      const rows = await db
        .select({ status: notifications.status, n: sql<number>`count(*)::int` })
        .from(notifications)
        .groupBy(notifications.status);
      const counts: Record<NotificationStatus, number> = { PENDING: 0, SENT: 0, FAILED: 0 };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    /** Where an order's mail goes: its contact's address, in its owner's language. */
    async orderRecipient(orderUuid: string): Promise<{ userId: string; toAddress: string; lang: Lang; orderNo: string | null } | undefined> {
      const [row] = await db
        .select({ userId: orders.userUuid, toAddress: orders.contactEmail, lang: users.lang, orderNo: orders.orderNo })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userUuid))
        .where(eq(orders.uuid, orderUuid));
      return row;
    },

    /** A page of a user's notifications, newest first (the portal's message centre). */
    async pageOf(userId: string, unreadOnly: boolean, offset: number, limit: number): Promise<{ rows: NotificationRow[]; total: number }> {
      const mine = and(eq(notifications.userId, userId), PASSENGERS_OWN, unreadOnly ? isNull(notifications.readAt) : undefined);
      const [rows, [count]] = await Promise.all([
        db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.uuid)).offset(offset).limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(notifications)
          .where(mine),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async unreadOf(userId: string): Promise<number> {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), PASSENGERS_OWN, isNull(notifications.readAt)));
      return count?.n ?? 0;
    },

    /** Marks the user's unread notifications among `uuids` (all of them when null) read; how many became read. */
    async markRead(userId: string, uuids: string[] | null, now: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), PASSENGERS_OWN, isNull(notifications.readAt), uuids ? inArray(notifications.uuid, uuids) : undefined))
        .returning({ uuid: notifications.uuid });
      return rows.length;
    },

    /**
     * Who a shipper's message reaches: the user it names, else every active user of its enterprise;
     * of a reminder (`remindersOnly`), only those who keep reminders on.
     */
    async messageRecipients(target: {
      userId: string | null;
      enterpriseId: string | null;
      remindersOnly?: boolean;
    }): Promise<{ userId: string; toAddress: string; lang: Lang }[]> {
      const who = target.userId ? eq(users.id, target.userId) : target.enterpriseId ? eq(users.enterpriseId, target.enterpriseId) : undefined;
      if (!who) return [];
      return db
        .select({ userId: users.id, toAddress: users.email, lang: users.lang })
        .from(users)
        .where(and(who, isNull(users.disabledAt), target.remindersOnly ? eq(users.remindersOn, true) : undefined))
        .orderBy(users.id);
    },

    /** The numbers of a shipper's message's booking and its bill (none yet: null), so that its mail links to the record. */
    async bookingNumbers(bookingUuid: string): Promise<{ bookingNo: string | null; blNo: string | null }> {
      const [row] = await db
        .select({ bookingNo: bookings.bookingNo, blNo: billsOfLading.blNo })
        .from(bookings)
        .leftJoin(billsOfLading, eq(billsOfLading.bookingUuid, bookings.uuid))
        .where(eq(bookings.uuid, bookingUuid));
      return { bookingNo: row?.bookingNo ?? null, blNo: row?.blNo ?? null };
    },

    /** A user's name as greeted in mail: the Chinese name, else the nickname. */
    async nameOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ cnName: users.cnName, nickname: users.nickname }).from(users).where(eq(users.id, userId));
      return row ? row.cnName.trim() || row.nickname.trim() : undefined;
    },

    /**
     * Writes the check-in reminder of every leg of a PAID order leaving within `aheadMs` whose owner
     * wants reminders; one per leg ever (the dedupe key), so every process may run it.
     */
    async addCheckInReminders(now: Date, aheadMs: number): Promise<number> {
      const until = new Date(now.getTime() + aheadMs);
      const rows = await db
        .insert(notifications)
        .select(
          db
            // every column, in the table's order (an INSERT … SELECT)
            .select({
              uuid: sql<string>`gen_random_uuid()`.as('uuid'),
              kind: sql<NotificationKind>`'order.checkInReminder'`.as('kind'),
              dedupeKey: sql<string>`'order.checkInReminder:' || ${orders.uuid} || ':' || ${orderLegs.legIndex}`.as('dedupe_key'),
              userId: orders.userUuid,
              toAddress: orders.contactEmail,
              lang: users.lang,
              payload: sql`jsonb_build_object('orderUuid', ${orders.uuid}, 'orderNo', ${orders.orderNo}, 'legIndex', ${orderLegs.legIndex})`.as('payload'),
              status: sql<NotificationStatus>`'PENDING'`.as('status'),
              attempts: sql<number>`0`.as('attempts'),
              nextAttemptAt: sql<Date>`${now}::timestamptz`.as('next_attempt_at'),
              leaseUntil: sql<Date | null>`null`.as('lease_until'),
              lastError: sql<string | null>`null`.as('last_error'),
              createdAt: sql<Date>`${now}::timestamptz`.as('created_at'),
              sentAt: sql<Date | null>`null`.as('sent_at'),
              readAt: sql<Date | null>`null`.as('read_at'),
            })
            .from(orders)
            .innerJoin(orderLegs, eq(orderLegs.orderUuid, orders.uuid))
            .innerJoin(voyages, eq(voyages.uuid, orderLegs.voyageUuid))
            .innerJoin(users, eq(users.id, orders.userUuid))
            .where(
              and(
                eq(orders.status, 'PAID'),
                eq(users.remindersOn, true),
                sql`${orders.contactEmail} <> ''`,
                sql`${voyages.departureTime} > ${now}`,
                sql`${voyages.departureTime} <= ${until}`,
              ),
            ),
        )
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning({ uuid: notifications.uuid });
      return rows.length;
    },

    async remindersOn(userId: string): Promise<boolean> {
      const [row] = await db.select({ on: users.remindersOn }).from(users).where(eq(users.id, userId));
      return row?.on ?? true;
    },

    async setRemindersOn(userId: string, on: boolean): Promise<void> {
      await db.update(users).set({ remindersOn: on }).where(eq(users.id, userId));
    },

    /** Records the language an account last used (mail is written in it). */
    async setUserLang(userId: string, lang: Lang): Promise<void> {
      await db
        .update(users)
        .set({ lang })
        .where(and(eq(users.id, userId), sql`${users.lang} <> ${lang}`));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
