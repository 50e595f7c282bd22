import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/domain/apiPaths';
import type { Page } from '../../../src/domain/envelope';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { STAFF_ORDER_PATHS } from '../../../src/domain/payments';
import type { AuditEntryView } from '../../../src/domain/staff/audit';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import {
  CHECK_IN_REFUSALS,
  STAFF_ROUTES_PATH,
  type CheckInTicket,
  type StaffRoute,
  type StaffBaf,
  type StaffFare,
  type StaffVoyage,
  type VoyageAffectedOrder,
  type VoyageCancelAnswer,
} from '../../../src/domain/staff/ticketing';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { orderTickets, refundPayouts, refunds } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { adult, futureSailings, oneWay, remaining, type Sailing } from '../../test/orders.testkit';
import { createOrderLifecycle } from '../orders/orders.lifecycle';
import { createOrdersRepository } from '../orders/orders.repository';
import { createCheckIn } from './checkIn.staff';
import { createStaffVoyages } from './voyages.staff';
import { expectRefusedAndStillLoggedIn, get, post, staffCaller, type Caller } from '../../test/staff.testkit';
import { createTicketingRepository } from './ticketing.repository';

/** The ticketing clerk's operations through the real application. */

const CABIN = 'SECOND_DORMITORY';
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let testDb: TestDb;
let app: FastifyInstance;
let clerk: Caller;
let editor: Caller;
let customer: Caller;
let returns: Sailing[];
let serial = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  clerk = await staffCaller(app, testDb.db, 'ticketingClerk', '售票员丁');
  editor = await staffCaller(app, testDb.db, 'editor');
  customer = await staffCaller(app, testDb.db, 'individual');
  returns = await futureSailings(testDb.db, 'OSA-SHA', 0);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const both = { message: expect.any(String), jpMessage: expect.any(String) };
const fieldsAt = (...names: string[]) => ({ code: ErrorCode.VALIDATION, data: { fields: Object.fromEntries(names.map((n) => [n, both])) } });

