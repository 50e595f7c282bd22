import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/domain/envelope';
import { ORDER_STATUSES, ORDER_TYPES, TICKET_STATUSES } from '../../../src/domain/orderEnums';
import { passengerSchema } from '../../../src/domain/validation/passengerSchema';
import { schemaFields } from '../../../src/domain/validation/validate';
import type { JsonSchema } from '../../lib/responseSchemas';
import { maskedAccount, paymentReturnRecord, payoutRecord } from '../refunds/refunds.schemas';

/**
 * JSON schemas of the order calls (types in src/domain/ticketing/order.ts), for the OpenAPI
 * document and the answers' serialisation. The body schema lists fields and types only:
 * the rules and messages are the shared yup schemas' (orderDraftSchema, orderSubmitSchema)
 * and checkOrder's, applied by the service.
 */

const passengerFields = schemaFields(passengerSchema);

const passengerInput: JsonSchema = {
  type: 'object',
  properties: {
    ...Object.fromEntries(passengerFields.map((name) => [name, { type: 'string' }])),
    ticketType: { type: 'string', description: 'TICKET_TYPE code, the same on every leg' },
    savedPassengerUuid: { type: 'string', description: 'the saved passenger it was picked from' },
    saveToList: { type: 'boolean', description: 'save (or update) this passenger in the user’s list on submit' },
  },
};

const legChoice = {
  type: 'object',
  properties: {
    voyageUuid: { type: 'string', description: 'a sailing of getWebTsVoyageList' },
    cabinClass: { type: 'string', description: 'SHIPPING_CLASS_TYPE code; a round trip’s return must equal the outbound’s' },
  },
} as const;

export const orderRequestBody: JsonSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string', description: 'the caller’s DRAFT to update or submit; absent: a new order' },
    submit: { type: 'boolean', description: 'false: save as DRAFT (no berths held); true: check all, reserve, DUE_PAY' },
    orderType: { type: 'string', enum: [...ORDER_TYPES] },
    outbound: legChoice,
    returnLeg: { ...legChoice, type: ['object', 'null'], description: 'required for ROUND_TRIP' },
    contactName: { type: 'string' },
    contactPhone: { type: 'string' },
    contactEmail: { type: 'string' },
    passengers: { type: 'array', items: passengerInput },
    extraBed: { type: 'boolean' },
    noticeAgreed: { type: 'boolean', description: 'the passenger notice terms are agreed (required to submit)' },
    noticeVersion: { type: 'integer', description: 'version of the passenger notice agreed to' },
  },
};

export const uuidQuery: JsonSchema = { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string', maxLength: 64 } } };

const isoInstant = { type: 'string', format: 'date-time' } as const;

const legView = {
  type: 'object',
  required: [
    'legIndex',
    'voyageUuid',
    'voyageCode',
    'vessel',
    'departurePort',
    'arrivalPort',
    'departureTime',
    'arrivalTime',
    'departureDate',
    'cabinClass',
    'berths',
  ],
  properties: {
    legIndex: { type: 'integer', description: '0 outbound, 1 return' },
    voyageUuid: { type: 'string', format: 'uuid' },
    voyageCode: { type: 'string' },
    vessel: { type: 'string' },
    departurePort: { type: 'string' },
    arrivalPort: { type: 'string' },
    departurePortNameZh: { type: 'string' },
    departurePortNameJa: { type: 'string' },
    arrivalPortNameZh: { type: 'string' },
    arrivalPortNameJa: { type: 'string' },
    departureTime: isoInstant,
    arrivalTime: isoInstant,
    departureDate: { type: 'string', format: 'date', description: 'the departure port’s local date' },
    cabinClass: { type: 'string' },
    cabinNameZh: { type: 'string' },
    cabinNameJa: { type: 'string' },
    berths: { type: 'integer', description: 'berths held on this leg: the paying passengers' },
  },
} as const;

const ticketView = {
  type: 'object',
  required: ['uuid', 'ticketNo', 'legIndex', 'passengerIndex', 'ticketType', 'status', 'fare', 'surcharge'],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    ticketNo: { type: ['string', 'null'], description: 'order number, leg and passenger, e.g. T2611220001-1-2' },
    legIndex: { type: 'integer' },
    passengerIndex: { type: 'integer' },
    passengerName: { type: 'string' },
    passengerNameEn: { type: 'string' },
    ticketType: { type: 'string' },
    status: { type: 'string', enum: [...TICKET_STATUSES] },
    fare: { type: 'number', description: 'major units of the order’s currency' },
    surcharge: { type: 'number', description: 'fuel surcharge, major units' },
  },
} as const;

const priceLine = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['FARE', 'FUEL_SURCHARGE', 'EXTRA_BED'] },
    passenger: { type: ['integer', 'null'], description: 'index into passengers; null for the room’s extra bed' },
    ticketType: { type: ['string', 'null'] },
    amountMinor: { type: 'integer' },
  },
} as const;

const breakdown = {
  type: ['object', 'null'],
  description: 'the stored price breakdown in integer minor units (fen, yen); null while DRAFT',
  properties: {
    currency: { type: 'string', enum: ['RMB', 'JPY'] },
    legs: {
      type: 'array',
      items: { type: 'object', properties: { cabinClass: { type: 'string' }, lines: { type: 'array', items: priceLine }, subtotalMinor: { type: 'integer' } } },
    },
    totalMinor: { type: 'integer' },
  },
} as const;

