import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/domain/envelope';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { SHIPPING_ERRORS } from '../../../../src/domain/shipping/messages';
import { BL_PATHS, BOOKING_PATHS, MESSAGE_PATHS, STAFF_BOOKING_PATHS } from '../../../../src/domain/shipping/paths';
import type {
  BillOfLadingSummary,
  BookingStatusAnswer,
  BookingSummary,
  BookingView,
  StaffBookingSummary,
  UserMessage,
} from '../../../../src/domain/shipping/types';
import { billsOfLading, bookingEvents, bookings, enterprises, userMessages } from '../../../db/schema';
import { textRunsInPdf } from '../../../test/pdfText';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { futureSailings, type Sailing } from '../../../test/orders.testkit';
import { bookingForm, get, newCaller, post, type Caller } from '../../../test/shipping/shipping.testkit';

/** The shipping clerk's decisions, the bills of lading and the messages they send, through the real application. */

let testDb: TestDb;
let app: FastifyInstance;
let sailing: Sailing;
let clerk: Caller;
let owner: Caller;
let other: Caller;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  [sailing] = (await futureSailings(testDb.db, 'SHA-OSA', 3)) as [Sailing];
  clerk = await newCaller(app, testDb.db, 'shippingClerk');
  owner = await newCaller(app, testDb.db, 'enterprise');
  other = await newCaller(app, testDb.db, 'enterprise');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const REFUSED = { code: ErrorCode.BUSINESS, reason: 'booking.move_refused' };
const NOT_FOUND = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません', data: null };
const staff = (path: string, uuid: string, extra: object = {}, who: Caller = clerk) => post<BookingStatusAnswer>(app, path, who.headers, { uuid, ...extra });

async function submitted(caller: Caller = owner): Promise<BookingView> {
  const answer = await post<BookingView>(app, BOOKING_PATHS.submit, caller.headers, bookingForm(sailing));
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
}

/** Everything a move may write: the row, its history, its bill, the messages about it. */
async function snapshot(uuid: string) {
  const [row] = await testDb.db.select().from(bookings).where(eq(bookings.uuid, uuid));
  return {
    row,
    history: await testDb.db.select().from(bookingEvents).where(eq(bookingEvents.bookingUuid, uuid)),
    bills: await testDb.db.select().from(billsOfLading).where(eq(billsOfLading.bookingUuid, uuid)),
    messages: await testDb.db.select().from(userMessages).where(eq(userMessages.bookingUuid, uuid)),
  };
}

async function released(caller: Caller = owner): Promise<{ booking: BookingView; bill: BillOfLadingSummary }> {
  const booking = await submitted(caller);
  for (const path of [STAFF_BOOKING_PATHS.confirm, STAFF_BOOKING_PATHS.issueBl, STAFF_BOOKING_PATHS.telexRelease])
    expect((await staff(path, booking.uuid)).code).toBe(0);
  const bills = await post<Page<BillOfLadingSummary>>(app, BL_PATHS.page, caller.headers, {});
  return { booking, bill: bills.data.records.find((b) => b.bookingUuid === booking.uuid)! };
}

