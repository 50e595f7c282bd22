import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDIVIDUAL } from '../../../src/domain/identityApi';
import { STAFF_ORDER_PATHS, WXPAY_QR_PATH } from '../../../src/domain/payments';
import { REFUND_STAFF_PATHS } from '../../../src/domain/refunds/refundViews';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { payments, refundPayouts } from '../../db/schema';
import { futureSailings, newUser, oneWay, type Sailing } from '../../test/orders.testkit';
import { postNotification, signedNotification } from '../../test/payments.testkit';
import { freshIdentity, randomIp, scratchDir } from '../../test/accounts';
import { authHeader, createUser, loginAs } from '../../test/login';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { scrape, valueOf } from '../../test/metrics.testkit';

/**
 * The business counters of /metrics, through the real application: each moves by exactly one
 * for the event it counts, and not at all for a refused request.
 */

// The staff tests' cabin: bookable far enough ahead to be refunded.
const CABIN = 'SECOND_DORMITORY';

let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let next = 0;
let customer: { userId: string; headers: { authorization: string } };
let clerk: { authorization: string };

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 10);
  customer = await newUser(app, testDb.db);
  const logonId = `mxc_${randomBytes(5).toString('hex')}`;
  await createUser(testDb.db, { logonId, role: 'ticketingClerk' });
  clerk = authHeader(await loginAs(app, logonId));
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

/** The counter's value now, read from a scrape. */
const counter = async (name: string, labels: Record<string, string> = {}, on = app) => valueOf(await scrape(on), name, labels);

