import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { REFUND_STAFF_PATHS, type PaymentReturnItem } from '../../../src/domain/refunds/refundViews';
import { STAFF_ORDER_PATHS } from '../../../src/domain/payments';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { auditEntries, orderEvents, orders, paymentReturns, payments } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { futureSailings, newUser, type Sailing } from '../../test/orders.testkit';
import { postNotification, signedNotification } from '../../test/payments.testkit';
import { createPaymentReturns } from './paymentReturns';
import { createRefundsRepository } from './refunds.repository';
import { details, dueOrder, get, post, prepayOf, staffUser, type Headers } from '../../test/refunds.testkit';

/** No payment is kept silently: money for an order that cannot take it goes back in full (through the real app). */

let testDb: TestDb;
let app: FastifyInstance;
let secret: string;
let sailings: Sailing[];
let next = 0;
let clerk: { userId: string; headers: Headers };

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  secret = testDb.config.payments.sandboxSecret;
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 3);
  clerk = await staffUser(app, testDb.db, 'ticketingClerk');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const sailing = () => sailings[next++ % sailings.length]!;
const returnsOf = (orderUuid: string) => testDb.db.select().from(paymentReturns).where(eq(paymentReturns.orderUuid, orderUuid));
const orderRow = async (uuid: string) => (await testDb.db.select().from(orders).where(eq(orders.uuid, uuid)))[0]!;
const paymentsOf = (orderUuid: string) => testDb.db.select().from(payments).where(eq(payments.orderUuid, orderUuid));

async function orderWithPrepay() {
  const owner = await newUser(app, testDb.db);
  const order = await dueOrder(app, owner.headers, sailing());
  const payment = await prepayOf(app, testDb.db, owner.headers, order.uuid);
  return { owner, order, payment };
}

/** What "given back in full through the provider" looks like, to the letter. */
async function expectReturned(order: OrderView, payment: { uuid: string; outTradeNo: string; amountMinor: number }, reason: 'ORDER_CLOSED' | 'ALREADY_PAID') {
  const [row, ...more] = await returnsOf(order.uuid);
  expect(more).toEqual([]);
  expect(row).toMatchObject({
    paymentUuid: payment.uuid,
    refundNo: `${payment.outTradeNo}-RT`,
    amountMinor: payment.amountMinor,
    reason,
    status: 'RETURNED',
    attempts: 1,
    providerRefundId: expect.stringMatching(/^SBR/),
  });
  const events = await testDb.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderUuid, order.uuid), eq(orderEvents.event, 'payment.autoRefund')));
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ actor: 'system', note: `${payment.outTradeNo} ${reason}` });
}

describe('a payment the order cannot take is given back in full, automatically', () => {
  it('cancelled before the money came: CANCEL stays, the payment returned through the provider, in the history, shown to the passenger', async () => {
    const { owner, order, payment } = await orderWithPrepay();
    expect((await post(app, ORDER_PATHS.cancel, owner.headers, { uuid: order.uuid })).code).toBe(200);
    const answer = await postNotification(app, signedNotification(secret, payment, 'SUCCESS'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 'SUCCESS' });

    expect((await orderRow(order.uuid)).status).toBe('CANCEL');
    const [stored] = await paymentsOf(order.uuid);
    expect(stored).toMatchObject({ status: 'CLOSED', providerTransactionId: expect.any(String), paidAt: expect.any(Date) });
    await expectReturned(order, payment, 'ORDER_CLOSED');

    const view = await details(app, owner.headers, order.uuid);
    expect(view.paymentReturns).toEqual([
      expect.objectContaining({
        outTradeNo: payment.outTradeNo,
        amount: order.totalAmount,
        status: 'RETURNED',
        reason: 'ORDER_CLOSED',
        returnedAt: expect.any(String),
      }),
    ]);
    expect(view.history?.at(-1)).toMatchObject({ event: 'payment.autoRefund', fromStatus: 'CANCEL', toStatus: 'CANCEL' });
    // Nothing for the clerk to do.
    const queue = await get<PaymentReturnItem[]>(app, REFUND_STAFF_PATHS.returnQueue, clerk.headers);
    expect(queue.data.map((item) => item.orderUuid)).not.toContain(order.uuid);
  });

  it('expired by the payment-window sweep before the money came: returned the same way; a replay returns nothing more', async () => {
    const { order, payment } = await orderWithPrepay();
    await testDb.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orders.uuid, order.uuid));
    expect((await app.orderSweep.sweepOnce()).expired).toContain(order.uuid);
    const notification = signedNotification(secret, payment, 'SUCCESS');
    expect((await postNotification(app, notification)).json()).toMatchObject({ code: 'SUCCESS' });
    expect((await postNotification(app, notification)).json()).toMatchObject({ code: 'SUCCESS' });
    // A second, different notification of the same payment finds its return made.
    expect((await postNotification(app, signedNotification(secret, payment, 'SUCCESS'))).json()).toMatchObject({ code: 'SUCCESS' });
    expect((await orderRow(order.uuid)).status).toBe('CANCEL');
    await expectReturned(order, payment, 'ORDER_CLOSED');
  });

  it('paid twice (a second prepay paid after the first): PAID once, the second payment returned', async () => {
    const { owner, order, payment: first } = await orderWithPrepay();
    // A second attempt of the same order, as after a restarted window.
    const now = new Date();
    const [second] = await testDb.db
      .insert(payments)
      .values({
        orderUuid: order.uuid,
        provider: 'sandbox',
        method: 'WECHAT_QR',
        outTradeNo: `${order.orderNo}-second`,
        amountMinor: first.amountMinor,
        currency: first.currency,
        status: 'CREATED',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    expect((await postNotification(app, signedNotification(secret, first, 'SUCCESS'))).json()).toMatchObject({ code: 'SUCCESS' });
    expect((await postNotification(app, signedNotification(secret, second!, 'SUCCESS'))).json()).toMatchObject({ code: 'SUCCESS' });

    expect((await orderRow(order.uuid)).status).toBe('PAID');
    const rows = await paymentsOf(order.uuid);
    expect(rows.find((p) => p.uuid === first.uuid)?.status).toBe('SUCCEEDED');
    expect(rows.find((p) => p.uuid === second!.uuid)?.status).toBe('CLOSED');
    await expectReturned(order, second!, 'ALREADY_PAID');
    const view = await details(app, owner.headers, order.uuid);
    expect(view.paymentReturns).toEqual([expect.objectContaining({ outTradeNo: second!.outTradeNo, status: 'RETURNED', reason: 'ALREADY_PAID' })]);
  });
});

