import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../src/domain/baseData';
import type { OrderHistoryEntry, PaymentMethod, PaymentStatus, WxpayScene } from '../../../src/domain/payments';
import type { OrderStatus } from '../../../src/domain/orderEnums';
import { users } from './identity';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Every move of an order's statechart, for the order's history and for audits. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    /** the statechart event, e.g. order.paid */
    event: text('event').notNull(),
    fromState: jsonb('from_state'),
    toState: jsonb('to_state').notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<OrderHistoryEntry['actor']>().notNull(),
    actorUserUuid: uuid('actor_user_uuid').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderUuid, t.createdAt),
    check('order_events_actor_check', sql`${t.actor} in ('user', 'staff', 'provider', 'system')`),
  ],
);

/**
 * A payment attempt of an order: a provider prepay (WeChat Native: code_url; H5: h5_url) or a
 * bank transfer. At most one SUCCEEDED payment per order, whatever the notifications say.
 */
export const payments = pgTable(
  'payments',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    /** 'sandbox' or 'wechatpay' for WECHAT_QR (PAYMENT_PROVIDER); 'offline' for BANK_TRANSFER */
    provider: text('provider').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** our merchant order number sent to the provider; unique per attempt */
    outTradeNo: text('out_trade_no').notNull().unique(),
    providerTransactionId: text('provider_transaction_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** how a WECHAT_QR prepay was ordered: NATIVE (a QR to scan) or H5 (a phone browser); a prepay is of one kind at the provider */
    scene: text('scene').$type<WxpayScene>().notNull().default('NATIVE'),
    /** what the payer opens: the Native code_url, or the H5 h5_url last answered (WeChat's lasts 5 minutes) */
    codeUrl: text('code_url'),
    expiresAt: ts('expires_at'),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderUuid, t.createdAt),
    uniqueIndex('payments_one_success_per_order')
      .on(t.orderUuid)
      .where(sql`${t.status} = 'SUCCEEDED'`),
    check('payments_method_check', sql`${t.method} in ('WECHAT_QR', 'BANK_TRANSFER')`),
    check('payments_status_check', sql`${t.status} in ('CREATED', 'SUCCEEDED', 'FAILED', 'CLOSED')`),
    check('payments_scene_check', sql`${t.scene} in ('NATIVE', 'H5')`),
    check('payments_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/** Every provider notification as received; (provider, notification id) makes a replay a no-op. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    /** the provider's id of the notification (WeChat: the resource id of the event) */
    notificationId: text('notification_id').notNull(),
    outTradeNo: text('out_trade_no'),
    /** e.g. SUCCESS, PAYERROR, REFUND.SUCCESS */
    outcome: text('outcome').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    body: jsonb('body').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [unique('payment_notifications_once').on(t.provider, t.notificationId)],
);

/** A refund of a paid order: applied by the user, decided by staff, sent back through the provider once. */
export const refunds = pgTable(
  'refunds',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    paymentUuid: uuid('payment_uuid').references(() => payments.uuid),
    /** idempotent refund number sent to the provider */
    refundNo: text('refund_no').notNull().unique(),
    /** what goes back, and the fee kept (DOMAIN refund fee table), in the order's currency */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<'REQUESTED' | 'APPROVED' | 'REJECTED' | 'SUCCEEDED'>().notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderUuid, t.createdAt),
    check('refunds_status_check', sql`${t.status} in ('REQUESTED', 'APPROVED', 'REJECTED', 'SUCCEEDED')`),
    check('refunds_amount_check', sql`${t.amountMinor} >= 0 and ${t.feeMinor} >= 0`),
  ],
);
