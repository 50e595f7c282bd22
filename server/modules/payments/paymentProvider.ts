import type { PaymentsConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import type { PaymentStatus } from '../../../src/domain/payments';
import type { PaymentRow } from './payments.repository';
import type { PaymentProvider, TradeState } from './provider';
import { REFUND_NOTIFY_ROUTE } from './refundNotify.routes';
import { createSandboxProvider, type SandboxProvider } from './sandboxProvider';
import { createWechatPayProvider } from './wechatpay/wechatPayProvider';

/** How the sandbox answers a query: from the portal's own record, as its page writes it. */
const SANDBOX_STATE: Record<PaymentStatus, TradeState> = { CREATED: 'NOTPAY', SUCCEEDED: 'SUCCESS', FAILED: 'PAYERROR', CLOSED: 'CLOSED' };

/**
 * The provider PAYMENT_PROVIDER chose: WeChat Pay with the merchant's settings, or the sandbox
 * (then also returned as `sandbox`, whose payment page is served beside the notify route).
 */
export function configuredProvider({
  payments,
  clock,
  paymentOf,
  fetchImpl,
}: {
  payments: Pick<PaymentsConfig, 'provider' | 'sandboxSecret' | 'publicBaseUrl' | 'wechatpay'>;
  clock: Clock;
  paymentOf: (outTradeNo: string) => Promise<PaymentRow | undefined>;
  /** WeChat's HTTP client; the global fetch by default */
  fetchImpl?: typeof fetch;
}): { provider: PaymentProvider; sandbox: SandboxProvider | undefined } {
  if (payments.provider === 'wechatpay') {
    // config.ts refuses wechatpay without its settings and PUBLIC_BASE_URL
    if (!payments.wechatpay || !payments.publicBaseUrl) throw new Error('PAYMENT_PROVIDER=wechatpay without its settings');
    const refundNotifyUrl = new URL(REFUND_NOTIFY_ROUTE, payments.publicBaseUrl).toString();
    return { provider: createWechatPayProvider({ settings: payments.wechatpay, clock, refundNotifyUrl, fetchImpl }), sandbox: undefined };
  }
  const sandbox = createSandboxProvider({
    secret: payments.sandboxSecret,
    clock,
    lookup: async (outTradeNo) => {
      const row = await paymentOf(outTradeNo);
      if (!row) return undefined;
      return {
        state: SANDBOX_STATE[row.status],
        transactionId: row.providerTransactionId,
        amountMinor: row.amountMinor,
        currency: row.currency,
        paidAt: row.paidAt,
      };
    },
  });
  return { provider: sandbox, sandbox };
}