describe('the clerk’s "payments to return" queue', () => {
  it('a return the provider refused waits on the queue; the clerk sends it again (same refund number), it leaves the queue, audited', async () => {
    const { order, payment } = await orderWithPrepay();
    await testDb.db.update(orders).set({ status: 'CANCEL', stateValue: 'CANCEL', paymentDeadline: null }).where(eq(orders.uuid, order.uuid));
    // The provider is down when the money comes: the notification is handled by a service whose provider refuses.
    const sentNumbers: string[] = [];
    const down = createPaymentReturns({
      db: testDb.db,
      repositoryFor: (on) => createRefundsRepository({ db: on }),
      refundThroughProvider: async (request) => {
        sentNumbers.push(request.refundNo);
        throw new Error('provider timeout');
      },
      clock: () => new Date(),
      logError: () => {},
    });
    const recorded = await testDb.db.transaction((tx) =>
      down.record(tx, { payment: { ...payment, orderUuid: order.uuid }, order: { status: 'CANCEL', stateValue: 'CANCEL' }, reason: 'ORDER_CLOSED' }),
    );
    expect(await down.send(recorded.uuid)).toMatchObject({ status: 'FAILED', attempts: 1, lastError: 'provider timeout' });
    expect(sentNumbers).toEqual([`${payment.outTradeNo}-RT`]);

    const queue = await get<PaymentReturnItem[]>(app, REFUND_STAFF_PATHS.returnQueue, clerk.headers);
    expect(queue.data.find((item) => item.uuid === recorded.uuid)).toMatchObject({
      orderUuid: order.uuid,
      orderNo: order.orderNo,
      outTradeNo: payment.outTradeNo,
      amount: order.totalAmount,
      currency: 'RMB',
      status: 'FAILED',
      lastError: 'provider timeout',
    });
    const customer = await newUser(app, testDb.db);
    expect((await get(app, REFUND_STAFF_PATHS.returnQueue, customer.headers)).code).toBe(ErrorCode.NO_PERMISSION);
    expect((await post(app, REFUND_STAFF_PATHS.returnRetry, customer.headers, { uuid: recorded.uuid })).code).toBe(ErrorCode.NO_PERMISSION);

    // The app's own provider (the sandbox) takes it.
    const retried = await post<PaymentReturnItem>(app, REFUND_STAFF_PATHS.returnRetry, clerk.headers, { uuid: recorded.uuid });
    expect(retried.data).toMatchObject({ status: 'RETURNED', attempts: 2, lastError: null });
    expect((await returnsOf(order.uuid))[0]).toMatchObject({ status: 'RETURNED', providerRefundId: expect.stringMatching(/^SBR/) });
    const after = await get<PaymentReturnItem[]>(app, REFUND_STAFF_PATHS.returnQueue, clerk.headers);
    expect(after.data.map((item) => item.uuid)).not.toContain(recorded.uuid);
    const audit = await testDb.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, order.uuid), eq(auditEntries.action, 'paymentReturn.retry')));
    expect(audit).toEqual([
      expect.objectContaining({
        staffUserId: clerk.userId,
        before: { refundNo: `${payment.outTradeNo}-RT`, status: 'FAILED' },
        after: { refundNo: `${payment.outTradeNo}-RT`, status: 'RETURNED' },
      }),
    ]);

    expect(await post(app, REFUND_STAFF_PATHS.returnRetry, clerk.headers, { uuid: recorded.uuid })).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: '该款项已退回，无需再处理',
    });
    expect(await post(app, REFUND_STAFF_PATHS.returnByHand, clerk.headers, { uuid: recorded.uuid, reference: 'X' })).toMatchObject({
      code: ErrorCode.BUSINESS,
    });
    expect((await post(app, REFUND_STAFF_PATHS.returnRetry, clerk.headers, { uuid: '00000000-0000-4000-8000-000000000000' })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a return recorded as given back by hand needs the bank’s reference, leaves the queue and is audited', async () => {
    const { order, payment } = await orderWithPrepay();
    const failing = createPaymentReturns({
      db: testDb.db,
      repositoryFor: (on) => createRefundsRepository({ db: on }),
      refundThroughProvider: async () => {
        throw new Error('refund window closed');
      },
      clock: () => new Date(),
      logError: () => {},
    });
    const recorded = await testDb.db.transaction((tx) =>
      failing.record(tx, { payment: { ...payment, orderUuid: order.uuid }, order: { status: 'CANCEL', stateValue: 'CANCEL' }, reason: 'ORDER_CLOSED' }),
    );
    await failing.send(recorded.uuid);

    expect(await post(app, REFUND_STAFF_PATHS.returnByHand, clerk.headers, { uuid: recorded.uuid })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { reference: { message: '请输入转账参考号', jpMessage: '振込の照会番号を入力してください' } } },
    });
    const done = await post<PaymentReturnItem>(app, REFUND_STAFF_PATHS.returnByHand, clerk.headers, { uuid: recorded.uuid, reference: 'MUFG-20261126-0042' });
    expect(done.data).toMatchObject({ status: 'RETURNED_BY_HAND', returnedAt: expect.any(String) });
    expect((await returnsOf(order.uuid))[0]).toMatchObject({ handledBy: clerk.userId, handReference: 'MUFG-20261126-0042' });
    const queue = await get<PaymentReturnItem[]>(app, REFUND_STAFF_PATHS.returnQueue, clerk.headers);
    expect(queue.data.map((item) => item.uuid)).not.toContain(recorded.uuid);
    const audit = await testDb.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, order.uuid), eq(auditEntries.action, 'paymentReturn.returnedByHand')));
    expect(audit).toHaveLength(1);
  });
});

