import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../src/domain/baseData';
import type { AccountCountry, PaymentReturnReason, PaymentReturnStatus, PayoutStatus } from '../../../src/domain/refunds/refundViews';
import { users } from './identity';
import { orders } from './orders';
import { payments, refunds } from './payments';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Money that came for an order that could not take it (cancelled, expired, or paid already by
 * another attempt): given back in full through the provider that took it. One per payment.
 * PENDING until the provider answers; FAILED puts it on the clerk's "payments to return" queue,
 * where it is sent again or recorded as returned by hand.
 */
export const paymentReturns = pgTable(
  'payment_returns',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    paymentUuid: uuid('payment_uuid')
      .notNull()
      .unique()
      .references(() => payments.uuid),
    /** idempotent refund number sent to the provider: resending it never returns twice */
    refundNo: text('refund_no').notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    reason: text('reason').$type<PaymentReturnReason>().notNull(),
    status: text('status').$type<PaymentReturnStatus>().notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** the clerk who recorded a return by hand, with the bank's reference */
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handReference: text('hand_reference'),
    returnedAt: ts('returned_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_returns_status_idx').on(t.status, t.createdAt),
    index('payment_returns_order_idx').on(t.orderUuid),
    check('payment_returns_status_check', sql`${t.status} in ('PENDING', 'FAILED', 'RETURNED', 'RETURNED_BY_HAND')`),
    check('payment_returns_reason_check', sql`${t.reason} in ('ORDER_CLOSED', 'ALREADY_PAID')`),
    check('payment_returns_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * The passenger's receiving account of a bank-transfer refund, given with the application.
 * Sealed with AES-256-GCM (server/lib/crypto/fieldCipher.ts): the row holds no plaintext
 * but the last four digits shown masked.
 */
export const refundAccounts = pgTable('refund_accounts', {
  refundUuid: uuid('refund_uuid')
    .primaryKey()
    .references(() => refunds.uuid, { onDelete: 'cascade' }),
  country: text('country').$type<AccountCountry>().notNull(),
  sealed: text('sealed').notNull(),
  last4: text('last4').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A bank transfer the clerk owes a passenger for an approved refund of a bank-transfer payment:
 * PENDING from the approval, PAID when the clerk records the transfer's reference and date.
 * Only then is the refund SUCCEEDED.
 */
export const refundPayouts = pgTable(
  'refund_payouts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    refundUuid: uuid('refund_uuid')
      .notNull()
      .unique()
      .references(() => refunds.uuid, { onDelete: 'cascade' }),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    /** why a clerk pays what a provider took: its refund outcome (ABNORMAL, CLOSED) when it could not pay back; null for a bank-transfer payment */
    providerOutcome: text('provider_outcome'),
    transferReference: text('transfer_reference'),
    /** the day the bank made the transfer, 'YYYY-MM-DD' as the clerk read it on the statement */
    transferredOn: text('transferred_on'),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    index('refund_payouts_status_idx').on(t.status, t.createdAt),
    check('refund_payouts_status_check', sql`${t.status} in ('PENDING', 'PAID')`),
    check('refund_payouts_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);
