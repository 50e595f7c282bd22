import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { PAYMENT_PATHS, WXPAY_QR_PATH } from '../../../src/domain/payments';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { orderEvents, orders, orderTickets, paymentNotifications, paymentReturns, payments } from '../../db/schema';
import { qrPng } from '../../lib/qr';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { futureSailings, newUser, oneWay, type Sailing } from '../../test/orders.testkit';
import { SIGNATURE_HEADERS } from './notificationSignature';
import { CODE_URL_HEADER } from './payments.routes';
import { postNotification, signedNotification } from '../../test/payments.testkit';
import { SANDBOX_PAGE_ROUTE } from './sandboxProvider';

let testDb: TestDb;
let app: FastifyInstance;
let secret: string;
/** SHA-OSA (RMB) and OSA-SHA (JPY) sailings; each order takes its own */
let rmbSailings: Sailing[];
let jpySailings: Sailing[];
let next = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  secret = testDb.config.payments.sandboxSecret;
  rmbSailings = await futureSailings(testDb.db, 'SHA-OSA');
  jpySailings = await futureSailings(testDb.db, 'OSA-SHA');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

type User = Awaited<ReturnType<typeof newUser>>;

/** A submitted (DUE_PAY) one-way order of `user`, in RMB or JPY. */
async function dueOrder(user: User, currency: 'RMB' | 'JPY' = 'RMB'): Promise<OrderView> {
  const sailing = (currency === 'RMB' ? rmbSailings : jpySailings)[next++ % 20]!;
  const response = await app.inject({ method: 'POST', url: `/api${ORDER_PATHS.save}`, payload: oneWay(sailing, 'SUITE'), headers: user.headers });
  const body = response.json() as { code: number; data: OrderView };
  expect(body.code, response.body).toBe(200);
  expect(body.data.currency).toBe(currency);
  return body.data;
}

const qr = (user: User | null, orderUuid: string) =>
  app.inject({ method: 'GET', url: `/api${WXPAY_QR_PATH}?orderUuid=${orderUuid}`, headers: user ? user.headers : {} });

const orderRow = async (uuid: string) => (await testDb.db.select().from(orders).where(eq(orders.uuid, uuid)))[0]!;
const paymentsOf = (orderUuid: string) => testDb.db.select().from(payments).where(eq(payments.orderUuid, orderUuid));
const paidEvents = (orderUuid: string) =>
  testDb.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderUuid, orderUuid), eq(orderEvents.event, 'order.paid')));
const notificationsOf = (outTradeNo: string) => testDb.db.select().from(paymentNotifications).where(eq(paymentNotifications.outTradeNo, outTradeNo));

/** An order with its open prepay (made through the QR route), as the payer would scan it. */
async function orderWithPrepay(user?: User) {
  const owner = user ?? (await newUser(app, testDb.db));
  const order = await dueOrder(owner);
  expect((await qr(owner, order.uuid)).statusCode).toBe(200);
  const [payment] = await paymentsOf(order.uuid);
  return { owner, order, payment: payment! };
}

/** What the whole paid state looks like, to compare before and after. */
async function snapshot(orderUuid: string) {
  const row = await orderRow(orderUuid);
  const rows = await paymentsOf(orderUuid);
  return {
    status: row.status,
    stateValue: row.stateValue,
    payments: rows.map((p) => ({ outTradeNo: p.outTradeNo, status: p.status, transactionId: p.providerTransactionId })),
    paidEvents: (await paidEvents(orderUuid)).length,
    notifications: (await Promise.all(rows.map((p) => notificationsOf(p.outTradeNo)))).flat().length,
  };
}

function pageToken(codeUrl: string | null): string {
  const url = new URL(codeUrl!);
  expect(url.pathname).toBe(SANDBOX_PAGE_ROUTE);
  return url.searchParams.get('token')!;
}