describe('a cancel racing the payment notification', () => {
  const ROUNDS = onPostgres() ? 30 : 15;

  it(`ends in exactly one of: PAID with nothing returned, or CANCEL with the payment returned (${ROUNDS} rounds)`, async () => {
    const outcomes = { paid: 0, returned: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, order, payment } = await orderWithPrepay();
      const notification = signedNotification(secret, payment, 'SUCCESS');
      const [cancel, notify] = await Promise.all([
        app.inject({ method: 'POST', url: `/api${ORDER_PATHS.cancel}`, headers: owner.headers, payload: { uuid: order.uuid } }),
        postNotification(app, notification),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect(notify.statusCode).toBe(200);
      expect(notify.json()).toMatchObject({ code: 'SUCCESS' });
      const status = (await orderRow(order.uuid)).status;
      const returned = await returnsOf(order.uuid);
      const [paid] = await paymentsOf(order.uuid);
      if (status === 'PAID') {
        expect(cancel.json().code).toBe(ErrorCode.BUSINESS);
        expect(returned).toEqual([]);
        expect(paid!.status).toBe('SUCCEEDED');
        outcomes.paid++;
      } else {
        expect(status).toBe('CANCEL');
        expect(returned).toEqual([expect.objectContaining({ status: 'RETURNED', amountMinor: payment.amountMinor })]);
        expect(paid!.status).toBe('CLOSED');
        outcomes.returned++;
      }
    }
    expect(outcomes.paid + outcomes.returned).toBe(ROUNDS);
  }, 240_000);
});

function onPostgres(): boolean {
  return Boolean(process.env.DATABASE_URL);
}

describe('a bank transfer confirmed for an order closed meanwhile', () => {
  it('is recorded and put on the queue, the order stays cancelled; the clerk records it as returned by hand', async () => {
    const owner = await newUser(app, testDb.db);
    const order = await dueOrder(app, owner.headers, sailing());
    expect((await post(app, ORDER_PATHS.offlinePayment, owner.headers, { uuid: order.uuid })).code).toBe(200);
    // The order is closed before the clerk sees the money (as a sailing's cancellation does to a claimed transfer).
    await testDb.db.update(orders).set({ status: 'CANCEL', stateValue: 'CANCEL', paymentDeadline: null }).where(eq(orders.uuid, order.uuid));

    const confirmed = await post<{ status: string }>(app, STAFF_ORDER_PATHS.confirmOffline, clerk.headers, { uuid: order.uuid });
    expect(confirmed.data.status).toBe('CANCEL');
    const [payment] = await paymentsOf(order.uuid);
    expect(payment).toMatchObject({
      method: 'BANK_TRANSFER',
      provider: 'offline',
      status: 'CLOSED',
      outTradeNo: `${order.orderNo}-B1`,
      paidAt: expect.any(Date),
    });
    const [row] = await returnsOf(order.uuid);
    expect(row).toMatchObject({
      paymentUuid: payment!.uuid,
      reason: 'ORDER_CLOSED',
      status: 'FAILED',
      attempts: 1,
      providerRefundId: null,
      lastError: 'BY_TRANSFER',
    });
    // The history names the clerk who recorded the money, not an automatic refund by the system.
    const history = await testDb.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderUuid, order.uuid), eq(orderEvents.event, 'payment.transferToReturn')));
    expect(history).toEqual([expect.objectContaining({ actor: 'staff', actorUserUuid: clerk.userId, fromStatus: 'CANCEL', toStatus: 'CANCEL' })]);
    const queue = await get<PaymentReturnItem[]>(app, REFUND_STAFF_PATHS.returnQueue, clerk.headers);
    expect(queue.data.find((item) => item.orderUuid === order.uuid)).toMatchObject({
      status: 'FAILED',
      amount: order.totalAmount,
      outTradeNo: `${order.orderNo}-B1`,
    });
    const audit = await testDb.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, order.uuid), eq(auditEntries.action, 'order.transferForClosedOrder')));
    expect(audit).toHaveLength(1);

    expect((await post(app, REFUND_STAFF_PATHS.returnByHand, clerk.headers, { uuid: row!.uuid, reference: 'MUFG-RET-1' })).code).toBe(200);
    const view = await details(app, owner.headers, order.uuid);
    expect(view.status).toBe('CANCEL');
    expect(view.paymentReturns).toEqual([expect.objectContaining({ status: 'RETURNED_BY_HAND', reason: 'ORDER_CLOSED', returnedAt: expect.any(String) })]);
  });
});

