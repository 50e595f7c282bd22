import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Currency } from '../../../src/domain/baseData';
import { PAYMENT_PATHS } from '../../../src/domain/payments';
import type { Clock } from '../../lib/clock';
import { notificationBody, parseNotificationBody } from './notificationBody';
import { hasValidSignature, signedHeaders } from './notificationSignature';
import type { NotificationOutcome, PaymentProvider } from './provider';
import { outTradeNoOfToken, sandboxToken } from './sandboxToken';

export const SANDBOX_PROVIDER = 'sandbox';

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
  notification(payment: { outTradeNo: string; amountMinor: number; currency: Currency }, outcome: NotificationOutcome): { headers: Record<string, string>; rawBody: string };
}

export function createSandboxProvider({ secret, clock }: { secret: string; clock: Clock }): SandboxProvider {
  return {
    name: SANDBOX_PROVIDER,

    async createPrepay({ outTradeNo, notifyUrl }) {
      // The page lives on the server that receives the notifications: the notify URL's origin.
      const page = new URL(SANDBOX_PAGE_ROUTE, notifyUrl);
      page.searchParams.set('token', sandboxToken(secret, outTradeNo));
      return { codeUrl: page.toString() };
    },

    verifyNotification(headers, rawBody) {
      if (!hasValidSignature(secret, headers, rawBody, clock())) return null;
      return parseNotificationBody(rawBody);
    },

    async refund({ refundNo, amountMinor, totalMinor }) {
      if (!refundNo || !Number.isSafeInteger(amountMinor) || amountMinor < 0 || amountMinor > totalMinor) {
        throw new Error(`sandbox refund ${refundNo}: amount ${amountMinor} is not within the payment's ${totalMinor}`);
      }
      const id = createHmac('sha256', secret).update(`sandbox-refund\n${refundNo}`).digest('hex').slice(0, 28);
      return { providerRefundId: `SBR${id}` };
    },

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
