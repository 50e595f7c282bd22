import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/domain/envelope';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { STAFF_TRACKING_PATHS, TRACKING_PATHS } from '../../../../src/domain/shipping/cargoPaths';
import type { BookingContainerView, CargoTrackingAnswer, ContainerTrack, TrackingEventView } from '../../../../src/domain/shipping/cargoTypes';
import { SHIPPING_ERRORS, SHIPPING_MESSAGES } from '../../../../src/domain/shipping/messages';
import { BL_PATHS, BOOKING_PATHS, STAFF_BOOKING_PATHS } from '../../../../src/domain/shipping/paths';
import type { BillOfLadingSummary, BookingView } from '../../../../src/domain/shipping/types';
import { containerCheckDigit } from '../../../../src/domain/shipping/tracking';
import { auditEntries, bookings } from '../../../db/schema';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { futureSailings, type Sailing } from '../../../test/orders.testkit';
import { bookingForm, newCaller, post, type Caller } from '../../../test/shipping/shipping.testkit';

/** Cargo tracking and the clerk's containers and events, through the real application and database. */

let testDb: TestDb;
let app: FastifyInstance;
let sailing: Sailing;
let clerk: Caller;
let owner: Caller;
let other: Caller;
let individual: Caller;

/** A valid ISO 6346 number of the test owner code TST. */
const box = (serial: number) => {
  const first10 = `TSTU${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
};
/** The same number with a wrong check digit. */
const badBox = (serial: number) => `${box(serial).slice(0, 10)}${(Number(box(serial)[10]) + 1) % 10}`;

const NOT_FOUND = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません', data: null };
const field = (key: keyof typeof SHIPPING_MESSAGES) => ({ message: SHIPPING_MESSAGES[key].zh, jpMessage: SHIPPING_MESSAGES[key].ja });

const track = (who: Caller, numbers: unknown) => post<CargoTrackingAnswer>(app, TRACKING_PATHS.track, who.headers, { numbers });
const assign = (body: object, who: Caller = clerk) => post<BookingContainerView[]>(app, STAFF_TRACKING_PATHS.assignContainers, who.headers, body);
const record = (body: object, who: Caller = clerk) => post<TrackingEventView>(app, STAFF_TRACKING_PATHS.recordEvent, who.headers, body);

async function confirmedBooking(caller: Caller, { bill = false } = {}): Promise<{ booking: BookingView; blNo: string | null }> {
  const answer = await post<BookingView>(app, BOOKING_PATHS.submit, caller.headers, bookingForm(sailing));
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  const booking = answer.data;
  for (const path of bill ? [STAFF_BOOKING_PATHS.confirm, STAFF_BOOKING_PATHS.issueBl] : [STAFF_BOOKING_PATHS.confirm])
    expect((await post(app, path, clerk.headers, { uuid: booking.uuid })).code).toBe(0);
  if (!bill) return { booking, blNo: null };
  const bills = await post<Page<BillOfLadingSummary>>(app, BL_PATHS.page, caller.headers, {});
  return { booking, blNo: bills.data.records.find((b) => b.bookingUuid === booking.uuid)!.blNo };
}

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

describe('who may call', () => {
  it('tracking needs a login: HTTP 401 anonymous', async () => {
    expect((await app.inject({ method: 'POST', url: `/api${TRACKING_PATHS.track}`, payload: { numbers: box(1) } })).statusCode).toBe(401);
  });

  it.each(Object.entries(STAFF_TRACKING_PATHS))('%s: HTTP 401 anonymous, 10403 for customers and other staff', async (_name, path) => {
    expect((await app.inject({ method: 'POST', url: `/api${path}`, payload: {} })).statusCode).toBe(401);
    for (const who of [owner, individual, await newCaller(app, testDb.db, 'ticketingClerk')]) {
      expect(await post(app, path, who.headers, {})).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    }
  });

  it('staff without menus are refused tracking (10403)', async () => {
    expect(await track(clerk, box(1))).toMatchObject({ code: ErrorCode.NO_PERMISSION });
  });
});

describe('numbering a booking’s containers', () => {
  it('numbers a confirmed booking’s boxes, at most as many of a type as booked', async () => {
    const { booking } = await confirmedBooking(owner);
    const answer = await assign({
      bookingUuid: booking.uuid,
      containers: [
        { containerNo: box(11), containerType: '40HC' },
        { containerNo: box(12).toLowerCase(), containerType: '40hc' },
      ],
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.map((c) => [c.containerNo, c.containerType, c.bookingNo])).toEqual([
      [box(11), '40HC', booking.bookingNo],
      [box(12), '40HC', booking.bookingNo],
    ]);
    // The booking has two 40HC: a third is refused, at the list.
    expect(await assign({ bookingUuid: booking.uuid, containers: [{ containerNo: box(13), containerType: '40HC' }] })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { containers: field('containersExceedBooking') } },
    });
    // The same number twice on a booking.
    expect(await assign({ bookingUuid: booking.uuid, containers: [{ containerNo: box(11), containerType: '20GP' }] })).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: SHIPPING_ERRORS.containerAssigned.zh,
    });
  });

  it('refuses malformed numbers, wrong check digits and repeats with both languages at the field', async () => {
    const { booking } = await confirmedBooking(owner);
    const answer = await assign({
      bookingUuid: booking.uuid,
      containers: [
        { containerNo: 'ABC123', containerType: '40HC' },
        { containerNo: badBox(21), containerType: '40HC' },
        { containerNo: box(22), containerType: '45XX' },
      ],
    });
    expect(answer).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: {
        fields: {
          'containers[0].containerNo': field('containerNoFormat'),
          'containers[1].containerNo': field('containerNoCheckDigit'),
          'containers[2].containerType': field('containerTypeInvalid'),
        },
      },
    });
    expect(
      await assign({
        bookingUuid: booking.uuid,
        containers: [
          { containerNo: box(23), containerType: '20GP' },
          { containerNo: box(23), containerType: '20GP' },
        ],
      }),
    ).toMatchObject({
      data: { fields: { containers: field('containerNoDuplicate') } },
    });
    expect(await assign({ bookingUuid: booking.uuid, containers: [] })).toMatchObject({ data: { fields: { containers: field('containersRequired') } } });
  });

  it('refuses a booking that is not confirmed (10500) and an unknown one (10404)', async () => {
    const submitted = await post<BookingView>(app, BOOKING_PATHS.submit, owner.headers, bookingForm(sailing));
    expect(await assign({ bookingUuid: submitted.data.uuid, containers: [{ containerNo: box(31), containerType: '20GP' }] })).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: SHIPPING_ERRORS.bookingNotConfirmed.zh,
      jpMessage: SHIPPING_ERRORS.bookingNotConfirmed.ja,
    });
    expect(await assign({ bookingUuid: '00000000-0000-4000-8000-000000000000', containers: [{ containerNo: box(32), containerType: '20GP' }] })).toEqual(
      NOT_FOUND,
    );
  });
});

describe('recording events and tracking', () => {
  let bookingNo: string;
  let blNo: string;
  let othersNo: string;
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000).toISOString();

  beforeAll(async () => {
    const { booking, blNo: bl } = await confirmedBooking(owner, { bill: true });
    bookingNo = booking.bookingNo;
    blNo = bl!;
    expect(
      (
        await assign({
          bookingUuid: booking.uuid,
          containers: [
            { containerNo: box(41), containerType: '40HC' },
            { containerNo: box(42), containerType: '20GP' },
          ],
        })
      ).code,
    ).toBe(0);
    const others = await confirmedBooking(other);
    othersNo = others.booking.bookingNo;
    expect((await assign({ bookingUuid: others.booking.uuid, containers: [{ containerNo: box(51), containerType: '20GP' }] })).code).toBe(0);
  });

  it('records actual and planned events; sailing events get the booking’s vessel', async () => {
    const gateOut = await record({ containerNo: box(41), eventCode: 'GTOT', classifier: 'ACT', locationCode: 'cnsha', eventTime: hoursAgo(30) });
    expect(gateOut.code, JSON.stringify(gateOut)).toBe(0);
    expect(gateOut.data).toMatchObject({
      eventType: 'EQUIPMENT',
      eventCode: 'GTOT',
      classifier: 'ACT',
      locationCode: 'CNSHA',
      locationNameEn: 'Shanghai',
      nameZh: '出闸',
      vessel: null,
    });
    expect((await record({ containerNo: box(41), eventCode: 'GTIN', classifier: 'ACT', locationCode: 'CNSHA', eventTime: hoursAgo(5) })).code).toBe(0);
    const load = await record({
      containerNo: box(41),
      bookingNo,
      eventCode: 'LOAD',
      classifier: 'PLN',
      locationCode: 'CNSHA',
      eventTime: sailing.departureTime.toISOString(),
    });
    expect(load.data).toMatchObject({ eventCode: 'LOAD', classifier: 'PLN', vessel: sailing.vessel, voyageCode: sailing.code });
    const depart = await record({
      containerNo: box(41),
      eventCode: 'DEPA',
      classifier: 'PLN',
      locationCode: 'CNSHA',
      eventTime: sailing.departureTime.toISOString(),
    });
    expect(depart.data).toMatchObject({ eventType: 'TRANSPORT', eventCode: 'DEPA' });
  });

  it('audits the numbering and each event on the booking, with the clerk', async () => {
    const [booking] = await testDb.db.select().from(bookings).where(eq(bookings.bookingNo, bookingNo));
    const entries = await testDb.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordType, 'booking'), eq(auditEntries.recordId, booking!.uuid)));
    expect(entries.find((e) => e.action === 'booking.assignContainers')).toMatchObject({
      staffUserId: clerk.userId,
      before: { containers: '' },
      after: { containers: [box(41), box(42)].sort().join(', ') },
    });
    const events = entries.filter((e) => e.action === 'booking.recordEvent');
    expect(events.length).toBe(4);
    expect(events.map((e) => (e.after as { eventCode: string }).eventCode).sort()).toEqual(['DEPA', 'GTIN', 'GTOT', 'LOAD']);
    expect(events[0]).toMatchObject({ staffUserId: clerk.userId, after: { containerNo: box(41) } });
  });

  it('answers a booking’s numbered boxes with their timelines to the clerk, and an empty list (not 10404) while none is numbered', async () => {
    const list = await post<ContainerTrack[]>(app, STAFF_TRACKING_PATHS.bookingContainers, clerk.headers, { bookingNo: bookingNo.toLowerCase() });
    expect(list.code, JSON.stringify(list)).toBe(0);
    expect(list.data.map((c) => c.containerNo)).toEqual([box(41), box(42)].sort());
    expect(list.data.find((c) => c.containerNo === box(41))!.events.length).toBeGreaterThan(0);
    const { booking: unnumbered } = await confirmedBooking(owner);
    expect(await post(app, STAFF_TRACKING_PATHS.bookingContainers, clerk.headers, { bookingNo: unnumbered.bookingNo })).toMatchObject({ code: 0, data: [] });
    expect(await post(app, STAFF_TRACKING_PATHS.bookingContainers, clerk.headers, { bookingNo: 'nonsense' })).toMatchObject({ code: 0, data: [] });
  });

  it('refuses bad events with the field named in both languages, and unknown containers with 10404', async () => {
    expect(await record({ containerNo: box(41), eventCode: 'FLY', classifier: 'EST', locationCode: 'SHANGHAI', eventTime: 'yesterday' })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: {
        fields: {
          eventCode: field('eventCodeInvalid'),
          classifier: field('classifierInvalid'),
          locationCode: field('portFormat'),
          eventTime: field('eventTimeFormat'),
        },
      },
    });
    expect(await record({ containerNo: badBox(41), eventCode: 'GTIN', classifier: 'ACT', locationCode: 'CNSHA', eventTime: hoursAgo(1) })).toMatchObject({
      data: { fields: { containerNo: field('containerNoCheckDigit') } },
    });
    expect(await record({ containerNo: box(41), eventCode: 'GTIN', classifier: 'ACT', locationCode: 'USNYC', eventTime: hoursAgo(1) })).toMatchObject({
      data: { fields: { locationCode: field('portUnknown') } },
    });
    expect(
      await record({
        containerNo: box(41),
        eventCode: 'GTIN',
        classifier: 'ACT',
        locationCode: 'CNSHA',
        eventTime: new Date(Date.now() + 86400000).toISOString(),
      }),
    ).toMatchObject({
      data: { fields: { eventTime: field('actualInFuture') } },
    });
    expect(await record({ containerNo: box(99), eventCode: 'GTIN', classifier: 'ACT', locationCode: 'CNSHA', eventTime: hoursAgo(1) })).toEqual(NOT_FOUND);
  });

  it('finds the owner’s containers by booking, bill or container number: a timeline in time order and the current status', async () => {
    const byBooking = await track(owner, bookingNo);
    expect(byBooking.code, JSON.stringify(byBooking)).toBe(0);
    expect(byBooking.data.containers.map((c) => c.containerNo)).toEqual([box(42), box(41)].sort());
    const boxed = byBooking.data.containers.find((c) => c.containerNo === box(41))!;
    expect(boxed).toMatchObject({ bookingNo, blNo, polCode: 'CNSHA', podCode: 'JPOSA', containerType: '40HC', matchedBy: [bookingNo] });
    expect(boxed.events.map((e) => `${e.eventCode}/${e.classifier}`)).toEqual(['GTOT/ACT', 'GTIN/ACT', 'LOAD/PLN', 'DEPA/PLN']);
    expect(boxed.status).toMatchObject({ eventCode: 'GTIN', classifier: 'ACT', locationCode: 'CNSHA', locationNameZh: '上海港' });
    // Nothing has happened to the other box yet.
    expect(byBooking.data.containers.find((c) => c.containerNo === box(42))).toMatchObject({ status: null, events: [] });

    const byBill = await track(owner, blNo.toLowerCase());
    expect(byBill.data.containers).toHaveLength(2);
    const byBox = await track(owner, [`${box(41)}, ${box(41)}`]);
    expect(byBox.data.containers.map((c) => [c.containerNo, c.matchedBy])).toEqual([[box(41), [box(41)]]]);
    const several = await track(owner, `${bookingNo}\n${box(41)}；${blNo}`);
    expect(several.data.containers.find((c) => c.containerNo === box(41))!.matchedBy).toEqual([bookingNo, box(41), blNo]);
    expect(several.data.notFound).toEqual([]);
  });

  it('never finds another enterprise’s cargo: alone 10404, among the owner’s listed as not found', async () => {
    for (const numbers of [othersNo, box(51)]) expect(await track(owner, numbers)).toEqual(NOT_FOUND);
    expect(await track(other, box(41))).toEqual(NOT_FOUND);
    const mixed = await track(owner, [box(41), box(51), othersNo]);
    expect(mixed.data.containers.map((c) => c.containerNo)).toEqual([box(41)]);
    expect(mixed.data.notFound).toEqual([
      { number: box(51), kind: 'CONTAINER' },
      { number: othersNo, kind: 'BOOKING' },
    ]);
  });

  it('the clerk finds every enterprise’s containers', async () => {
    const answer = await post<CargoTrackingAnswer>(app, STAFF_TRACKING_PATHS.track, clerk.headers, { numbers: [box(41), othersNo] });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.containers.map((c) => c.containerNo).sort()).toEqual([box(41), box(51)]);
    expect(answer.data.notFound).toEqual([]);
    expect(await post(app, STAFF_TRACKING_PATHS.track, clerk.headers, { numbers: box(98) })).toEqual(NOT_FOUND);
  });

  it('an individual, or an enterprise not approved, has no cargo to find (10404)', async () => {
    expect(await track(individual, bookingNo)).toEqual(NOT_FOUND);
    const pending = await newCaller(app, testDb.db, 'enterprise', 'PENDING_REVIEW');
    expect(await track(pending, box(41))).toEqual(NOT_FOUND);
  });

  it('refuses malformed searches at numbers, naming the numbers, in both languages', async () => {
    expect(await track(owner, `${box(41)} ${badBox(41)}`)).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: {
        fields: {
          numbers: {
            message: `${SHIPPING_MESSAGES.containerNoCheckDigit.zh}：${badBox(41)}`,
            jpMessage: `${SHIPPING_MESSAGES.containerNoCheckDigit.ja}：${badBox(41)}`,
          },
        },
      },
    });
    expect(await track(owner, 'HELLO, BK1')).toMatchObject({
      data: { fields: { numbers: { message: `${SHIPPING_MESSAGES.trackingNumberUnknown.zh}：HELLO, BK1` } } },
    });
    expect(await track(owner, ' , ')).toMatchObject({ data: { fields: { numbers: field('trackingNumbersRequired') } } });
    expect(await post(app, TRACKING_PATHS.track, owner.headers, {})).toMatchObject({ data: { fields: { numbers: field('trackingNumbersRequired') } } });
    expect(
      await track(
        owner,
        Array.from({ length: 21 }, (_, i) => box(100 + i)),
      ),
    ).toMatchObject({ data: { fields: { numbers: field('trackingNumbersTooMany') } } });
  });
});