describe('a refund notification that comes before the provider’s answer to the refund request', () => {
  it('stands: the answer arriving later does not turn a REFUND.ABNORMAL return back into RETURNED', async () => {
    const { order, payment } = await orderWithPrepay();
    await testDb.db.update(orders).set({ status: 'CANCEL', stateValue: 'CANCEL', paymentDeadline: null }).where(eq(orders.uuid, order.uuid));
    const racing = createPaymentReturns({
      db: testDb.db,
      repositoryFor: (on) => createRefundsRepository({ db: on }),
      // WeChat takes the request and, before its answer reaches us, notifies that the refund failed.
      refundThroughProvider: async (request) => {
        await testDb.db
          .update(paymentReturns)
          .set({ status: 'FAILED', lastError: 'REFUND.ABNORMAL', updatedAt: new Date(Date.now() + 1000) })
          .where(eq(paymentReturns.refundNo, request.refundNo));
        return { providerRefundId: 'WX-R-RACE', status: 'PENDING' };
      },
      clock: () => new Date(),
      logError: () => {},
    });
    const recorded = await testDb.db.transaction((tx) =>
      racing.record(tx, { payment: { ...payment, orderUuid: order.uuid }, order: { status: 'CANCEL', stateValue: 'CANCEL' }, reason: 'ORDER_CLOSED' }),
    );
    expect(await racing.send(recorded.uuid)).toMatchObject({ status: 'FAILED', lastError: 'REFUND.ABNORMAL', returnedAt: null });
    const queue = await get<PaymentReturnItem[]>(app, REFUND_STAFF_PATHS.returnQueue, clerk.headers);
    expect(queue.data.find((item) => item.uuid === recorded.uuid)).toMatchObject({ status: 'FAILED', lastError: 'REFUND.ABNORMAL' });
  });
});
