import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { NOTIFICATION_STAFF_PATHS, PASSENGER_MESSAGE_PATHS, type PassengerMessage, type UndeliveredNotification } from '../../../src/domain/notifications';
import type { Page } from '../../../src/domain/envelope';
import { STAFF_ORDER_PATHS, type OrderStatusAnswer } from '../../../src/domain/payments';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import type { Config } from '../../config';
import { notifications, auditEntries, users } from '../../db/schema';
import { createMailer } from '../../lib/mail/createMailer';
import { testClock, type TestClock } from '../../test/accounts';
import { adult, futureSailings, newUser, oneWay, type Sailing } from '../../test/orders.testkit';
import { staffUser, type Headers } from '../../test/refunds.testkit';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createOrderLifecycle } from '../orders/orders.lifecycle';
import { orderNotifications } from './notifications.orders';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationWorker } from './notifications.worker';

/** Passengers' notifications end to end: the decision through the real app, the outbox, the worker, a real SMTP server. */

const CABIN = 'SECOND_DORMITORY';
const PUBLIC = 'https://tickets.example.com';
const FROM = '东海渡轮 East Sea Ferry <no-reply@eastsea-ferry.example>';

let testDb: TestDb;
let app: FastifyInstance;
let smtp: TestSmtpServer;
let clock: TestClock;
let sailings: Sailing[];
let nextSailing = 0;
let clerk: { userId: string; headers: Headers };
let passenger: { userId: string; headers: Headers };

beforeAll(async () => {
  testDb = await createTestDb();
  smtp = await startSmtpServer();
  clock = testClock();
  const config: Config = { ...testDb.config, payments: { ...testDb.config.payments, publicBaseUrl: PUBLIC } };
  app = await buildTestApp(testDb, {
    config,
    clock: () => clock.now(),
    mailer: createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: '/nonexistent' }, { info: () => undefined }),
  });
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 12);
  clerk = await staffUser(app, testDb.db, 'ticketingClerk');
  passenger = await newUser(app, testDb.db);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await testDb.close();
});

async function call<T>(path: string, headers: object, payload?: object, extra: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { code: number; message: string; data: T; reason?: string };
}

let nextContact = 0;
/** A submitted one-way order of one adult, to its own contact address (so each test reads only its own mail). */
async function submitted(owner = passenger, sailing?: Sailing): Promise<OrderView> {
  const contactEmail = `notify-${++nextContact}-${Date.now()}@example.jp`;
  const answer = await call<OrderView>(
    ORDER_PATHS.save,
    owner.headers,
    oneWay(sailing ?? sailings[nextSailing++]!, CABIN, { contactEmail, contactName: '山田 太郎', passengers: [adult()] }),
  );
  expect(answer.code, answer.message).toBe(200);
  return answer.data;
}

