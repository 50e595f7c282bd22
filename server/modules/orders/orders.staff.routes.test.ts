import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/domain/envelope';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { STAFF_ORDER_PATHS, type OrderStatusAnswer } from '../../../src/domain/payments';
import type { Role } from '../../../src/domain/roles';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { orderEvents, payments, refundPayouts, refunds } from '../../db/schema';
import { authHeader, createUser, loginAs } from '../../test/login';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createOrderLifecycle } from './orders.lifecycle';
import { createOrdersRepository } from './orders.repository';
import { createStaffOrders } from './orders.staff';
import { adult, futureSailings, newUser, oneWay, remaining, type Sailing } from '../../test/orders.testkit';

/** The ticketing clerk's calls (STAFF_ORDER_PATHS) through the real application. */

const CABIN = 'SECOND_DORMITORY';

let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let nextSailing = 0;
let clerk: { userId: string; headers: Headers };
let customer: { userId: string; headers: Headers };

type Headers = { authorization: string };
interface Answer<T> {
  code: number;
  message: string;
  data: T;
}

async function staffUser(role: Role): Promise<{ userId: string; headers: Headers }> {
  const logonId = `stf_${randomBytes(5).toString('hex')}`;
  const user = await createUser(testDb.db, { logonId, role });
  return { userId: user.userId, headers: authHeader(await loginAs(app, logonId)) };
}

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 10);
  clerk = await staffUser('ticketingClerk');
  customer = await newUser(app, testDb.db);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