/** A new SHA-OSA sailing `daysAhead` days out, created by the clerk. */
async function newSailing(daysAhead = 10, berths = 40): Promise<StaffVoyage> {
  serial += 1;
  const departure = new Date(Date.now() + daysAhead * DAY);
  const answer = await post<StaffVoyage>(app, STAFF_PATHS.voyageCreate, clerk.headers, {
    code: `TS${process.pid % 1000}${serial}${Date.now() % 100000}`,
    routeCode: 'SHA-OSA',
    vessel: '新鉴真',
    departureTime: departure.toISOString(),
    arrivalTime: new Date(departure.getTime() + 46 * HOUR).toISOString(),
    inventory: [
      { cabinClass: CABIN, totalBerths: berths },
      { cabinClass: 'FIRST_WESTERN', totalBerths: 8 },
    ],
  });
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

const asSailing = (voyage: StaffVoyage) =>
  ({ uuid: voyage.uuid, departureTime: new Date(voyage.departureTime), arrivalTime: new Date(voyage.arrivalTime) }) as Sailing;

async function order(voyage: StaffVoyage, adults = 1, returnLeg?: Sailing): Promise<OrderView> {
  const request = {
    ...oneWay(asSailing(voyage), CABIN, { passengers: Array.from({ length: adults }, () => adult()) }),
    ...(returnLeg ? { orderType: 'ROUND_TRIP' as const, returnLeg: { voyageUuid: returnLeg.uuid, cabinClass: CABIN } } : {}),
  };
  const answer = await post<OrderView>(app, ORDER_PATHS.save, customer.headers, request);
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.data;
}
async function paid(voyage: StaffVoyage, adults = 1, returnLeg?: Sailing): Promise<OrderView> {
  const made = await order(voyage, adults, returnLeg);
  await post(app, ORDER_PATHS.offlinePayment, customer.headers, { uuid: made.uuid });
  expect((await post(app, STAFF_ORDER_PATHS.confirmOffline, clerk.headers, { uuid: made.uuid })).code).toBe(200);
  return made;
}
const details = async (uuid: string) => (await get<OrderView>(app, ORDER_PATHS.load, customer.headers, { uuid })).data;
const auditOf = async (recordType: string, recordId: string) =>
  (await get<AuditEntryView[]>(app, STAFF_PATHS.audit, clerk.headers, { recordType, recordId })).data;

describe('the ticketing guard', () => {
  it('answers 10403 to a customer (still logged in) and to an editor on every ticketing call; 401 without a login', async () => {
    const voyage = await newSailing();
    const calls: [string, 'get' | 'post', Record<string, unknown>][] = [
      [STAFF_PATHS.voyagePage, 'get', {}],
      [
        STAFF_PATHS.voyageCreate,
        'post',
        {
          code: 'X1',
          routeCode: 'SHA-OSA',
          vessel: 'v',
          departureTime: voyage.departureTime,
          arrivalTime: voyage.arrivalTime,
          inventory: [{ cabinClass: CABIN, totalBerths: 1 }],
        },
      ],
      [STAFF_PATHS.voyageReschedule, 'post', { uuid: voyage.uuid, departureTime: voyage.departureTime, arrivalTime: voyage.arrivalTime }],
      [STAFF_PATHS.voyageCancel, 'post', { uuid: voyage.uuid, reason: '台风' }],
      [STAFF_PATHS.voyageAffected, 'get', { uuid: voyage.uuid }],
      [STAFF_PATHS.voyageInventory, 'post', { uuid: voyage.uuid, cabinClass: CABIN, totalBerths: 1 }],
      [STAFF_PATHS.fareList, 'get', { routeCode: 'SHA-OSA' }],
      [STAFF_PATHS.fareSave, 'post', { routeCode: 'SHA-OSA', cabinClass: CABIN, ticketType: 'ADULT', amount: 1, effectiveFrom: '2099-01-01' }],
      [STAFF_PATHS.bafList, 'get', {}],
      [STAFF_PATHS.bafSave, 'post', { departureCountry: 'CN', amount: 1, effectiveFrom: '2099-01-01' }],
      [STAFF_PATHS.adultAge, 'post', { adultAge: 13 }],
      [STAFF_PATHS.ticketLoad, 'get', { ticketNo: 'T0-1-1' }],
      [STAFF_PATHS.ticketCheckIn, 'post', { ticketNo: 'T0-1-1' }],
    ];
    for (const [path, method, payload] of calls) {
      for (const someone of [customer, editor]) {
        const answer =
          method === 'get' ? await get(app, path, someone.headers, payload as Record<string, string>) : await post(app, path, someone.headers, payload);
        expect(answer, `${path} ${someone === customer ? 'customer' : 'editor'}`).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      }
      const anonymous = await app.inject({
        method: method === 'get' ? 'GET' : 'POST',
        url: `/api${path}`,
        ...(method === 'get' ? { query: payload as Record<string, string> } : { payload }),
      });
      expect(anonymous.statusCode, path).toBe(401);
    }
    await expectRefusedAndStillLoggedIn(app, await post(app, STAFF_PATHS.voyageCancel, customer.headers, { uuid: voyage.uuid, reason: 'x' }), customer);
    const after = (await get<Page<StaffVoyage>>(app, STAFF_PATHS.voyagePage, clerk.headers, { code: voyage.code })).data.records[0]!;
    expect(after).toEqual(voyage);
  });
});

describe('sailings', () => {
  it('creates a sailing with its berths (audited), lists it by code, and refuses bad input naming each field in both languages', async () => {
    const voyage = await newSailing();
    expect(voyage).toMatchObject({ routeCode: 'SHA-OSA', vessel: '新鉴真', status: 'SCHEDULED' });
    expect(voyage.inventory).toEqual([
      // western twins sell by the room, the dormitory by the berth
      { cabinClass: 'FIRST_WESTERN', unit: 'room', totalBerths: 8, remainingBerths: 8, soldBerths: 0 },
      { cabinClass: CABIN, unit: 'berth', totalBerths: 40, remainingBerths: 40, soldBerths: 0 },
    ]);
    const page = await get<Page<StaffVoyage>>(app, STAFF_PATHS.voyagePage, clerk.headers, { code: voyage.code.toLowerCase() });
    expect(page.data.records.map((r) => r.uuid)).toEqual([voyage.uuid]);
    expect(await auditOf('voyage', voyage.uuid)).toEqual([expect.objectContaining({ action: 'voyage.create', staffName: '售票员丁', before: null })]);

    const again = {
      code: voyage.code,
      routeCode: 'SHA-OSA',
      vessel: 'v',
      departureTime: voyage.departureTime,
      arrivalTime: voyage.arrivalTime,
      inventory: [{ cabinClass: CABIN, totalBerths: 1 }],
    };
    expect(await post(app, STAFF_PATHS.voyageCreate, clerk.headers, again)).toMatchObject({ code: ErrorCode.CONFLICT, data: { fields: { code: both } } });
    expect(
      await post(app, STAFF_PATHS.voyageCreate, clerk.headers, {
        ...again,
        code: 'NEW1',
        routeCode: 'XXX-YYY',
        arrivalTime: voyage.departureTime,
        inventory: [{ cabinClass: 'GALLEY', totalBerths: 1 }],
      }),
    ).toMatchObject(fieldsAt('routeCode', 'arrivalTime', 'inventory.0.cabinClass'));
    expect(
      await post(app, STAFF_PATHS.voyageCreate, clerk.headers, {
        code: 'NEW2',
        routeCode: 'SHA-OSA',
        departureTime: 'soon',
        arrivalTime: voyage.arrivalTime,
        inventory: [],
      }),
    ).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { vessel: both } },
    });
    expect(
      await post(app, STAFF_PATHS.voyageCreate, clerk.headers, { ...again, code: 'NEW3', departureTime: new Date(Date.now() - HOUR).toISOString() }),
    ).toMatchObject(fieldsAt('departureTime'));
  });

  it('reschedules with the berths unchanged; raises and lowers a cabin class’s berths but never below those sold', async () => {
    const voyage = await newSailing(12, 10);
    await order(voyage, 3);
    const departure = new Date(Date.parse(voyage.departureTime) + 6 * HOUR).toISOString();
    const arrival = new Date(Date.parse(voyage.arrivalTime) + 6 * HOUR).toISOString();
    const moved = await post<StaffVoyage>(app, STAFF_PATHS.voyageReschedule, clerk.headers, {
      uuid: voyage.uuid,
      departureTime: departure,
      arrivalTime: arrival,
    });
    expect(moved.data).toMatchObject({ departureTime: departure, arrivalTime: arrival });
    expect(moved.data.inventory.find((i) => i.cabinClass === CABIN)).toEqual({
      cabinClass: CABIN,
      unit: 'berth',
      totalBerths: 10,
      remainingBerths: 7,
      soldBerths: 3,
    });
    expect(await post(app, STAFF_PATHS.voyageReschedule, clerk.headers, { uuid: voyage.uuid, departureTime: arrival, arrivalTime: departure })).toMatchObject(
      fieldsAt('arrivalTime'),
    );

    const raised = await post<StaffVoyage>(app, STAFF_PATHS.voyageInventory, clerk.headers, { uuid: voyage.uuid, cabinClass: CABIN, totalBerths: 15 });
    expect(raised.data.inventory.find((i) => i.cabinClass === CABIN)).toEqual({
      cabinClass: CABIN,
      unit: 'berth',
      totalBerths: 15,
      remainingBerths: 12,
      soldBerths: 3,
    });
    const lowered = await post<StaffVoyage>(app, STAFF_PATHS.voyageInventory, clerk.headers, { uuid: voyage.uuid, cabinClass: CABIN, totalBerths: 3 });
    expect(lowered.data.inventory.find((i) => i.cabinClass === CABIN)).toEqual({
      cabinClass: CABIN,
      unit: 'berth',
      totalBerths: 3,
      remainingBerths: 0,
      soldBerths: 3,
    });
    expect(await post(app, STAFF_PATHS.voyageInventory, clerk.headers, { uuid: voyage.uuid, cabinClass: CABIN, totalBerths: 2 })).toMatchObject(
      fieldsAt('totalBerths'),
    );
    expect(await post(app, STAFF_PATHS.voyageInventory, clerk.headers, { uuid: voyage.uuid, cabinClass: 'SUITE', totalBerths: 2 })).toMatchObject(
      fieldsAt('cabinClass'),
    );
    expect(await post(app, STAFF_PATHS.voyageInventory, clerk.headers, { uuid: voyage.uuid, cabinClass: CABIN, totalBerths: -1 })).toMatchObject(
      fieldsAt('totalBerths'),
    );
    expect(await remaining(testDb.db, voyage.uuid, CABIN)).toBe(0);
    expect((await auditOf('voyage', voyage.uuid)).map((e) => e.action)).toEqual([
      'voyage.setInventory',
      'voyage.setInventory',
      'voyage.reschedule',
      'voyage.create',
    ]);
  });
});

