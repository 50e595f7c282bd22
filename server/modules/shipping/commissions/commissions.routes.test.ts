import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/domain/envelope';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { LOADING_ADDRESS_PATHS, RAIL_COMMISSION_PATHS, STAFF_RAIL_COMMISSION_PATHS } from '../../../../src/domain/shipping/entrustPaths';
import type { LoadingAddress } from '../../../../src/domain/shipping/loadingAddresses';
import { SHIPPING_ERRORS, SHIPPING_MESSAGES } from '../../../../src/domain/shipping/messages';
import { BOOKING_PATHS, MESSAGE_PATHS, STAFF_BOOKING_PATHS } from '../../../../src/domain/shipping/paths';
import { chinaToday, type RailCommission, type RailCommissionForm, type StaffRailCommission } from '../../../../src/domain/shipping/railCommissions';
import type { BookingView, UserMessage } from '../../../../src/domain/shipping/types';
import { auditEntries, railCommissions } from '../../../db/schema';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { futureSailings, type Sailing } from '../../../test/orders.testkit';
import { commissionNumber } from '../../../../src/domain/shipping/documentNumbers';
import { bookingForm, get, newCaller, post, type Answer, type Caller } from '../../../test/shipping/shipping.testkit';

/** Rail commissions (RAIL_COMMISSION_PATHS, STAFF_RAIL_COMMISSION_PATHS) through the real application on a fresh schema. */

let testDb: TestDb;
let app: FastifyInstance;
let owner: Caller;
let other: Caller;
let clerk: Caller;
let sailing: Sailing;
let booking: BookingView;

const NOT_FOUND = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません', data: null };
const field = (key: keyof typeof SHIPPING_MESSAGES) => ({ message: SHIPPING_MESSAGES[key].zh, jpMessage: SHIPPING_MESSAGES[key].ja });
const tomorrow = () => new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  owner = await newCaller(app, testDb.db, 'enterprise');
  other = await newCaller(app, testDb.db, 'enterprise');
  clerk = await newCaller(app, testDb.db, 'shippingClerk');
  [sailing] = (await futureSailings(testDb.db, 'SHA-OSA', 3)) as [Sailing];
  booking = await submitted(owner);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

async function submitted(caller: Caller): Promise<BookingView> {
  const answer = await post<BookingView>(app, BOOKING_PATHS.submit, caller.headers, bookingForm(sailing));
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
}

/** A complete commission of the booking's (two 40HC, one 20GP) 40HC containers. */
const form = (overrides: Partial<RailCommissionForm> = {}): Partial<RailCommissionForm> => ({
  bookingNo: booking.bookingNo,
  originStation: '郑州圃田站',
  destinationStation: '上海芦潮港站',
  readyDate: tomorrow(),
  containers: [{ containerType: '40HC', quantity: 2 }],
  cargoDescription: '木制办公桌椅',
  contactName: '王建国',
  contactPhone: '+86 21 5888 0000',
  remarks: '',
  ...overrides,
});

const create = (body: object, caller: Caller = owner) => post<RailCommission>(app, RAIL_COMMISSION_PATHS.create, caller.headers, body);
const created = async (overrides: Partial<RailCommissionForm> = {}) => {
  const answer = await create(form(overrides));
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
};
const page = (caller: Caller, body: object = {}) =>
  post<Page<RailCommission>>(app, RAIL_COMMISSION_PATHS.page, caller.headers, { current: 1, size: 10, ...body });
const cancel = (uuid: string, caller: Caller = owner) => post<RailCommission>(app, RAIL_COMMISSION_PATHS.cancel, caller.headers, { uuid });
const accept = (uuid: string, caller: Caller = clerk) => post<RailCommission>(app, STAFF_RAIL_COMMISSION_PATHS.accept, caller.headers, { uuid });
const reject = (uuid: string, reason: string, caller: Caller = clerk) =>
  post<RailCommission>(app, STAFF_RAIL_COMMISSION_PATHS.reject, caller.headers, { uuid, reason });
const statusOf = async (uuid: string) =>
  (await testDb.db.select({ status: railCommissions.status }).from(railCommissions).where(eq(railCommissions.uuid, uuid)))[0]?.status;

