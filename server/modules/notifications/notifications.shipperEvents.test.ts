import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { STAFF_TRACKING_PATHS } from '../../../src/domain/shipping/cargoPaths';
import { BOOKING_PATHS, STAFF_BOOKING_PATHS } from '../../../src/domain/shipping/paths';
import { containerCheckDigit } from '../../../src/domain/shipping/tracking';
import type { BookingView } from '../../../src/domain/shipping/types';
import type { Config } from '../../config';
import { notifications, userMessages, users } from '../../db/schema';
import { createMailer } from '../../lib/mail/createMailer';
import { createUser } from '../../test/login';
import { futureSailings, type Sailing } from '../../test/orders.testkit';
import { bookingForm, newCaller, post, type Caller } from '../../test/shipping/shipping.testkit';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';

/**
 * A shipper's news beyond the clerk's booking moves: a booking submitted, containers numbered, and
 * free time about to end (the sweep). Each is a /myMessage entry and a mail per enterprise user.
 */

let testDb: TestDb;
let app: FastifyInstance;
let smtp: TestSmtpServer;
let sailing: Sailing;
let clerk: Caller;
let owner: Caller;
let ownerEmail: string;
let colleagueEmail: string;
let quietEmail: string;
/** the app's clock: the real one unless a test fixes it */
let fixedNow: Date | null = null;