describe('the shipping clerk’s guard', () => {
  it.each(Object.entries(STAFF_BOOKING_PATHS))('%s: 401 without a token, 10403 for customers and other staff', async (name, path) => {
    const method = name === 'load' ? 'GET' : 'POST';
    expect((await app.inject({ method, url: `/api${path}`, query: { uuid: 'x' } })).statusCode).toBe(401);
    for (const who of [owner, await newCaller(app, testDb.db, 'ticketingClerk')]) {
      const response = await app.inject({ method, url: `/api${path}`, headers: who.headers, query: { uuid: 'x' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    }
  });
});

describe('deciding a booking', () => {
  it('confirms a submitted booking: history with the clerk and the note, a message to the enterprise', async () => {
    const booking = await submitted();
    const answer = await staff(STAFF_BOOKING_PATHS.confirm, booking.uuid, { note: '舱位已确认' });
    expect(answer.data).toEqual({
      uuid: booking.uuid,
      bookingNo: booking.bookingNo,
      status: 'Confirmed',
      stateValue: { Confirmed: 'blPending' },
      blStage: 'pending',
    });
    const after = await snapshot(booking.uuid);
    expect(after.history.at(-1)).toMatchObject({
      event: 'booking.confirm',
      fromStatus: 'Submitted',
      toStatus: 'Confirmed',
      actor: 'staff',
      actorUserId: clerk.userId,
      note: '舱位已确认',
    });
    // the submit's message, then the confirm's
    expect(after.messages).toEqual([
      expect.objectContaining({ type: 'BOOKING_SUBMITTED' }),
      expect.objectContaining({ type: 'BOOKING_CONFIRMED', enterpriseId: owner.enterpriseId, userId: null, readAt: null }),
    ]);
    expect(after.messages[1]!.titleZh).toContain(booking.bookingNo);
    expect(after.messages[1]!.bodyJa).toContain(booking.bookingNo);
    expect(after.messages[1]!.bodyJa).toContain('舱位已确认');
  });

  it('shuts out a submitted booking and tells the enterprise', async () => {
    const booking = await submitted();
    expect((await staff(STAFF_BOOKING_PATHS.shutout, booking.uuid)).data.status).toBe('Shutout');
    expect((await snapshot(booking.uuid)).messages.map((m) => m.type)).toEqual(['BOOKING_SUBMITTED', 'BOOKING_SHUTOUT']);
  });

  it('cancels a confirmed booking on request before its bill, never after; the customer cannot cancel it', async () => {
    const booking = await submitted();
    await staff(STAFF_BOOKING_PATHS.confirm, booking.uuid);
    const before = await snapshot(booking.uuid);
    expect(await post(app, BOOKING_PATHS.cancel, owner.headers, { uuid: booking.uuid })).toMatchObject(REFUSED);
    expect(await snapshot(booking.uuid)).toEqual(before);
    expect((await staff(STAFF_BOOKING_PATHS.cancel, booking.uuid, { note: '客户要求' })).data.status).toBe('Canceled');
    expect((await snapshot(booking.uuid)).messages.map((m) => m.type)).toEqual(['BOOKING_SUBMITTED', 'BOOKING_CONFIRMED', 'BOOKING_CANCELED']);

    const billed = await submitted();
    await staff(STAFF_BOOKING_PATHS.confirm, billed.uuid);
    await staff(STAFF_BOOKING_PATHS.issueBl, billed.uuid);
    const issued = await snapshot(billed.uuid);
    expect(await staff(STAFF_BOOKING_PATHS.cancel, billed.uuid)).toMatchObject(REFUSED);
    expect(await snapshot(billed.uuid)).toEqual(issued);
  });

  it('refuses every move out of turn and changes nothing', async () => {
    const draft = (await post<BookingView>(app, BOOKING_PATHS.saveDraft, owner.headers, { commodity: 'x' })).data;
    const before = await snapshot(draft.uuid);
    for (const path of [
      STAFF_BOOKING_PATHS.confirm,
      STAFF_BOOKING_PATHS.shutout,
      STAFF_BOOKING_PATHS.cancel,
      STAFF_BOOKING_PATHS.issueBl,
      STAFF_BOOKING_PATHS.telexRelease,
    ]) {
      expect(await staff(path, draft.uuid), path).toMatchObject(REFUSED);
    }
    expect(await snapshot(draft.uuid)).toEqual(before);

    const booking = await submitted();
    const waiting = await snapshot(booking.uuid);
    for (const path of [STAFF_BOOKING_PATHS.issueBl, STAFF_BOOKING_PATHS.telexRelease, STAFF_BOOKING_PATHS.cancel])
      expect(await staff(path, booking.uuid), path).toMatchObject(REFUSED);
    expect(await snapshot(booking.uuid)).toEqual(waiting);
    await staff(STAFF_BOOKING_PATHS.shutout, booking.uuid);
    const shut = await snapshot(booking.uuid);
    expect(await staff(STAFF_BOOKING_PATHS.confirm, booking.uuid)).toMatchObject(REFUSED);
    expect(await snapshot(booking.uuid)).toEqual(shut);
    expect(await staff(STAFF_BOOKING_PATHS.confirm, '00000000-0000-4000-8000-000000000000')).toEqual(NOT_FOUND);
  });

  it('of two confirms at once exactly one wins: one history row, one message', async () => {
    const booking = await submitted();
    const [a, b] = await Promise.all([staff(STAFF_BOOKING_PATHS.confirm, booking.uuid), staff(STAFF_BOOKING_PATHS.confirm, booking.uuid)]);
    expect([a!.code, b!.code].sort()).toEqual([0, ErrorCode.BUSINESS]);
    const after = await snapshot(booking.uuid);
    expect(after.history.filter((h) => h.event === 'booking.confirm')).toHaveLength(1);
    expect(after.messages.map((m) => m.type)).toEqual(['BOOKING_SUBMITTED', 'BOOKING_CONFIRMED']);
  });

  it('of a confirm and a shutout at once exactly one wins, and a bill is issued once', async () => {
    const booking = await submitted();
    const answers = await Promise.all([staff(STAFF_BOOKING_PATHS.confirm, booking.uuid), staff(STAFF_BOOKING_PATHS.shutout, booking.uuid)]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    const issuing = await submitted();
    await staff(STAFF_BOOKING_PATHS.confirm, issuing.uuid);
    const issued = await Promise.all([staff(STAFF_BOOKING_PATHS.issueBl, issuing.uuid), staff(STAFF_BOOKING_PATHS.issueBl, issuing.uuid)]);
    expect(issued.filter((a) => a.code === 0)).toHaveLength(1);
    expect((await snapshot(issuing.uuid)).bills).toHaveLength(1);
  });

  it('lists every enterprise’s submitted bookings for the clerk, never drafts', async () => {
    const draft = (await post<BookingView>(app, BOOKING_PATHS.saveDraft, other.headers, { commodity: 'x' })).data;
    const theirs = await submitted(other);
    const page = await post<Page<BookingSummary>>(app, STAFF_BOOKING_PATHS.page, clerk.headers, { size: 50 });
    const uuids = page.data.records.map((r) => r.uuid);
    expect(uuids).toContain(theirs.uuid);
    expect(uuids).not.toContain(draft.uuid);
    expect((await get<BookingView>(app, STAFF_BOOKING_PATHS.load, clerk.headers, { bookingNo: theirs.bookingNo })).data.uuid).toBe(theirs.uuid);
  });

  it('names each line’s enterprise and finds bookings by part of its name, any case', async () => {
    await testDb.db.update(enterprises).set({ cnName: 'Naniwa Trading 浪速商事' }).where(eq(enterprises.id, other.enterpriseId!));
    const theirs = await submitted(other);
    const mine = await submitted(owner);
    const found = await post<Page<StaffBookingSummary>>(app, STAFF_BOOKING_PATHS.page, clerk.headers, { size: 50, enterprise: 'naniwa trading' });
    expect(found.code, JSON.stringify(found)).toBe(0);
    expect(found.data.records.map((r) => r.uuid)).toContain(theirs.uuid);
    expect(found.data.records.map((r) => r.uuid)).not.toContain(mine.uuid);
    expect(found.data.records.every((r) => r.enterpriseName === 'Naniwa Trading 浪速商事')).toBe(true);
    expect((await post<Page<StaffBookingSummary>>(app, STAFF_BOOKING_PATHS.page, clerk.headers, { size: 50, enterprise: '浪速' })).data.total).toBe(
      found.data.total,
    );
    expect((await post<Page<StaffBookingSummary>>(app, STAFF_BOOKING_PATHS.page, clerk.headers, { size: 50, enterprise: '100%' })).data.records).toEqual([]);
  });
});

describe('bills of lading', () => {
  it('issues a numbered bill, lists it for the enterprise only, and refuses its PDF until telex-released', async () => {
    const booking = await submitted();
    await staff(STAFF_BOOKING_PATHS.confirm, booking.uuid);
    expect((await staff(STAFF_BOOKING_PATHS.issueBl, booking.uuid)).data).toMatchObject({ stateValue: { Confirmed: 'blIssued' }, blStage: 'issued' });
    const bills = await post<Page<BillOfLadingSummary>>(app, BL_PATHS.page, owner.headers, {});
    const bill = bills.data.records.find((b) => b.bookingUuid === booking.uuid)!;
    expect(bill).toMatchObject({
      bookingNo: booking.bookingNo,
      vessel: sailing.vessel,
      voyageCode: sailing.code,
      polCode: 'CNSHA',
      podCode: 'JPOSA',
      telexReleased: false,
      telexReleasedAt: null,
    });
    expect(bill.blNo).toMatch(/^ESF\d{8}$/);
    expect((await post<Page<BillOfLadingSummary>>(app, BL_PATHS.page, other.headers, {})).data.records.map((b) => b.uuid)).not.toContain(bill.uuid);

    const early = await app.inject({ method: 'GET', url: `/api${BL_PATHS.download}`, headers: owner.headers, query: { uuid: bill.uuid } });
    expect(early.statusCode).toBe(200);
    expect(early.headers['content-type']).toMatch(/application\/json/);
    expect(early.json()).toEqual({
      code: ErrorCode.BUSINESS,
      message: SHIPPING_ERRORS.blNotReleased.zh,
      jpMessage: SHIPPING_ERRORS.blNotReleased.ja,
      data: null,
      reason: 'bill.not_released',
    });
    expect(early.body).not.toContain(bill.blNo);

    expect((await staff(STAFF_BOOKING_PATHS.telexRelease, booking.uuid)).data).toMatchObject({
      stateValue: { Confirmed: 'telexReleased' },
      blStage: 'telexReleased',
    });
    const view = await get<BookingView>(app, BOOKING_PATHS.load, owner.headers, { uuid: booking.uuid });
    expect(view.data.billOfLading).toMatchObject({ uuid: bill.uuid, telexReleased: true });
    expect((await snapshot(booking.uuid)).messages.map((m) => m.type)).toEqual(['BOOKING_SUBMITTED', 'BOOKING_CONFIRMED', 'BL_ISSUED', 'BL_RELEASED']);
  });

  it('downloads a released bill as a PDF in the language asked; another enterprise’s is "not found"', async () => {
    const { booking, bill } = await released();
    const response = await app.inject({ method: 'GET', url: `/api${BL_PATHS.download}`, headers: owner.headers, query: { uuid: bill.uuid, lang: 'jp' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="BL_${bill.blNo}_jp.pdf"`);
    const runs = textRunsInPdf(response.rawPayload);
    const has = (text: string) => runs.some((run) => run.includes(text));
    for (const text of [
      bill.blNo,
      booking.bookingNo,
      'TELEX RELEASED',
      'サレンダー済み',
      '船荷証券',
      '株式会社なにわ商事',
      '上海东海国际贸易有限公司',
      sailing.code,
      '40HC',
      'NANIWA',
    ])
      expect(has(text), text).toBe(true);
    const zh = await app.inject({ method: 'GET', url: `/api${BL_PATHS.download}`, headers: { ...owner.headers, lang: 'zh' }, query: { uuid: bill.uuid } });
    expect(textRunsInPdf(zh.rawPayload).some((run) => run.includes('已电放'))).toBe(true);

    const theirs = await app.inject({ method: 'GET', url: `/api${BL_PATHS.download}`, headers: other.headers, query: { uuid: bill.uuid } });
    expect(theirs.json()).toEqual(NOT_FOUND);
    expect(theirs.body).not.toContain(bill.blNo);
    for (const who of [undefined, await newCaller(app, testDb.db, 'individual')]) {
      const response = await app.inject({ method: 'GET', url: `/api${BL_PATHS.download}`, headers: who?.headers ?? {}, query: { uuid: bill.uuid } });
      expect(response.statusCode).toBe(who ? 200 : 401);
      expect(response.headers['content-type']).not.toBe('application/pdf');
    }
  });
});

describe('messages', () => {
  it('lists the enterprise’s messages newest first, counts the unread, marks them read for every colleague', async () => {
    const reader = await newCaller(app, testDb.db, 'enterprise');
    await released(reader);
    const unread = await get<{ unread: number }>(app, MESSAGE_PATHS.unreadCount, reader.headers, {});
    expect(unread.data).toEqual({ unread: 4 });
    const page = await post<Page<UserMessage>>(app, MESSAGE_PATHS.page, reader.headers, {});
    expect(page.data.records.map((m) => m.type)).toEqual(['BL_RELEASED', 'BL_ISSUED', 'BOOKING_CONFIRMED', 'BOOKING_SUBMITTED']);
    expect(page.data.records[0]).toMatchObject({ read: false, title: { zh: expect.stringContaining('电放'), ja: expect.stringContaining('サレンダー') } });
    // each names its booking's bill once issued, so that a bill's message links to that bill
    const [bill] = await testDb.db.select().from(billsOfLading).where(eq(billsOfLading.bookingUuid, page.data.records[0]!.bookingUuid!));
    expect(page.data.records.map((m) => m.blNo)).toEqual([bill!.blNo, bill!.blNo, bill!.blNo, bill!.blNo]);

    // Someone else's messages are not the reader's to mark.
    expect((await post<{ marked: number }>(app, MESSAGE_PATHS.markRead, other.headers, { uuids: [page.data.records[0]!.uuid] })).data).toEqual({ marked: 0 });
    expect((await post<{ marked: number }>(app, MESSAGE_PATHS.markRead, reader.headers, { uuids: [page.data.records[0]!.uuid] })).data).toEqual({ marked: 1 });
    expect((await post<Page<UserMessage>>(app, MESSAGE_PATHS.page, reader.headers, { unreadOnly: true })).data.total).toBe(3);
    expect((await post<{ marked: number }>(app, MESSAGE_PATHS.markRead, reader.headers, { all: true })).data).toEqual({ marked: 3 });
    expect((await get<{ unread: number }>(app, MESSAGE_PATHS.unreadCount, reader.headers, {})).data).toEqual({ unread: 0 });
    expect(await post(app, MESSAGE_PATHS.markRead, reader.headers, {})).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { uuids: expect.any(Object) } },
    });
    expect((await post<Page<UserMessage>>(app, MESSAGE_PATHS.page, other.headers, { size: 50 })).data.records.map((m) => m.bookingNo)).not.toContain(
      page.data.records[0]!.bookingNo,
    );
  });

  it('are for approved enterprise users: 401 without a token, 10403 for others', async () => {
    expect((await app.inject({ method: 'GET', url: `/api${MESSAGE_PATHS.unreadCount}` })).statusCode).toBe(401);
    const pending = await newCaller(app, testDb.db, 'enterprise', 'PENDING_REVIEW');
    expect(await get(app, MESSAGE_PATHS.unreadCount, pending.headers, {})).toMatchObject({ code: ErrorCode.NO_PERMISSION });
  });
});
