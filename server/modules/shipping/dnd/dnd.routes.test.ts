import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/domain/envelope';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { DND_PATHS, STAFF_DND_PATHS, STAFF_TRACKING_PATHS } from '../../../../src/domain/shipping/cargoPaths';
import type { DemurrageLine, DndEstimate, DndTariffView } from '../../../../src/domain/shipping/cargoTypes';
import { SHIPPING_MESSAGES } from '../../../../src/domain/shipping/messages';
import { VALIDATION_MESSAGES } from '../../../../src/domain/validation/messages';
import { BOOKING_PATHS, STAFF_BOOKING_PATHS } from '../../../../src/domain/shipping/paths';
import { STAFF_PATHS } from '../../../../src/domain/staff/paths';
import type { BookingView } from '../../../../src/domain/shipping/types';
import { containerCheckDigit } from '../../../../src/domain/shipping/tracking';
import { localDate } from '../../../../src/domain/voyages';
import { dndTariffs } from '../../../db/schema';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { futureSailings, type Sailing } from '../../../test/orders.testkit';
import { bookingForm, get, newCaller, post, type Caller } from '../../../test/shipping/shipping.testkit';

/** Demurrage and detention: published tariffs, the estimate, the enterprise's running charges and the clerk's tariffs. */

let testDb: TestDb;
let app: FastifyInstance;
let sailing: Sailing;
let clerk: Caller;
let owner: Caller;
let other: Caller;
let individual: Caller;