describe('who a cancel or new times would reach', () => {
  it('lists the orders holding berths on the sailing with contact and passengers; not cancelled ones; 10404 for an unknown sailing', async () => {
    const voyage = await newSailing(14, 10);
    const unpaid = await order(voyage, 2);
    const settled = await paid(voyage, 1);
    const cancelled = await order(voyage, 1);
    await post(app, ORDER_PATHS.cancel, customer.headers, { uuid: cancelled.uuid });
    const answer = await get<VoyageAffectedOrder[]>(app, STAFF_PATHS.voyageAffected, clerk.headers, { uuid: voyage.uuid });
    expect(answer.code).toBe(200);
    const byNo = [unpaid, settled].sort((a, b) => a.orderNo!.localeCompare(b.orderNo!));
    expect(answer.data.map((o) => [o.orderNo, o.status, o.contactEmail, o.passengerNames, o.totalAmount])).toEqual(
      byNo.map((o) => [o.orderNo, o === unpaid ? 'DUE_PAY' : 'PAID', 'wang@example.org', o === unpaid ? ['王小明', '王小明'] : ['王小明'], o.totalAmount]),
    );
    expect((await get(app, STAFF_PATHS.voyageAffected, clerk.headers, { uuid: crypto.randomUUID() })).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('cancelling a sailing', () => {
  it('cancels its unpaid orders, voids and fully refunds its paid ones and those waiting for a refund, each once, through the lifecycle, audited', async () => {
    const voyage = await newSailing(10, 40);
    const unpaid = await order(voyage);
    const claimed = await order(voyage);
    await post(app, ORDER_PATHS.offlinePayment, customer.headers, { uuid: claimed.uuid });
    const back = returns.find((r) => r.departureTime.getTime() > Date.parse(voyage.arrivalTime))!;
    const backBefore = await remaining(testDb.db, back.uuid, CABIN);
    const paidRound = await paid(voyage, 2, back);
    expect(await remaining(testDb.db, back.uuid, CABIN)).toBe(backBefore - 2);
    const refunding = await paid(voyage);
    // Paid by bank transfer: the application names the (Chinese, for an RMB order) account it is paid back into.
    const account = { bankName: '中国银行上海分行', accountNumber: '6216610200012345678', holderName: '王小明' };
    expect((await post(app, ORDER_PATHS.refund, customer.headers, { uuid: refunding.uuid, account })).code).toBe(200);

    const answer = await post<VoyageCancelAnswer>(app, STAFF_PATHS.voyageCancel, clerk.headers, { uuid: voyage.uuid, reason: '台风停航' });
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    expect(answer.data.voyage.status).toBe('CANCELLED');
    expect(answer.data.voyage.inventory.every((i) => i.remainingBerths === 0 && i.soldBerths === 0)).toBe(true);
    expect(answer.data.cancelledOrders.sort()).toEqual([unpaid.orderNo, claimed.orderNo].sort());
    expect(answer.data.voidedOrders.sort()).toEqual([paidRound.orderNo, refunding.orderNo].sort());
    expect(answer.data.refunds.sort((a, b) => a.orderNo.localeCompare(b.orderNo))).toEqual(
      [
        // Bank transfers: each refund waits as a payout for the clerk's transfer, never SUCCEEDED without it.
        { orderNo: paidRound.orderNo, refundNo: `${paidRound.orderNo}-R1`, amount: paidRound.totalAmount, currency: paidRound.currency, status: 'APPROVED' },
        // The refund applied for becomes the full refund under its own number, with no fee.
        { orderNo: refunding.orderNo, refundNo: `${refunding.orderNo}-R1`, amount: refunding.totalAmount, currency: refunding.currency, status: 'APPROVED' },
      ].sort((a, b) => a.orderNo!.localeCompare(b.orderNo!)),
    );

    for (const [made, status, ticket] of [
      [unpaid, 'CANCEL', 'CANCELLED'],
      [claimed, 'CANCEL', 'CANCELLED'],
      [paidRound, 'ABOLISH', 'VOID'],
      [refunding, 'ABOLISH', 'VOID'],
    ] as const) {
      const view = await details(made.uuid);
      expect(view.status, made.orderNo!).toBe(status);
      expect(new Set(view.tickets.map((t) => t.status))).toEqual(new Set([ticket]));
      expect(view.history?.at(-1)).toMatchObject({ event: 'order.abolish', actor: 'staff', actorName: '售票员丁', note: '台风停航', toStatus: status });
      expect(await auditOf('order', made.uuid)).toEqual(
        expect.arrayContaining([expect.objectContaining({ action: 'order.abolish', after: expect.objectContaining({ status }) })]),
      );
    }
    // The round trip's other sailing got its two berths back, once.
    expect(await remaining(testDb.db, back.uuid, CABIN)).toBe(backBefore);
    const refundRows = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, refunding.uuid));
    expect(refundRows).toEqual([expect.objectContaining({ status: 'APPROVED', feeMinor: 0, providerRefundId: null })]);
    expect(await testDb.db.select().from(refundPayouts).where(eq(refundPayouts.orderUuid, refunding.uuid))).toEqual([
      expect.objectContaining({ status: 'PENDING', amountMinor: refunding.breakdown!.totalMinor }),
    ]);
    expect(await auditOf('voyage', voyage.uuid)).toContainEqual(expect.objectContaining({ action: 'voyage.cancel', before: { status: 'SCHEDULED' } }));

    // Again: nothing moves, no berth comes back twice, no second refund.
    const repeat = await post<VoyageCancelAnswer>(app, STAFF_PATHS.voyageCancel, clerk.headers, { uuid: voyage.uuid, reason: '台风停航' });
    expect(repeat.data).toMatchObject({ cancelledOrders: [], voidedOrders: [] });
    expect(repeat.data.refunds.map((r) => r.status)).toEqual(['APPROVED', 'APPROVED']);
    expect(await testDb.db.select().from(refundPayouts).where(eq(refundPayouts.orderUuid, refunding.uuid))).toHaveLength(1);
    expect(await remaining(testDb.db, back.uuid, CABIN)).toBe(backBefore);
    expect(await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, paidRound.uuid))).toHaveLength(1);
    expect((await auditOf('voyage', voyage.uuid)).filter((e) => e.action === 'voyage.cancel')).toHaveLength(1);

    // A cancelled sailing sells nothing and cannot be rescheduled.
    const late = await post(app, ORDER_PATHS.save, customer.headers, oneWay(asSailing(voyage), CABIN));
    expect(late.code).not.toBe(200);
    expect(
      await post(app, STAFF_PATHS.voyageReschedule, clerk.headers, { uuid: voyage.uuid, departureTime: voyage.departureTime, arrivalTime: voyage.arrivalTime }),
    ).toMatchObject({ code: ErrorCode.BUSINESS });
    expect(await post(app, STAFF_PATHS.voyageCancel, clerk.headers, { uuid: voyage.uuid, reason: '  ' })).toMatchObject(fieldsAt('reason'));
  });
});

describe('cancelling a sailing when the provider fails', () => {
  it('keeps the voided order and its APPROVED refund; cancelling again resends the same refund number, which succeeds once', async () => {
    const voyage = await newSailing(11);
    const made = await paid(voyage);
    const sent: string[] = [];
    const provider = vi.fn(async (refund: { refundNo: string }) => {
      sent.push(refund.refundNo);
      if (sent.length === 1) throw new Error('provider down');
      return { providerRefundId: 'PR-9' };
    });
    const voyages = createStaffVoyages({
      db: testDb.db,
      repositoryFor: (on) => createTicketingRepository({ db: on }),
      ordersFor: (on) => createOrdersRepository({ db: on }),
      lifecycle: createOrderLifecycle({ db: testDb.db, clock: () => new Date(), config: testDb.config }),
      clock: () => new Date(),
      refundThroughProvider: provider,
      logError: () => {},
    });
    const first = await voyages.cancel(clerk.userId, { uuid: voyage.uuid, reason: '机械故障' });
    expect(first).toMatchObject({ voidedOrders: [made.orderNo], refunds: [{ refundNo: `${made.orderNo}-R1`, status: 'APPROVED' }] });
    expect((await details(made.uuid)).status).toBe('ABOLISH');
    const second = await voyages.cancel(clerk.userId, { uuid: voyage.uuid, reason: '机械故障' });
    expect(second).toMatchObject({ voidedOrders: [], refunds: [{ refundNo: `${made.orderNo}-R1`, status: 'SUCCEEDED' }] });
    await voyages.cancel(clerk.userId, { uuid: voyage.uuid, reason: '机械故障' });
    expect(sent).toEqual([`${made.orderNo}-R1`, `${made.orderNo}-R1`]);
    expect(await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, made.uuid))).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED', providerRefundId: 'PR-9', amountMinor: made.breakdown!.totalMinor }),
    ]);
  });
});

