import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../src/domain/baseData';
import type { OrderStatus, OrderType } from '../../../src/domain/orderEnums';
import type { Db } from '../../db/client';
import {
  dictionaryItems,
  ORDER_NO_SEQUENCE,
  orderEvents,
  orderLegs,
  orders,
  orderSubmitKeys,
  orderTickets,
  payments,
  ports,
  refunds,
  routes,
  users,
  voyages,
} from '../../db/schema';
import { staffDisplayName } from '../staff/audit';

export type OrderRow = typeof orders.$inferSelect;
export type OrderValues = Omit<typeof orders.$inferInsert, 'uuid' | 'userUuid' | 'createdAt'>;
export type TicketRow = typeof orderTickets.$inferSelect;
export type NewTicket = Omit<typeof orderTickets.$inferInsert, 'uuid' | 'orderUuid'>;
/** A history row; `actorName` names the staff member of a staff move (null for any other actor). */
export type OrderEventRow = typeof orderEvents.$inferSelect & { actorName: string | null };
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Which orders a page lists; dates are instants already (the start of the first day, the end of the last). */
export interface OrderFilter {
  /** one user's orders; absent: every user's (staff) */
  userUuid?: string;
  status?: OrderStatus;
  /** staff lists leave out what was never submitted */
  submittedOnly?: boolean;
  orderType?: OrderType;
  /** the number, or its beginning */
  orderNoPrefix?: string;
  createdFrom?: Date;
  createdBefore?: Date;
  /** part of the contact's name, phone or e-mail, any case (the staff list) */
  contact?: string;
  /** only orders whose bank transfer the user claimed and staff have not yet decided (the staff queue) */
  offlineClaimed?: boolean;
}

/** LIKE's own characters taken literally. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface NewLeg {
  legIndex: number;
  voyageUuid: string;
  cabinClass: string;
  berths: number;
}

/** A sailing as an order shows it: ports with names, times, and the departure port's currency. */
export interface VoyageInfo {
  uuid: string;
  code: string;
  vessel: string;
  departurePort: string;
  arrivalPort: string;
  departurePortNameZh: string;
  departurePortNameJa: string;
  arrivalPortNameZh: string;
  arrivalPortNameJa: string;
  departureTime: Date;
  arrivalTime: Date;
  currency: Currency;
}

export interface LegRow extends VoyageInfo {
  legIndex: number;
  cabinClass: string;
  cabinNameZh: string | null;
  cabinNameJa: string | null;
  berths: number;
}

const owned = (userUuid: string, uuid: string) => and(eq(orders.uuid, uuid), eq(orders.userUuid, userUuid));

