import type { Currency } from '../baseData';
import type { OrderStatus, OrderType, TicketStatus } from '../orderEnums';
import type { OrderHistoryEntry, PaymentRecord } from '../payments';
import type { MaskedAccount, PaymentReturnRecord, PayoutRecord } from '../refunds/refundViews';
import type { PassengerForm } from '../validation/passengerSchema';
import type { LocalDate, VoyagePortLine } from '../voyages';
import type { PriceBreakdown } from './price';

/**
 * The order calls (spec section 7 "Orders", `{ code: 200 }` family) and their bodies,
 * shared by server and client. The spec shows no bodies; these names are our design.
 */
const BASE = '/web-ts/simp2/business/ts/order';

/** Paths under /api. */
export const ORDER_PATHS = {
  /** POST OrderRequest: OrderView (DRAFT when submit is false, DUE_PAY when true) */
  save: `${BASE}/insertOrUpdateTsOrder`,
  /** POST query current, size, filters: Page<OrderView> (issue 5) */
  page: `${BASE}/getTsOrderByPage`,
  /** GET ?uuid=: OrderView (10404 when unknown or another user's) */
  load: `${BASE}/loadTsOrder`,
  cancel: `${BASE}/cancelTsOrderByUuid`,
  refund: `${BASE}/orderRefundByUuid`,
  /** not in the spec: POST { uuid, account }: MaskedAccount, the receiving account of a payout no application asked for */
  refundAccount: `${BASE}/submitRefundAccount`,
  offlinePayment: `${BASE}/markedTsOrderAsOfflinePaymentByUuid`,
  status: `${BASE}/queryOrderStatus`,
  /** not in the spec: POST { uuid }: null, the caller's DRAFT deleted (a submitted order is refused, 10500) */
  deleteDraft: `${BASE}/deleteTsOrderDraftByUuid`,
  /** not in the spec: GET ?uuid=&lang=: the PAID order's e-ticket PDF */
  eTicket: `${BASE}/downloadETicket`,
  /** not in the spec (issue 25): POST OrderChangeRequest: OrderChangeQuote, what changing a leg to another sailing costs */
  changeQuote: `${BASE}/quoteTsOrderChange`,
  /** not in the spec (issue 25): POST OrderChangeRequest with the quote's balance: OrderView, the leg moved to the new sailing */
  changeSailing: `${BASE}/changeTsOrderSailing`,
} as const;

/**
 * The extra bed's price is a fare row with this pseudo ticket type (per route direction x
 * cabin class, like every fare); getWebTsVoyageList serves it as CabinOffer.extraBedFee.
 */
export const EXTRA_BED_FARE = 'EXTRA_BED';

/**
 * One order is one room: its passengers share one cabin of the chosen class on every leg,
 * so the room rules (capacity, adults, extra bed) apply to the whole party.
 */
interface OrderLegChoice {
  voyageUuid: string;
  /** SHIPPING_CLASS_TYPE code; a round trip's return must equal the outbound's */
  cabinClass: string;
}

/**
 * A passenger on the order: the saved-passenger form plus the ticket type chosen. Each leg's
 * ticket is judged from the age at that leg's departure (judgeTicketTypes), so the tickets may
 * differ from this choice on a leg the age it gives does not fit.
 */
export interface OrderPassengerInput extends PassengerForm {
  /** TICKET_TYPE code */
  ticketType: string;
  /** the saved passenger it was picked from, if any (informational) */
  savedPassengerUuid?: string;
  /** save (or update, with savedPassengerUuid) this passenger in the user's list on submit */
  saveToList?: boolean;
}

/** What the CreateOrder form holds; kept across a reload and saved as a DRAFT. */
export interface OrderDraft {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  passengers: OrderPassengerInput[];
  extraBed: boolean;
  /** the passenger notice terms are agreed */
  noticeAgreed: boolean;
  /** version of the passenger notice shown when it was agreed (getTsPassengerNotice); the server refuses an older one */
  noticeVersion?: number;
}

/** insertOrUpdateTsOrder's body. */
export interface OrderRequest extends OrderDraft {
  /** an existing DRAFT of the caller's to update; absent: a new order */
  uuid?: string;
  /** false: save as DRAFT (loose checks, no berths held); true: validate all, reserve, DUE_PAY */
  submit: boolean;
  orderType: OrderType;
  outbound: OrderLegChoice;
  /** required for ROUND_TRIP, absent or null for ONE_WAY */
  returnLeg?: OrderLegChoice | null;
}

/** A leg chosen on OneWay/RoundTrip, as the CreateOrder form receives it. */
export interface LegChoice {
  voyage: VoyagePortLine;
  cabinClass: string;
}

export interface OrderLegView {
  legIndex: number;
  voyageUuid: string;
  voyageCode: string;
  vessel: string;
  departurePort: string;
  arrivalPort: string;
  departurePortNameZh: string;
  departurePortNameJa: string;
  arrivalPortNameZh: string;
  arrivalPortNameJa: string;
  /** ISO instants */
  departureTime: string;
  arrivalTime: string;
  /** departure day in the departure port's local date */
  departureDate: LocalDate;
  cabinClass: string;
  cabinNameZh: string;
  cabinNameJa: string;
  /** berths held on this leg (paying passengers) */
  berths: number;
}

export interface OrderTicketView {
  uuid: string;
  /** e.g. T2611220001-1-2 (order number, leg, passenger); null while DRAFT */
  ticketNo: string | null;
  legIndex: number;
  passengerIndex: number;
  passengerName: string;
  passengerNameEn: string;
  ticketType: string;
  status: TicketStatus;
  /** in the order's currency, major units */
  fare: number;
  surcharge: number;
}

export interface OrderView {
  uuid: string;
  /** e.g. T2611220001; assigned on submit, null while DRAFT */
  orderNo: string | null;
  status: OrderStatus;
  /** the order statechart's full state value (DOMAIN "Order lifecycle") */
  stateValue: unknown;
  orderType: OrderType;
  currency: Currency;
  /** major units; 0 for a draft that cannot be priced yet */
  totalAmount: number;
  /** the stored breakdown (minor units), null while DRAFT */
  breakdown: PriceBreakdown | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  extraBed: boolean;
  noticeVersion: number | null;
  legs: OrderLegView[];
  passengers: OrderPassengerInput[];
  tickets: OrderTicketView[];
  /** ISO instants */
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  /** end of the payment window while DUE_PAY and not stopped by an offline claim */
  paymentDeadline?: string | null;
  /** a sailing of the order was rescheduled by the company: its refund costs no fee */
  refundFeeWaived?: boolean;
  /** the statechart moves, oldest first (loadTsOrder only) */
  history?: OrderHistoryEntry[];
  /** payment attempts, newest first (loadTsOrder only) */
  payments?: PaymentRecord[];
  /** the refund applied for, if any: major units */
  refund?: {
    status: 'REQUESTED' | 'APPROVED' | 'REJECTED' | 'SUCCEEDED';
    amount: number;
    fee: number;
    /** a bank-transfer order's receiving account, masked (loadTsOrder only) */
    account?: MaskedAccount | null;
    /** a bank-transfer refund's payout once approved: PENDING "being paid", PAID with the day (loadTsOrder only) */
    payout?: PayoutRecord | null;
  } | null;
  /** payments that came for the order when it could not take them, given back in full (loadTsOrder only) */
  paymentReturns?: PaymentReturnRecord[];
}

/** The passenger notice agreed to at CreateOrder and shown on /notice: one bilingual text in the database. */
export interface PassengerNotice {
  version: number;
  /** plain text, paragraphs separated by blank lines */
  zh: string;
  ja: string;
}