async function post<T>(path: string, headers: object, payload: object): Promise<{ code: number; data: T }> {
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers: { ...headers }, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function submitted(): Promise<OrderView> {
  const answer = await post<OrderView>(ORDER_PATHS.save, customer.headers, oneWay(sailings[next++]!, CABIN));
  expect(answer.code).toBe(200);
  expect(answer.data.status).toBe('DUE_PAY');
  return answer.data;
}

describe('portal_orders_created_total', () => {
  const ORDERS = 'portal_orders_created_total';

  it('goes up by one for a submitted order, and not for a refused submit or a draft', async () => {
    const before = await counter(ORDERS);
    await submitted();
    expect(await counter(ORDERS)).toBe(before + 1);

    const unknownSailing = oneWay(sailings[next++]!, CABIN, { outbound: { voyageUuid: randomUUID(), cabinClass: CABIN } });
    expect((await post(ORDER_PATHS.save, customer.headers, unknownSailing)).code).not.toBe(200);
    expect((await post(ORDER_PATHS.save, customer.headers, oneWay(sailings[next++]!, CABIN, { submit: false }))).code).toBe(200);
    expect(await counter(ORDERS)).toBe(before + 1);
  });
});

describe('portal_payments_confirmed_total and portal_refunds_completed_total', () => {
  const PAYMENTS = 'portal_payments_confirmed_total';
  const REFUNDS = 'portal_refunds_completed_total';

  /** The user's refund application, then the clerk's approval (the refund goes back through the provider). */
  async function refunded(uuid: string): Promise<void> {
    expect((await post<{ status: string }>(ORDER_PATHS.refund, customer.headers, { uuid })).data.status).toBe('BEING_REFUNDED');
    expect((await post<{ status: string }>(STAFF_ORDER_PATHS.approveRefund, clerk, { uuid })).data.status).toBe('REFUND');
  }

  it('counts a payment the provider notifies once, replays not; and its refund through the provider', async () => {
    const order = await submitted();
    const qr = await app.inject({ method: 'GET', url: `/api${WXPAY_QR_PATH}?orderUuid=${order.uuid}`, headers: customer.headers });
    expect(qr.statusCode).toBe(200);
    const [payment] = await testDb.db.select().from(payments).where(eq(payments.orderUuid, order.uuid));
    const wechat = { method: 'WECHAT_QR' };
    const before = await counter(PAYMENTS, wechat);

    const notification = signedNotification(testDb.config.payments.sandboxSecret, payment!, 'SUCCESS');
    expect((await postNotification(app, notification)).statusCode).toBe(200);
    expect(await counter(PAYMENTS, wechat)).toBe(before + 1);
    expect((await postNotification(app, notification)).statusCode).toBe(200);
    expect(await counter(PAYMENTS, wechat)).toBe(before + 1);

    const sandbox = { provider: 'sandbox', method: 'WECHAT_QR' };
    const refundsBefore = await counter(REFUNDS, sandbox);
    await refunded(order.uuid);
    expect(await counter(REFUNDS, sandbox)).toBe(refundsBefore + 1);
  });

  it('counts a bank transfer the clerk confirms once; and its refund by bank transfer', async () => {
    const order = await submitted();
    const bank = { method: 'BANK_TRANSFER' };
    expect((await post<{ status: string }>(ORDER_PATHS.offlinePayment, customer.headers, { uuid: order.uuid })).code).toBe(200);
    const before = await counter(PAYMENTS, bank);
    expect((await post<{ status: string }>(STAFF_ORDER_PATHS.confirmOffline, clerk, { uuid: order.uuid })).data.status).toBe('PAID');
    expect(await counter(PAYMENTS, bank)).toBe(before + 1);
    // Confirmed again: refused or a no-op, nothing new to count.
    await post(STAFF_ORDER_PATHS.confirmOffline, clerk, { uuid: order.uuid });
    expect(await counter(PAYMENTS, bank)).toBe(before + 1);

    // Paid back by the clerk's transfer: counted when the payout is recorded as made, not at the approval.
    const offline = { provider: 'offline', method: 'BANK_TRANSFER' };
    const refundsBefore = await counter(REFUNDS, offline);
    const account = { bankName: '中国银行上海分行', accountNumber: '6216610200012345678', holderName: '王小明' };
    expect((await post<{ status: string }>(ORDER_PATHS.refund, customer.headers, { uuid: order.uuid, account })).data.status).toBe('BEING_REFUNDED');
    expect((await post<{ status: string }>(STAFF_ORDER_PATHS.approveRefund, clerk, { uuid: order.uuid })).data.status).toBe('REFUND');
    expect(await counter(REFUNDS, offline)).toBe(refundsBefore);
    const [payout] = await testDb.db.select().from(refundPayouts).where(eq(refundPayouts.orderUuid, order.uuid));
    expect((await post(REFUND_STAFF_PATHS.payoutPaid, clerk, { uuid: payout!.uuid, transferReference: 'BOC-0001', transferredOn: '2026-11-20' })).code).toBe(
      200,
    );
    expect(await counter(REFUNDS, offline)).toBe(refundsBefore + 1);
  });
});

describe('portal_mails_sent_total and portal_mails_failed_total', () => {
  let smtp: TestSmtpServer;
  let scratch: Awaited<ReturnType<typeof scratchDir>>;
  const mailApps: FastifyInstance[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    scratch = await scratchDir();
  });
  afterAll(async () => {
    for (const mailApp of mailApps) await mailApp.close();
    await smtp.close();
    await scratch.remove();
  });

  async function appMailingThrough(smtpUrl: string): Promise<FastifyInstance> {
    const mailApp = await buildTestApp(testDb, { config: { ...testDb.config, mail: { ...testDb.config.mail, smtpUrl, outboxDir: scratch.dir } } });
    mailApps.push(mailApp);
    return mailApp;
  }

  /** A registration code to `email`: the mail is sent before the answer. */
  const askCode = (on: FastifyInstance, email: string) =>
    on.inject({ method: 'POST', url: `/api${INDIVIDUAL.sendVerificationCode}`, payload: { email, purpose: 'register' }, remoteAddress: randomIp() });

  it('counts a mail the server took as sent, and one it refused as failed (undeliverable)', async () => {
    const mailApp = await appMailingThrough(smtp.url);
    const sent = await counter('portal_mails_sent_total', {}, mailApp);
    const undeliverable = { reason: 'undeliverable' };
    const failed = await counter('portal_mails_failed_total', undeliverable, mailApp);

    const { email } = freshIdentity('mx');
    expect((await askCode(mailApp, email)).json()).toMatchObject({ code: 200 });
    await smtp.nextMailTo(email);
    expect(await counter('portal_mails_sent_total', {}, mailApp)).toBe(sent + 1);

    const refused = freshIdentity('mx').email;
    smtp.refuse(refused);
    expect((await askCode(mailApp, refused)).json()).not.toMatchObject({ code: 200 });
    expect(await counter('portal_mails_failed_total', undeliverable, mailApp)).toBe(failed + 1);
    expect(await counter('portal_mails_sent_total', {}, mailApp)).toBe(sent + 1);
  });

  it('counts a mail to an unreachable server as failed (error)', async () => {
    const mailApp = await appMailingThrough('smtp://127.0.0.1:1');
    const error = { reason: 'error' };
    const failed = await counter('portal_mails_failed_total', error, mailApp);
    expect((await askCode(mailApp, freshIdentity('mx').email)).statusCode).not.toBe(200);
    expect(await counter('portal_mails_failed_total', error, mailApp)).toBe(failed + 1);
    expect(await counter('portal_mails_sent_total', {}, mailApp)).toBe(0);
  });
});