describe('fares, fuel surcharge, adult age', () => {
  it('a new fare from a later day ends the running period there; the same day replaces its amount; bad input is named', async () => {
    const list = async () =>
      (await get<StaffFare[]>(app, STAFF_PATHS.fareList, clerk.headers, { routeCode: 'SHA-OSA' })).data.filter(
        (f) => f.cabinClass === 'SUITE' && f.ticketType === 'ADULT',
      );
    const before = await list();
    const running = before.find((f) => f.effectiveTo === null && f.currency === 'RMB')!;
    const saved = await post<StaffFare>(app, STAFF_PATHS.fareSave, clerk.headers, {
      routeCode: 'SHA-OSA',
      cabinClass: 'SUITE',
      ticketType: 'ADULT',
      amount: 4321.5,
      effectiveFrom: '2099-03-01',
    });
    expect(saved.data).toMatchObject({ amount: 4321.5, currency: 'RMB', effectiveFrom: '2099-03-01', effectiveTo: null });
    const after = await list();
    expect(after.find((f) => f.id === running.id)?.effectiveTo).toBe('2099-03-01');
    const replaced = await post<StaffFare>(app, STAFF_PATHS.fareSave, clerk.headers, {
      routeCode: 'SHA-OSA',
      cabinClass: 'SUITE',
      ticketType: 'ADULT',
      amount: 4400,
      effectiveFrom: '2099-03-01',
    });
    expect(replaced.data).toMatchObject({ id: saved.data.id, amount: 4400 });
    expect(await auditOf('fare', saved.data.id)).toHaveLength(2);
    expect(
      await post(app, STAFF_PATHS.fareSave, clerk.headers, {
        routeCode: 'SHA-OSA',
        cabinClass: 'GALLEY',
        ticketType: 'PET',
        amount: 1.234,
        effectiveFrom: '2000-01-01',
      }),
    ).toMatchObject(fieldsAt('cabinClass', 'ticketType', 'amount', 'effectiveFrom'));
    expect(
      await post(app, STAFF_PATHS.fareSave, clerk.headers, {
        routeCode: 'SHA-OSA',
        cabinClass: 'SUITE',
        ticketType: 'ADULT',
        amount: -1,
        effectiveFrom: '2099-02-30',
      }),
    ).toMatchObject(fieldsAt('amount'));
  });

  it('prices the extra bed as a fare of its own pseudo ticket type', async () => {
    const bed = await post<StaffFare>(app, STAFF_PATHS.fareSave, clerk.headers, {
      routeCode: 'SHA-OSA',
      cabinClass: 'SUITE',
      ticketType: 'EXTRA_BED',
      amount: 700,
      effectiveFrom: '2099-04-01',
    });
    expect(bed.data).toMatchObject({ ticketType: 'EXTRA_BED', amount: 700, currency: 'RMB', effectiveTo: null });
  });

  it('the fuel surcharge per departure country and the adult age (served by getAdultAge)', async () => {
    const saved = await post<StaffBaf>(app, STAFF_PATHS.bafSave, clerk.headers, { departureCountry: 'JP', amount: 3000, effectiveFrom: '2099-05-01' });
    expect(saved.data).toMatchObject({ departureCountry: 'JP', currency: 'JPY', amount: 3000, effectiveTo: null });
    const list = (await get<StaffBaf[]>(app, STAFF_PATHS.bafList, clerk.headers, {})).data;
    expect(list.filter((b) => b.departureCountry === 'JP' && b.currency === 'JPY' && b.effectiveTo === null).map((b) => b.id)).toEqual([saved.data.id]);
    expect(await post(app, STAFF_PATHS.bafSave, clerk.headers, { departureCountry: 'JP', amount: 10.5, effectiveFrom: '2099-05-01' })).toMatchObject(
      fieldsAt('amount'),
    );

    expect(await post(app, STAFF_PATHS.adultAge, clerk.headers, { adultAge: 13 })).toMatchObject({ code: 200, data: { adultAge: 13 } });
    const served = await app.inject({ method: 'GET', url: `/api${paths.adultAge}` });
    expect(served.json()).toMatchObject({ code: 200, data: 13 });
    expect(await auditOf('setting', 'adultAge')).toEqual([expect.objectContaining({ before: { adultAge: 12 }, after: { adultAge: 13 } })]);
    expect(await post(app, STAFF_PATHS.adultAge, clerk.headers, { adultAge: 1 })).toMatchObject(fieldsAt('adultAge'));
    await post(app, STAFF_PATHS.adultAge, clerk.headers, { adultAge: 12 });
  });
});