describe('GET wxpay: the QR code of the order’s prepay', () => {
  it('answers a PNG of the prepay’s code_url, stored as a CREATED payment expiring with the payment window', async () => {
    const user = await newUser(app, testDb.db);
    const order = await dueOrder(user);
    const response = await qr(user, order.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: a square image big enough to scan.
    const width = png.readUInt32BE(16);
    expect(png.readUInt32BE(20)).toBe(width);
    expect(width).toBeGreaterThanOrEqual(200);

    const [payment, ...more] = await paymentsOf(order.uuid);
    expect(more).toHaveLength(0);
    const row = await orderRow(order.uuid);
    expect(row.paymentDeadline).not.toBeNull();
    expect(payment).toMatchObject({
      status: 'CREATED',
      method: 'WECHAT_QR',
      provider: 'sandbox',
      amountMinor: row.totalMinor,
      currency: 'RMB',
      expiresAt: row.paymentDeadline,
    });
    expect(payment!.outTradeNo).toMatch(new RegExp(`^${order.orderNo}-[0-9a-f]{10}$`));
    expect(payment!.codeUrl).toMatch(/^http:\/\/[^/]+\/api\/payment\/sandbox\/pay\?token=/);
    // The picture is the QR code of exactly that code_url.
    expect(png.equals(await qrPng(payment!.codeUrl!, 320))).toBe(true);
    expect(response.headers[CODE_URL_HEADER]).toBe(payment!.codeUrl);
  });

  it('reuses the open prepay; a restarted window closes it and makes a new one', async () => {
    const { owner, order, payment } = await orderWithPrepay();
    expect((await qr(owner, order.uuid)).statusCode).toBe(200);
    expect(await paymentsOf(order.uuid)).toHaveLength(1);

    const restarted = new Date(Date.now() + 20 * 60_000);
    await testDb.db.update(orders).set({ paymentDeadline: restarted }).where(eq(orders.uuid, order.uuid));
    expect((await qr(owner, order.uuid)).statusCode).toBe(200);
    const rows = await paymentsOf(order.uuid);
    expect(rows.map((p) => [p.outTradeNo === payment.outTradeNo, p.status]).sort()).toEqual([
      [false, 'CREATED'],
      [true, 'CLOSED'],
    ]);
    expect(rows.find((p) => p.status === 'CREATED')!.expiresAt).toEqual(restarted);
  });

  it('makes one prepay for concurrent requests', async () => {
    const user = await newUser(app, testDb.db);
    const order = await dueOrder(user);
    const answers = await Promise.all(Array.from({ length: 5 }, () => qr(user, order.uuid)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await paymentsOf(order.uuid)).toHaveLength(1);
  });

  it('is for the logged-in owner only', async () => {
    const { order } = await orderWithPrepay();
    const stranger = await newUser(app, testDb.db);
    expect((await qr(null, order.uuid)).statusCode).toBe(401);
    expect((await qr(stranger, order.uuid)).json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await qr(stranger, 'not-a-uuid')).json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('refuses a JPY order: bank transfer only', async () => {
    const user = await newUser(app, testDb.db);
    const order = await dueOrder(user, 'JPY');
    const response = await qr(user, order.uuid);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.json()).toEqual({
      code: ErrorCode.BUSINESS,
      message: '日元订单仅支持银行转账',
      jpMessage: '円建てのご注文は銀行振込のみご利用いただけます',
      data: null,
      reason: 'payment.bank_transfer_only',
    });
    expect(await paymentsOf(order.uuid)).toHaveLength(0);
  });

  it('refuses an order not waiting for payment: paid, offline claimed, or its window over', async () => {
    const user = await newUser(app, testDb.db);
    const paid = await dueOrder(user);
    await testDb.db.update(orders).set({ status: 'PAID', stateValue: 'PAID', paymentDeadline: null }).where(eq(orders.uuid, paid.uuid));
    expect((await qr(user, paid.uuid)).json()).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'payment.not_payable' });

    const claimed = await dueOrder(user);
    await testDb.db
      .update(orders)
      .set({ stateValue: { DUE_PAY: 'offlineClaimed' }, paymentDeadline: null })
      .where(eq(orders.uuid, claimed.uuid));
    expect((await qr(user, claimed.uuid)).json()).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'payment.offline_claim_pending' });

    const late = await dueOrder(user);
    await testDb.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.uuid, late.uuid));
    expect((await qr(user, late.uuid)).json()).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'payment.window_over' });

    for (const o of [paid, claimed, late]) expect(await paymentsOf(o.uuid)).toHaveLength(0);
  });
});