const historyEntry = {
  type: 'object',
  required: ['event', 'toStatus', 'actor', 'at'],
  properties: {
    event: { type: 'string', description: 'the statechart event, e.g. order.paid' },
    fromStatus: { type: ['string', 'null'] },
    toStatus: { type: 'string' },
    actor: { type: 'string', enum: ['user', 'staff', 'provider', 'system'] },
    actorName: { type: ['string', 'null'], description: 'the staff member’s name on a staff move; null otherwise' },
    note: { type: ['string', 'null'] },
    at: isoInstant,
  },
} as const;

const paymentRecord = {
  type: 'object',
  required: ['method', 'status', 'amount', 'currency', 'outTradeNo'],
  properties: {
    method: { type: 'string', enum: ['WECHAT_QR', 'BANK_TRANSFER'] },
    status: { type: 'string', enum: ['CREATED', 'SUCCEEDED', 'FAILED', 'CLOSED'] },
    amount: { type: 'number', description: 'major units' },
    currency: { type: 'string', enum: ['RMB', 'JPY'] },
    outTradeNo: { type: 'string' },
    providerTransactionId: { type: ['string', 'null'] },
    paidAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const orderViewSchema: JsonSchema = {
  type: 'object',
  required: ['uuid', 'orderNo', 'status', 'orderType', 'currency', 'totalAmount', 'legs', 'passengers', 'tickets', 'createdAt', 'updatedAt'],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    orderNo: { type: ['string', 'null'], description: 'e.g. T2611220001; null while DRAFT' },
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    stateValue: { description: 'the order statechart’s full state value' },
    orderType: { type: 'string', enum: [...ORDER_TYPES] },
    currency: { type: 'string', enum: ['RMB', 'JPY'], description: 'the first departure port’s' },
    totalAmount: { type: 'number', description: 'major units; 0 for a DRAFT' },
    breakdown,
    contactName: { type: 'string' },
    contactPhone: { type: 'string' },
    contactEmail: { type: 'string' },
    extraBed: { type: 'boolean' },
    noticeVersion: { type: ['integer', 'null'] },
    legs: { type: 'array', items: legView },
    passengers: { type: 'array', items: passengerInput },
    tickets: { type: 'array', items: ticketView },
    createdAt: isoInstant,
    updatedAt: isoInstant,
    submittedAt: { type: ['string', 'null'], format: 'date-time' },
    paymentDeadline: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'end of the payment window; null outside DUE_PAY and while an offline claim stops it',
    },
    refundFeeWaived: { type: 'boolean', description: 'a sailing of the order was rescheduled by the company: its refund costs no fee' },
    history: { type: 'array', items: historyEntry, description: 'the statechart moves, oldest first (loadTsOrder only)' },
    payments: { type: 'array', items: paymentRecord, description: 'payment attempts, newest first (loadTsOrder only)' },
    refund: {
      type: ['object', 'null'],
      description: 'the latest refund application (loadTsOrder only); major units',
      properties: {
        status: { type: 'string', enum: ['REQUESTED', 'APPROVED', 'REJECTED', 'SUCCEEDED'] },
        amount: { type: 'number' },
        fee: { type: 'number' },
        account: maskedAccount,
        payout: payoutRecord,
      },
    },
    paymentReturns: {
      type: 'array',
      items: paymentReturnRecord,
      description: 'payments that came when the order could not take them, given back in full (loadTsOrder only)',
    },
  },
};

/** getTsOrderByPage's records: the order without history, payments or refund. */
export const orderSummarySchema: JsonSchema = {
  ...orderViewSchema,
  properties: Object.fromEntries(
    Object.entries(orderViewSchema.properties as Record<string, unknown>).filter(
      ([name]) => !['history', 'payments', 'refund', 'paymentReturns'].includes(name),
    ),
  ),
};

/** queryOrderStatus, and what every move answers: where the order stands now. */
export const orderStatusSchema: JsonSchema = {
  type: 'object',
  required: ['uuid', 'status', 'paymentDeadline'],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    stateValue: { description: 'the order statechart’s full state value, e.g. {"DUE_PAY":"offlineClaimed"}' },
    paymentDeadline: { type: ['string', 'null'], format: 'date-time' },
  },
};

/** The filters of the order pages (OrderPageQuery), as query parameters. */
export const orderPageQuery: JsonSchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    size: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE },
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    orderType: { type: 'string', enum: [...ORDER_TYPES] },
    orderNo: { type: 'string', maxLength: 32, description: 'the order number or its beginning' },
    createdFrom: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'first creation day (China time), inclusive' },
    createdTo: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'last creation day (China time), inclusive' },
  },
};

/** The staff list's filters: the user's, and the contact. */
export const staffOrderPageQuery: JsonSchema = {
  ...orderPageQuery,
  properties: {
    ...(orderPageQuery.properties as Record<string, unknown>),
    contact: { type: 'string', maxLength: 100, description: 'part of the contact’s name, phone or e-mail' },
    offlineClaimed: { type: 'boolean', description: 'only bank transfers claimed and waiting for staff' },
  },
};

/** A move's order: uuid in the body or the query (either reading of the spec's "POST with uuid"). */
export const moveQuery: JsonSchema = { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } };
/** A body-less call (uuid in the query) reads as `{}` (the routes' optionalBody). */
export const moveBody: JsonSchema = { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } };
/** Staff moves that may say why. */
export const reasonBody: JsonSchema = { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 }, reason: { type: 'string', maxLength: 200 } } };
/** Approving a refund: an amount other than the fee table's needs a reason. */
export const refundApprovalBody: JsonSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string', maxLength: 64 },
    amount: { type: 'number', minimum: 0, maximum: 100_000_000 },
    reason: { type: 'string', maxLength: 200 },
  },
};