const claimTransfer = (uuid: string, owner = passenger) => call<OrderStatusAnswer>(ORDER_PATHS.offlinePayment, owner.headers, { uuid });
async function get<T>(path: string, headers: object) {
  const response = await app.inject({ method: 'GET', url: `/api${path}`, headers: { ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { code: number; data: T };
}
/** The order's notifications, in the order they were written. */
const outboxOf = async (orderUuid: string) =>
  (
    await testDb.db
      .select()
      .from(notifications)
      .where(sql`${notifications.payload}->>'orderUuid' = ${orderUuid}`)
  ).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
/** Ties (one instant of the test clock) in the order an order's life goes. */
const KIND_ORDER = ['order.submitted', 'order.offlineClaimed', 'order.transferRejected', 'order.paid', 'order.rescheduled'];
const kindsOf = async (orderUuid: string) => (await outboxOf(orderUuid)).map((n) => n.kind);

describe('the account language the mail is written in', () => {
  it('is the language of the last call the account made', async () => {
    const someone = await newUser(app, testDb.db);
    const langOf = async () => (await testDb.db.select({ lang: users.lang }).from(users).where(eq(users.id, someone.userId)))[0]!.lang;
    expect(await langOf()).toBe('zh');
    await app.inject({ method: 'GET', url: `/api${ORDER_PATHS.load}?uuid=${crypto.randomUUID()}`, headers: { ...someone.headers, lang: 'jp' } });
    // remembered after the answer has gone (no call waits for it)
    await expect.poll(langOf).toBe('jp');
    await app.inject({ method: 'GET', url: `/api${ORDER_PATHS.load}?uuid=${crypto.randomUUID()}`, headers: { ...someone.headers, lang: 'zh' } });
    await expect.poll(langOf).toBe('zh');
  });
});

describe('a clerk rejects a bank transfer', () => {
  it('mails the passenger, in Japanese, what happened, why, the new deadline and a link to the order; HTML and text', async () => {
    // this passenger uses the site in Japanese
    const japanese = await newUser(app, testDb.db);
    await call(ORDER_PATHS.page, japanese.headers, { current: 1, size: 1 }, { lang: 'jp' });
    const order = await submitted(japanese);
    await claimTransfer(order.uuid, japanese);
    const rejected = await call<OrderStatusAnswer>(STAFF_ORDER_PATHS.rejectOffline, clerk.headers, { uuid: order.uuid, reason: '入金が確認できません' });
    expect(rejected.data.status).toBe('DUE_PAY');
    expect(await kindsOf(order.uuid)).toEqual(expect.arrayContaining(['order.submitted', 'order.offlineClaimed', 'order.transferRejected']));

    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 3, failed: 0 });
    const mails = [await smtp.nextMailTo(order.contactEmail), await smtp.nextMailTo(order.contactEmail), await smtp.nextMailTo(order.contactEmail)];
    const mail = mails.find((m) => m.subject.startsWith('お振込みを確認できませんでした'))!;
    expect(mail.subject).toBe(`お振込みを確認できませんでした ${order.orderNo}`);
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toContain('理由：入金が確認できません');
    expect(mail.text).toMatch(/お支払い期限：\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+8\)/);
    expect(mail.text).toContain(`${PUBLIC}/tickets/order/details?uuid=${order.uuid}`);
    // Yuan as a Japanese reader reads them (元 after the number; ¥ would mean yen), the ship by its Japanese name.
    expect(mail.text).toMatch(/お支払い金額：[\d,]+\.\d{2}元/);
    expect(mail.text).not.toContain('¥');
    expect(mail.text).toMatch(/新鑑真 New Ganjin|仲麻呂 Nakamaro/);
    expect(mail.text).not.toMatch(/新鉴真|仲麻吕/);
    expect(mail.html).toContain('lang="ja-JP"');
    expect(mail.html).toContain(`href="${PUBLIC}/tickets/order/details?uuid=${order.uuid}"`);
    expect(mail.html).toContain('入金が確認できません');
    expect(mail.html).toContain('東海フェリー');
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `お振込みのご連絡を受け付けました ${order.orderNo}`,
        `お振込みを確認できませんでした ${order.orderNo}`,
        expect.stringMatching(new RegExp(`^ご注文受付 ${order.orderNo}：\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(UTC\\+8\\)までにお支払いください$`)),
      ]),
    );

    // nothing is sent twice
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });
});

describe('the confirmation after payment', () => {
  it('goes to the contact in Chinese with the e-ticket attached in both languages', async () => {
    const order = await submitted();
    await claimTransfer(order.uuid);
    expect((await call<OrderStatusAnswer>(STAFF_ORDER_PATHS.confirmOffline, clerk.headers, { uuid: order.uuid })).data.status).toBe('PAID');
    await app.notificationWorker.deliverDue();
    const received = [];
    for (let i = 0; i < 3; i++) received.push(await smtp.nextMailTo(order.contactEmail));
    const mail = received.find((m) => m.subject === `支付成功，电子船票 ${order.orderNo}`)!;
    expect(mail.text).toContain('山田 太郎 您好：');
    expect(mail.html).toContain('lang="zh-CN"');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`E-ticket_${order.orderNo}_zh.pdf`, 'application/pdf'],
      [`E-ticket_${order.orderNo}_ja.pdf`, 'application/pdf'],
    ]);
    expect((await PDFDocument.load(mail.attachments[0]!.content)).getPageCount()).toBe(1);
  });
});

