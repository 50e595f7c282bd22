import type { Currency } from '../baseData';
import type { AccountCountry, AccountType } from './refundAccount';

export type { AccountCountry } from './refundAccount';

/** Why a payment is given back: its order could not take it any more, or was paid by another attempt. */
export type PaymentReturnReason = 'ORDER_CLOSED' | 'ALREADY_PAID';
export type PaymentReturnStatus = 'PENDING' | 'FAILED' | 'RETURNED' | 'RETURNED_BY_HAND';
export type PayoutStatus = 'PENDING' | 'PAID';

/** A payment given back automatically, as the order details show it (major units). */
export interface PaymentReturnRecord {
  uuid: string;
  outTradeNo: string;
  amount: number;
  currency: Currency;
  reason: PaymentReturnReason;
  status: PaymentReturnStatus;
  returnedAt: string | null;
  createdAt: string;
}

/** The receiving account as anyone sees it after it was given: the number masked. */
export interface MaskedAccount {
  country: AccountCountry;
  bankName: string;
  branchName: string | null;
  accountType: AccountType | null;
  accountNumber: string;
  holderName: string;
}

/** The payout of a bank-transfer refund, as the passenger and the clerk see it. */
export interface PayoutRecord {
  uuid: string;
  status: PayoutStatus;
  amount: number;
  currency: Currency;
  transferReference: string | null;
  transferredOn: string | null;
  createdAt: string;
}

/** A return's lastError when the money came by bank transfer: no provider sends it back, the clerk transfers it. */
export const RETURN_BY_TRANSFER = 'BY_TRANSFER';

/** One item of the clerk's "payments to return" queue. */
export interface PaymentReturnItem extends PaymentReturnRecord {
  orderUuid: string;
  orderNo: string | null;
  attempts: number;
  /** RETURN_BY_TRANSFER, the provider's refund outcome (REFUND.CLOSED, REFUND.ABNORMAL), or the provider's refusal as it came */
  lastError: string | null;
}

/** One payout the clerk owes, with the account to pay into (the number shown in full to the clerk only). */
export interface PayoutItem extends PayoutRecord {
  orderUuid: string;
  orderNo: string | null;
  refundNo: string;
  /** null until the passenger gives it (a payout from a cancelled sailing or a provider that could not pay back) */
  account: (Omit<MaskedAccount, 'accountNumber'> & { accountNumber: string }) | null;
  /** the provider's refund outcome (ABNORMAL, CLOSED) when it could not pay back; null for a bank-transfer payment */
  providerOutcome: string | null;
}

/** The clerk's record of a payout made: the bank's reference and the day of the transfer. */
export interface PayoutPaidBody {
  uuid: string;
  transferReference: string;
  transferredOn: string;
}

/** The clerk's record of a payment returned by hand. */
export interface ReturnedByHandBody {
  uuid: string;
  reference: string;
}

const STAFF = '/web-ts/simp2/staff';

/** The clerk's calls (btn.staff.ticketing), `{ code: 200 }` family. */
export const REFUND_STAFF_PATHS = {
  /** GET: PaymentReturnItem[] waiting (PENDING or FAILED), oldest first */
  returnQueue: `${STAFF}/paymentReturn/queue`,
  /** POST { uuid }: PaymentReturnItem, sent again with the same refund number */
  returnRetry: `${STAFF}/paymentReturn/retry`,
  /** POST ReturnedByHandBody: PaymentReturnItem, RETURNED_BY_HAND */
  returnByHand: `${STAFF}/paymentReturn/returnedByHand`,
  /** GET: PayoutItem[] PENDING, oldest first */
  payoutQueue: `${STAFF}/payout/queue`,
  /** POST PayoutPaidBody: PayoutItem, PAID (the refund SUCCEEDED) */
  payoutPaid: `${STAFF}/payout/markPaid`,
} as const;