describe('boarding check-in', () => {
  const ticketOf = async (made: OrderView): Promise<string> => (await details(made.uuid)).tickets[0]!.ticketNo!;
  const statusOf = async (ticketNo: string) =>
    (await testDb.db.select({ status: orderTickets.status }).from(orderTickets).where(eq(orderTickets.ticketNo, ticketNo)))[0]!.status;
  /** The service with a clock at `hoursToDeparture` before the sailing leaves. */
  const atHoursBefore = (voyage: StaffVoyage, hoursToDeparture: number) =>
    createCheckIn({
      db: testDb.db,
      repositoryFor: (on) => createTicketingRepository({ db: on }),
      clock: () => new Date(Date.parse(voyage.departureTime) - hoursToDeparture * HOUR),
    });

  it('marks a VALID ticket USED once, inside the boarding window; refuses USED, UNPAID, REFUNDED and out-of-window tickets with the reason and changes nothing', async () => {
    const voyage = await newSailing(10);
    const valid = await ticketOf(await paid(voyage));
    const unpaid = await ticketOf(await order(voyage));
    const refundedOrder = await paid(voyage);
    // Paid by bank transfer: the application names the account the refund is paid into.
    await post(app, ORDER_PATHS.refund, customer.headers, {
      uuid: refundedOrder.uuid,
      account: { bankName: '中国银行上海分行', accountNumber: '6216610200012345678', holderName: '王小明' },
    });
    expect((await post(app, STAFF_ORDER_PATHS.approveRefund, clerk.headers, { uuid: refundedOrder.uuid })).code).toBe(200);
    const refunded = await ticketOf(refundedOrder);

    const refusedWith = (reason: { zh: string; ja: string }) => ({
      code: ErrorCode.BUSINESS,
      message: reason.zh,
      jpMessage: reason.ja,
      fields: { ticketNo: { message: reason.zh, jpMessage: reason.ja } },
    });
    // Through the app (real clock, ten days ahead): too early, nothing changes.
    expect(await post(app, STAFF_PATHS.ticketCheckIn, clerk.headers, { ticketNo: valid })).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: CHECK_IN_REFUSALS.tooEarly.zh,
      jpMessage: CHECK_IN_REFUSALS.tooEarly.ja,
    });
    expect(await statusOf(valid)).toBe('VALID');
    expect((await get<CheckInTicket>(app, STAFF_PATHS.ticketLoad, clerk.headers, { ticketNo: valid.toLowerCase() })).data).toMatchObject({
      ticketNo: valid,
      status: 'VALID',
      voyageCode: voyage.code,
      cabinClass: CABIN,
    });
    expect(await get(app, STAFF_PATHS.ticketLoad, clerk.headers, { ticketNo: 'T9-9-9' })).toMatchObject({ code: ErrorCode.NOT_FOUND });

    const boarding = atHoursBefore(voyage, 1);
    await expect(atHoursBefore(voyage, 13).checkIn(clerk.userId, valid)).rejects.toMatchObject(refusedWith(CHECK_IN_REFUSALS.tooEarly));
    await expect(atHoursBefore(voyage, -3).checkIn(clerk.userId, valid)).rejects.toMatchObject(refusedWith(CHECK_IN_REFUSALS.tooLate));
    await expect(boarding.checkIn(clerk.userId, unpaid)).rejects.toMatchObject(refusedWith(CHECK_IN_REFUSALS.UNPAID));
    await expect(boarding.checkIn(clerk.userId, refunded)).rejects.toMatchObject(refusedWith(CHECK_IN_REFUSALS.REFUNDED));
    expect([await statusOf(valid), await statusOf(unpaid), await statusOf(refunded)]).toEqual(['VALID', 'UNPAID', 'REFUNDED']);

    expect(await atHoursBefore(voyage, 11.9).checkIn(clerk.userId, valid)).toMatchObject({ ticketNo: valid, status: 'USED' });
    await expect(boarding.checkIn(clerk.userId, valid)).rejects.toMatchObject(refusedWith(CHECK_IN_REFUSALS.USED));
    expect(await statusOf(valid)).toBe('USED');
    expect(await auditOf('ticket', valid)).toEqual([
      expect.objectContaining({ action: 'ticket.checkIn', staffUserId: clerk.userId, before: { status: 'VALID' }, after: { status: 'USED', ticketNo: valid } }),
    ]);
  });

  it('of two check-ins of one ticket at once, one wins and the other is told it is used', async () => {
    const voyage = await newSailing(10);
    const ticketNo = await ticketOf(await paid(voyage));
    const boarding = atHoursBefore(voyage, 2);
    const results = await Promise.allSettled([boarding.checkIn(clerk.userId, ticketNo), boarding.checkIn(clerk.userId, ticketNo)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'checkin.used' });
    expect(await statusOf(ticketNo)).toBe('USED');
    expect(
      await testDb.db
        .select()
        .from(orderTickets)
        .where(and(eq(orderTickets.ticketNo, ticketNo), eq(orderTickets.status, 'USED'))),
    ).toHaveLength(1);
    expect(await auditOf('ticket', ticketNo)).toHaveLength(1);
  });
});