/** Orders, their legs and tickets; every read and change of an order is scoped to its owner. */
export function createOrdersRepository({ db }: { db: Db }) {
  function selectVoyages() {
    const from = alias(ports, 'from_port');
    const to = alias(ports, 'to_port');
    return {
      columns: {
        uuid: voyages.uuid,
        code: voyages.code,
        vessel: voyages.vessel,
        departurePort: routes.departurePort,
        arrivalPort: routes.arrivalPort,
        departurePortNameZh: from.nameZh,
        departurePortNameJa: from.nameJa,
        arrivalPortNameZh: to.nameZh,
        arrivalPortNameJa: to.nameJa,
        departureTime: voyages.departureTime,
        arrivalTime: voyages.arrivalTime,
        currency: from.currency,
      },
      from,
      to,
    };
  }

  return {
    /** The sailings among `uuids` that exist (whatever their state), with their ports. */
    async voyagesByUuid(uuids: string[]): Promise<VoyageInfo[]> {
      if (uuids.length === 0) return [];
      const { columns, from, to } = selectVoyages();
      return db
        .select(columns)
        .from(voyages)
        .innerJoin(routes, eq(routes.code, voyages.routeCode))
        .innerJoin(from, eq(from.code, routes.departurePort))
        .innerJoin(to, eq(to.code, routes.arrivalPort))
        .where(inArray(voyages.uuid, uuids));
    },

    async find(userUuid: string, uuid: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(owned(userUuid, uuid));
      return row;
    },

    /** Any user's order (staff). */
    async findAny(uuid: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid));
      return row;
    },

    /** A page of orders, newest first, and how many match in all. */
    async page(filter: OrderFilter, offset: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.userUuid) conditions.push(eq(orders.userUuid, filter.userUuid));
      if (filter.status) conditions.push(eq(orders.status, filter.status));
      if (filter.submittedOnly) conditions.push(ne(orders.status, 'DRAFT'));
      if (filter.orderType) conditions.push(eq(orders.orderType, filter.orderType));
      // An offline claim stops the payment window: DUE_PAY without a deadline is waiting for staff.
      if (filter.offlineClaimed) conditions.push(eq(orders.status, 'DUE_PAY'), isNull(orders.paymentDeadline));
      if (filter.orderNoPrefix) conditions.push(like(orders.orderNo, likePrefix(filter.orderNoPrefix)));
      if (filter.createdFrom) conditions.push(gte(orders.createdAt, filter.createdFrom));
      if (filter.createdBefore) conditions.push(lt(orders.createdAt, filter.createdBefore));
      if (filter.contact) {
        const part = `%${filter.contact.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(orders.contactName, part), ilike(orders.contactPhone, part), ilike(orders.contactEmail, part))!);
      }
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.uuid)).limit(limit).offset(offset),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The order's moves, oldest first, staff moves with the staff member's name. */
    async history(orderUuid: string): Promise<OrderEventRow[]> {
      const rows = await db
        .select({ event: orderEvents, cnName: users.cnName, nickname: users.nickname, logonId: users.logonId })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorUserUuid))
        .where(eq(orderEvents.orderUuid, orderUuid))
        .orderBy(asc(orderEvents.createdAt));
      return rows.map(({ event, cnName, nickname, logonId }) => ({
        ...event,
        actorName: event.actor === 'staff' && logonId !== null ? staffDisplayName({ cnName: cnName ?? '', nickname: nickname ?? '', logonId }) : null,
      }));
    },

    /** The order's payment attempts, newest first. */
    payments(orderUuid: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.orderUuid, orderUuid)).orderBy(desc(payments.createdAt));
    },

    async succeededPayment(orderUuid: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderUuid, orderUuid), eq(payments.status, 'SUCCEEDED')));
      return row;
    },

    async insertPayment(values: typeof payments.$inferInsert): Promise<void> {
      await db.insert(payments).values(values);
    },

    /** The order's latest refund application. */
    async latestRefund(orderUuid: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.orderUuid, orderUuid)).orderBy(desc(refunds.createdAt)).limit(1);
      return row;
    },

    async countRefunds(orderUuid: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(refunds).where(eq(refunds.orderUuid, orderUuid));
      return row?.total ?? 0;
    },

    async insertRefund(values: typeof refunds.$inferInsert): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(values).returning();
      if (!row) throw new Error('refund was not inserted');
      return row;
    },

    async updateRefund(uuid: string, values: Partial<typeof refunds.$inferInsert>): Promise<void> {
      await db.update(refunds).set(values).where(eq(refunds.uuid, uuid));
    },

    async legs(orderUuid: string): Promise<LegRow[]> {
      return (await this.legsOf([orderUuid])).get(orderUuid) ?? [];
    },

    /** The legs of many orders at once (a page's). */
    async legsOf(orderUuids: string[]): Promise<Map<string, LegRow[]>> {
      const byOrder = new Map<string, LegRow[]>(orderUuids.map((uuid) => [uuid, []]));
      if (orderUuids.length === 0) return byOrder;
      const { columns, from, to } = selectVoyages();
      const rows = await db
        .select({
          ...columns,
          orderUuid: orderLegs.orderUuid,
          legIndex: orderLegs.legIndex,
          cabinClass: orderLegs.cabinClass,
          cabinNameZh: dictionaryItems.nameZh,
          cabinNameJa: dictionaryItems.nameJa,
          berths: orderLegs.berths,
        })
        .from(orderLegs)
        .innerJoin(voyages, eq(voyages.uuid, orderLegs.voyageUuid))
        .innerJoin(routes, eq(routes.code, voyages.routeCode))
        .innerJoin(from, eq(from.code, routes.departurePort))
        .innerJoin(to, eq(to.code, routes.arrivalPort))
        .leftJoin(dictionaryItems, and(eq(dictionaryItems.type, 'SHIPPING_CLASS_TYPE'), eq(dictionaryItems.code, orderLegs.cabinClass)))
        .where(inArray(orderLegs.orderUuid, orderUuids))
        .orderBy(asc(orderLegs.legIndex));
      for (const { orderUuid, ...leg } of rows) byOrder.get(orderUuid)?.push(leg);
      return byOrder;
    },

    /** The tickets of many orders at once (a page's). */
    async ticketsOf(orderUuids: string[]): Promise<Map<string, TicketRow[]>> {
      const byOrder = new Map<string, TicketRow[]>(orderUuids.map((uuid) => [uuid, []]));
      if (orderUuids.length === 0) return byOrder;
      const rows = await db
        .select()
        .from(orderTickets)
        .where(inArray(orderTickets.orderUuid, orderUuids))
        // A changed leg's voided tickets before the new ones (their numbers only add a -C<n>).
        .orderBy(asc(orderTickets.legIndex), asc(orderTickets.passengerIndex), asc(orderTickets.ticketNo));
      for (const ticket of rows) byOrder.get(ticket.orderUuid)?.push(ticket);
      return byOrder;
    },

    tickets(orderUuid: string): Promise<TicketRow[]> {
      return db
        .select()
        .from(orderTickets)
        .where(eq(orderTickets.orderUuid, orderUuid))
        .orderBy(asc(orderTickets.legIndex), asc(orderTickets.passengerIndex), asc(orderTickets.ticketNo));
    },

    async insert(userUuid: string, values: OrderValues, now: Date): Promise<OrderRow> {
      const [row] = await db
        .insert(orders)
        .values({ ...values, userUuid, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('order was not inserted');
      return row;
    },

    /**
     * Changes the owner's order only while it is a DRAFT; undefined otherwise. On PostgreSQL the
     * row lock makes a second concurrent change wait and then find it no longer a DRAFT.
     */
    async updateDraft(userUuid: string, uuid: string, values: OrderValues): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set(values)
        .where(and(owned(userUuid, uuid), eq(orders.status, 'DRAFT')))
        .returning();
      return row;
    },

    async replaceLegs(orderUuid: string, legs: NewLeg[]): Promise<void> {
      await this.deleteLegs(orderUuid);
      if (legs.length) await db.insert(orderLegs).values(legs.map((leg) => ({ ...leg, orderUuid })));
    },

    /**
     * Deletes the caller's order while it is still a DRAFT (a submit racing it wins or loses as a
     * whole); its legs and any other row of it go with it (their foreign keys cascade). Whether it did.
     */
    async deleteDraft(userUuid: string, uuid: string): Promise<boolean> {
      const rows = await db
        .delete(orders)
        .where(and(owned(userUuid, uuid), eq(orders.status, 'DRAFT')))
        .returning({ uuid: orders.uuid });
      return rows.length > 0;
    },

    /** A draft's legs, gone before its submit writes them again with its tickets (insertParts). */
    async deleteLegs(orderUuid: string): Promise<void> {
      await db.delete(orderLegs).where(eq(orderLegs.orderUuid, orderUuid));
    },

    /** `count` values of the order number sequence, ascending: unique across transactions and processes. */
    async nextOrderSequences(count: number): Promise<number[]> {
      const result = await db.execute<{ value: string | number }>(sql`select nextval(${ORDER_NO_SEQUENCE}) as value from generate_series(1, ${count})`);
      return (result as unknown as { rows: { value: string | number }[] }).rows.map((row) => Number(row.value)).sort((a, b) => a - b);
    },

    /**
     * A new order's legs and tickets in one statement (the order row exists already, in the same
     * transaction); answers the tickets as stored, by leg then passenger.
     */
    async insertParts(orderUuid: string, parts: { legs: NewLeg[]; tickets: NewTicket[] }): Promise<TicketRow[]> {
      const legs = db.$with('legs', {}).as(
        db
          .insert(orderLegs)
          .values(parts.legs.map((leg) => ({ ...leg, orderUuid })))
          .getSQL(),
      );
      const rows = await db
        .with(legs)
        .insert(orderTickets)
        .values(parts.tickets.map((t) => ({ ...t, orderUuid })))
        .returning();
      return rows.sort((a, b) => a.legIndex - b.legIndex || a.passengerIndex - b.passengerIndex);
    },

    /**
     * Holds the account's submit lock until the transaction ends: one submit per account at a
     * time, so its holding limits and idempotency key are judged on what the previous one left.
     * First in the global lock order (server/db/transaction.ts). Named after the schema, so test
     * schemas in one database do not block each other.
     */
    async lockAccount(userUuid: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':order-submit:' || ${userUuid}))`);
    },

    /** The order an earlier submit with this key made, and that request's hash. */
    async submitKey(userUuid: string, key: string): Promise<{ requestHash: string; orderUuid: string } | undefined> {
      const [row] = await db
        .select({ requestHash: orderSubmitKeys.requestHash, orderUuid: orderSubmitKeys.orderUuid })
        .from(orderSubmitKeys)
        .where(and(eq(orderSubmitKeys.userUuid, userUuid), eq(orderSubmitKeys.key, key)));
      return row;
    },

    async insertSubmitKey(values: typeof orderSubmitKeys.$inferInsert): Promise<void> {
      await db.insert(orderSubmitKeys).values(values);
    },

    /** How many orders of the account wait for payment. */
    async unpaidCount(userUuid: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(orders)
        .where(and(eq(orders.userUuid, userUuid), eq(orders.status, 'DUE_PAY')));
      return row?.total ?? 0;
    },

    /** Units (rooms or berths) the account holds unpaid on the sailing in the cabin class. */
    async unpaidUnitsHeld(userUuid: string, voyageUuid: string, cabinClass: string): Promise<number> {
      const [row] = await db
        .select({ units: sql<number>`coalesce(sum(${orderLegs.berths}), 0)`.mapWith(Number) })
        .from(orderLegs)
        .innerJoin(orders, eq(orders.uuid, orderLegs.orderUuid))
        .where(and(eq(orders.userUuid, userUuid), eq(orders.status, 'DUE_PAY'), eq(orderLegs.voyageUuid, voyageUuid), eq(orderLegs.cabinClass, cabinClass)));
      return row?.units ?? 0;
    },

    /** The order's state value as stored now, unlocked (a hint; `lockAny` reads it again under the lock). */
    async stateOf(uuid: string): Promise<{ stateValue: unknown } | undefined> {
      const [row] = await db.select({ stateValue: orders.stateValue }).from(orders).where(eq(orders.uuid, uuid));
      return row;
    },

    /** Any user's order, locked until the transaction ends: a concurrent move of it waits here. */
    async lockAny(uuid: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid)).for('update');
      return row;
    },

    /** Stores a move's state: status, state value, payment deadline. */
    async setState(uuid: string, values: Pick<OrderRow, 'status' | 'stateValue' | 'paymentDeadline' | 'updatedAt'>): Promise<void> {
      await db.update(orders).set(values).where(eq(orders.uuid, uuid));
    },

    /**
     * Sets the status of the order's tickets, but for those already used at boarding (they stay USED)
     * and those a change of sailing voided (they stay VOID: a rejected refund must not make them VALID again).
     */
    async setTicketStatus(orderUuid: string, status: TicketRow['status']): Promise<void> {
      await db
        .update(orderTickets)
        .set({ status })
        .where(and(eq(orderTickets.orderUuid, orderUuid), ne(orderTickets.status, 'USED'), ne(orderTickets.status, 'VOID')));
    },

    /** Appends a row to an order's history. */
    async insertEvent(values: typeof orderEvents.$inferInsert): Promise<void> {
      await db.insert(orderEvents).values(values);
    },

    /**
     * Takes the sweep's lock until the transaction ends, without waiting: false when another
     * process holds it. Named after the schema, so test schemas in one database do not block each other.
     */
    async tryLock(name: string): Promise<boolean> {
      const locked = await db.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(current_schema() || ${`:${name}`})) as locked`);
      return (locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
    },

    /** Up to `limit` orders waiting for payment whose window ended by `now`, the earliest deadline first. */
    dueForExpiry(now: Date, limit: number): Promise<Pick<OrderRow, 'uuid' | 'stateValue' | 'paymentDeadline'>[]> {
      return db
        .select({ uuid: orders.uuid, stateValue: orders.stateValue, paymentDeadline: orders.paymentDeadline })
        .from(orders)
        .where(and(eq(orders.status, 'DUE_PAY'), lte(orders.paymentDeadline, now)))
        .orderBy(asc(orders.paymentDeadline))
        .limit(limit);
    },

    /** Removes the idempotency keys stored before `before`. */
    async deleteSubmitKeysBefore(before: Date): Promise<void> {
      await db.delete(orderSubmitKeys).where(lte(orderSubmitKeys.createdAt, before));
    },

    /** Removes the drafts last changed before `before`; answers how many. */
    async deleteDraftsBefore(before: Date): Promise<number> {
      const removed = await db
        .delete(orders)
        .where(and(eq(orders.status, 'DRAFT'), lte(orders.updatedAt, before)))
        .returning({ uuid: orders.uuid });
      return removed.length;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
