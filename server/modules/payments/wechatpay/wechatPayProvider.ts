import type { Clock } from '../../../lib/clock';
import type { PaymentProvider, PaymentQuery, PrepayRequest, RefundTaken, TradeState } from '../provider';
import { parseRefundNotification, parseTransactionNotification } from './wechatNotifications';
import { createWechatPayClient, type WechatPayCall } from './wechatPayClient';
import { wechatRefused, wechatRmbOnly } from './wechatpay.errors';
import type { WechatPaySettings } from './wechatpay.settings';

const WECHATPAY_PROVIDER = 'wechatpay';

/** WeChat's time format (RFC 3339 with the zone), written in Beijing time as its examples are. */
function wechatTime(at: Date): string {
  const beijing = new Date(at.getTime() + 8 * 3600_000);
  return `${beijing.toISOString().slice(0, 19)}+08:00`;
}

const TRADE_STATES: TradeState[] = ['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR'];

interface Deps {
  settings: WechatPaySettings;
  clock: Clock;
  /** where WeChat posts refund results (our refund notify route); refunds are asked for by staff, not by a request of WeChat's */
  refundNotifyUrl: string;
  fetchImpl?: typeof fetch;
}

/**
 * The WeChat Pay API v3 adapter (direct merchant, 直连商户): Native and H5 prepays, query,
 * close, refund and refund query, and both notifications. Amounts are in fen and the
 * currency is CNY: WeChat Pay domestic takes nothing else, so a JPY order is refused here
 * as well as before (DOMAIN: JPY orders pay by bank transfer).
 */
export function createWechatPayProvider({ settings, clock, refundNotifyUrl, fetchImpl }: Deps): PaymentProvider {
  const call: WechatPayCall = createWechatPayClient(settings, clock, fetchImpl);
  const keys = {
    platformPublicKey: settings.platformPublicKey,
    platformPublicKeyId: settings.platformPublicKeyId,
    apiV3Key: settings.apiV3Key,
    mchId: settings.mchId,
  };
  const tradeNo = (outTradeNo: string) => encodeURIComponent(outTradeNo);

  function order(request: PrepayRequest) {
    if (request.currency !== 'RMB') throw wechatRmbOnly();
    return {
      appid: settings.appId,
      mchid: settings.mchId,
      // WeChat's limit is 127 characters
      description: request.description.slice(0, 127),
      out_trade_no: request.outTradeNo,
      ...(request.expiresAt ? { time_expire: wechatTime(request.expiresAt) } : {}),
      notify_url: request.notifyUrl,
      amount: { total: request.amountMinor, currency: 'CNY' },
    };
  }

  const field = (path: string, body: Record<string, unknown> | null, name: string): string => {
    const value = body?.[name];
    if (typeof value !== 'string' || value === '') throw wechatRefused(path, 200, 'INVALID_BODY', `no ${name} in the answer`);
    return value;
  };

  function refundTaken(path: string, body: Record<string, unknown> | null): RefundTaken {
    const status = body?.status;
    const providerRefundId = field(path, body, 'refund_id');
    if (status === 'SUCCESS') return { providerRefundId, status: 'SUCCEEDED' };
    if (status === 'PROCESSING') return { providerRefundId, status: 'PENDING' };
    // CLOSED or ABNORMAL: the money did not go back this way; staff must act.
    throw wechatRefused(path, 200, `REFUND_${String(status)}`, `refund ${providerRefundId} is ${String(status)}`);
  }

  return {
    name: WECHATPAY_PROVIDER,

    async createPrepay(request) {
      const path = '/v3/pay/transactions/native';
      const { body } = await call('POST', path, order(request));
      return { codeUrl: field(path, body, 'code_url') };
    },

    async createH5Prepay(request) {
      const path = '/v3/pay/transactions/h5';
      const { body } = await call('POST', path, { ...order(request), scene_info: { payer_client_ip: request.payerClientIp, h5_info: { type: 'Wap' } } });
      return { h5Url: field(path, body, 'h5_url') };
    },

    async queryPayment(outTradeNo): Promise<PaymentQuery> {
      const path = `/v3/pay/transactions/out-trade-no/${tradeNo(outTradeNo)}?mchid=${encodeURIComponent(settings.mchId)}`;
      const { body } = await call('GET', path);
      const state = TRADE_STATES.find((value) => value === body?.trade_state);
      const amount = body?.amount as { total?: unknown; currency?: unknown } | undefined;
      if (!state || typeof amount?.total !== 'number' || amount.currency !== 'CNY') throw wechatRefused(path, 200, 'INVALID_BODY', 'unexpected query answer');
      const transactionId = typeof body?.transaction_id === 'string' ? body.transaction_id : null;
      const paidAt = typeof body?.success_time === 'string' ? new Date(body.success_time) : null;
      return { outTradeNo, state, transactionId, amountMinor: amount.total, currency: 'RMB', paidAt };
    },

    async closePayment(outTradeNo) {
      // 204 No Content when closed; closing a paid order is refused by WeChat (ORDERPAID) and thrown.
      await call('POST', `/v3/pay/transactions/out-trade-no/${tradeNo(outTradeNo)}/close`, { mchid: settings.mchId });
    },

    async refund({ refundNo, outTradeNo, amountMinor, totalMinor, currency }) {
      if (currency !== 'RMB') throw wechatRmbOnly();
      const path = '/v3/refund/domestic/refunds';
      const { body } = await call('POST', path, {
        out_trade_no: outTradeNo,
        out_refund_no: refundNo,
        notify_url: refundNotifyUrl,
        amount: { refund: amountMinor, total: totalMinor, currency: 'CNY' },
      });
      return refundTaken(path, body);
    },

    async queryRefund(refundNo) {
      const path = `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`;
      const { body } = await call('GET', path);
      const status = body?.status;
      if (status === 'CLOSED' || status === 'ABNORMAL') return { providerRefundId: field(path, body, 'refund_id'), status };
      return refundTaken(path, body);
    },

    verifyNotification: (headers, rawBody) => parseTransactionNotification(keys, headers, rawBody, clock()),
    verifyRefundNotification: (headers, rawBody) => parseRefundNotification(keys, headers, rawBody, clock()),
  };
}