describe('rail commissions: the enterprise', () => {
  it('numbers a new commission from the sequence and stores it SUBMITTED with its booking, address and lines', async () => {
    const address = await post<LoadingAddress>(app, LOADING_ADDRESS_PATHS.save, owner.headers, {
      name: '郑州工厂',
      countryCode: 'CN',
      city: '郑州',
      address: '经开区第八大街 12 号',
    });
    expect(address.code).toBe(0);
    const commission = await created({ loadingAddressUuid: address.data.uuid, remarks: '请提前一天联系' });
    expect(commission).toMatchObject({
      bookingNo: booking.bookingNo,
      bookingStatus: 'Submitted',
      status: 'SUBMITTED',
      originStation: '郑州圃田站',
      destinationStation: '上海芦潮港站',
      loadingAddressUuid: address.data.uuid,
      loadingAddressName: '郑州工厂',
      readyDate: tomorrow(),
      containers: [{ containerType: '40HC', quantity: 2 }],
      remarks: '请提前一天联系',
      decidedAt: null,
      reason: '',
    });
    expect(commission.commissionNo).toMatch(/^RC\d{8}$/);
    const next = await created();
    expect(Number(next.commissionNo.slice(4))).toBe(Number(commission.commissionNo.slice(4)) + 1);
    const loaded = await get<RailCommission>(app, RAIL_COMMISSION_PATHS.load, owner.headers, { uuid: commission.uuid });
    expect(loaded).toMatchObject({ code: 0, data: commission });
  });

  it('numbers as RC, the year in China and six digits', () => {
    expect(commissionNumber(1, new Date('2026-12-31T16:30:00Z'))).toBe('RC27000001');
    expect(commissionNumber(1234, new Date('2026-06-01T00:00:00Z'))).toBe('RC26001234');
  });

  it('refuses missing and malformed fields at each field, in both languages', async () => {
    const answer = await create({ bookingNo: '', originStation: ' ', readyDate: '2020-01-01', containers: [], contactPhone: 'call me', cargoDescription: '' });
    expect(answer.code).toBe(ErrorCode.VALIDATION);
    const fields = (answer.data as unknown as { fields: Record<string, unknown> }).fields;
    expect(fields).toMatchObject({
      bookingNo: field('commissionBookingRequired'),
      originStation: field('railOriginRequired'),
      destinationStation: field('railDestinationRequired'),
      readyDate: field('readyDatePast'),
      containers: field('commissionContainersRequired'),
      cargoDescription: field('cargoDescriptionRequired'),
      contactName: field('commissionContactRequired'),
      contactPhone: field('phoneFormat'),
    });
    const long = await create(form({ originStation: 'x'.repeat(101) }));
    expect(long.code).toBe(ErrorCode.VALIDATION);
    expect(long.data).toMatchObject({ fields: { originStation: { message: '内容过长' } } });
  });

  it('refuses more containers of a type than the booking has, and a type it does not have', async () => {
    for (const containers of [[{ containerType: '40HC', quantity: 3 }], [{ containerType: '20RF', quantity: 1 }]] as const) {
      const answer = await create(form({ containers: [...containers] }));
      expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { containers: field('commissionContainersExceed') } } });
    }
    const twice = await create(
      form({
        containers: [
          { containerType: '40HC', quantity: 1 },
          { containerType: '40HC', quantity: 1 },
        ],
      }),
    );
    expect(twice).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { containers: field('commissionContainerDuplicate') } } });
  });

  it('answers another enterprise’s booking, address and commission like unknown ones', async () => {
    const mine = await created();
    const theirs = await submitted(other);
    expect(await create(form({ bookingNo: theirs.bookingNo }))).toEqual(NOT_FOUND);
    expect(await create(form({ bookingNo: 'BK99999999' }))).toEqual(NOT_FOUND);
    const address = await post<LoadingAddress>(app, LOADING_ADDRESS_PATHS.save, other.headers, {
      name: '他社',
      countryCode: 'JP',
      city: '大阪',
      address: '北区 1-1',
    });
    expect(await create(form({ loadingAddressUuid: address.data.uuid }))).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { loadingAddressUuid: field('loadingAddressUnknown') } },
    });
    expect(await get(app, RAIL_COMMISSION_PATHS.load, other.headers, { uuid: mine.uuid })).toEqual(NOT_FOUND);
    expect(await get(app, RAIL_COMMISSION_PATHS.load, owner.headers, { uuid: 'not-a-uuid' })).toEqual(NOT_FOUND);
    expect(await cancel(mine.uuid, other)).toEqual(NOT_FOUND);
    expect(await statusOf(mine.uuid)).toBe('SUBMITTED');
    const theirPage = await page(other);
    expect(theirPage.data.records.map((r) => r.uuid)).not.toContain(mine.uuid);
  });

  it('takes a Confirmed booking, not a Canceled one', async () => {
    const confirmed = await submitted(owner);
    expect((await post(app, STAFF_BOOKING_PATHS.confirm, clerk.headers, { uuid: confirmed.uuid })).code).toBe(0);
    expect((await created({ bookingNo: confirmed.bookingNo.toLowerCase() })).bookingStatus).toBe('Confirmed');
    const canceled = await submitted(owner);
    expect((await post(app, BOOKING_PATHS.cancel, owner.headers, { uuid: canceled.uuid })).code).toBe(0);
    const answer = await create(form({ bookingNo: canceled.bookingNo }));
    expect(answer).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: SHIPPING_ERRORS.commissionBookingClosed.zh,
      jpMessage: SHIPPING_ERRORS.commissionBookingClosed.ja,
    });
  });

  it('pages its own newest first, by status and part of the booking number', async () => {
    const fresh = await newCaller(app, testDb.db, 'enterprise');
    const saved = booking;
    booking = await submitted(fresh);
    const first = (await create(form(), fresh)).data;
    const second = (await create(form(), fresh)).data;
    booking = saved;
    expect((await cancel(first.uuid, fresh)).data.status).toBe('CANCELLED');
    const all = await page(fresh);
    expect(all.data).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    expect(all.data.records.map((r) => r.uuid)).toEqual([second.uuid, first.uuid]);
    expect((await page(fresh, { status: 'CANCELLED' })).data.records.map((r) => r.uuid)).toEqual([first.uuid]);
    expect((await page(fresh, { bookingNo: first.bookingNo.slice(-4).toLowerCase() })).data.total).toBe(2);
    expect((await page(fresh, { bookingNo: '%' })).data.total).toBe(0);
    expect((await post(app, RAIL_COMMISSION_PATHS.page, fresh.headers, { current: 1, size: 15 })).code).toBe(ErrorCode.VALIDATION);
  });

  it('cancels a submitted commission once; a second cancel is refused and changes nothing', async () => {
    const commission = await created();
    const done = await cancel(commission.uuid);
    expect(done).toMatchObject({ code: 0, data: { status: 'CANCELLED', decidedAt: null } });
    const again = await cancel(commission.uuid);
    expect(again).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'commission.move_refused' });
    expect(await statusOf(commission.uuid)).toBe('CANCELLED');
    expect((await accept(commission.uuid)).code).toBe(ErrorCode.BUSINESS);
  });

  it('of two racing cancels, exactly one wins', async () => {
    const commission = await created();
    const answers = await Promise.all([cancel(commission.uuid), cancel(commission.uuid)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, ErrorCode.BUSINESS]);
  });

  it('refuses individuals and enterprises not approved (10403)', async () => {
    const individual = await newCaller(app, testDb.db, 'individual');
    const pending = await newCaller(app, testDb.db, 'enterprise', 'PENDING_REVIEW');
    for (const caller of [individual, pending]) {
      expect((await page(caller)).code).toBe(ErrorCode.NO_PERMISSION);
      expect((await create(form(), caller)).code).toBe(ErrorCode.NO_PERMISSION);
    }
  });
});

