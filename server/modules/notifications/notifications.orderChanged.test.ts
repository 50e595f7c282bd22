import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ORDER_PATHS, type OrderStatusAnswer } from '../../../src/domain/payments';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { STAFF_ORDER_CHANGE_PATHS } from '../../../src/domain/ticketing/orderChange';
import type { Config } from '../../config';
import { notifications, users } from '../../db/schema';
import { createMailer } from '../../lib/mail/createMailer';
import { adult, futureSailings, newUser, oneWay, type Sailing } from '../../test/orders.testkit';
import { postNotification, signedNotification } from '../../test/payments.testkit';
import { prepayOf, staffUser, type Headers } from '../../test/refunds.testkit';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';

/**
 * The passenger's mail after a change of sailing (issue 25), end to end: the change through the
 * real app (the passenger's own and a clerk's), the outbox row written in the change's
 * transaction, the worker, a real SMTP server. SHA-OSA fares (seeded, RMB per adult): second-class
 * Japanese-style 1500, dormitory 1300, plus 200 fuel surcharge; more than 7 days ahead the change
 * is free, so Japanese-style to dormitory gives 200 back.
 */

const JAPANESE = 'SECOND_JAPANESE';
const DORM = 'SECOND_DORMITORY';
const PUBLIC = 'https://tickets.example.com';
const FROM = '东海渡轮 East Sea Ferry <no-reply@eastsea-ferry.example>';

let testDb: TestDb;
let app: FastifyInstance;
let smtp: TestSmtpServer;
let sailings: Sailing[];
let next = 0;
let clerk: { userId: string; headers: Headers };

beforeAll(async () => {
  testDb = await createTestDb();
  smtp = await startSmtpServer();
  const config: Config = { ...testDb.config, payments: { ...testDb.config.payments, publicBaseUrl: PUBLIC } };
  app = await buildTestApp(testDb, {
    config,
    mailer: createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: '/nonexistent' }, { info: () => undefined }),
  });
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 10);
  clerk = await staffUser(app, testDb.db, 'ticketingClerk');
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
/** A submitted one-way order of one adult in the Japanese-style room, to its own contact address. */
async function submitted(owner: { headers: Headers }, contactName: string): Promise<{ order: OrderView; sailing: Sailing }> {
  const sailing = sailings[next++]!;
  const contactEmail = `changed-${++nextContact}-${Date.now()}@example.jp`;
  const answer = await call<OrderView>(ORDER_PATHS.save, owner.headers, oneWay(sailing, JAPANESE, { contactEmail, contactName, passengers: [adult()] }));
  expect(answer.code, answer.message).toBe(200);
  return { order: answer.data, sailing };
}

/** The order's notifications of a kind. */
const outboxOf = (orderUuid: string, kind: string) =>
  testDb.db
    .select()
    .from(notifications)
    .where(sql`${notifications.payload}->>'orderUuid' = ${orderUuid} and ${notifications.kind} = ${kind}`);

/** The mail of `subject` among the next `count` to the address (the order's other mails go there too). */
async function mailWithSubject(to: string, subject: string, count: number) {
  const received = [];
  for (let i = 0; i < count; i++) received.push(await smtp.nextMailTo(to));
  const mail = received.find((m) => m.subject === subject);
  expect(mail, received.map((m) => m.subject).join(' | ')).toBeDefined();
  return mail!;
}

/** A port-local time as the mail writes it: Shanghai is UTC+8. */
const shanghai = (instant: Date) => `${new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} (UTC+8)`;