async function call<T>(path: string, headers: Headers, payload?: object): Promise<Answer<T>> {
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const staffMove = (path: string, uuid: string, extra: object = {}, headers = clerk.headers) => call<OrderStatusAnswer>(path, headers, { uuid, ...extra });
const userMove = (path: string, uuid: string) => call<OrderStatusAnswer>(path, customer.headers, { uuid });
/** A bank-transfer order's refund application names the receiving account (an RMB order: a Chinese one). */
const CN_ACCOUNT = { bankName: '中国工商银行', accountNumber: '6222020200112233445', holderName: '王小明' };
const applyRefund = (uuid: string) => call<OrderStatusAnswer>(ORDER_PATHS.refund, customer.headers, { uuid, account: CN_ACCOUNT });

async function submitted(adults = 1): Promise<{ order: OrderView; sailing: Sailing; left: number }> {
  const sailing = sailings[nextSailing++]!;
  const answer = await call<OrderView>(
    ORDER_PATHS.save,
    customer.headers,
    oneWay(sailing, CABIN, { passengers: Array.from({ length: adults }, () => adult()) }),
  );
  expect(answer.code).toBe(200);
  return { order: answer.data, sailing, left: await remaining(testDb.db, sailing.uuid, CABIN) };
}

/** An order the clerk confirmed paid by bank transfer (so it has a payment to refund). */
async function paidOffline(adults = 1) {
  const made = await submitted(adults);
  await userMove(ORDER_PATHS.offlinePayment, made.order.uuid);
  expect((await staffMove(STAFF_ORDER_PATHS.confirmOffline, made.order.uuid)).data.status).toBe('PAID');
  return made;
}

const details = async (uuid: string) =>
  (await app.inject({ method: 'GET', url: `/api${ORDER_PATHS.load}?uuid=${uuid}`, headers: customer.headers })).json().data as OrderView;
const REFUSED = { code: ErrorCode.BUSINESS, reason: 'order.move_refused' };

describe('the staff guard', () => {
  it.each([['individual'], ['reviewer'], ['admin']] as const)('answers 10403 to a %s on every staff call, and nothing moves', async (role) => {
    const { order } = await submitted();
    await userMove(ORDER_PATHS.offlinePayment, order.uuid);
    const someone = role === 'individual' ? customer : await staffUser(role);
    // The details are a GET: tested with the console's calls below.
    for (const path of Object.values(STAFF_ORDER_PATHS).filter((p) => p !== STAFF_ORDER_PATHS.load)) {
      expect(await call(path, someone.headers, { uuid: order.uuid }), path).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    }
    expect((await details(order.uuid)).status).toBe('DUE_PAY');
  });

  it('answers 401 without a login', async () => {
    const response = await app.inject({ method: 'POST', url: `/api${STAFF_ORDER_PATHS.page}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('confirmOfflinePayment / rejectOfflinePayment', () => {
  it('confirms a claimed transfer: PAID, tickets VALID, one SUCCEEDED bank-transfer payment, the clerk in the history; a repeat adds nothing', async () => {
    const { order } = await paidOffline(2);
    const view = await details(order.uuid);
    expect(view.tickets.map((t) => t.status)).toEqual(['VALID', 'VALID']);
    expect(view.payments).toEqual([
      expect.objectContaining({
        method: 'BANK_TRANSFER',
        status: 'SUCCEEDED',
        amount: order.totalAmount,
        currency: order.currency,
        outTradeNo: `${order.orderNo}-B1`,
      }),
    ]);
    expect(view.history?.at(-1)).toMatchObject({ event: 'order.paid', actor: 'staff', fromStatus: 'DUE_PAY', toStatus: 'PAID' });
    const [event] = await testDb.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderUuid, order.uuid), eq(orderEvents.event, 'order.paid')));
    expect(event!.actorUserUuid).toBe(clerk.userId);

    expect((await staffMove(STAFF_ORDER_PATHS.confirmOffline, order.uuid)).data.status).toBe('PAID');
    expect(await testDb.db.select().from(payments).where(eq(payments.orderUuid, order.uuid))).toHaveLength(1);
  });

  it('rejects a claimed transfer with a reason: waiting for payment again with a new window; refuses an order not claimed, and a cancelled one', async () => {
    const { order } = await submitted();
    expect(await staffMove(STAFF_ORDER_PATHS.rejectOffline, order.uuid)).toMatchObject(REFUSED);
    await userMove(ORDER_PATHS.offlinePayment, order.uuid);
    const before = Date.now();
    const answer = await staffMove(STAFF_ORDER_PATHS.rejectOffline, order.uuid, { reason: '未收到款项' });
    expect(answer.data).toMatchObject({ status: 'DUE_PAY', stateValue: { DUE_PAY: 'awaitingPayment' } });
    expect(Date.parse(answer.data.paymentDeadline!)).toBeGreaterThanOrEqual(before + testDb.config.payments.windowMinutes * 60_000);
    expect((await details(order.uuid)).history?.at(-1)).toMatchObject({ event: 'order.rejectOffline', actor: 'staff', note: '未收到款项' });

    await userMove(ORDER_PATHS.cancel, order.uuid);
    // A transfer for a cancelled order is not kept: the order stays cancelled, the money waits to go back (server/modules/refunds).
    expect((await staffMove(STAFF_ORDER_PATHS.confirmOffline, order.uuid)).data.status).toBe('CANCEL');
    expect((await details(order.uuid)).paymentReturns).toEqual([expect.objectContaining({ reason: 'ORDER_CLOSED', status: 'FAILED' })]);
    expect(await staffMove(STAFF_ORDER_PATHS.confirmOffline, '00000000-0000-4000-8000-000000000000')).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await call(STAFF_ORDER_PATHS.confirmOffline, clerk.headers, {})).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(await staffMove(STAFF_ORDER_PATHS.rejectOffline, order.uuid, { reason: 'x'.repeat(201) })).toMatchObject({ code: ErrorCode.VALIDATION });
  });
});

describe('approveRefund / rejectRefund', () => {
  it('approves: REFUND, tickets REFUNDED, berths back once; a bank transfer’s refund waits as one PENDING payout, never SUCCEEDED, however often approved', async () => {
    const { order, sailing, left } = await paidOffline(2);
    expect(await staffMove(STAFF_ORDER_PATHS.approveRefund, order.uuid)).toMatchObject(REFUSED);
    await applyRefund(order.uuid);

    // The second either waits and finds only the payout left to make (200), or meets the first's move (10500).
    const [first, second] = await Promise.all([staffMove(STAFF_ORDER_PATHS.approveRefund, order.uuid), staffMove(STAFF_ORDER_PATHS.approveRefund, order.uuid)]);
    expect(first!.code === 200 || second!.code === 200).toBe(true);
    expect([200, ErrorCode.BUSINESS]).toEqual(expect.arrayContaining([first!.code, second!.code]));
    expect(await testDb.db.select().from(refundPayouts).where(eq(refundPayouts.orderUuid, order.uuid))).toHaveLength(1);
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 2);

    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    // A bank transfer goes back by the clerk's transfer: approved, and paid only when the clerk records it.
    expect(refund).toMatchObject({ status: 'APPROVED', providerRefundId: null, decidedBy: clerk.userId });
    const view = await details(order.uuid);
    expect(view).toMatchObject({ status: 'REFUND', refund: { status: 'APPROVED', payout: { status: 'PENDING', transferReference: null } } });
    expect(view.tickets.map((t) => t.status)).toEqual(['REFUNDED', 'REFUNDED']);
    expect(view.history?.at(-1)).toMatchObject({ event: 'order.approveRefund', actor: 'staff', toStatus: 'REFUND' });
    expect(await applyRefund(order.uuid)).toMatchObject(REFUSED);
  });

  it('rejects with a reason: PAID again, tickets VALID, the application REJECTED; the user may apply again', async () => {
    const { order } = await paidOffline();
    expect(await staffMove(STAFF_ORDER_PATHS.rejectRefund, order.uuid)).toMatchObject(REFUSED);
    await applyRefund(order.uuid);
    expect((await staffMove(STAFF_ORDER_PATHS.rejectRefund, order.uuid, { reason: '证件不符' })).data.status).toBe('PAID');
    const view = await details(order.uuid);
    expect(view.tickets.map((t) => t.status)).toEqual(['VALID']);
    expect(view.refund?.status).toBe('REJECTED');
    expect(view.history?.at(-1)).toMatchObject({ event: 'order.rejectRefund', note: '证件不符' });
    expect((await applyRefund(order.uuid)).data.status).toBe('BEING_REFUNDED');
    const rows = await testDb.db.select({ refundNo: refunds.refundNo, status: refunds.status }).from(refunds).where(eq(refunds.orderUuid, order.uuid));
    expect(rows.sort((a, b) => a.refundNo.localeCompare(b.refundNo))).toEqual([
      { refundNo: `${order.orderNo}-R1`, status: 'REJECTED' },
      { refundNo: `${order.orderNo}-R2`, status: 'REQUESTED' },
    ]);
  });

  it('when the provider refuses the refund the approval stands (REFUND, berths back once, refund APPROVED); approving again resends the same refund number, once more is refused', async () => {
    const { order, sailing, left } = await paidOffline();
    await applyRefund(order.uuid);
    const sent: string[] = [];
    const provider = vi.fn(async (refund: { refundNo: string }) => {
      sent.push(refund.refundNo);
      if (sent.length === 1) throw new Error('provider down');
      return { providerRefundId: 'PR-1' };
    });
    const staff = createStaffOrders({
      db: testDb.db,
      repositoryFor: (on) => createOrdersRepository({ db: on }),
      lifecycle: createOrderLifecycle({ db: testDb.db, clock: () => new Date(), config: testDb.config }),
      clock: () => new Date(),
      refundThroughProvider: provider,
      logError: () => {},
    });
    await expect(staff.approveRefund(clerk.userId, order.uuid)).rejects.toMatchObject({
      code: ErrorCode.BUSINESS,
      message: expect.stringContaining('重新提交'),
    });
    expect((await details(order.uuid)).status).toBe('REFUND');
    expect((await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid)))[0]).toMatchObject({ status: 'APPROVED', providerRefundId: null });
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 1);

    expect((await staff.approveRefund(clerk.userId, order.uuid)).status).toBe('REFUND');
    expect(sent).toEqual([`${order.orderNo}-R1`, `${order.orderNo}-R1`]);
    expect(provider).toHaveBeenLastCalledWith({
      refundNo: `${order.orderNo}-R1`,
      outTradeNo: `${order.orderNo}-B1`,
      amountMinor: expect.any(Number),
      totalMinor: order.breakdown!.totalMinor,
      currency: order.currency,
    });
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    expect(refund).toMatchObject({ status: 'SUCCEEDED', providerRefundId: 'PR-1' });
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 1);
    await expect(staff.approveRefund(clerk.userId, order.uuid)).rejects.toMatchObject({ code: ErrorCode.BUSINESS });
    expect(provider).toHaveBeenCalledTimes(2);
  });
});

describe('the staff order page', () => {
  it('lists every user’s submitted orders (no drafts) with the filters', async () => {
    const other = await newUser(app, testDb.db);
    const mine = await submitted();
    const theirs = await call<OrderView>(ORDER_PATHS.save, other.headers, oneWay(sailings[nextSailing++]!, CABIN));
    const draft = await call<OrderView>(ORDER_PATHS.save, other.headers, { ...oneWay(sailings[0]!, CABIN), submit: false });
    const answer = await call<Page<OrderView>>(`${STAFF_ORDER_PATHS.page}?size=50`, clerk.headers);
    const uuids = answer.data.records.map((r) => r.uuid);
    expect(uuids).toEqual(expect.arrayContaining([mine.order.uuid, theirs.data.uuid]));
    expect(uuids).not.toContain(draft.data.uuid);
    expect(uuids.indexOf(theirs.data.uuid)).toBeLessThan(uuids.indexOf(mine.order.uuid));

    const byNumber = await call<Page<OrderView>>(`${STAFF_ORDER_PATHS.page}?orderNo=${theirs.data.orderNo}`, clerk.headers);
    expect(byNumber.data.records.map((r) => r.uuid)).toEqual([theirs.data.uuid]);
    const claimed = await call<Page<OrderView>>(`${STAFF_ORDER_PATHS.page}?status=DRAFT`, clerk.headers);
    expect(claimed.data.total).toBe(0);
  });
});

describe('the operator console: order details, the offline queue, a changed refund amount', () => {
  const staffLoad = async (uuid: string, headers = clerk.headers) =>
    (await app.inject({ method: 'GET', url: `/api${STAFF_ORDER_PATHS.load}?uuid=${uuid}`, headers })).json() as Answer<OrderView>;

  it('loads any user’s submitted order with its history (the clerk named), never a draft, and only for the clerk', async () => {
    const { order } = await paidOffline();
    const answer = await staffLoad(order.uuid);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ uuid: order.uuid, status: 'PAID', payments: [{ method: 'BANK_TRANSFER', status: 'SUCCEEDED' }] });
    expect(answer.data.tickets.map((t) => t.status)).toEqual(['VALID']);
    expect(answer.data.history?.at(-1)).toMatchObject({ event: 'order.paid', actor: 'staff', actorName: expect.any(String) });

    const draft = await call<OrderView>(ORDER_PATHS.save, customer.headers, { ...oneWay(sailings[0]!, CABIN), submit: false });
    expect((await staffLoad(draft.data.uuid)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await staffLoad(order.uuid, customer.headers)).code).toBe(ErrorCode.NO_PERMISSION);
    const shipping = await staffUser('shippingClerk');
    expect((await staffLoad(order.uuid, shipping.headers)).code).toBe(ErrorCode.NO_PERMISSION);
  });

  it('lists only claimed bank transfers waiting for staff under offlineClaimed', async () => {
    const claimed = await submitted();
    const waiting = await submitted();
    await userMove(ORDER_PATHS.offlinePayment, claimed.order.uuid);
    const queue = await call<Page<OrderView>>(`${STAFF_ORDER_PATHS.page}?offlineClaimed=true&size=50`, clerk.headers);
    const uuids = queue.data.records.map((r) => r.uuid);
    expect(uuids).toContain(claimed.order.uuid);
    expect(uuids).not.toContain(waiting.order.uuid);
    expect(queue.data.records.every((r) => r.status === 'DUE_PAY')).toBe(true);
  });

  it('approves a changed amount only with a reason and never above what was paid; the amount and reason are kept', async () => {
    const { order } = await paidOffline();
    await applyRefund(order.uuid);
    const asked = (await staffLoad(order.uuid)).data;
    const paid = asked.totalAmount;
    expect(asked.refund?.status).toBe('REQUESTED');

    const noReason = await staffMove(STAFF_ORDER_PATHS.approveRefund, order.uuid, { amount: paid });
    expect(noReason).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { reason: { message: '修改退款金额时须填写原因' } } } });
    const tooMuch = await staffMove(STAFF_ORDER_PATHS.approveRefund, order.uuid, { amount: paid + 1, reason: '全额退款' });
    expect(tooMuch).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { amount: { message: '退款金额不能超过已付金额' } } } });
    expect((await staffLoad(order.uuid)).data.status).toBe('BEING_REFUNDED');

    const approved = await staffMove(STAFF_ORDER_PATHS.approveRefund, order.uuid, { amount: paid, reason: '船公司原因，全额退款' });
    expect(approved.data.status).toBe('REFUND');
    const view = (await staffLoad(order.uuid)).data;
    expect(view.refund).toMatchObject({ status: 'APPROVED', amount: paid, fee: 0, payout: { status: 'PENDING', amount: paid } });
    expect(view.history?.at(-1)).toMatchObject({ event: 'order.approveRefund', note: '船公司原因，全额退款' });
    const [row] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    expect(row?.reason).toBe('船公司原因，全额退款');
  });
});