describe('every user’s orders', () => {
  it('the clerk searches them by contact (name, phone or e-mail, any case) beside number, status and days', async () => {
    const voyage = await newSailing(10);
    const made = await post<OrderView>(app, ORDER_PATHS.save, customer.headers, {
      ...oneWay(asSailing(voyage), CABIN),
      contactName: '佐藤花子',
      contactEmail: 'Hanako.Sato@Example.jp',
    });
    const search = async (query: Record<string, string>) =>
      (
        (await app.inject({ method: 'POST', url: `/api${STAFF_ORDER_PATHS.page}`, query, headers: clerk.headers })).json() as { data: Page<OrderView> }
      ).data.records.map((r) => r.uuid);
    expect(await search({ contact: 'hanako.sato' })).toEqual([made.data.uuid]);
    expect(await search({ contact: '花子', status: 'DUE_PAY', orderNo: made.data.orderNo! })).toEqual([made.data.uuid]);
    expect(await search({ contact: '花子', status: 'PAID' })).toEqual([]);
    expect(await search({ contact: '100%_' })).toEqual([]);
  });
});

describe('route directions', () => {
  it('lists every route direction with its ports, usual vessel, duration and currency, to the clerk only', async () => {
    const answer = await get<StaffRoute[]>(app, STAFF_ROUTES_PATH, clerk.headers, {});
    expect(answer.code).toBe(200);
    expect(answer.data.map((r) => r.code)).toEqual(expect.arrayContaining(['SHA-OSA', 'OSA-SHA']));
    expect(answer.data.find((r) => r.code === 'SHA-OSA')).toMatchObject({
      departurePort: 'CNSHA',
      arrivalPort: 'JPOSA',
      currency: 'RMB',
      durationMinutes: expect.any(Number),
    });
    expect(answer.data.find((r) => r.code === 'OSA-SHA')?.currency).toBe('JPY');
    await expectRefusedAndStillLoggedIn(app, await get(app, STAFF_ROUTES_PATH, customer.headers, {}), customer);
    await expectRefusedAndStillLoggedIn(app, await get(app, STAFF_ROUTES_PATH, editor.headers, {}), editor);
  });
});