describe('the passenger changes a sailing (paid by WeChat, in Chinese)', () => {
  it('is told the old and new sailing in port time, the fee, the money back and when it arrives, with the new e-ticket only', async () => {
    const passenger = await newUser(app, testDb.db);
    const { order, sailing } = await submitted(passenger, '张三');
    const payment = await prepayOf(app, testDb.db, passenger.headers, order.uuid);
    await postNotification(app, signedNotification(testDb.config.payments.sandboxSecret, payment, 'SUCCESS'));
    const target = sailings[sailings.length - 1]!;

    const changed = await call<OrderView>(ORDER_PATHS.changeSailing, passenger.headers, {
      uuid: order.uuid,
      legIndex: 0,
      voyageUuid: target.uuid,
      cabinClass: DORM,
      balance: -200,
    });
    expect(changed.code, changed.message).toBe(200);
    const [written] = await outboxOf(order.uuid, 'order.changed');
    expect(written).toMatchObject({
      toAddress: order.contactEmail,
      lang: 'zh',
      payload: {
        orderUuid: order.uuid,
        orderNo: order.orderNo,
        legIndex: 0,
        from: { voyageCode: sailing.code, departureTime: sailing.departureTime.toISOString() },
        to: { voyageCode: target.code, departureTime: target.departureTime.toISOString() },
        fee: 0,
        back: 200,
        currency: 'RMB',
      },
    });

    await app.notificationWorker.deliverDue();
    // submitted, paid, changed
    const mail = await mailWithSubject(order.contactEmail, `改签成功 ${order.orderNo}`, 3);
    expect(mail.headers['content-type']).toMatch(/^multipart\/mixed/);
    expect(mail.text).toContain('张三 您好：');
    expect(mail.text).toContain(`原航次：${sailing.code}  ${shanghai(sailing.departureTime)}`);
    expect(mail.text).toContain(`新航次：${target.code}  ${shanghai(target.departureTime)}`);
    expect(mail.text).toContain('改签手续费：¥0.00');
    expect(mail.text).toContain('退款金额：¥200.00');
    expect(mail.text).toContain('原路退回微信支付，一般 1–3 个工作日到账');
    expect(mail.text).toContain(`${PUBLIC}/tickets/order/details?uuid=${order.uuid}`);
    expect(mail.html).toContain('lang="zh-CN"');
    expect(mail.html).toContain(`href="${PUBLIC}/tickets/order/details?uuid=${order.uuid}"`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`E-ticket_${order.orderNo}_zh.pdf`, 'application/pdf'],
      [`E-ticket_${order.orderNo}_ja.pdf`, 'application/pdf'],
    ]);
    // the order holds two tickets now, the old one VOID: the PDF prints the new one only
    for (const attachment of mail.attachments) expect((await PDFDocument.load(attachment.content)).getPageCount()).toBe(1);
  });
});

describe('a clerk changes a Japanese passenger’s sailing (paid by bank transfer)', () => {
  it('mails the owner in Japanese (not the clerk’s language), with the bank transfer’s way back and the new e-ticket', async () => {
    const japanese = await newUser(app, testDb.db);
    await call(ORDER_PATHS.page, japanese.headers, { current: 1, size: 1 }, { lang: 'jp' });
    await expect.poll(async () => (await testDb.db.select({ lang: users.lang }).from(users).where(eq(users.id, japanese.userId)))[0]!.lang).toBe('jp');
    const { order, sailing } = await submitted(japanese, '山田 太郎');
    await call<OrderStatusAnswer>(ORDER_PATHS.offlinePayment, japanese.headers, { uuid: order.uuid });
    expect((await call<OrderStatusAnswer>(STAFF_ORDER_PATHS.confirmOffline, clerk.headers, { uuid: order.uuid })).data.status).toBe('PAID');
    const target = sailings[sailings.length - 2]!;

    const changed = await call<OrderView>(
      STAFF_ORDER_CHANGE_PATHS.change,
      clerk.headers,
      { uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid, cabinClass: DORM, balance: -200 },
      { lang: 'zh' },
    );
    expect(changed.code, changed.message).toBe(200);
    expect(await outboxOf(order.uuid, 'order.changed')).toMatchObject([{ lang: 'jp', payload: { fee: 0, back: 200, currency: 'RMB' } }]);

    await app.notificationWorker.deliverDue();
    // submitted, transfer claimed, paid, changed
    const mail = await mailWithSubject(order.contactEmail, `便の変更が完了しました ${order.orderNo}`, 4);
    expect(mail.headers['content-type']).toMatch(/^multipart\/mixed/);
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toContain(`変更前の便：${sailing.code}  ${shanghai(sailing.departureTime)}`);
    expect(mail.text).toContain(`変更後の便：${target.code}  ${shanghai(target.departureTime)}`);
    expect(mail.text).toContain('変更手数料：0.00元');
    expect(mail.text).toContain('払戻額：200.00元');
    expect(mail.text).toContain('ご注文詳細から受取口座をご登録ください');
    expect(mail.html).toContain('lang="ja-JP"');
    expect(mail.html).toContain(`href="${PUBLIC}/tickets/order/details?uuid=${order.uuid}"`);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`E-ticket_${order.orderNo}_zh.pdf`, `E-ticket_${order.orderNo}_ja.pdf`]);
    expect((await PDFDocument.load(mail.attachments[1]!.content)).getPageCount()).toBe(1);
  });
});
