import type { Currency } from '../baseData';
import type { ChangeFeeBand } from './changeFee';

/**
 * Changing a sailing (issue 25 "Change sailing"): the calls' bodies and answers, shared by server
 * and client. Paths: ORDER_PATHS.changeQuote and changeSailing (the passenger's), and
 * STAFF_ORDER_CHANGE_PATHS (the clerk's, for a passenger's order). Not in the spec.
 */

/** The clerk's calls on any user's submitted order, for the passenger: the quote, and the change (audited). */
export const STAFF_ORDER_CHANGE_PATHS = {
  /** POST OrderChangeRequest: OrderChangeQuote */
  quote: '/web-ts/simp2/business/ts/staff/order/quoteOrderChange',
  /** POST OrderChangeConfirm: OrderView */
  change: '/web-ts/simp2/business/ts/staff/order/changeOrderSailing',
} as const;

export interface OrderChangeRequest {
  /** the order */
  uuid: string;
  /** the leg to change: 0 outbound, 1 return */
  legIndex: number;
  /** another sailing of the same route and direction, still on sale */
  voyageUuid: string;
  /** SHIPPING_CLASS_TYPE code; absent: the leg's class (a round trip keeps one class on both legs) */
  cabinClass?: string;
}

export interface OrderChangeConfirm extends OrderChangeRequest {
  /** the quote's balance (major units) as shown: refused when the price has changed since */
  balance: number;
}

/** A sailing of the change as the quote shows it. */
interface OrderChangeSailing {
  voyageUuid: string;
  voyageCode: string;
  /** ISO instant */
  departureTime: string;
  cabinClass: string;
  /** major units: what was paid for the leg (old) or what it costs now (new) */
  amount: number;
}

/** All amounts in major units of the order's one currency. */
export interface OrderChangeQuote {
  uuid: string;
  legIndex: number;
  currency: Currency;
  from: OrderChangeSailing;
  to: OrderChangeSailing;
  band: ChangeFeeBand;
  /** the change-fee table's per cent of what was paid for the leg (0 when the fee is waived) */
  feePercent: number;
  fee: number;
  /** new − old: negative when the new sailing is cheaper */
  difference: number;
  /** difference + fee: positive is due, negative comes back */
  balance: number;
  due: number;
  back: number;
  /** false when something is left to pay: a second payment on one order is not taken yet, so the change is refused */
  changeable: boolean;
}
