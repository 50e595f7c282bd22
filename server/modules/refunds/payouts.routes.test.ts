import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { STAFF_ORDER_PATHS, type OrderStatusAnswer } from '../../../src/domain/payments';
import { REFUND_STAFF_PATHS, type PayoutItem } from '../../../src/domain/refunds/refundViews';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { auditEntries, notifications, orderEvents, refundAccounts, refundPayouts, refunds } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { futureSailings, newUser, type Sailing } from '../../test/orders.testkit';
import { postNotification, signedNotification } from '../../test/payments.testkit';
import { details, dueOrder, get, post, prepayOf, staffUser, type Headers } from '../../test/refunds.testkit';

/** Bank-transfer refunds that really pay out: the account asked for, sealed, and a payout the clerk records. */

let testDb: TestDb;
let app: FastifyInstance;
let jpy: Sailing[];
let rmb: Sailing[];
let next = 0;
let clerk: { userId: string; headers: Headers };
let passenger: { userId: string; headers: Headers };

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  // More than 7 days ahead: the fee table keeps 10 %.
  jpy = await futureSailings(testDb.db, 'OSA-SHA', 9);
  rmb = await futureSailings(testDb.db, 'SHA-OSA', 9);
  clerk = await staffUser(app, testDb.db, 'ticketingClerk');
  passenger = await newUser(app, testDb.db);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const JP_ACCOUNT = { bankName: '三菱UFJ銀行', branchName: '難波支店', accountType: 'ORDINARY', accountNumber: '1234567', holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ' };
const CN_ACCOUNT = { bankName: '中国工商银行上海分行', accountNumber: '6222 0202 0011 2233 445', holderName: '王小明' };

const apply = (uuid: string, account?: object, headers = passenger.headers) =>
  post<OrderStatusAnswer>(app, ORDER_PATHS.refund, headers, { uuid, ...(account ? { account } : {}) });

/** An order of the passenger paid by bank transfer and confirmed by the clerk. */
async function paidByTransfer(currency: 'JPY' | 'RMB'): Promise<OrderView> {
  const order = await dueOrder(app, passenger.headers, (currency === 'JPY' ? jpy : rmb)[next++ % 8]!);
  expect(order.currency).toBe(currency);
  expect((await post(app, ORDER_PATHS.offlinePayment, passenger.headers, { uuid: order.uuid })).code).toBe(200);
  expect((await post<OrderStatusAnswer>(app, STAFF_ORDER_PATHS.confirmOffline, clerk.headers, { uuid: order.uuid })).data.status).toBe('PAID');
  return order;
}

const field = (message: string, jpMessage: string) => ({ message, jpMessage });

describe('applying for the refund of a bank-transfer order', () => {
  it('asks a JPY order for a Japanese account: each field’s message, in both languages; nothing moves', async () => {
    const order = await paidByTransfer('JPY');
    const missing = await apply(order.uuid);
    expect(missing).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: {
        fields: {
          'account.bankName': field('请输入收款银行', '振込先の銀行名を入力してください'),
          'account.branchName': field('请输入支店名', '支店名を入力してください'),
          'account.accountType': field('请选择账户类型（普通或当座）', '口座種別（普通・当座）を選択してください'),
          'account.accountNumber': field('请输入收款账号', '口座番号を入力してください'),
          'account.holderName': field('请输入收款人姓名', '口座名義を入力してください'),
        },
      },
    });
    const wrong = await apply(order.uuid, { ...JP_ACCOUNT, accountType: 'SAVINGS', accountNumber: '123456', holderName: '山田太郎' });
    expect(wrong.data).toEqual({
      fields: {
        'account.accountType': field('请选择账户类型（普通或当座）', '口座種別（普通・当座）を選択してください'),
        'account.accountNumber': field('日本的账号为7位数字', '口座番号は7桁の数字で入力してください'),
        'account.holderName': field('账户名义请用片假名（全角或半角）填写', '口座名義はカタカナ（全角または半角）で入力してください'),
      },
    });
    // A Chinese account is not a Japanese one, whatever country the body claims.
    expect((await apply(order.uuid, { ...CN_ACCOUNT, country: 'CN' })).code).toBe(ErrorCode.VALIDATION);
    expect((await details(app, passenger.headers, order.uuid)).status).toBe('PAID');
    expect(await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid))).toEqual([]);
  });

  it('asks an RMB order for a Chinese account: 12 to 19 digits and a holder name', async () => {
    const order = await paidByTransfer('RMB');
    expect((await apply(order.uuid, { ...CN_ACCOUNT, accountNumber: '62220202001' })).data).toEqual({
      fields: { 'account.accountNumber': field('银行账号为12到19位数字', '銀行口座番号は12～19桁の数字で入力してください') },
    });
    expect((await apply(order.uuid, CN_ACCOUNT)).data.status).toBe('BEING_REFUNDED');
    const view = await details(app, passenger.headers, order.uuid);
    expect(view.refund?.account).toEqual({
      country: 'CN',
      bankName: '中国工商银行上海分行',
      branchName: null,
      accountType: null,
      accountNumber: '****3445',
      holderName: '王小明',
    });
  });

  it('refuses another user’s order (10404) and an order not paid (10500), before looking at the account', async () => {
    const order = await paidByTransfer('JPY');
    const stranger = await newUser(app, testDb.db);
    expect((await apply(order.uuid, JP_ACCOUNT, stranger.headers)).code).toBe(ErrorCode.NOT_FOUND);
    const unpaid = await dueOrder(app, passenger.headers, jpy[next++ % 8]!);
    expect(await apply(unpaid.uuid, JP_ACCOUNT)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.move_refused' });
  });

  it('stores the account sealed: the raw row holds no plaintext, the passenger sees it masked; full-width katakana is taken too', async () => {
    const order = await paidByTransfer('JPY');
    const account = { ...JP_ACCOUNT, accountType: 'CURRENT', accountNumber: '7654321', holderName: 'スズキ　ハナコ' };
    expect((await apply(order.uuid, account)).data.status).toBe('BEING_REFUNDED');
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    const [row] = await testDb.db.select().from(refundAccounts).where(eq(refundAccounts.refundUuid, refund!.uuid));
    const raw = JSON.stringify(row);
    for (const plain of ['7654321', 'スズキ', '三菱', '難波', 'CURRENT']) expect(raw).not.toContain(plain);
    expect(row).toMatchObject({ country: 'JP', last4: '4321', sealed: expect.stringMatching(/^v1\./) });
    expect((await details(app, passenger.headers, order.uuid)).refund?.account).toEqual({
      country: 'JP',
      bankName: '三菱UFJ銀行',
      branchName: '難波支店',
      accountType: 'CURRENT',
      accountNumber: '****4321',
      holderName: 'スズキ　ハナコ',
    });
  });

  it('asks no account of an order paid by WeChat: its refund goes back through the provider, SUCCEEDED on its answer', async () => {
    const order = await dueOrder(app, passenger.headers, rmb[next++ % 8]!);
    const payment = await prepayOf(app, testDb.db, passenger.headers, order.uuid);
    await postNotification(app, signedNotification(testDb.config.payments.sandboxSecret, payment, 'SUCCESS'));
    expect((await apply(order.uuid)).data.status).toBe('BEING_REFUNDED');
    expect((await post<OrderStatusAnswer>(app, STAFF_ORDER_PATHS.approveRefund, clerk.headers, { uuid: order.uuid })).data.status).toBe('REFUND');
    const view = await details(app, passenger.headers, order.uuid);
    expect(view.refund).toMatchObject({ status: 'SUCCEEDED', account: null, payout: null });
  });
});