describe('delivery', () => {
  it('tries again after a temporary refusal, with back-off, and delivers once', async () => {
    const order = await submitted();
    await app.notificationWorker.deliverDue();
    await smtp.nextMailTo(order.contactEmail);
    await claimTransfer(order.uuid);
    smtp.defer(order.contactEmail, 1);
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const [waiting] = (await outboxOf(order.uuid)).filter((n) => n.kind === 'order.offlineClaimed');
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1, leaseUntil: null });
    expect(waiting!.lastError).toMatch(/451/);
    // one minute later, not before
    expect(waiting!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(60_000);
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(60);
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect((await smtp.nextMailTo(order.contactEmail)).subject).toBe(`已收到您的转账通知 ${order.orderNo}`);
    expect(smtp.received.filter((m) => m.recipients.includes(order.contactEmail) && m.subject.startsWith('已收到您的转账通知'))).toHaveLength(1);
    expect((await outboxOf(order.uuid)).find((n) => n.kind === 'order.offlineClaimed')).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('gives up at once on an address the mail server refuses; the clerk sees why and sends it again (audited)', async () => {
    const order = await submitted();
    smtp.refuse(order.contactEmail);
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await get(NOTIFICATION_STAFF_PATHS.undelivered, passenger.headers)).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    const list = await get<UndeliveredNotification[]>(NOTIFICATION_STAFF_PATHS.undelivered, clerk.headers);
    const failed = list.data.find((n) => n.orderUuid === order.uuid)!;
    expect(failed).toMatchObject({ kind: 'order.submitted', status: 'FAILED', attempts: 1, toAddress: order.contactEmail, lang: 'zh' });
    expect(failed.lastError).toMatch(/550/);

    expect(await call(NOTIFICATION_STAFF_PATHS.resend, passenger.headers, { uuid: failed.uuid })).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    const resent = await call<UndeliveredNotification>(NOTIFICATION_STAFF_PATHS.resend, clerk.headers, { uuid: failed.uuid });
    expect(resent.data).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(await call(NOTIFICATION_STAFF_PATHS.resend, clerk.headers, { uuid: failed.uuid })).toMatchObject({
      code: ErrorCode.BUSINESS,
      reason: 'notification.not_failed',
    });
    expect(await call(NOTIFICATION_STAFF_PATHS.resend, clerk.headers, { uuid: crypto.randomUUID() })).toMatchObject({ code: ErrorCode.NOT_FOUND });
    const audit = await testDb.db.select().from(auditEntries).where(eq(auditEntries.recordId, order.uuid));
    expect(audit.map((a) => [a.action, a.staffUserId])).toEqual([['notification.resend', clerk.userId]]);
  });

  it('two workers at once send each notification exactly once', async () => {
    const orders = [await submitted(), await submitted(), await submitted(), await submitted(), await submitted()];
    const sent: string[] = [];
    const worker = () =>
      createNotificationWorker({
        db: testDb.db,
        repositoryFor: (on) => createNotificationsRepository({ db: on }),
        render: async (row) => ({ to: row.toAddress, subject: row.uuid, text: row.kind }),
        mailer: {
          send: async (message) => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            sent.push(message.subject);
          },
        },
        clock: () => clock.now(),
        log: { warn: () => undefined, error: () => undefined },
        settings: { batch: 1, leaseMs: 60_000, maxAttempts: 3, retryDelayMs: () => 1000 },
      });
    const [a, b] = await Promise.all([worker().deliverDue(), worker().deliverDue()]);
    expect(a.sent + b.sent).toBe(sent.length);
    expect(new Set(sent).size).toBe(sent.length);
    for (const order of orders) expect((await outboxOf(order.uuid)).map((n) => n.status)).toEqual(['SENT']);
  });
});

describe('the outbox and the decision', () => {
  it('a decision rolled back writes no notification; the same decision committed writes one', async () => {
    const lifecycle = createOrderLifecycle({ db: testDb.db, clock: () => clock.now(), config: { payments: { windowMinutes: 30 } } });
    lifecycle.onMoved(orderNotifications((on) => createNotificationsRepository({ db: on })));
    const order = await submitted();
    await expect(
      lifecycle.transaction(async (tx) => {
        await lifecycle.move(order.uuid, { type: 'order.claimOffline' }, { actor: 'user' }, tx);
        throw new Error('the caller fails after the move');
      }),
    ).rejects.toThrow('the caller fails after the move');
    expect(await kindsOf(order.uuid)).toEqual(['order.submitted']);
    await lifecycle.move(order.uuid, { type: 'order.claimOffline' }, { actor: 'user' });
    expect(await kindsOf(order.uuid)).toEqual(['order.submitted', 'order.offlineClaimed']);
  });

  it('a move the passenger made themselves (cancel) or a draft saved writes none', async () => {
    const order = await submitted();
    await call(ORDER_PATHS.cancel, passenger.headers, { uuid: order.uuid });
    expect(await kindsOf(order.uuid)).toEqual(['order.submitted']);
  });
});

