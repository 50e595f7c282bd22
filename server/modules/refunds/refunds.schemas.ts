import type { JsonSchema } from '../../lib/responseSchemas';

/** Response schemas of money going back (src/domain/refunds/refundViews.ts), for the order views and the clerk's queues. */

const money = { type: 'number', description: 'major units' };
const currency = { type: 'string', enum: ['RMB', 'JPY'] };
const instantOrNull = { type: ['string', 'null'], format: 'date-time' };

export const paymentReturnRecord: JsonSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    outTradeNo: { type: 'string' },
    amount: money,
    currency,
    reason: {
      type: 'string',
      enum: ['ORDER_CLOSED', 'ALREADY_PAID'],
      description: 'ORDER_CLOSED: cancelled, expired or voided before the money came; ALREADY_PAID: paid by another attempt',
    },
    status: { type: 'string', enum: ['PENDING', 'FAILED', 'RETURNED', 'RETURNED_BY_HAND'] },
    returnedAt: instantOrNull,
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const paymentReturnItem: JsonSchema = {
  type: 'object',
  properties: {
    ...(paymentReturnRecord.properties as Record<string, unknown>),
    orderUuid: { type: 'string', format: 'uuid' },
    orderNo: { type: ['string', 'null'] },
    attempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
  },
};

export const maskedAccount: JsonSchema = {
  type: ['object', 'null'],
  properties: {
    country: { type: 'string', enum: ['JP', 'CN'] },
    bankName: { type: 'string' },
    branchName: { type: ['string', 'null'] },
    accountType: { type: ['string', 'null'], enum: ['ORDINARY', 'CURRENT', null] },
    accountNumber: { type: 'string', description: 'masked (****1234) for the passenger; whole for the clerk’s payout queue' },
    holderName: { type: 'string' },
  },
};

export const payoutRecord: JsonSchema = {
  type: ['object', 'null'],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['PENDING', 'PAID'] },
    amount: money,
    currency,
    transferReference: { type: ['string', 'null'] },
    transferredOn: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const payoutItem: JsonSchema = {
  type: 'object',
  properties: {
    ...(payoutRecord.properties as Record<string, unknown>),
    orderUuid: { type: 'string', format: 'uuid' },
    orderNo: { type: ['string', 'null'] },
    refundNo: { type: 'string' },
    account: { ...maskedAccount, description: 'null while the passenger has not given it: the payout cannot be marked paid yet' },
    providerOutcome: {
      type: ['string', 'null'],
      description: 'the provider’s refund outcome (ABNORMAL, CLOSED) when it could not pay back; null for a bank-transfer payment',
    },
  },
};

const accountFields = {
  bankName: { type: 'string', maxLength: 100 },
  branchName: { type: 'string', maxLength: 100 },
  accountType: { type: 'string', maxLength: 20 },
  accountNumber: { type: 'string', maxLength: 40 },
  holderName: { type: 'string', maxLength: 100 },
};

/** orderRefundByUuid's body: the order, and for a bank-transfer order the receiving account. */
export const refundApplicationBody: JsonSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string', maxLength: 64 },
    account: {
      type: 'object',
      description:
        'required when the order was paid by bank transfer; a Japanese account for JPY orders, a Chinese one for RMB (src/domain/refunds/refundAccount.ts)',
      properties: accountFields,
    },
  },
};

/** submitRefundAccount's body: the order, and the account its waiting payout is paid into. */
export const payoutAccountBody: JsonSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string', maxLength: 64 },
    account: {
      type: 'object',
      description: 'a Japanese account for JPY orders, a Chinese one for RMB (src/domain/refunds/refundAccount.ts)',
      properties: accountFields,
    },
  },
};