describe('rail commissions: the shipping clerk', () => {
  it('pages every enterprise’s, each naming its enterprise', async () => {
    const theirs = (await create(form({ bookingNo: (await submitted(other)).bookingNo }), other)).data;
    const answer = await post<Page<StaffRailCommission>>(app, STAFF_RAIL_COMMISSION_PATHS.page, clerk.headers, {
      current: 1,
      size: 50,
      bookingNo: theirs.bookingNo,
    });
    expect(answer.code).toBe(0);
    expect(answer.data.records).toHaveLength(1);
    expect(answer.data.records[0]).toMatchObject({ uuid: theirs.uuid, status: 'SUBMITTED' });
    expect(answer.data.records[0]!.enterpriseName).not.toBe('');
  });

  it('accepts a submitted commission, audited on its booking', async () => {
    const commission = await created();
    const answer = await accept(commission.uuid);
    expect(answer).toMatchObject({ code: 0, data: { status: 'ACCEPTED', reason: '' } });
    expect(answer.data.decidedAt).not.toBeNull();
    expect((await page(owner, { status: 'ACCEPTED' })).data.records.map((r) => r.uuid)).toContain(commission.uuid);
    const messages = await post<Page<UserMessage>>(app, MESSAGE_PATHS.page, owner.headers, { current: 1, size: 50 });
    expect(
      messages.data.records.find((m) => m.type === 'RAIL_COMMISSION_ACCEPTED' && m.title.ja === `鉄道輸送委託受付：${commission.commissionNo}`),
    ).toBeTruthy();
    const theirs = await post<Page<UserMessage>>(app, MESSAGE_PATHS.page, other.headers, { current: 1, size: 50 });
    expect(theirs.data.records.some((m) => m.type.startsWith('RAIL_COMMISSION'))).toBe(false);
    const [entry] = await testDb.db.select().from(auditEntries).where(eq(auditEntries.action, 'railCommission.accept'));
    expect(entry).toMatchObject({
      staffUserId: clerk.userId,
      recordType: 'booking',
      recordId: booking.uuid,
      after: { commissionNo: commission.commissionNo, status: 'ACCEPTED' },
    });
    expect((await reject(commission.uuid, 'late')).code).toBe(ErrorCode.BUSINESS);
    expect((await cancel(commission.uuid)).code).toBe(ErrorCode.BUSINESS);
    expect(await statusOf(commission.uuid)).toBe('ACCEPTED');
  });

  it('rejects only with a reason, which the enterprise reads', async () => {
    const commission = await created();
    expect(await reject(commission.uuid, '  ')).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { reason: field('rejectReasonRequired') } } });
    expect(await statusOf(commission.uuid)).toBe('SUBMITTED');
    expect((await reject(commission.uuid, 'x'.repeat(301))).code).toBe(ErrorCode.VALIDATION);
    expect((await reject(commission.uuid, '该日期无铁路班列')).data).toMatchObject({ status: 'REJECTED', reason: '该日期无铁路班列' });
    const loaded = await get<RailCommission>(app, RAIL_COMMISSION_PATHS.load, owner.headers, { uuid: commission.uuid });
    expect(loaded.data).toMatchObject({ status: 'REJECTED', reason: '该日期无铁路班列' });
    const [entry] = await testDb.db.select().from(auditEntries).where(eq(auditEntries.action, 'railCommission.reject'));
    expect(entry?.after).toMatchObject({ status: 'REJECTED', reason: '该日期无铁路班列' });
    const messages = await post<Page<UserMessage>>(app, MESSAGE_PATHS.page, owner.headers, { current: 1, size: 50 });
    const told = messages.data.records.find((m) => m.title.zh === `铁路委托未能受理：${commission.commissionNo}`);
    expect(told).toMatchObject({ type: 'RAIL_COMMISSION_REJECTED', bookingNo: booking.bookingNo });
    expect(told?.body.zh).toContain('原因：该日期无铁路班列');
    expect(told?.body.ja).toContain('理由：该日期无铁路班列');
  });

  it('of two racing accepts, exactly one wins; an accept racing a cancel likewise', async () => {
    const one = await created();
    const accepts = await Promise.all([accept(one.uuid), accept(one.uuid)]);
    expect(accepts.map((a) => a.code).sort()).toEqual([0, ErrorCode.BUSINESS]);
    const two = await created();
    const mixed: Answer<RailCommission>[] = await Promise.all([accept(two.uuid), cancel(two.uuid)]);
    expect(mixed.map((a) => a.code).sort()).toEqual([0, ErrorCode.BUSINESS]);
    expect(['ACCEPTED', 'CANCELLED']).toContain(await statusOf(two.uuid));
  });

  it('answers an unknown commission 10404, and a customer or another staff role 10403', async () => {
    expect(await accept('00000000-0000-4000-8000-000000000000')).toEqual(NOT_FOUND);
    const commission = await created();
    const ticketing = await newCaller(app, testDb.db, 'ticketingClerk');
    for (const caller of [owner, ticketing]) {
      expect((await accept(commission.uuid, caller)).code).toBe(ErrorCode.NO_PERMISSION);
      expect((await reject(commission.uuid, 'no', caller)).code).toBe(ErrorCode.NO_PERMISSION);
      expect((await post(app, STAFF_RAIL_COMMISSION_PATHS.page, caller.headers, {})).code).toBe(ErrorCode.NO_PERMISSION);
    }
    expect(await statusOf(commission.uuid)).toBe('SUBMITTED');
  });
});
