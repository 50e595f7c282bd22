import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request body as the client sent it: the fake checks the documented fields one by one, as WeChat does. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON off the wire, read field by field
type WireBody = Record<string, any>;

/**
 * A local WeChat Pay API v3, written from the public documentation and on its own (none of the
 * adapter's code): it checks every request's WECHATPAY2-SHA256-RSA2048 Authorization with the
 * merchant's public key (401 SIGN_ERROR), signs every answer with its platform key, keeps
 * orders and refunds, and when told to "pay" or to finish a refund, posts the encrypted and
 * signed notification to the order's notify_url.
 *
 * Documented endpoints: Native and H5 prepay, query by out_trade_no, close, refund, refund query.
 */

export interface FakeKeys {
  mchId: string;
  appId: string;
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  merchantPublicKey: KeyObject;
  platformKeyId: string;
  platformPrivateKey: KeyObject;
  platformPublicKey: KeyObject;
  /** 32 ASCII characters */
  apiV3Key: string;
}

/** A fresh merchant and platform, as a merchant gets them from the merchant platform. */
export function fakeWechatPayKeys(): FakeKeys {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    platformKeyId: 'PUB_KEY_ID_0114232134912410000000000000',
    platformPrivateKey: platform.privateKey,
    platformPublicKey: platform.publicKey,
    apiV3Key: randomBytes(16).toString('hex'),
  };
}

/** The environment the portal is started with to talk to this fake. */
export function wechatPayEnv(keys: FakeKeys, baseUrl: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'wechatpay',
    WECHATPAY_MCHID: keys.mchId,
    WECHATPAY_APPID: keys.appId,
    WECHATPAY_SERIAL_NO: keys.merchantSerial,
    WECHATPAY_PRIVATE_KEY: keys.merchantPrivateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: keys.platformPublicKey.export({ type: 'spki', format: 'pem' }).toString(),
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID: keys.platformKeyId,
    WECHATPAY_BASE_URL: baseUrl,
  };
}

interface FakeOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  notify_url: string;
  time_expire?: string;
  amount: { total: number; currency: string };
  trade_type: 'NATIVE' | 'MWEB';
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transaction_id?: string;
  success_time?: string;
  code_url?: string;
  h5_url?: string;
}

interface FakeRefund {
  refund_id: string;
  out_refund_no: string;
  out_trade_no: string;
  transaction_id: string;
  notify_url?: string;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  create_time: string;
  success_time?: string;
  amount: { total: number; refund: number; currency: string };
}

interface Delivery {
  status: number;
  body: string;
}

/** How a notification reaches the portal: a real POST by default; a test may hand it to app.inject. */
type Deliver = (url: string, headers: Record<string, string>, body: string) => Promise<Delivery>;

const realDeliver: Deliver = async (url, headers, body) => {
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status, body: await response.text() };
};

export interface FakeKnobs {
  /** answer every API call this much later (to test timeouts) */
  delayMs: number;
  /** sign answers and notifications with a key that is not the platform's */
  badSignature: boolean;
  /** deliver every notification twice (WeChat retries when it did not see our answer) */
  duplicateNotifications: boolean;
  /** the merchant's balance for refunds, in fen; a refund above it is refused NOT_ENOUGH */
  balance: number;
  /** finish each refund (SUCCESS and its notification) as soon as it is taken */
  autoCompleteRefunds: boolean;
  /** answer close calls with WeChat's 500 SYSTEM_ERROR, leaving the order open */
  closeFails: boolean;
  /** answer close calls this much later (past the portal's timeout: the close never lands) */
  closeDelayMs: number;
}