const box = (serial: number) => {
  const first10 = `DNDU${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
};
const field = (key: keyof typeof SHIPPING_MESSAGES) => ({ message: SHIPPING_MESSAGES[key].zh, jpMessage: SHIPPING_MESSAGES[key].ja });
const dateFormat = { message: VALIDATION_MESSAGES.dateFormat.zh, jpMessage: VALIDATION_MESSAGES.dateFormat.ja };
const estimate = (who: Caller, body: object) => post<DndEstimate>(app, DND_PATHS.estimate, who.headers, body);

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  [sailing] = (await futureSailings(testDb.db, 'SHA-OSA', 3)) as [Sailing];
  clerk = await newCaller(app, testDb.db, 'shippingClerk');
  owner = await newCaller(app, testDb.db, 'enterprise');
  other = await newCaller(app, testDb.db, 'enterprise');
  individual = await newCaller(app, testDb.db, 'individual');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

describe('free days (public)', () => {
  it('lists the seeded tariff of every port and type, anonymous, by GET and POST', async () => {
    const all = await get<DndTariffView[]>(app, DND_PATHS.freeDayList, undefined, {});
    expect(all.code).toBe(0);
    const ports = new Set(all.data.map((t) => t.portCode));
    expect(ports.size).toBeGreaterThanOrEqual(14);
    expect(all.data).toHaveLength(ports.size * 5);
    const sha = await get<DndTariffView[]>(app, DND_PATHS.freeDayList, undefined, { portCode: 'CNSHA', containerType: '40HC' });
    expect(sha.data).toEqual([
      expect.objectContaining({
        portCode: 'CNSHA',
        portNameZh: '上海港',
        containerType: '40HC',
        currency: 'RMB',
        freeDays: 7,
        tiers: [
          { fromDay: 8, toDay: 14, rateMinor: 30000 },
          { fromDay: 15, toDay: 21, rateMinor: 60000 },
          { fromDay: 22, toDay: null, rateMinor: 90000 },
        ],
      }),
    ]);
    const osaka = await post<DndTariffView[]>(app, DND_PATHS.freeDayList, undefined, { portCode: 'JPOSA' });
    expect(osaka.data.map((t) => [t.containerType, t.currency])).toEqual(['20GP', '20RF', '40GP', '40HC', '40RF'].map((type) => [type, 'JPY']));
    expect((await post<DndTariffView[]>(app, DND_PATHS.freeDayList, undefined)).data).toHaveLength(all.data.length);
    expect((await get<DndTariffView[]>(app, DND_PATHS.freeDayList, undefined, { portCode: 'USNYC' })).data).toEqual([]);
  });
});

describe('the estimate', () => {
  const body = { portCode: 'CNSHA', containerType: '40HC', quantity: 2, startDate: '2026-03-01', endDate: '2026-03-22' };

  it('needs a login (HTTP 401) and the menu (staff 10403); individuals and enterprises may estimate', async () => {
    expect((await app.inject({ method: 'POST', url: `/api${DND_PATHS.estimate}`, payload: body })).statusCode).toBe(401);
    expect(await estimate(clerk, body)).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    for (const who of [individual, owner]) expect((await estimate(who, body)).code).toBe(0);
  });

  it('answers each tier’s days, rate and amount and the total in the port’s currency', async () => {
    const answer = await estimate(individual, body);
    expect(answer.data).toMatchObject({
      portCode: 'CNSHA',
      portNameJa: '上海港',
      containerType: '40HC',
      currency: 'RMB',
      quantity: 2,
      totalDays: 22,
      freeDays: 7,
      freeDaysUsed: 7,
      freeDaysLeft: 0,
      chargeableDays: 15,
      tiers: [
        { fromDay: 8, toDay: 14, rateMinor: 30000, days: 7, amountMinor: 420000 },
        { fromDay: 15, toDay: 21, rateMinor: 60000, days: 7, amountMinor: 840000 },
        { fromDay: 22, toDay: null, rateMinor: 90000, days: 1, amountMinor: 180000 },
      ],
      totalMinor: 1440000,
      startDate: '2026-03-01',
      endDate: '2026-03-22',
    });
    const sameDay = await estimate(individual, { ...body, portCode: 'jposa', containerType: '20gp', quantity: '1', endDate: '2026-03-01' });
    expect(sameDay.data).toMatchObject({ currency: 'JPY', totalDays: 1, freeDaysLeft: 5, totalMinor: 0 });
  });

  it('refuses bad input with every field named in both languages', async () => {
    expect(await estimate(owner, {})).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: {
        fields: {
          portCode: field('portRequired'),
          containerType: field('containerTypeRequired'),
          quantity: field('dndQuantityRange'),
          startDate: field('dateRequired'),
          endDate: field('dateRequired'),
        },
      },
    });
    expect(
      await estimate(owner, { ...body, portCode: 'SHANGHAI', containerType: '45G1', quantity: 0, startDate: '2026-02-30', endDate: '01/03/2026' }),
    ).toMatchObject({
      data: {
        fields: {
          portCode: field('portFormat'),
          containerType: field('containerTypeInvalid'),
          quantity: field('dndQuantityRange'),
          startDate: dateFormat,
          endDate: dateFormat,
        },
      },
    });
    expect(await estimate(owner, { ...body, endDate: '2026-02-28' })).toMatchObject({ data: { fields: { endDate: field('dateRangeOrder') } } });
    expect(await estimate(owner, { ...body, portCode: 'USNYC' })).toMatchObject({ data: { fields: { portCode: field('portUnknown') } } });
  });
});

describe('the demurrage query', () => {
  const daysAgo = (d: number) => new Date(Date.now() - d * 86400000).toISOString();

  beforeAll(async () => {
    const submitted = await post<BookingView>(app, BOOKING_PATHS.submit, owner.headers, bookingForm(sailing));
    expect((await post(app, STAFF_BOOKING_PATHS.confirm, clerk.headers, { uuid: submitted.data.uuid })).code).toBe(0);
    const assigned = await post(app, STAFF_TRACKING_PATHS.assignContainers, clerk.headers, {
      bookingUuid: submitted.data.uuid,
      containers: [
        { containerNo: box(1), containerType: '40HC' },
        { containerNo: box(2), containerType: '20GP' },
        { containerNo: box(3), containerType: '40HC' },
      ],
    });
    expect(assigned.code, JSON.stringify(assigned)).toBe(0);
    const event = async (containerNo: string, eventCode: string, at: string, classifier = 'ACT') =>
      expect(
        (await post(app, STAFF_TRACKING_PATHS.recordEvent, clerk.headers, { containerNo, eventCode, classifier, locationCode: 'CNSHA', eventTime: at })).code,
      ).toBe(0);
    // Picked up empty ten days ago and still not loaded: 11 days, 4 of them charged.
    await event(box(1), 'GTOT', daysAgo(10));
    // Picked up three days ago and loaded yesterday: the clock stopped at 3 days.
    await event(box(2), 'GTOT', daysAgo(3));
    await event(box(2), 'LOAD', daysAgo(1));
    // Only planned: no period yet.
    await event(box(3), 'GTOT', daysAgo(1), 'PLN');
  });

  it('answers the enterprise’s running and ended periods with free days left and charges so far', async () => {
    const page = await post<Page<DemurrageLine>>(app, DND_PATHS.demurragePage, owner.headers, {});
    expect(page.code, JSON.stringify(page)).toBe(0);
    expect(page.data.total).toBe(2);
    const running = page.data.records.find((l) => l.containerNo === box(1))!;
    expect(running).toMatchObject({
      side: 'EXPORT',
      portCode: 'CNSHA',
      portNameEn: 'Shanghai',
      containerType: '40HC',
      startDate: localDate(new Date(daysAgo(10)), 'CNSHA'),
      endDate: null,
      charge: { currency: 'RMB', totalDays: 11, freeDaysUsed: 7, freeDaysLeft: 0, chargeableDays: 4, totalMinor: 4 * 30000 },
    });
    const ended = page.data.records.find((l) => l.containerNo === box(2))!;
    expect(ended).toMatchObject({ endDate: localDate(new Date(daysAgo(1)), 'CNSHA'), charge: { totalDays: 3, freeDaysLeft: 4, totalMinor: 0 } });
    const filtered = await post<Page<DemurrageLine>>(app, DND_PATHS.demurragePage, owner.headers, { containerNo: box(2).slice(0, 10).toLowerCase() });
    expect(filtered.data.records.map((l) => l.containerNo)).toEqual([box(2)]);
  });

  it('searches by the booking number or its beginning, and pages', async () => {
    const bookingNo = (await post<Page<DemurrageLine>>(app, DND_PATHS.demurragePage, owner.headers, {})).data.records[0]!.bookingNo;
    const byBooking = await post<Page<DemurrageLine>>(app, DND_PATHS.demurragePage, owner.headers, { bookingNo: ` ${bookingNo.slice(0, -1).toLowerCase()} ` });
    expect(byBooking.data.records.map((l) => l.containerNo).sort()).toEqual([box(1), box(2)]);
    expect((await post<Page<DemurrageLine>>(app, DND_PATHS.demurragePage, owner.headers, { bookingNo: 'NOSUCHBOOKING' })).data).toMatchObject({
      records: [],
      total: 0,
    });
    const second = await post<Page<DemurrageLine>>(app, DND_PATHS.demurragePage, owner.headers, { current: 2, size: 10 });
    expect(second.data).toMatchObject({ records: [], total: 2, current: 2, size: 10, pages: 1 });
  });

  it('refuses a page that is not 1 or more, a size other than 10, 20 or 50, and numbers too long', async () => {
    for (const body of [{ current: 0 }, { size: 7 }, { containerNo: 'X'.repeat(12) }, { bookingNo: 'B'.repeat(33) }]) {
      const answer = await post(app, DND_PATHS.demurragePage, owner.headers, body);
      expect(answer.code, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
    }
  });

  it('is an approved enterprise’s own: HTTP 401 anonymous, 10403 individuals and enterprises not approved, another enterprise sees nothing', async () => {
    expect((await app.inject({ method: 'POST', url: `/api${DND_PATHS.demurragePage}`, payload: {} })).statusCode).toBe(401);
    for (const who of [individual, clerk, await newCaller(app, testDb.db, 'enterprise', 'PENDING_REVIEW')]) {
      expect(await post(app, DND_PATHS.demurragePage, who.headers, {})).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    }
    expect((await post<Page<DemurrageLine>>(app, DND_PATHS.demurragePage, other.headers, {})).data).toMatchObject({ records: [], total: 0 });
    // Asked by the owner's container or booking number, another enterprise finds nothing: the same answer as an unknown number.
    const bookingNo = (await post<Page<DemurrageLine>>(app, DND_PATHS.demurragePage, owner.headers, {})).data.records[0]!.bookingNo;
    for (const search of [{ containerNo: box(1) }, { bookingNo }]) {
      expect((await post<Page<DemurrageLine>>(app, DND_PATHS.demurragePage, other.headers, search)).data).toMatchObject({ records: [], total: 0 });
    }
  });
});

describe('the clerk’s tariffs', () => {
  const tariff = {
    portCode: 'JPUKB',
    containerType: '40RF',
    freeDays: 4,
    tiers: [
      { fromDay: 5, toDay: 8, rateMinor: 15000 },
      { fromDay: 9, toDay: null, rateMinor: 30000 },
    ],
  };

  it.each(Object.entries(STAFF_DND_PATHS))('%s: HTTP 401 anonymous, 10403 for customers and other staff', async (_name, path) => {
    expect((await app.inject({ method: 'POST', url: `/api${path}`, payload: tariff })).statusCode).toBe(401);
    for (const who of [owner, individual, await newCaller(app, testDb.db, 'ticketingClerk')])
      expect(await post(app, path, who.headers, tariff)).toMatchObject({ code: ErrorCode.NO_PERMISSION });
  });

  it('replaces a tariff (the port’s currency), which the list and the estimate then use', async () => {
    const saved = await post<DndTariffView>(app, STAFF_DND_PATHS.saveTariff, clerk.headers, tariff);
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data).toMatchObject({ ...tariff, currency: 'JPY', portNameEn: 'Kobe' });
    const listed = await get<DndTariffView[]>(app, DND_PATHS.freeDayList, undefined, { portCode: 'JPUKB', containerType: '40RF' });
    expect(listed.data[0]).toMatchObject({ freeDays: 4, tiers: tariff.tiers });
    const cost = await estimate(owner, { portCode: 'JPUKB', containerType: '40RF', quantity: 1, startDate: '2026-05-01', endDate: '2026-05-10' });
    expect(cost.data.totalMinor).toBe(4 * 15000 + 2 * 30000);
  });

  it('moves the tiers with new free days', async () => {
    await post(app, STAFF_DND_PATHS.saveTariff, clerk.headers, tariff);
    const moved = await post<DndTariffView>(app, STAFF_DND_PATHS.setFreeDays, clerk.headers, { portCode: 'JPUKB', containerType: '40RF', freeDays: 6 });
    expect(moved.data).toMatchObject({
      freeDays: 6,
      tiers: [
        { fromDay: 7, toDay: 10, rateMinor: 15000 },
        { fromDay: 11, toDay: null, rateMinor: 30000 },
      ],
    });
    expect(await post(app, STAFF_DND_PATHS.setFreeDays, clerk.headers, { portCode: 'JPUKB', containerType: '40RF', freeDays: 61 })).toMatchObject({
      data: { fields: { freeDays: field('dndFreeDaysRange') } },
    });
  });

  it('audits each change with the tariff before and after, read by the shipping clerk (not the ticketing clerk)', async () => {
    await post(app, STAFF_DND_PATHS.saveTariff, clerk.headers, tariff);
    await post(app, STAFF_DND_PATHS.setFreeDays, clerk.headers, { portCode: 'JPUKB', containerType: '40RF', freeDays: 5 });
    const query = { recordType: 'tariff', recordId: 'JPUKB:40RF' };
    const trail = await get<{ action: string; before: { freeDays: number } | null; after: { freeDays: number } }[]>(
      app,
      STAFF_PATHS.audit,
      clerk.headers,
      query,
    );
    expect(trail.data[0]).toMatchObject({ action: 'tariff.setFreeDays', before: { freeDays: 4 }, after: { freeDays: 5 } });
    expect(trail.data[1]).toMatchObject({ action: 'tariff.save', after: { freeDays: 4, tiers: tariff.tiers } });
    expect(await get(app, STAFF_PATHS.audit, (await newCaller(app, testDb.db, 'ticketingClerk')).headers, query)).toMatchObject({
      code: ErrorCode.NO_PERMISSION,
    });
  });

  it('a port without a tariff for the type: the estimate says so at portCode, free days cannot be set (10404)', async () => {
    await testDb.db.delete(dndTariffs).where(and(eq(dndTariffs.portCode, 'JPHKT'), eq(dndTariffs.containerType, '20RF')));
    expect(await estimate(owner, { portCode: 'JPHKT', containerType: '20RF', quantity: 1, startDate: '2026-05-01', endDate: '2026-05-02' })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { portCode: field('dndNoTariff') } },
    });
    expect(await post(app, STAFF_DND_PATHS.setFreeDays, clerk.headers, { portCode: 'JPHKT', containerType: '20RF', freeDays: 5 })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const created = await post<DndTariffView>(app, STAFF_DND_PATHS.saveTariff, clerk.headers, {
      portCode: 'JPHKT',
      containerType: '20RF',
      freeDays: 6,
      tiers: [{ fromDay: 7, toDay: null, rateMinor: 8000 }],
    });
    expect(created.data).toMatchObject({ currency: 'JPY', freeDays: 6 });
  });

  it('refuses tiers with gaps, closed last tiers, unknown ports and types, in both languages', async () => {
    const bad = (changes: object) => post(app, STAFF_DND_PATHS.saveTariff, clerk.headers, { ...tariff, ...changes });
    expect(
      await bad({
        tiers: [
          { fromDay: 5, toDay: 8, rateMinor: 15000 },
          { fromDay: 10, toDay: null, rateMinor: 30000 },
        ],
      }),
    ).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { tiers: field('dndTiersShape') } },
    });
    expect(await bad({ tiers: [{ fromDay: 5, toDay: 8, rateMinor: 15000 }] })).toMatchObject({ data: { fields: { tiers: field('dndTiersShape') } } });
    expect(await bad({ tiers: [{ fromDay: 5, toDay: null, rateMinor: 0 }] })).toMatchObject({
      data: { fields: { 'tiers[0].rateMinor': field('dndTiersShape') } },
    });
    expect(await bad({ portCode: 'USNYC' })).toMatchObject({ data: { fields: { portCode: field('portUnknown') } } });
    expect(await bad({ containerType: '45G1', freeDays: -1 })).toMatchObject({
      data: { fields: { containerType: field('containerTypeInvalid'), freeDays: field('dndFreeDaysRange') } },
    });
  });
});
