import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../src/domain/baseData';
import type { OrderStatus, OrderType, TicketStatus } from '../../../src/domain/orderEnums';
import type { OrderPassengerInput } from '../../../src/domain/ticketing/order';
import type { PriceBreakdown } from '../../../src/domain/ticketing/price';
import { users } from './identity';
import { voyages } from './voyages';

const ts = (name: string) => timestamp(name, { withTimezone: true });

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const ORDER_STATUS_SQL = quoted(['DRAFT', 'DUE_PAY', 'PAID', 'BEING_REFUNDED', 'REFUND', 'CANCEL', 'ABOLISH'] satisfies OrderStatus[]);
const TICKET_STATUS_SQL = quoted(['UNPAID', 'VALID', 'REFUNDING', 'REFUNDED', 'CANCELLED', 'VOID', 'USED'] satisfies TicketStatus[]);

/**
 * Numbers of submitted orders: a sequence hands out each value once, even to concurrent
 * transactions, so two orders can never get the same number (and a rolled-back submit
 * only leaves a gap).
 */
export const ORDER_NO_SEQUENCE = 'order_no_seq';
export const orderNoSequence = pgSequence(ORDER_NO_SEQUENCE, { startWith: 1, increment: 1 });

/** One order is one room of one cabin class, for one leg or a round trip (src/domain/ticketing/order.ts). */
export const orders = pgTable(
  'orders',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** e.g. T2611220001; assigned on submit */
    orderNo: text('order_no').unique(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** the order statechart's full state value, beside the spec's status */
    stateValue: jsonb('state_value').notNull(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    /** the price breakdown as stored on submit; null while DRAFT */
    breakdown: jsonb('breakdown').$type<PriceBreakdown>(),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    extraBed: boolean('extra_bed').notNull().default(false),
    noticeVersion: integer('notice_version'),
    /** the passengers as entered (the form's inputs, ticket type included) */
    passengers: jsonb('passengers').$type<OrderPassengerInput[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    /** end of the payment window of a DUE_PAY order; null while an offline claim stops it, and outside DUE_PAY */
    paymentDeadline: ts('payment_deadline'),
    /** set when a sailing of the order was rescheduled: its refund then costs no fee (DOMAIN "Order lifecycle") */
    refundFeeWaivedAt: ts('refund_fee_waived_at'),
  },
  (t) => [
    // A user's orders, newest first.
    index('orders_user_created_idx').on(t.userUuid, t.createdAt.desc()),
    // The expiry sweep's scan: DUE_PAY orders whose window has run out.
    index('orders_payment_deadline_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.status} = 'DUE_PAY'`),
    check('orders_status_check', sql`${t.status} in (${ORDER_STATUS_SQL})`),
    check('orders_type_check', sql`${t.orderType} in ('ONE_WAY', 'ROUND_TRIP')`),
    check('orders_currency_check', sql`${t.currency} in ('RMB', 'JPY')`),
    check('orders_total_check', sql`${t.totalMinor} >= 0`),
    // Past DRAFT an order has its number.
    check('orders_number_check', sql`${t.status} = 'DRAFT' or ${t.orderNo} is not null`),
  ],
);

/**
 * The sailings of an order: 0 outbound, 1 return. `berths` is the inventory units the leg holds
 * (0 effect while DRAFT): 1 for a class that sells rooms, the paying passengers for one that
 * sells berths (src/domain/ticketing/saleUnit.ts); given back once on CANCEL, REFUND, ABOLISH.
 */
export const orderLegs = pgTable(
  'order_legs',
  {
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    legIndex: integer('leg_index').notNull(),
    voyageUuid: uuid('voyage_uuid')
      .notNull()
      .references(() => voyages.uuid),
    /** SHIPPING_CLASS_TYPE code */
    cabinClass: text('cabin_class').notNull(),
    berths: integer('berths').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_legs_pk', columns: [t.orderUuid, t.legIndex] }),
    // Berths sold per sailing and cabin class.
    index('order_legs_voyage_idx').on(t.voyageUuid, t.cabinClass),
    check('order_legs_index_check', sql`${t.legIndex} in (0, 1)`),
    check('order_legs_berths_check', sql`${t.berths} >= 0`),
  ],
);

/** One ticket per passenger per leg, written on submit. */
export const orderTickets = pgTable(
  'order_tickets',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    /** order number, leg and passenger (1-based): T2611220001-1-2 */
    ticketNo: text('ticket_no').notNull().unique(),
    legIndex: integer('leg_index').notNull(),
    passengerIndex: integer('passenger_index').notNull(),
    /** TICKET_TYPE code */
    ticketType: text('ticket_type').notNull(),
    passengerNameZh: text('passenger_name_zh').notNull(),
    passengerNameEn: text('passenger_name_en').notNull(),
    certificateNo: text('certificate_no').notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    fareMinor: bigint('fare_minor', { mode: 'number' }).notNull(),
    surchargeMinor: bigint('surcharge_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_tickets_order_idx').on(t.orderUuid, t.legIndex, t.passengerIndex),
    check('order_tickets_status_check', sql`${t.status} in (${TICKET_STATUS_SQL})`),
    check('order_tickets_amounts_check', sql`${t.fareMinor} >= 0 and ${t.surchargeMinor} >= 0`),
  ],
);

/**
 * Idempotency keys of order submits: the same key from the same user answers the order the first
 * request made (a retry after a lost answer never makes a second order); the same key with another
 * body is refused. Written in the submit's transaction, so a key exists exactly when its order does.
 */
export const orderSubmitKeys = pgTable(
  'order_submit_keys',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the client's Idempotency-Key header */
    key: text('key').notNull(),
    /** SHA-256 of the submit body in canonical JSON */
    requestHash: text('request_hash').notNull(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'order_submit_keys_pk', columns: [t.userUuid, t.key] }), index('order_submit_keys_created_idx').on(t.createdAt)],
);