/** WeChat's time format: RFC 3339 in Beijing time. */
const beijing = (at: Date) => `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export interface FakeWechatPay {
  baseUrl: string;
  knobs: FakeKnobs;
  /** every request as received, for assertions */
  requests: Array<{ method: string; path: string; authorization: string | undefined; body: string }>;
  /** every notification delivered, with the portal's answer */
  deliveries: Array<{ url: string; eventType: string; id: string; answer: Delivery }>;
  orders: Map<string, FakeOrder>;
  refunds: Map<string, FakeRefund>;
  /** The payer pays: SUCCESS, then the TRANSACTION.SUCCESS notification to the order's notify_url; a closed order throws ORDER_CLOSED. */
  pay(outTradeNo: string): Promise<Delivery[]>;
  /** The refund finishes: SUCCESS (or another end; SUCCESS also after ABNORMAL), then the REFUND.* notification. */
  completeRefund(outRefundNo: string, status?: 'SUCCESS' | 'CLOSED' | 'ABNORMAL'): Promise<Delivery[]>;
  /** Builds a signed, encrypted notification without sending it (for tests that send it themselves). */
  notification(
    eventType: string,
    originalType: 'transaction' | 'refund',
    resource: object,
    options?: { at?: Date; id?: string },
  ): { headers: Record<string, string>; body: string };
  setDeliver(deliver: Deliver): void;
  close(): Promise<void>;
}

export async function startFakeWechatPay(keys: FakeKeys, initial: Partial<FakeKnobs> = {}): Promise<FakeWechatPay> {
  const knobs: FakeKnobs = {
    delayMs: 0,
    badSignature: false,
    duplicateNotifications: false,
    balance: 1_000_000_00,
    autoCompleteRefunds: false,
    closeFails: false,
    closeDelayMs: 0,
    ...initial,
  };
  const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  const requests: FakeWechatPay['requests'] = [];
  const deliveries: FakeWechatPay['deliveries'] = [];
  let deliver: Deliver = realDeliver;
  let sequence = 0;

  const sign = (message: string) =>
    createSign('RSA-SHA256')
      .update(message)
      .sign(knobs.badSignature ? wrongKey : keys.platformPrivateKey, 'base64');

  function signedHeaders(body: string, at = new Date()): Record<string, string> {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': sign(`${timestamp}\n${nonce}\n${body}\n`),
      'Wechatpay-Serial': keys.platformKeyId,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  function answer(response: ServerResponse, status: number, payload?: object): void {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    response.writeHead(status, {
      ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
      'Request-ID': `08F${++sequence}`,
      ...signedHeaders(body),
    });
    response.end(body);
  }
  const error = (response: ServerResponse, status: number, code: string, message: string) => answer(response, status, { code, message });

  /** The documented check of a request's signature: every field present, known merchant and serial, fresh, and RSA-SHA256 over the five lines. */
  function authorized(request: IncomingMessage, pathAndQuery: string, body: string): boolean {
    const header = request.headers.authorization ?? '';
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
    if (!match) return false;
    const fields = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
    if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return false;
    if (mchid !== keys.mchId || serial_no !== keys.merchantSerial) return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
    const message = `${request.method}\n${pathAndQuery}\n${timestamp}\n${nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256').update(message).verify(keys.merchantPublicKey, signature, 'base64');
  }

  function encrypt(plaintext: string, associatedData: string, originalType: string) {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), associated_data: associatedData, nonce };
  }

  function notification(
    eventType: string,
    originalType: 'transaction' | 'refund',
    resource: object,
    { at = new Date(), id = `EV-${Date.now()}${++sequence}` }: { at?: Date; id?: string } = {},
  ) {
    const summary =
      { 'TRANSACTION.SUCCESS': '支付成功', 'REFUND.SUCCESS': '退款成功', 'REFUND.ABNORMAL': '退款异常', 'REFUND.CLOSED': '退款关闭' }[eventType] ?? eventType;
    const body = JSON.stringify({
      id,
      create_time: beijing(at),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: encrypt(JSON.stringify(resource), originalType, originalType),
    });
    return { headers: { 'Content-Type': 'application/json', ...signedHeaders(body, at) }, body };
  }

  async function send(url: string, eventType: string, originalType: 'transaction' | 'refund', resource: object): Promise<Delivery[]> {
    const made = notification(eventType, originalType, resource);
    const id = (JSON.parse(made.body) as { id: string }).id;
    const answers: Delivery[] = [];
    for (let n = knobs.duplicateNotifications ? 2 : 1; n > 0; n--) {
      const got = await deliver(url, made.headers, made.body);
      deliveries.push({ url, eventType, id, answer: got });
      answers.push(got);
    }
    return answers;
  }

  const transactionResource = (order: FakeOrder) => ({
    appid: order.appid,
    mchid: order.mchid,
    out_trade_no: order.out_trade_no,
    ...(order.transaction_id ? { transaction_id: order.transaction_id } : {}),
    trade_type: order.trade_type,
    trade_state: order.trade_state,
    trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭', REFUND: '转入退款' }[order.trade_state],
    ...(order.success_time ? { success_time: order.success_time, bank_type: 'OTHERS', payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } } : {}),
    amount: {
      total: order.amount.total,
      currency: order.amount.currency,
      ...(order.success_time ? { payer_total: order.amount.total, payer_currency: 'CNY' } : {}),
    },
  });

  const refundResource = (refund: FakeRefund) => ({
    refund_id: refund.refund_id,
    out_refund_no: refund.out_refund_no,
    transaction_id: refund.transaction_id,
    out_trade_no: refund.out_trade_no,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    create_time: refund.create_time,
    ...(refund.success_time ? { success_time: refund.success_time } : {}),
    status: refund.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: refund.amount.total,
      refund: refund.amount.refund,
      payer_total: refund.amount.total,
      payer_refund: refund.amount.refund,
      settlement_refund: refund.amount.refund,
      settlement_total: refund.amount.total,
      discount_refund: 0,
      currency: 'CNY',
    },
  });

  const isText = (value: unknown, min: number, max: number): value is string => typeof value === 'string' && value.length >= min && value.length <= max;

  /** The checks WeChat documents for a prepay body; the PARAM_ERROR message names the field. */
  function prepayProblem(body: WireBody, h5: boolean): string | null {
    if (body.appid !== keys.appId) return 'appid与mchid不匹配';
    if (body.mchid !== keys.mchId) return 'mchid与请求头不一致';
    if (!isText(body.description, 1, 127)) return '输入源“/body/description”映射到字段“商品描述”必填性规则校验失败';
    if (!isText(body.out_trade_no, 6, 32) || !/^[0-9A-Za-z_\-|*]+$/.test(body.out_trade_no))
      return '输入源“/body/out_trade_no”映射到字段“商户订单号”字符串规则校验失败';
    if (!isText(body.notify_url, 1, 255) || !/^https?:\/\//.test(body.notify_url)) return '输入源“/body/notify_url”映射到字段“通知地址”规则校验失败';
    if (body.time_expire !== undefined && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\+|-)\d\d:\d\d$/.test(body.time_expire))
      return '输入源“/body/time_expire”映射到字段“交易结束时间”格式错误';
    if (!Number.isSafeInteger(body.amount?.total) || body.amount.total <= 0) return '输入源“/body/amount/total”映射到字段“总金额”必填性规则校验失败';
    if ((body.amount.currency ?? 'CNY') !== 'CNY') return '输入源“/body/amount/currency”映射到字段“货币类型”仅支持CNY';
    if (h5 && (!isText(body.scene_info?.payer_client_ip, 1, 45) || !isText(body.scene_info?.h5_info?.type, 1, 32)))
      return '输入源“/body/scene_info”映射到字段“场景信息”必填性规则校验失败';
    return null;
  }

  function prepay(body: WireBody, h5: boolean, response: ServerResponse) {
    const problem = prepayProblem(body, h5);
    if (problem) return error(response, 400, 'PARAM_ERROR', problem);
    const known = orders.get(body.out_trade_no);
    if (known) {
      if (known.trade_state === 'SUCCESS' || known.trade_state === 'REFUND') return error(response, 403, 'ORDERPAID', '该订单已支付');
      if (known.trade_state === 'CLOSED') return error(response, 400, 'ORDER_CLOSED', '订单已关闭');
      if (known.amount.total !== body.amount.total || known.description !== body.description)
        return error(response, 400, 'INVALID_REQUEST', '201 商户订单号重复');
    }
    const prepayId = `wx${Date.now()}${randomBytes(8).toString('hex')}`;
    const order: FakeOrder = known ?? {
      appid: body.appid,
      mchid: body.mchid,
      description: body.description,
      out_trade_no: body.out_trade_no,
      notify_url: body.notify_url,
      time_expire: body.time_expire,
      amount: { total: body.amount.total, currency: body.amount.currency ?? 'CNY' },
      trade_type: h5 ? 'MWEB' : 'NATIVE',
      trade_state: 'NOTPAY',
    };
    if (h5) order.h5_url ??= `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=${randomBytes(5).toString('hex')}`;
    else order.code_url ??= `weixin://wxpay/bizpayurl/up?pr=${randomBytes(6).toString('base64url')}&groupid=00`;
    orders.set(order.out_trade_no, order);
    return answer(response, 200, h5 ? { h5_url: order.h5_url } : { code_url: order.code_url });
  }

  function refund(body: WireBody, response: ServerResponse) {
    if (!isText(body.out_refund_no, 1, 64)) return error(response, 400, 'PARAM_ERROR', '输入源“/body/out_refund_no”映射到字段“商户退款单号”必填性规则校验失败');
    const known = refunds.get(body.out_refund_no);
    if (known) return answer(response, 200, refundResource(known));
    const order = orders.get(body.out_trade_no ?? '');
    if (!order) return error(response, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (order.trade_state !== 'SUCCESS' && order.trade_state !== 'REFUND') return error(response, 400, 'INVALID_REQUEST', '订单未支付');
    const money = body.amount ?? {};
    if (!Number.isSafeInteger(money.refund) || money.refund <= 0 || money.total !== order.amount.total || (money.currency ?? 'CNY') !== 'CNY') {
      return error(response, 400, 'PARAM_ERROR', '退款金额或订单金额不正确');
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.out_trade_no === order.out_trade_no && r.status !== 'CLOSED')
      .reduce((sum, r) => sum + r.amount.refund, 0);
    if (refunded + money.refund > order.amount.total) return error(response, 400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    if (money.refund > knobs.balance) return error(response, 403, 'NOT_ENOUGH', '基本账户余额不足，请充值后重新发起');
    knobs.balance -= money.refund;
    const created: FakeRefund = {
      refund_id: `50000${Date.now()}${++sequence}`,
      out_refund_no: body.out_refund_no,
      out_trade_no: order.out_trade_no,
      transaction_id: order.transaction_id!,
      notify_url: body.notify_url,
      status: 'PROCESSING',
      create_time: beijing(new Date()),
      amount: { total: order.amount.total, refund: money.refund, currency: 'CNY' },
    };
    refunds.set(created.out_refund_no, created);
    order.trade_state = 'REFUND';
    answer(response, 200, refundResource(created));
    if (knobs.autoCompleteRefunds) setImmediate(() => void fake.completeRefund(created.out_refund_no));
  }

  async function route(request: IncomingMessage, response: ServerResponse, body: string) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const pathAndQuery = request.url ?? '/';
    requests.push({ method: request.method ?? '', path: pathAndQuery, authorization: request.headers.authorization, body });
    if (knobs.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, knobs.delayMs));
    if (response.destroyed) return;
    if (!authorized(request, pathAndQuery, body)) return error(response, 401, 'SIGN_ERROR', '签名错误，请检查后再试');
    let json: WireBody = {};
    if (body !== '') {
      try {
        json = JSON.parse(body);
      } catch {
        return error(response, 400, 'PARAM_ERROR', '请求体不是合法的JSON');
      }
    }
    const path = url.pathname;
    if (request.method === 'POST' && path === '/v3/pay/transactions/native') return prepay(json, false, response);
    if (request.method === 'POST' && path === '/v3/pay/transactions/h5') return prepay(json, true, response);
    let match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      if (url.searchParams.get('mchid') !== keys.mchId)
        return error(response, 400, 'PARAM_ERROR', '输入源“/query/mchid”映射到字段“直连商户号”必填性规则校验失败');
      const order = orders.get(decodeURIComponent(match[1]!));
      return order ? answer(response, 200, transactionResource(order)) : error(response, 404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path);
    if (request.method === 'POST' && match) {
      if (json.mchid !== keys.mchId) return error(response, 400, 'PARAM_ERROR', '输入源“/body/mchid”映射到字段“直连商户号”必填性规则校验失败');
      const order = orders.get(decodeURIComponent(match[1]!));
      if (!order) return error(response, 404, 'ORDER_NOT_EXIST', '订单不存在');
      if (knobs.closeDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, knobs.closeDelayMs));
      // A close that timed out at the caller did not land: the order stays open.
      if (response.destroyed) return;
      if (knobs.closeFails) return error(response, 500, 'SYSTEM_ERROR', '系统异常，请用相同参数重新调用');
      if (order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND') return error(response, 400, 'ORDERPAID', '订单已支付');
      order.trade_state = 'CLOSED';
      return answer(response, 204);
    }
    if (request.method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(json, response);
    match = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      const found = refunds.get(decodeURIComponent(match[1]!));
      return found ? answer(response, 200, refundResource(found)) : error(response, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    return error(response, 404, 'NOT_FOUND', '接口不存在');
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      route(request, response, Buffer.concat(chunks).toString('utf8')).catch((failure) => {
        if (!response.headersSent) error(response, 500, 'SYSTEM_ERROR', String(failure));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeWechatPay = {
    baseUrl,
    knobs,
    requests,
    deliveries,
    orders,
    refunds,
    async pay(outTradeNo) {
      const order = orders.get(outTradeNo);
      // As WeChat tells the payer of a closed order: ORDER_CLOSED, nothing is taken and nothing is notified.
      if (order?.trade_state === 'CLOSED') throw new Error(`fake WeChat Pay: ORDER_CLOSED ${outTradeNo} is closed`);
      if (!order || order.trade_state !== 'NOTPAY') throw new Error(`fake WeChat Pay: ${outTradeNo} cannot be paid`);
      order.trade_state = 'SUCCESS';
      order.transaction_id = `4200001${Date.now()}${String(++sequence).padStart(4, '0')}`.slice(0, 28);
      order.success_time = beijing(new Date());
      return send(order.notify_url, 'TRANSACTION.SUCCESS', 'transaction', transactionResource(order));
    },
    async completeRefund(outRefundNo, status = 'SUCCESS') {
      const found = refunds.get(outRefundNo);
      // An ABNORMAL refund may still succeed: the merchant applies again (apply-abnormal-refund) and WeChat pays it.
      const retried = found?.status === 'ABNORMAL' && status === 'SUCCESS';
      if (!found || (found.status !== 'PROCESSING' && !retried)) throw new Error(`fake WeChat Pay: refund ${outRefundNo} is not processing`);
      found.status = status;
      if (status === 'SUCCESS') found.success_time = beijing(new Date());
      if (!found.notify_url) return [];
      // The refund notification's resource is shaped apart from the refund API's answer (refund_status, fewer amounts).
      return send(found.notify_url, `REFUND.${status}`, 'refund', {
        mchid: keys.mchId,
        out_trade_no: found.out_trade_no,
        transaction_id: found.transaction_id,
        out_refund_no: found.out_refund_no,
        refund_id: found.refund_id,
        refund_status: status,
        ...(found.success_time ? { success_time: found.success_time } : {}),
        user_received_account: '支付用户零钱',
        amount: { total: found.amount.total, refund: found.amount.refund, payer_total: found.amount.total, payer_refund: found.amount.refund },
      });
    },
    notification,
    setDeliver(next) {
      deliver = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