describe('GET wxpay?scene=H5: the page a phone browser pays on', () => {
  const h5 = (user: User | null, orderUuid: string, scene = 'H5') =>
    app.inject({ method: 'GET', url: `/api${WXPAY_QR_PATH}?orderUuid=${orderUuid}&scene=${scene}`, headers: user ? user.headers : {} });

  it('answers the sandbox’s own pay page as h5Url, stored as an open H5 prepay, and reuses it', async () => {
    const user = await newUser(app, testDb.db);
    const order = await dueOrder(user);
    const response = await h5(user, order.uuid);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as { code: number; data: { h5Url: string } };
    expect(body.code, response.body).toBe(200);
    expect(body.data.h5Url).toMatch(/^http:\/\/[^/]+\/api\/payment\/sandbox\/pay\?token=/);
    const [payment, ...more] = await paymentsOf(order.uuid);
    expect(more).toHaveLength(0);
    expect(payment).toMatchObject({ status: 'CREATED', method: 'WECHAT_QR', scene: 'H5', provider: 'sandbox', codeUrl: body.data.h5Url });
    // The page is the sandbox page of that prepay: it shows the order and pays it.
    const page = await app.inject({ method: 'GET', url: `${SANDBOX_PAGE_ROUTE}?token=${pageToken(body.data.h5Url)}` });
    expect(page.body).toContain(order.orderNo);

    expect((await h5(user, order.uuid)).json()).toEqual({ code: 200, message: expect.any(String), data: { h5Url: body.data.h5Url } });
    expect(await paymentsOf(order.uuid)).toHaveLength(1);
  });

  it('NATIVE stays the default; changing scene closes the open prepay of the other scene and makes a new one', async () => {
    const { owner, order, payment } = await orderWithPrepay();
    expect(payment.scene).toBe('NATIVE');
    expect((await h5(owner, order.uuid)).json().code).toBe(200);
    let rows = await paymentsOf(order.uuid);
    expect(rows.map((p) => [p.scene, p.status]).sort()).toEqual([
      ['H5', 'CREATED'],
      ['NATIVE', 'CLOSED'],
    ]);
    const explicit = await h5(owner, order.uuid, 'NATIVE');
    expect(explicit.headers['content-type']).toBe('image/png');
    rows = await paymentsOf(order.uuid);
    expect(rows.map((p) => [p.scene, p.status]).sort()).toEqual([
      ['H5', 'CLOSED'],
      ['NATIVE', 'CLOSED'],
      ['NATIVE', 'CREATED'],
    ]);
  });

  it('refuses an unknown scene with the validation envelope, and creates nothing', async () => {
    const user = await newUser(app, testDb.db);
    const order = await dueOrder(user);
    for (const scene of ['JSAPI', 'h5', '']) {
      const response = await h5(user, order.uuid, scene);
      expect(response.json(), scene).toEqual({
        code: ErrorCode.VALIDATION,
        message: expect.any(String),
        jpMessage: expect.any(String),
        data: { fields: { scene: { message: '取值无效，允许的值：NATIVE, H5', jpMessage: '無効な値です。指定できる値：NATIVE, H5' } } },
        reason: 'common.validation',
      });
    }
    expect(await paymentsOf(order.uuid)).toHaveLength(0);
  });

  it('is for the logged-in owner of a payable RMB order only', async () => {
    const user = await newUser(app, testDb.db);
    const order = await dueOrder(user);
    const stranger = await newUser(app, testDb.db);
    expect((await h5(null, order.uuid)).statusCode).toBe(401);
    expect((await h5(stranger, order.uuid)).json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await h5(stranger, 'not-a-uuid')).json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    const jpy = await dueOrder(user, 'JPY');
    expect((await h5(user, jpy.uuid)).json()).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'payment.bank_transfer_only' });
    expect([...(await paymentsOf(order.uuid)), ...(await paymentsOf(jpy.uuid))]).toHaveLength(0);
  });
});

