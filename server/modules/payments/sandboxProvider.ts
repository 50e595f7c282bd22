import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Currency } from '../../../src/domain/baseData';
import { PAYMENT_PATHS } from '../../../src/domain/payments';
import type { Clock } from '../../lib/clock';
import { notificationBody, parseNotificationBody } from './notificationBody';
import { hasValidSignature, signedHeaders } from './notificationSignature';
import type { NotificationOutcome, PaymentProvider, PaymentQuery } from './provider';
import { outTradeNoOfToken, sandboxToken } from './sandboxToken';

const SANDBOX_PROVIDER = 'sandbox';

/** Where the sandbox page is served, beside the notify endpoint. */
export const SANDBOX_PAGE_ROUTE = `/api${PAYMENT_PATHS.sandboxPage}`;

/**
 * The default provider: no money moves. The QR code opens our own sandbox page
 * (sandbox.routes.ts), where the payer confirms or fails; the page then sends the
 * notification a real provider would, signed with the sandbox secret. Refunds are
 * accepted and answered with an id derived from the refund number, so the same refund
 * number always answers the same id (WeChat's out_refund_no idempotency).
 */
export interface SandboxProvider extends PaymentProvider {
  /** The out_trade_no of a sandbox page token, or null when the token is not one of ours. */
  outTradeNoOfToken(token: unknown): string | null;
  /** The notification a real provider would send for the payer's choice: headers and raw body, signed now. */
  notification(
    payment: { outTradeNo: string; amountMinor: number; currency: Currency },
    outcome: NotificationOutcome,
  ): { headers: Record<string, string>; rawBody: string };
}

/** What the sandbox knows of a prepay: the portal's own record of it (the sandbox keeps no books of its own). */
export type SandboxLookup = (outTradeNo: string) => Promise<Omit<PaymentQuery, 'outTradeNo'> | undefined>;

export function createSandboxProvider({ secret, clock, lookup }: { secret: string; clock: Clock; lookup?: SandboxLookup }): SandboxProvider {
  const refundId = (refundNo: string) => `SBR${createHmac('sha256', secret).update(`sandbox-refund\n${refundNo}`).digest('hex').slice(0, 28)}`;
  // The page lives on the server that receives the notifications: the notify URL's origin.
  const pageUrl = (outTradeNo: string, notifyUrl: string) => {
    const page = new URL(SANDBOX_PAGE_ROUTE, notifyUrl);
    page.searchParams.set('token', sandboxToken(secret, outTradeNo));
    return page.toString();
  };
  return {
    name: SANDBOX_PROVIDER,

    async createPrepay({ outTradeNo, notifyUrl }) {
      return { codeUrl: pageUrl(outTradeNo, notifyUrl) };
    },

    // The sandbox page works in any browser, so a phone browser gets the same page.
    async createH5Prepay({ outTradeNo, notifyUrl }) {
      return { h5Url: pageUrl(outTradeNo, notifyUrl) };
    },

    async queryPayment(outTradeNo) {
      const known = lookup ? await lookup(outTradeNo) : undefined;
      if (!known) throw new Error(`sandbox: no prepay ${outTradeNo}`);
      return { outTradeNo, ...known };
    },

    // Nothing to close: the sandbox page refuses a payment that is no longer CREATED.
    async closePayment() {},

    verifyNotification(headers, rawBody) {
      if (!hasValidSignature(secret, headers, rawBody, clock())) return null;
      return parseNotificationBody(rawBody);
    },

    async refund({ refundNo, amountMinor, totalMinor }) {
      if (!refundNo || !Number.isSafeInteger(amountMinor) || amountMinor < 0 || amountMinor > totalMinor) {
        throw new Error(`sandbox refund ${refundNo}: amount ${amountMinor} is not within the payment's ${totalMinor}`);
      }
      return { providerRefundId: refundId(refundNo), status: 'SUCCEEDED' };
    },

    // Sandbox refunds succeed when taken: a query answers the same, and no refund notification ever comes.
    async queryRefund(refundNo) {
      return { providerRefundId: refundId(refundNo), status: 'SUCCEEDED' };
    },
    verifyRefundNotification: () => null,

    outTradeNoOfToken: (token) => outTradeNoOfToken(secret, token),

    notification(payment, outcome) {
      const now = clock();
      const rawBody = JSON.stringify(
        notificationBody({ ...payment, outcome, notificationId: randomUUID(), transactionId: `SBT${randomBytes(12).toString('hex')}`, at: now }),
      );
      return { headers: { ...signedHeaders(secret, rawBody, now), 'content-type': 'application/json' }, rawBody };
    },
  };
}