describe('the passenger’s message centre', () => {
  it('lists the user’s own notifications, newest first, with the order and the reason; unread until read; nobody else sees them', async () => {
    const reader = await newUser(app, testDb.db);
    const stranger = await newUser(app, testDb.db);
    const order = await submitted(reader);
    clock.advance(1);
    await claimTransfer(order.uuid, reader);
    clock.advance(1);
    await call(STAFF_ORDER_PATHS.rejectOffline, clerk.headers, { uuid: order.uuid, reason: '金额不符' });

    const page = await call<Page<PassengerMessage>>(PASSENGER_MESSAGE_PATHS.page, reader.headers, { current: 1, size: 10 });
    expect(page.data.total).toBe(3);
    expect(page.data.records.map((m) => [m.kind, m.orderNo, m.reason, m.read])).toEqual([
      ['order.transferRejected', order.orderNo, '金额不符', false],
      ['order.offlineClaimed', order.orderNo, null, false],
      ['order.submitted', order.orderNo, null, false],
    ]);
    expect(page.data.records.every((m) => m.orderUuid === order.uuid)).toBe(true);
    expect((await get<{ unread: number }>(PASSENGER_MESSAGE_PATHS.unreadCount, reader.headers)).data).toEqual({ unread: 3 });

    // another user sees none of them and cannot mark them
    expect((await call<Page<PassengerMessage>>(PASSENGER_MESSAGE_PATHS.page, stranger.headers, { current: 1, size: 10 })).data.total).toBe(0);
    expect((await call<{ marked: number }>(PASSENGER_MESSAGE_PATHS.markRead, stranger.headers, { all: true })).data).toEqual({ marked: 0 });
    expect((await call<{ marked: number }>(PASSENGER_MESSAGE_PATHS.markRead, stranger.headers, { uuids: [page.data.records[0]!.uuid] })).data).toEqual({
      marked: 0,
    });

    expect((await call<{ marked: number }>(PASSENGER_MESSAGE_PATHS.markRead, reader.headers, { uuids: [page.data.records[0]!.uuid] })).data).toEqual({
      marked: 1,
    });
    const unread = await call<Page<PassengerMessage>>(PASSENGER_MESSAGE_PATHS.page, reader.headers, { current: 1, size: 10, unreadOnly: true });
    expect(unread.data.records.map((m) => m.kind)).toEqual(['order.offlineClaimed', 'order.submitted']);
    expect((await call<{ marked: number }>(PASSENGER_MESSAGE_PATHS.markRead, reader.headers, { all: true })).data).toEqual({ marked: 2 });
    expect((await get<{ unread: number }>(PASSENGER_MESSAGE_PATHS.unreadCount, reader.headers)).data).toEqual({ unread: 0 });
  });

  it('asks for a target to mark, and a login', async () => {
    expect(await call(PASSENGER_MESSAGE_PATHS.markRead, passenger.headers, {})).toMatchObject({ code: ErrorCode.VALIDATION });
    const anonymous = await app.inject({ method: 'GET', url: `/api${PASSENGER_MESSAGE_PATHS.unreadCount}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a sailing rescheduled', () => {
  it('tells every passenger holding berths on it the old and new times in port time; a cancelled order is not told', async () => {
    const sailing = sailings[nextSailing]!;
    const kept = await submitted();
    const gone = await submitted(passenger, sailing);
    await call(ORDER_PATHS.cancel, passenger.headers, { uuid: gone.uuid });
    expect(kept.legs[0]!.voyageUuid).toBe(sailing.uuid);
    const departure = new Date(sailing.departureTime.getTime() + 3 * 3600_000);
    const arrival = new Date(sailing.arrivalTime.getTime() + 3 * 3600_000);
    const moved = await call(STAFF_PATHS.voyageReschedule, clerk.headers, {
      uuid: sailing.uuid,
      departureTime: departure.toISOString(),
      arrivalTime: arrival.toISOString(),
    });
    expect(moved.code).toBe(200);
    expect(await kindsOf(kept.uuid)).toEqual(['order.submitted', 'order.rescheduled']);
    expect(await kindsOf(gone.uuid)).toEqual(['order.submitted']);
    // the clerk follows what the change told each order: waiting to go out, then sent
    const told = async () =>
      (
        await call<UndeliveredNotification[]>(NOTIFICATION_STAFF_PATHS.ofOrders, clerk.headers, {
          orderNos: [kept.orderNo, gone.orderNo, 'nope'],
          kind: 'order.rescheduled',
        })
      ).data;
    expect((await told()).map((n) => [n.orderUuid, n.orderNo, n.kind, n.status, n.toAddress, n.sentAt])).toEqual([
      [kept.uuid, kept.orderNo, 'order.rescheduled', 'PENDING', kept.contactEmail, null],
    ]);
    expect(await call(NOTIFICATION_STAFF_PATHS.ofOrders, passenger.headers, { orderNos: [kept.orderNo], kind: 'order.rescheduled' })).toMatchObject({
      code: 10403,
    });
    expect(await call(NOTIFICATION_STAFF_PATHS.ofOrders, clerk.headers, { orderNos: [kept.orderNo], kind: 'order.paid' })).toMatchObject({
      code: ErrorCode.VALIDATION,
    });

    await app.notificationWorker.deliverDue();
    expect((await told()).map((n) => [n.orderUuid, n.status, typeof n.sentAt])).toEqual([[kept.uuid, 'SENT', 'string']]);
    const mails = [await smtp.nextMailTo(kept.contactEmail), await smtp.nextMailTo(kept.contactEmail)];
    const mail = mails.find((m) => m.subject === `航次时间变更 ${kept.orderNo}`)!;
    const shanghai = (instant: Date) => `${new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} (UTC+8)`;
    expect(mail.text).toContain(`原开航时间：${shanghai(sailing.departureTime)}`);
    expect(mail.text).toContain(`新开航时间：${shanghai(departure)}`);
    expect(mail.html).toContain(`/tickets/order/details?uuid=${kept.uuid}`);
  });
});

describe('a sailing cancelled', () => {
  it('voids its orders, and the clerk follows each one’s notification by the numbers the cancel answered', async () => {
    const sailing = sailings[nextSailing++]!;
    const unpaid = await submitted(passenger, sailing);
    const cancelled = await call<{ cancelledOrders: string[]; voidedOrders: string[] }>(STAFF_PATHS.voyageCancel, clerk.headers, {
      uuid: sailing.uuid,
      reason: '台风停航',
    });
    expect(cancelled.data).toMatchObject({ cancelledOrders: [unpaid.orderNo], voidedOrders: [] });
    const told = await call<UndeliveredNotification[]>(NOTIFICATION_STAFF_PATHS.ofOrders, clerk.headers, {
      orderNos: cancelled.data.cancelledOrders,
      kind: 'order.voided',
    });
    expect(told.data.map((n) => [n.orderNo, n.orderUuid, n.kind, n.status])).toEqual([[unpaid.orderNo, unpaid.uuid, 'order.voided', 'PENDING']]);
  });
});

describe('a rescheduled sailing’s refund', () => {
  const ACCOUNT = {
    JPY: { bankName: '三菱UFJ銀行', branchName: '難波支店', accountType: 'ORDINARY', accountNumber: '1234567', holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ' },
    RMB: { bankName: '中国工商银行上海分行', accountNumber: '6222 0202 0011 2233 445', holderName: '王小明' },
  };
  const paid = async (sailing: Sailing) => {
    const order = await submitted(passenger, sailing);
    await claimTransfer(order.uuid);
    expect((await call<OrderStatusAnswer>(STAFF_ORDER_PATHS.confirmOffline, clerk.headers, { uuid: order.uuid })).data.status).toBe('PAID');
    return order;
  };
  const loaded = async (uuid: string) => (await get<OrderView>(`${ORDER_PATHS.load}?uuid=${uuid}`, passenger.headers)).data;

  it('costs no fee once the company moved the sailing; a sailing moved to the same times, or another sailing, keeps the fee table', async () => {
    const sailing = sailings[nextSailing++]!;
    const other = sailings[nextSailing++]!;
    const moved = await paid(sailing);
    const untouched = await paid(other);
    const same = await call(STAFF_PATHS.voyageReschedule, clerk.headers, {
      uuid: other.uuid,
      departureTime: other.departureTime.toISOString(),
      arrivalTime: other.arrivalTime.toISOString(),
    });
    expect(same.code).toBe(200);
    const later = await call(STAFF_PATHS.voyageReschedule, clerk.headers, {
      uuid: sailing.uuid,
      departureTime: new Date(sailing.departureTime.getTime() + 2 * 3600_000).toISOString(),
      arrivalTime: new Date(sailing.arrivalTime.getTime() + 2 * 3600_000).toISOString(),
    });
    expect(later.code).toBe(200);
    expect((await loaded(moved.uuid)).refundFeeWaived).toBe(true);
    expect((await loaded(untouched.uuid)).refundFeeWaived).toBe(false);

    for (const order of [moved, untouched]) {
      const answer = await call<OrderStatusAnswer>(ORDER_PATHS.refund, passenger.headers, { uuid: order.uuid, account: ACCOUNT[order.currency] });
      expect(answer.data.status).toBe('BEING_REFUNDED');
    }
    const waived = (await loaded(moved.uuid)).refund!;
    expect(waived).toMatchObject({ status: 'REQUESTED', fee: 0, amount: moved.totalAmount });
    // the sailings are weeks ahead: the table's first row, 10 %
    const kept = (await loaded(untouched.uuid)).refund!;
    expect(kept.fee).toBeCloseTo(untouched.totalAmount * 0.1, 2);
    expect(kept.amount).toBeCloseTo(untouched.totalAmount * 0.9, 2);
  });
});

describe('the check-in reminder (last: it moves the clock to the day before a sailing)', () => {
  it('goes once to each paid order leaving within 24 hours whose owner wants reminders, with the check-in time and the terminal', async () => {
    const sailing = sailings[nextSailing]!;
    const wanting = await newUser(app, testDb.db);
    const declining = await newUser(app, testDb.db);
    expect((await get<{ remindersOn: boolean }>(PASSENGER_MESSAGE_PATHS.preferences, declining.headers)).data).toEqual({ remindersOn: true });
    expect((await call(PASSENGER_MESSAGE_PATHS.savePreferences, declining.headers, { remindersOn: false })).data).toEqual({ remindersOn: false });
    expect(await call(PASSENGER_MESSAGE_PATHS.savePreferences, declining.headers, { remindersOn: 'no' })).toMatchObject({ code: ErrorCode.VALIDATION });
    const paidBy = async (owner: typeof passenger) => {
      const order = await submitted(owner, sailing);
      await claimTransfer(order.uuid, owner);
      expect((await call<OrderStatusAnswer>(STAFF_ORDER_PATHS.confirmOffline, clerk.headers, { uuid: order.uuid })).data.status).toBe('PAID');
      return order;
    };
    const remembered = await paidBy(wanting);
    const forgotten = await paidBy(declining);

    // more than a day ahead: nothing yet
    await app.reminderSweep.round();
    expect(await kindsOf(remembered.uuid)).not.toContain('order.checkInReminder');
    // 20 hours before departure
    clock.advance((sailing.departureTime.getTime() - 20 * 3600_000 - clock.now().getTime()) / 1000);
    await app.reminderSweep.round();
    await app.reminderSweep.round();
    expect((await kindsOf(remembered.uuid)).filter((k) => k === 'order.checkInReminder')).toHaveLength(1);
    expect(await kindsOf(forgotten.uuid)).not.toContain('order.checkInReminder');

    await app.notificationWorker.deliverDue();
    const shanghai = (instant: Date) => `${new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} (UTC+8)`;
    let mail = await smtp.nextMailTo(remembered.contactEmail);
    while (!mail.subject.startsWith('乘船提醒')) mail = await smtp.nextMailTo(remembered.contactEmail);
    expect(mail.subject).toBe(`乘船提醒：${shanghai(sailing.departureTime)} 开航 ${remembered.orderNo}`);
    // the passenger notice's check-in: opens 2 hours before the departure, closes 1 hour before
    expect(mail.text).toContain(`检票开始：${shanghai(new Date(sailing.departureTime.getTime() - 2 * 3600_000))}`);
    expect(mail.text).toContain(`检票截止：${shanghai(new Date(sailing.departureTime.getTime() - 1 * 3600_000))}`);
    expect(mail.text).toContain('码头：上海市虹口区东大名路500号 上海港国际客运中心 12楼');
    expect(mail.text).toContain('不需要提醒邮件时，可在“账户信息”中关闭。');
  });
});