describe('GET getPaymentOptions', () => {
  const options = (user: User, orderUuid: string) =>
    app.inject({ method: 'GET', url: `/api${PAYMENT_PATHS.options}?orderUuid=${orderUuid}`, headers: user.headers });

  it('offers WeChat QR and bank transfer for RMB, bank transfer only for JPY, each with the payee account of its country and the order number as reference', async () => {
    const user = await newUser(app, testDb.db);
    const rmb = await dueOrder(user);
    const row = await orderRow(rmb.uuid);
    expect((await options(user, rmb.uuid)).json()).toEqual({
      code: 200,
      message: 'success',
      data: {
        orderUuid: rmb.uuid,
        orderNo: rmb.orderNo,
        currency: 'RMB',
        amount: row.totalMinor / 100,
        methods: ['WECHAT_QR', 'BANK_TRANSFER'],
        paymentDeadline: row.paymentDeadline!.toISOString(),
        offlineClaimed: false,
        // the development defaults (server/modules/payments/payeeAccounts.ts), marked as such
        bankTransfer: {
          country: 'CN',
          bankName: '中国银行',
          branchName: '上海市分行营业部',
          accountNumber: '4500 1234 5678 9012 345',
          holderName: '东海渡轮航运有限公司',
          reference: rmb.orderNo,
          demo: true,
        },
      },
    });
    const jpy = await dueOrder(user, 'JPY');
    expect((await options(user, jpy.uuid)).json().data).toMatchObject({
      currency: 'JPY',
      methods: ['BANK_TRANSFER'],
      amount: (await orderRow(jpy.uuid)).totalMinor,
      bankTransfer: {
        country: 'JP',
        bankName: '三井住友銀行',
        branchName: '大阪本店営業部',
        accountType: 'ORDINARY',
        accountNumber: '1234567',
        holderName: 'トウカイフェリーカイウン　カブシキガイシャ',
        reference: jpy.orderNo,
        demo: true,
      },
    });
  });

  it('says when an offline payment is claimed, and is refused for another user or an order not DUE_PAY', async () => {
    const user = await newUser(app, testDb.db);
    const order = await dueOrder(user);
    await testDb.db
      .update(orders)
      .set({ stateValue: { DUE_PAY: 'offlineClaimed' }, paymentDeadline: null })
      .where(eq(orders.uuid, order.uuid));
    expect((await options(user, order.uuid)).json().data).toMatchObject({ offlineClaimed: true, paymentDeadline: null });
    expect((await options(await newUser(app, testDb.db), order.uuid)).json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    await testDb.db.update(orders).set({ status: 'CANCEL', stateValue: 'CANCEL' }).where(eq(orders.uuid, order.uuid));
    expect((await options(user, order.uuid)).json()).toMatchObject({ code: ErrorCode.BUSINESS });
  });
});

describe('the sandbox payment page', () => {
  it('shows the order number, amount and both buttons in both languages; an altered token shows nothing', async () => {
    const { order, payment } = await orderWithPrepay();
    const token = pageToken(payment.codeUrl);
    const page = await app.inject({ method: 'GET', url: `${SANDBOX_PAGE_ROUTE}?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(order.orderNo!);
    expect(page.body).toContain(`¥${(payment.amountMinor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    for (const text of ['确认支付', '支払いを確定する', '支付失败', '支払いを失敗させる', 'value="SUCCESS"', 'value="PAYERROR"'])
      expect(page.body).toContain(text);
    expect(page.body).not.toMatch(/<script|src="http|href="http/);

    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await app.inject({ method: 'GET', url: `${SANDBOX_PAGE_ROUTE}?token=${encodeURIComponent(altered)}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(order.orderNo!);
    expect(refused.body).toContain('二维码无效');
  });

  it('confirming pays the order once: PAID, tickets valid, one payment, one notification, one history row by the provider', async () => {
    const { order, payment } = await orderWithPrepay();
    const token = pageToken(payment.codeUrl);
    const confirm = () =>
      app.inject({
        method: 'POST',
        url: SANDBOX_PAGE_ROUTE,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, outcome: 'SUCCESS' }).toString(),
      });
    const answer = await confirm();
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${SANDBOX_PAGE_ROUTE}?token=${encodeURIComponent(token)}`);

    const row = await orderRow(order.uuid);
    expect(row).toMatchObject({ status: 'PAID', stateValue: 'PAID', paymentDeadline: null });
    const tickets = await testDb.db.select().from(orderTickets).where(eq(orderTickets.orderUuid, order.uuid));
    expect(tickets.map((t) => t.status)).toEqual(tickets.map(() => 'VALID'));
    const [paid] = await paymentsOf(order.uuid);
    expect(paid).toMatchObject({ status: 'SUCCEEDED', providerTransactionId: expect.stringMatching(/^SBT/) });
    expect(paid!.paidAt).not.toBeNull();
    expect(await notificationsOf(payment.outTradeNo)).toHaveLength(1);
    expect(await paidEvents(order.uuid)).toMatchObject([{ actor: 'provider', fromStatus: 'DUE_PAY', toStatus: 'PAID' }]);

    // The page now says it is paid and offers no button; confirming again sends nothing.
    const page = await app.inject({ method: 'GET', url: answer.headers.location as string });
    expect(page.body).toContain('data-state="paid"');
    expect(page.body).not.toContain('value="SUCCESS"');
    const before = await snapshot(order.uuid);
    expect((await confirm()).statusCode).toBe(200);
    expect(await snapshot(order.uuid)).toEqual(before);
  });

  it('failing leaves the order DUE_PAY with a failed payment; a new QR makes a new prepay', async () => {
    const { owner, order, payment } = await orderWithPrepay();
    const answer = await app.inject({
      method: 'POST',
      url: SANDBOX_PAGE_ROUTE,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: pageToken(payment.codeUrl), outcome: 'PAYERROR' }).toString(),
    });
    expect(answer.statusCode).toBe(303);
    expect(await orderRow(order.uuid)).toMatchObject({ status: 'DUE_PAY', stateValue: { DUE_PAY: 'awaitingPayment' } });
    expect((await paymentsOf(order.uuid))[0]).toMatchObject({ status: 'FAILED' });
    expect((await app.inject({ method: 'GET', url: answer.headers.location as string })).body).toContain('data-state="failed"');
    expect((await qr(owner, order.uuid)).statusCode).toBe(200);
    expect((await paymentsOf(order.uuid)).map((p) => p.status).sort()).toEqual(['CREATED', 'FAILED']);
  });

  it('shows an expired prepay as closed, without buttons, and sends nothing for it', async () => {
    const { order, payment } = await orderWithPrepay();
    await testDb.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.uuid, payment.uuid));
    const token = pageToken(payment.codeUrl);
    const page = await app.inject({ method: 'GET', url: `${SANDBOX_PAGE_ROUTE}?token=${encodeURIComponent(token)}` });
    expect(page.body).toContain('data-state="closed"');
    expect(page.body).not.toContain('value="SUCCESS"');
    const post = await app.inject({ method: 'POST', url: SANDBOX_PAGE_ROUTE, payload: { token, outcome: 'SUCCESS' } });
    expect(post.statusCode).toBe(200);
    expect((await orderRow(order.uuid)).status).toBe('DUE_PAY');
    expect(await notificationsOf(payment.outTradeNo)).toHaveLength(0);
  });
});

describe('POST notify: signed, stored once, idempotent', () => {
  it('the same notification ten times at once pays the order once, with one payment and one notification', async () => {
    const { order, payment } = await orderWithPrepay();
    const notification = signedNotification(secret, payment, 'SUCCESS');
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(app, notification)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.json().code)).toEqual(Array(10).fill('SUCCESS'));
    expect(await snapshot(order.uuid)).toEqual({
      status: 'PAID',
      stateValue: 'PAID',
      payments: [{ outTradeNo: payment.outTradeNo, status: 'SUCCEEDED', transactionId: expect.any(String) }],
      paidEvents: 1,
      notifications: 1,
    });
  });

  it('replayed fifteen times one after another changes nothing after the first', async () => {
    const { order, payment } = await orderWithPrepay();
    const notification = signedNotification(secret, payment, 'SUCCESS');
    expect((await postNotification(app, notification)).json()).toEqual({ code: 'SUCCESS', message: 'paid' });
    const after = await snapshot(order.uuid);
    for (let i = 0; i < 15; i++) {
      const answer = await postNotification(app, notification);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ code: 'SUCCESS', message: 'already received' });
    }
    expect(await snapshot(order.uuid)).toEqual(after);
    expect(after).toMatchObject({ status: 'PAID', paidEvents: 1, notifications: 1 });
  });

  it('a second, different success notification of the same payment is stored and changes nothing else', async () => {
    const { order, payment } = await orderWithPrepay();
    await postNotification(app, signedNotification(secret, payment, 'SUCCESS'));
    const answer = await postNotification(app, signedNotification(secret, payment, 'SUCCESS'));
    expect(answer.json()).toEqual({ code: 'SUCCESS', message: 'already paid' });
    expect(await snapshot(order.uuid)).toMatchObject({ status: 'PAID', paidEvents: 1, notifications: 2, payments: [{ status: 'SUCCEEDED' }] });
  });

  it('refuses a forged or altered notification and changes nothing', async () => {
    const { order, payment } = await orderWithPrepay();
    const before = await snapshot(order.uuid);
    const forged = signedNotification('not-the-secret', payment, 'SUCCESS');
    const genuine = signedNotification(secret, payment, 'SUCCESS');
    const attempts = [
      forged,
      { ...genuine, rawBody: genuine.rawBody.replace(`"total":${payment.amountMinor}`, '"total":1') },
      { ...genuine, headers: { ...genuine.headers, [SIGNATURE_HEADERS.signature]: forged.headers[SIGNATURE_HEADERS.signature]! } },
      { ...genuine, headers: { ...genuine.headers, [SIGNATURE_HEADERS.nonce]: 'another-nonce' } },
      { ...genuine, headers: { 'content-type': 'application/json' } },
    ];
    for (const attempt of attempts) {
      const answer = await postNotification(app, attempt);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'FAIL' });
    }
    expect(await snapshot(order.uuid)).toEqual(before);
    expect(before).toMatchObject({ status: 'DUE_PAY', notifications: 0, payments: [{ status: 'CREATED' }] });
  });

  it('refuses the genuine signature over any altered part of the body or a re-dated header, and changes nothing', async () => {
    const { order, payment } = await orderWithPrepay();
    const other = await orderWithPrepay();
    const before = await snapshot(order.uuid);
    const otherBefore = await snapshot(other.order.uuid);
    const genuine = signedNotification(secret, payment, 'SUCCESS');
    const body = JSON.parse(genuine.rawBody) as { id: string; resource: Record<string, unknown> };
    const altered = (change: (b: typeof body) => void) => {
      const copy = structuredClone(body);
      change(copy);
      return { ...genuine, rawBody: JSON.stringify(copy) };
    };
    const attempts = [
      // A new id would get past the replay check, were the signature not over it.
      altered((b) => (b.id = `${b.id}-2`)),
      altered((b) => (b.resource.out_trade_no = other.payment.outTradeNo)),
      altered((b) => (b.resource.transaction_id = 'T-someone-else')),
      altered((b) => (b.resource.success_time = new Date(Date.now() - 3600_000).toISOString())),
      altered((b) => (b.resource.amount = { total: payment.amountMinor, currency: 'JPY' })),
      { ...genuine, rawBody: `${genuine.rawBody} ` },
      { ...genuine, headers: { ...genuine.headers, [SIGNATURE_HEADERS.timestamp]: String(Number(genuine.headers[SIGNATURE_HEADERS.timestamp]) + 1) } },
    ];
    for (const attempt of attempts) {
      const answer = await postNotification(app, attempt);
      expect(answer.statusCode, attempt.rawBody).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'FAIL' });
    }
    expect(await snapshot(order.uuid)).toEqual(before);
    expect(await snapshot(other.order.uuid)).toEqual(otherBefore);
    // The genuine one, untouched, is still accepted: the refusals were for the alterations.
    expect((await postNotification(app, genuine)).json()).toEqual({ code: 'SUCCESS', message: 'paid' });
  });

  it('a failure notification replayed ten times at once and fifteen after: one failed payment, one notification, the order still DUE_PAY', async () => {
    const { order, payment } = await orderWithPrepay();
    const failure = signedNotification(secret, payment, 'PAYERROR');
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(app, failure)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const after = await snapshot(order.uuid);
    for (let i = 0; i < 15; i++) expect((await postNotification(app, failure)).statusCode).toBe(200);
    expect(await snapshot(order.uuid)).toEqual(after);
    expect(after).toEqual({
      status: 'DUE_PAY',
      stateValue: expect.anything(),
      payments: [{ outTradeNo: payment.outTradeNo, status: 'FAILED', transactionId: null }],
      paidEvents: 0,
      notifications: 1,
    });
  });

  it('a late failure after success, ten copies at once and fifteen replays, changes nothing but storing it once', async () => {
    const { order, payment } = await orderWithPrepay();
    await postNotification(app, signedNotification(secret, payment, 'SUCCESS'));
    const paid = await snapshot(order.uuid);
    const late = signedNotification(secret, payment, 'PAYERROR');
    await Promise.all(Array.from({ length: 10 }, () => postNotification(app, late)));
    for (let i = 0; i < 15; i++) expect((await postNotification(app, late)).statusCode).toBe(200);
    expect(await snapshot(order.uuid)).toEqual({ ...paid, notifications: 2 });
    expect(paid).toMatchObject({ status: 'PAID', paidEvents: 1, payments: [{ status: 'SUCCEEDED' }] });
  });

  it('refuses a notification signed more than five minutes ago', async () => {
    const { order, payment } = await orderWithPrepay();
    const before = await snapshot(order.uuid);
    const stale = signedNotification(secret, payment, 'SUCCESS', { at: new Date(Date.now() - 5 * 60_000 - 5000) });
    expect((await postNotification(app, stale)).statusCode).toBe(401);
    expect(await snapshot(order.uuid)).toEqual(before);
    // Just inside the five minutes it is still accepted.
    const recent = signedNotification(secret, payment, 'SUCCESS', { at: new Date(Date.now() - 4 * 60_000) });
    expect((await postNotification(app, recent)).statusCode).toBe(200);
    expect((await orderRow(order.uuid)).status).toBe('PAID');
  });

  it('a late failure after success changes nothing', async () => {
    const { order, payment } = await orderWithPrepay();
    await postNotification(app, signedNotification(secret, payment, 'SUCCESS'));
    const paid = await snapshot(order.uuid);
    const answer = await postNotification(app, signedNotification(secret, payment, 'PAYERROR'));
    expect(answer.statusCode).toBe(200);
    expect(await snapshot(order.uuid)).toEqual({ ...paid, notifications: 2 });
    expect(paid).toMatchObject({ status: 'PAID', payments: [{ status: 'SUCCEEDED' }] });
  });

  it('a failure before success leaves the order DUE_PAY', async () => {
    const { order, payment } = await orderWithPrepay();
    expect((await postNotification(app, signedNotification(secret, payment, 'PAYERROR'))).statusCode).toBe(200);
    expect(await snapshot(order.uuid)).toMatchObject({ status: 'DUE_PAY', paidEvents: 0, notifications: 1, payments: [{ status: 'FAILED' }] });
  });

  it('refuses an unknown payment or a different amount, storing nothing', async () => {
    const { order, payment } = await orderWithPrepay();
    const unknown = await postNotification(app, signedNotification(secret, { ...payment, outTradeNo: `${payment.outTradeNo}x` }, 'SUCCESS'));
    expect(unknown.statusCode).toBe(404);
    const cheaper = await postNotification(app, signedNotification(secret, { ...payment, amountMinor: payment.amountMinor - 1 }, 'SUCCESS'));
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json()).toMatchObject({ code: 'FAIL' });
    expect(await snapshot(order.uuid)).toMatchObject({ status: 'DUE_PAY', notifications: 0, payments: [{ status: 'CREATED' }] });
  });

  it('money for an order cancelled meanwhile is given back: the order stays cancelled, the payment closed and returned (server/modules/refunds)', async () => {
    const { order, payment } = await orderWithPrepay();
    await testDb.db.update(orders).set({ status: 'CANCEL', stateValue: 'CANCEL', paymentDeadline: null }).where(eq(orders.uuid, order.uuid));
    const answer = await postNotification(app, signedNotification(secret, payment, 'SUCCESS'));
    expect(answer.json()).toMatchObject({ code: 'SUCCESS' });
    expect(await snapshot(order.uuid)).toMatchObject({ status: 'CANCEL', paidEvents: 0, notifications: 1, payments: [{ status: 'CLOSED' }] });
    expect(await testDb.db.select().from(paymentReturns).where(eq(paymentReturns.paymentUuid, payment.uuid))).toEqual([
      expect.objectContaining({ status: 'RETURNED' }),
    ]);
  });
});