describe('the payout of an approved bank-transfer refund', () => {
  it('approval makes a PENDING payout (never SUCCEEDED); the clerk pays it with the reference and day; the passenger sees each step', async () => {
    const order = await paidByTransfer('JPY');
    await apply(order.uuid, JP_ACCOUNT);
    expect((await post<OrderStatusAnswer>(app, STAFF_ORDER_PATHS.approveRefund, clerk.headers, { uuid: order.uuid })).data.status).toBe('REFUND');
    // 10 % fee more than 7 days ahead: 90 % goes back.
    const expected = Math.round(order.totalAmount * 0.9);

    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    expect(refund).toMatchObject({ status: 'APPROVED', providerRefundId: null });
    const being = await details(app, passenger.headers, order.uuid);
    expect(being.refund).toMatchObject({
      status: 'APPROVED',
      amount: expected,
      payout: { status: 'PENDING', amount: expected, currency: 'JPY', transferReference: null, transferredOn: null },
    });

    const queue = await get<PayoutItem[]>(app, REFUND_STAFF_PATHS.payoutQueue, clerk.headers);
    const item = queue.data.find((p) => p.orderUuid === order.uuid)!;
    expect(item).toMatchObject({
      status: 'PENDING',
      orderNo: order.orderNo,
      refundNo: `${order.orderNo}-R1`,
      amount: expected,
      account: { country: 'JP', bankName: '三菱UFJ銀行', branchName: '難波支店', accountType: 'ORDINARY', accountNumber: '1234567', holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ' },
    });
    expect((await get(app, REFUND_STAFF_PATHS.payoutQueue, passenger.headers)).code).toBe(ErrorCode.NO_PERMISSION);
    expect(
      (await post(app, REFUND_STAFF_PATHS.payoutPaid, passenger.headers, { uuid: item.uuid, transferReference: 'R1', transferredOn: '2026-11-20' })).code,
    ).toBe(ErrorCode.NO_PERMISSION);

    expect(await post(app, REFUND_STAFF_PATHS.payoutPaid, clerk.headers, { uuid: item.uuid })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: {
        fields: {
          transferReference: field('请输入转账参考号', '振込の照会番号を入力してください'),
          transferredOn: field('请输入转账日期（不晚于今天）', '振込日を入力してください（今日以前）'),
        },
      },
    });
    expect(
      (await post(app, REFUND_STAFF_PATHS.payoutPaid, clerk.headers, { uuid: item.uuid, transferReference: 'R1', transferredOn: '2999-01-01' })).data,
    ).toEqual({
      fields: { transferredOn: field('请输入转账日期（不晚于今天）', '振込日を入力してください（今日以前）') },
    });
    expect((await details(app, passenger.headers, order.uuid)).refund?.status).toBe('APPROVED');

    const paid = await post<PayoutItem>(app, REFUND_STAFF_PATHS.payoutPaid, clerk.headers, {
      uuid: item.uuid,
      transferReference: 'MUFG-0042',
      transferredOn: '2026-11-20',
    });
    expect(paid.data).toMatchObject({ status: 'PAID', transferReference: 'MUFG-0042', transferredOn: '2026-11-20' });
    const done = await details(app, passenger.headers, order.uuid);
    expect(done.refund).toMatchObject({ status: 'SUCCEEDED', payout: { status: 'PAID', transferredOn: '2026-11-20' } });
    expect(done.history?.at(-1)).toMatchObject({ event: 'refund.paidOut', actor: 'staff', toStatus: 'REFUND' });
    const [payoutRow] = await testDb.db.select().from(refundPayouts).where(eq(refundPayouts.orderUuid, order.uuid));
    expect(payoutRow).toMatchObject({ paidBy: clerk.userId, paidAt: expect.any(Date) });
    const audit = await testDb.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, order.uuid), eq(auditEntries.action, 'refund.payoutPaid')));
    expect(audit).toEqual([
      expect.objectContaining({ staffUserId: clerk.userId, after: expect.objectContaining({ transferReference: 'MUFG-0042', transferredOn: '2026-11-20' }) }),
    ]);
    const history = await testDb.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderUuid, order.uuid), eq(orderEvents.event, 'refund.paidOut')));
    expect(history).toHaveLength(1);
    // the passenger is told, in the payout's transaction, with the day the money was sent
    const told = await testDb.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, passenger.userId), eq(notifications.kind, 'refund.paidOut')));
    expect(told.map((n) => n.payload)).toEqual([{ orderUuid: order.uuid, orderNo: order.orderNo, transferredOn: '2026-11-20' }]);

    expect(
      await post(app, REFUND_STAFF_PATHS.payoutPaid, clerk.headers, { uuid: item.uuid, transferReference: 'AGAIN', transferredOn: '2026-11-21' }),
    ).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: '该退款已转账，无需再登记',
    });
    expect((await get<PayoutItem[]>(app, REFUND_STAFF_PATHS.payoutQueue, clerk.headers)).data.map((p) => p.uuid)).not.toContain(item.uuid);
    expect(
      (
        await post(app, REFUND_STAFF_PATHS.payoutPaid, clerk.headers, {
          uuid: '00000000-0000-4000-8000-000000000000',
          transferReference: 'R',
          transferredOn: '2026-11-20',
        })
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it('two clerks recording the same payout at once: one is recorded, the other told it was', async () => {
    const order = await paidByTransfer('JPY');
    await apply(order.uuid, JP_ACCOUNT);
    await post(app, STAFF_ORDER_PATHS.approveRefund, clerk.headers, { uuid: order.uuid });
    const [payout] = await testDb.db.select().from(refundPayouts).where(eq(refundPayouts.orderUuid, order.uuid));
    const body = (ref: string) => ({ uuid: payout!.uuid, transferReference: ref, transferredOn: '2026-11-20' });
    const answers = await Promise.all([
      post(app, REFUND_STAFF_PATHS.payoutPaid, clerk.headers, body('A')),
      post(app, REFUND_STAFF_PATHS.payoutPaid, clerk.headers, body('B')),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, ErrorCode.BUSINESS].sort());
    const events = await testDb.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderUuid, order.uuid), eq(orderEvents.event, 'refund.paidOut')));
    expect(events).toHaveLength(1);
  });
});