const box = (serial: number) => {
  const first10 = `EVTU${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
};
const messagesOf = (bookingUuid: string, type: string) =>
  testDb.db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.bookingUuid, bookingUuid), eq(userMessages.type, type as never)));
const outboxCount = async () => (await testDb.db.select({ uuid: notifications.uuid }).from(notifications)).length;
const submit = async (overrides = {}) => {
  const answer = await post<BookingView>(app, BOOKING_PATHS.submit, owner.headers, bookingForm(sailing, overrides));
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
};
/** The mail to `to` with this subject, in whatever order the worker sent them (waits up to 5 s). */
async function mail(to: string, subject: string) {
  const to_ = to.toLowerCase();
  for (let tries = 0; tries < 100; tries += 1) {
    const found = smtp.received.find((m) => m.subject === subject && m.recipients.some((r) => r.toLowerCase() === to_));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}
/** Whether any mail with this subject went to `to`. */
const mailed = (to: string, subject: string) =>
  smtp.received.some((m) => m.subject === subject && m.recipients.some((r) => r.toLowerCase() === to.toLowerCase()));
const confirm = async (uuid: string) => expect((await post(app, STAFF_BOOKING_PATHS.confirm, clerk.headers, { uuid })).code).toBe(0);

beforeAll(async () => {
  testDb = await createTestDb();
  smtp = await startSmtpServer();
  const config: Config = { ...testDb.config, payments: { ...testDb.config.payments, publicBaseUrl: 'https://tickets.example.com' } };
  app = await buildTestApp(testDb, {
    config,
    clock: () => fixedNow ?? new Date(),
    mailer: createMailer({ smtpUrl: smtp.url, from: 'portal@example.com', outboxDir: '/nonexistent' }, { info: () => undefined }),
  });
  [sailing] = (await futureSailings(testDb.db, 'SHA-OSA', 3)) as [Sailing];
  clerk = await newCaller(app, testDb.db, 'shippingClerk');
  owner = await newCaller(app, testDb.db, 'enterprise');
  ownerEmail = (await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, owner.userId)))[0]!.email;
  // a colleague who reads Japanese, and one who turned reminders off
  const colleague = await createUser(testDb.db, { logonId: `evt_colleague_${Date.now()}`, role: 'enterprise', cnName: '佐藤 花子' });
  colleagueEmail = (await testDb.db.update(users).set({ enterpriseId: owner.enterpriseId, lang: 'jp' }).where(eq(users.id, colleague.userId)).returning())[0]!
    .email;
  const quiet = await createUser(testDb.db, { logonId: `evt_quiet_${Date.now()}`, role: 'enterprise', cnName: '李 静' });
  quietEmail = (
    await testDb.db.update(users).set({ enterpriseId: owner.enterpriseId, lang: 'zh', remindersOn: false }).where(eq(users.id, quiet.userId)).returning()
  )[0]!.email;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await testDb.close();
});

describe('a booking submitted', () => {
  it('writes one BOOKING_SUBMITTED message and mails every user of the enterprise in their language', async () => {
    const booking = await submit();
    const [message, ...more] = await messagesOf(booking.uuid, 'BOOKING_SUBMITTED');
    expect(more).toEqual([]);
    expect(message).toMatchObject({ enterpriseId: owner.enterpriseId, userId: null, titleZh: `订舱已提交：${booking.bookingNo}` });
    expect(message!.bodyZh).toContain('CNSHA → JPOSA');
    expect(message!.bodyZh).toContain('船公司确认后将另行通知');
    // reminders off does not matter here: this is news, not a reminder
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 3, failed: 0 });
    const zh = await mail(ownerEmail, `订舱已提交：${booking.bookingNo}`);
    expect(zh.text).toContain('船公司确认后将另行通知');
    const ja = await mail(colleagueEmail, `ブッキング申込受付：${booking.bookingNo}`);
    expect(ja.text).toContain('船会社が確定しましたら改めてお知らせします');
    await mail(quietEmail, `订舱已提交：${booking.bookingNo}`);
  });

  it('a Draft saved, then submitted, gets exactly one; saving the Draft writes none', async () => {
    const draft = await post<BookingView>(app, BOOKING_PATHS.saveDraft, owner.headers, bookingForm(sailing));
    expect(draft.code).toBe(0);
    expect(await messagesOf(draft.data.uuid, 'BOOKING_SUBMITTED')).toEqual([]);
    await submit({ uuid: draft.data.uuid });
    expect(await messagesOf(draft.data.uuid, 'BOOKING_SUBMITTED')).toHaveLength(1);
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 3, failed: 0 });
  });
});

describe('containers assigned', () => {
  it('the clerk’s numbering writes a message listing the numbers; a refused one writes nothing', async () => {
    const booking = await submit();
    await confirm(booking.uuid);
    await app.notificationWorker.deliverDue();
    const assigned = await post(app, STAFF_TRACKING_PATHS.assignContainers, clerk.headers, {
      bookingUuid: booking.uuid,
      containers: [
        { containerNo: box(2), containerType: '20GP' },
        { containerNo: box(1), containerType: '40HC' },
      ],
    });
    expect(assigned.code, JSON.stringify(assigned)).toBe(0);
    const [message, ...more] = await messagesOf(booking.uuid, 'CONTAINERS_ASSIGNED');
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      enterpriseId: owner.enterpriseId,
      bookingUuid: booking.uuid,
      titleZh: `集装箱已分配：${booking.bookingNo}`,
      bodyZh: `订舱 ${booking.bookingNo} 已分配集装箱：\n${box(1)}（40HC）\n${box(2)}（20GP）`,
    });
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 3, failed: 0 });
    const ja = await mail(colleagueEmail, `コンテナ割当：${booking.bookingNo}`);
    expect(ja.text).toContain(box(1));
    expect(ja.text).toContain(box(2));

    const before = await outboxCount();
    const again = await post(app, STAFF_TRACKING_PATHS.assignContainers, clerk.headers, {
      bookingUuid: booking.uuid,
      containers: [{ containerNo: box(1), containerType: '40HC' }],
    });
    expect(again.code).toBe(ErrorCode.CONFLICT);
    expect(await messagesOf(booking.uuid, 'CONTAINERS_ASSIGNED')).toHaveLength(1);
    expect(await outboxCount()).toBe(before);
  });
});

describe('free time ending', () => {
  // The seeded CNSHA 40HC tariff: 7 free days, then RMB 300.00 (30000 fen) a day from day 8.
  const event = async (containerNo: string, eventCode: string, eventTime: string) =>
    expect(
      (await post(app, STAFF_TRACKING_PATHS.recordEvent, clerk.headers, { containerNo, eventCode, classifier: 'ACT', locationCode: 'CNSHA', eventTime })).code,
    ).toBe(0);
  let bookingUuid: string;

  beforeAll(async () => {
    const booking = await submit({ containers: [{ containerType: '40HC', quantity: 5, grossWeightKg: 18000 }] });
    bookingUuid = booking.uuid;
    await confirm(booking.uuid);
    const assigned = await post(app, STAFF_TRACKING_PATHS.assignContainers, clerk.headers, {
      bookingUuid: booking.uuid,
      containers: [11, 12, 13, 14, 15].map((n) => ({ containerNo: box(n), containerType: '40HC' })),
    });
    expect(assigned.code).toBe(0);
    // picked up empty 2026-01-05 (Shanghai): free through 2026-01-11
    await event(box(11), 'GTOT', '2026-01-05T02:00:00Z');
    // another of the same booking, picked up the same day
    await event(box(15), 'GTOT', '2026-01-05T03:00:00Z');
    // picked up 2026-01-06: free through 2026-01-12
    await event(box(12), 'GTOT', '2026-01-06T02:00:00Z');
    // picked up 2026-01-01: free time over on 2026-01-07
    await event(box(13), 'GTOT', '2026-01-01T02:00:00Z');
    // picked up 2026-01-05 and loaded 2026-01-08: the clock stopped
    await event(box(14), 'GTOT', '2026-01-05T02:00:00Z');
    await event(box(14), 'LOAD', '2026-01-08T02:00:00Z');
    // the news so far goes out at the real time
    await app.notificationWorker.deliverDue();
  });
  afterAll(() => {
    fixedNow = null;
  });

  it('two days before the last free day: one reminder per container ever, with the day and the daily charge; mailed only to users with reminders on', async () => {
    fixedNow = new Date('2026-01-09T04:00:00Z'); // noon of 2026-01-09 in Shanghai
    expect(await app.freeTimeSweep.round()).toBe(2);
    expect(await app.freeTimeSweep.round()).toBe(0);
    const messages = (await messagesOf(bookingUuid, 'FREE_TIME_ENDING')).sort((a, b) => a.titleZh.localeCompare(b.titleZh));
    expect(messages.map((m) => m.titleZh)).toEqual([`免费期即将结束：${box(11)}`, `免费期即将结束：${box(15)}`]);
    expect(messages[0]!.bodyZh).toContain('2026-01-11');
    expect(messages[0]!.bodyZh).toContain('RMB 300.00');
    expect(messages[0]!.bodyJa).toContain('2026-01-11');
    expect(messages[0]!.bodyJa).toContain('RMB 300.00');

    // two containers, each mailed to the two users with reminders on
    expect(await app.notificationWorker.deliverDue()).toEqual({ sent: 4, failed: 0 });
    await mail(ownerEmail, `免费期即将结束：${box(15)}`);
    const zh = await mail(ownerEmail, `免费期即将结束：${box(11)}`);
    expect(zh.text).toContain('2026-01-11');
    const ja = await mail(colleagueEmail, `フリータイム終了間近：${box(11)}`);
    expect(ja.text).toContain('RMB 300.00');
    expect(mailed(quietEmail, `免费期即将结束：${box(11)}`)).toBe(false);
    expect(mailed(quietEmail, `免费期即将结束：${box(15)}`)).toBe(false);
  });

  it('the next day the container with three days left then has two: its own one; none for the others', async () => {
    fixedNow = new Date('2026-01-10T04:00:00Z');
    // two processes' rounds at once write it once
    const [first, second] = await Promise.all([app.freeTimeSweep.round(), app.freeTimeSweep.round()]);
    expect(first + second).toBe(1);
    const messages = await messagesOf(bookingUuid, 'FREE_TIME_ENDING');
    expect(messages.map((m) => m.titleZh).sort()).toEqual([`免费期即将结束：${box(11)}`, `免费期即将结束：${box(12)}`, `免费期即将结束：${box(15)}`]);
    expect(messages.find((m) => m.titleZh.includes(box(12)))!.bodyZh).toContain('2026-01-12');
  });
});
