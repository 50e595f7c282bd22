import type { Currency } from './baseData';
import type { AccountType } from './refunds/refundAccount';
import type { OrderStatus, OrderType } from './orderEnums';

/**
 * Paying an order and what follows (issue 5), shared by server and client. The spec shows
 * the paths; the bodies are our design.
 */

/**
 * GET ?orderUuid=&scene=: the order's open prepay (created when none of that scene is open). scene
 * NATIVE (the default): image/png, the WeChat Native QR code; H5 (a phone browser other than
 * WeChat's own): `{ code: 200, data: WxpayH5Answer }`, the page to send the browser to.
 */
export const WXPAY_QR_PATH = '/web-ts/simp2/business/payment/wxpay';

/** How a WeChat prepay is ordered: a QR code to scan (NATIVE), or a page a phone browser opens (H5). */
export const WXPAY_SCENES = ['NATIVE', 'H5'] as const;
export type WxpayScene = (typeof WXPAY_SCENES)[number];

/** The H5 answer: the browser goes to `h5Url`, which opens WeChat to pay (the sandbox: its own pay page). */
export interface WxpayH5Answer {
  h5Url: string;
}

/** Not in the spec: the payment options of an order (the QR's amount and expiry, or the bank-transfer details). */
export const PAYMENT_PATHS = {
  /** GET ?orderUuid=: PaymentOptions */
  options: '/web-ts/simp2/business/payment/getPaymentOptions',
  /** POST: a provider's payment notification (signed); answered in the provider's own format */
  notify: '/payment/notify',
  /** POST: a provider's refund notification (WeChat REFUND.*, signed); answered in the provider's own format */
  refundNotify: '/payment/notify/refund',
  /** GET ?token=: the sandbox provider's payment page, where the payer confirms or fails (HTML) */
  sandboxPage: '/payment/sandbox/pay',
} as const;

/** Staff (ticketing clerk, spec roles via btn.staff.ticketing) moves; `{ code: 200 }` family. */
export const STAFF_ORDER_PATHS = {
  /** POST ?current&size&status&orderNo: Page<OrderSummary> of every user's orders */
  page: '/web-ts/simp2/business/ts/staff/order/getOrderPage',
  /** GET ?uuid=: OrderView of any user's submitted order with history, payments and refund (10404 for a draft) */
  load: '/web-ts/simp2/business/ts/staff/order/loadOrder',
  /** POST { uuid }: DUE_PAY.offlineClaimed -> PAID */
  confirmOffline: '/web-ts/simp2/business/ts/staff/order/confirmOfflinePayment',
  /** POST { uuid, reason }: DUE_PAY.offlineClaimed -> DUE_PAY.awaitingPayment (window restarts) */
  rejectOffline: '/web-ts/simp2/business/ts/staff/order/rejectOfflinePayment',
  /** POST RefundApprovalBody: BEING_REFUNDED -> REFUND (berths released, refund sent through the provider) */
  approveRefund: '/web-ts/simp2/business/ts/staff/order/approveRefund',
  /** POST { uuid, reason }: BEING_REFUNDED -> PAID */
  rejectRefund: '/web-ts/simp2/business/ts/staff/order/rejectRefund',
} as const;

/** approveRefund's body: amount (major units) replaces the fee table's, and then needs a reason. */
export interface RefundApprovalBody {
  uuid: string;
  amount?: number;
  reason?: string;
}

/** WeChat QR for RMB orders; JPY orders pay by bank transfer (DOMAIN). */
export type PaymentMethod = 'WECHAT_QR' | 'BANK_TRANSFER';

export function paymentMethodsFor(currency: Currency): PaymentMethod[] {
  return currency === 'RMB' ? ['WECHAT_QR', 'BANK_TRANSFER'] : ['BANK_TRANSFER'];
}

export type PaymentStatus = 'CREATED' | 'SUCCEEDED' | 'FAILED' | 'CLOSED';

export interface PaymentOptions {
  orderUuid: string;
  orderNo: string;
  currency: Currency;
  /** major units */
  amount: number;
  methods: PaymentMethod[];
  /** ISO instant the payment window ends; null while an offline claim stops it */
  paymentDeadline: string | null;
  /** the user said the transfer is done; staff confirm or reject */
  offlineClaimed: boolean;
  /** where to transfer the money: an account in the payer's country, by the order's currency */
  bankTransfer: BankTransferInstructions;
}

/**
 * The company's receiving account of one country, written as the bank writes it (it is what
 * the payer types into the transfer form): RMB orders pay into the account in China, JPY
 * orders into the account in Japan (holder in katakana, as Japanese transfers name it).
 */
export type PayeeAccount =
  | { country: 'CN'; bankName: string; branchName: string; accountNumber: string; holderName: string }
  | { country: 'JP'; bankName: string; branchName: string; accountType: AccountType; accountNumber: string; holderName: string };

export type BankTransferInstructions = PayeeAccount & {
  /** what the payer writes as the transfer's reference (the order number) */
  reference: string;
  /** the development default: a made-up account no one may pay into */
  demo: boolean;
};

/** queryOrderStatus (GET ?uuid=): what the payment screen polls. */
export interface OrderStatusAnswer {
  uuid: string;
  status: OrderStatus;
  stateValue: unknown;
  paymentDeadline: string | null;
}

/** getTsOrderByPage filters (query parameters); dates are creation days 'YYYY-MM-DD', both inclusive. */
export interface OrderPageQuery {
  current?: number;
  size?: number;
  status?: OrderStatus;
  orderType?: OrderType;
  orderNo?: string;
  createdFrom?: string;
  createdTo?: string;
  /** staff list only: part of the contact's name, phone or e-mail */
  contact?: string;
  /** staff list only: bank transfers claimed and waiting for staff (DUE_PAY with the window stopped) */
  offlineClaimed?: boolean;
}

/** One entry of an order's history (order details). */
export interface OrderHistoryEntry {
  event: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  /** who moved it */
  actor: 'user' | 'staff' | 'provider' | 'system';
  /** the staff member's display name on a staff move; null for any other actor */
  actorName?: string | null;
  note: string | null;
  at: string;
}

export interface PaymentRecord {
  method: PaymentMethod;
  status: PaymentStatus;
  /** major units */
  amount: number;
  currency: Currency;
  outTradeNo: string;
  providerTransactionId: string | null;
  paidAt: string | null;
}
