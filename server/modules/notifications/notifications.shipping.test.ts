import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PATHS, STAFF_BOOKING_PATHS } from '../../../src/domain/shipping/paths';
import type { BookingView } from '../../../src/domain/shipping/types';
import type { Config } from '../../config';
import { billsOfLading, users } from '../../db/schema';
import { createMailer } from '../../lib/mail/createMailer';
import { createUser } from '../../test/login';
import { futureSailings, type Sailing } from '../../test/orders.testkit';
import { bookingForm, newCaller, post, type Caller } from '../../test/shipping/shipping.testkit';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';

/** A shipper's notifications: the clerk's decision, the message on /myMessage, and its mail to each user of the enterprise. */

const PUBLIC = 'https://tickets.example.com';

let testDb: TestDb;
let app: FastifyInstance;
let smtp: TestSmtpServer;
let sailing: Sailing;
let clerk: Caller;
let owner: Caller;
let colleagueEmail: string;

beforeAll(async () => {
  testDb = await createTestDb();
  smtp = await startSmtpServer();
  const config: Config = { ...testDb.config, payments: { ...testDb.config.payments, publicBaseUrl: PUBLIC } };
  app = await buildTestApp(testDb, {
    config,
    mailer: createMailer({ smtpUrl: smtp.url, from: 'portal@example.com', outboxDir: '/nonexistent' }, { info: () => undefined }),
  });
  [sailing] = (await futureSailings(testDb.db, 'SHA-OSA', 3)) as [Sailing];
  clerk = await newCaller(app, testDb.db, 'shippingClerk');
  owner = await newCaller(app, testDb.db, 'enterprise');
  // a colleague in the same enterprise, who reads Japanese
  const colleague = await createUser(testDb.db, { logonId: `colleague_${Date.now()}`, role: 'enterprise', cnName: '佐藤 花子' });
  colleagueEmail = (await testDb.db.update(users).set({ enterpriseId: owner.enterpriseId, lang: 'jp' }).where(eq(users.id, colleague.userId)).returning())[0]!
    .email;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await testDb.close();
});

const ownerEmail = async () => (await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, owner.userId)))[0]!.email;

describe('a shipper’s mail', () => {
  it('a confirmed booking and its released bill are mailed to every user of the enterprise, each in their language, with a link to the booking or the bill', async () => {
    const booking = (await post<BookingView>(app, BOOKING_PATHS.submit, owner.headers, bookingForm(sailing))).data;
    const bookingLink = `${PUBLIC}/tickets/myBooking?bookingNo=${booking.bookingNo}`;
    // the submission's own notice first, to each user
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 2, failed: 0 });
    for (const email of [await ownerEmail(), colleagueEmail]) expect((await smtp.nextMailTo(email)).html).toContain(`href="${bookingLink}"`);
    expect((await post(app, STAFF_BOOKING_PATHS.confirm, clerk.headers, { uuid: booking.uuid, note: '舱位已确认' })).code).toBe(0);
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 2, failed: 0 });

    const zh = await smtp.nextMailTo(await ownerEmail());
    expect(zh.subject).toContain(booking.bookingNo);
    expect(zh.text).toContain(`查看订舱：${bookingLink}`);
    expect(zh.html).toContain('lang="zh-CN"');
    expect(zh.html).toContain(`href="${bookingLink}"`);
    const ja = await smtp.nextMailTo(colleagueEmail);
    expect(ja.text).toContain('佐藤 花子 様');
    expect(ja.html).toContain('lang="ja-JP"');
    expect(ja.subject).toContain(booking.bookingNo);
    expect(ja.subject).not.toBe(zh.subject);

    for (const path of [STAFF_BOOKING_PATHS.issueBl, STAFF_BOOKING_PATHS.telexRelease])
      expect((await post(app, path, clerk.headers, { uuid: booking.uuid })).code).toBe(0);
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 4, failed: 0 });
    const bills = [await smtp.nextMailTo(await ownerEmail()), await smtp.nextMailTo(await ownerEmail())];
    const [bill] = await testDb.db.select({ blNo: billsOfLading.blNo }).from(billsOfLading).where(eq(billsOfLading.bookingUuid, booking.uuid));
    for (const mail of bills) expect(mail.html).toContain(`href="${PUBLIC}/tickets/downloadBls?blNo=${bill!.blNo}"`);
    const jaBill = await smtp.nextMailTo(colleagueEmail);
    expect(jaBill.text).toContain(`船荷証券を見る：${PUBLIC}/tickets/downloadBls?blNo=${bill!.blNo}`);
  });

  it('the passenger message centre does not repeat a shipper’s messages', async () => {
    const page = await post<{ total: number }>(app, '/web-ts/simp2/business/ts/message/page', owner.headers, { current: 1, size: 10 });
    expect(page.data.total).toBe(0);
  });
});
