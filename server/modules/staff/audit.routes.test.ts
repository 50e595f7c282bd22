import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { ENTERPRISE } from '../../../src/domain/identityApi';
import { STAFF_ORDER_PATHS } from '../../../src/domain/payments';
import { STAFF_BOOKING_PATHS, BOOKING_PATHS } from '../../../src/domain/shipping/paths';
import type { BookingView } from '../../../src/domain/shipping/types';
import type { AuditEntryView } from '../../../src/domain/staff/audit';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { auditEntries } from '../../db/schema';
import { createUser } from '../../test/login';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { futureSailings, oneWay, type Sailing } from '../../test/orders.testkit';
import { bookingForm } from '../../test/shipping/shipping.testkit';
import { expectRefusedAndStillLoggedIn, get, post, staffCaller, type Caller } from '../../test/staff.testkit';

/** Every staff action leaves its audit entry, read on the record by the role that works on it. */

let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let ticketing: Caller & { cnName: string };
let shipping: Caller & { cnName: string };
let reviewer: Caller & { cnName: string };
let admin: Caller;
let customer: Caller;
let shipper: Caller;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 5);
  ticketing = await staffCaller(app, testDb.db, 'ticketingClerk', '售票员甲');
  shipping = await staffCaller(app, testDb.db, 'shippingClerk', '订舱员乙');
  reviewer = await staffCaller(app, testDb.db, 'reviewer', '审核员丙');
  admin = await staffCaller(app, testDb.db, 'admin');
  customer = await staffCaller(app, testDb.db, 'individual');
  shipper = await staffCaller(app, testDb.db, 'enterprise');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const auditOf = (who: Caller, recordType: string, recordId: string) => get<AuditEntryView[]>(app, STAFF_PATHS.audit, who.headers, { recordType, recordId });

describe('order staff moves', () => {
  it('write one audit entry each in the move’s transaction, with the clerk’s id and name and the states before and after; the history names the clerk', async () => {
    const order = (await post<OrderView>(app, ORDER_PATHS.save, customer.headers, oneWay(sailings[0]!, 'SECOND_DORMITORY'))).data;
    await post(app, ORDER_PATHS.offlinePayment, customer.headers, { uuid: order.uuid });
    expect((await post(app, STAFF_ORDER_PATHS.rejectOffline, ticketing.headers, { uuid: order.uuid, reason: '未到账' })).code).toBe(200);
    await post(app, ORDER_PATHS.offlinePayment, customer.headers, { uuid: order.uuid });
    expect((await post(app, STAFF_ORDER_PATHS.confirmOffline, ticketing.headers, { uuid: order.uuid })).code).toBe(200);
    // A repeated confirmation changes nothing, so it is not audited.
    expect((await post(app, STAFF_ORDER_PATHS.confirmOffline, ticketing.headers, { uuid: order.uuid })).code).toBe(200);

    const answer = await auditOf(ticketing, 'order', order.uuid);
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual([
      expect.objectContaining({
        action: 'order.confirmOfflinePayment',
        staffUserId: ticketing.userId,
        staffName: '售票员甲',
        recordType: 'order',
        recordId: order.uuid,
        before: { status: 'DUE_PAY', stateValue: { DUE_PAY: 'offlineClaimed' } },
        after: { status: 'PAID', stateValue: 'PAID' },
      }),
      expect.objectContaining({
        action: 'order.rejectOfflinePayment',
        after: { status: 'DUE_PAY', stateValue: { DUE_PAY: 'awaitingPayment' }, note: '未到账' },
      }),
    ]);
    expect(Date.parse(answer.data[0]!.at)).toBeGreaterThanOrEqual(Date.parse(answer.data[1]!.at));

    const details = await get<OrderView>(app, ORDER_PATHS.load, customer.headers, { uuid: order.uuid });
    const history = details.data.history ?? [];
    expect(history.filter((h) => h.actor === 'staff').map((h) => h.actorName)).toEqual(['售票员甲', '售票员甲']);
    expect(history.filter((h) => h.actor !== 'staff').every((h) => h.actorName === null)).toBe(true);
  });

  it('a refused move writes no audit entry', async () => {
    const order = (await post<OrderView>(app, ORDER_PATHS.save, customer.headers, oneWay(sailings[1]!, 'SECOND_DORMITORY'))).data;
    expect((await post(app, STAFF_ORDER_PATHS.approveRefund, ticketing.headers, { uuid: order.uuid })).code).toBe(ErrorCode.BUSINESS);
    expect(await testDb.db.select().from(auditEntries).where(eq(auditEntries.recordId, order.uuid))).toEqual([]);
  });
});

describe('booking and enterprise staff moves', () => {
  it('the shipping clerk’s confirmation is audited on the booking', async () => {
    const booking = (await post<BookingView>(app, BOOKING_PATHS.submit, shipper.headers, bookingForm(sailings[2]!))).data;
    expect((await post(app, STAFF_BOOKING_PATHS.confirm, shipping.headers, { uuid: booking.uuid, note: '舱位已确认' })).code).toBe(0);
    const answer = await auditOf(shipping, 'booking', booking.uuid);
    expect(answer.data).toEqual([
      expect.objectContaining({
        action: 'booking.confirm',
        staffUserId: shipping.userId,
        staffName: '订舱员乙',
        before: { status: 'Submitted', stateValue: 'Submitted' },
        after: expect.objectContaining({ status: 'Confirmed', note: '舱位已确认' }),
      }),
    ]);
  });

  it('the reviewer’s approval, disabling and enabling are audited on the enterprise', async () => {
    const applicant = await createUser(testDb.db, { logonId: `aud_${Date.now()}`, role: 'enterprise', enterprise: { state: 'PENDING_REVIEW' } });
    const enterpriseId = applicant.enterpriseId!;
    expect((await post(app, ENTERPRISE.reviewUsersById, reviewer.headers, { enterpriseId, approved: true })).code).toBe(0);
    expect((await post(app, ENTERPRISE.isDisableUsersById, reviewer.headers, { enterpriseId, disabled: true })).code).toBe(0);
    expect((await post(app, ENTERPRISE.isDisableUsersById, reviewer.headers, { enterpriseId, disabled: false })).code).toBe(0);
    const answer = await auditOf(reviewer, 'enterprise', enterpriseId);
    expect(answer.data.map((e) => [e.action, (e.before as { state: string }).state, (e.after as { state: string }).state, e.staffName])).toEqual([
      ['enterprise.enable', 'DISABLED', 'APPROVED', '审核员丙'],
      ['enterprise.disable', 'APPROVED', 'DISABLED', '审核员丙'],
      ['enterprise.approve', 'PENDING_REVIEW', 'APPROVED', '审核员丙'],
    ]);
  });
});

describe('reading the audit of a record', () => {
  it('is for the role that works on the record type and the administrator; others get 10403 and stay logged in', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    await expectRefusedAndStillLoggedIn(app, await auditOf(customer, 'order', id), customer);
    await expectRefusedAndStillLoggedIn(app, await auditOf(shipper, 'booking', id), shipper);
    await expectRefusedAndStillLoggedIn(app, await auditOf(shipping, 'order', id), shipping);
    await expectRefusedAndStillLoggedIn(app, await auditOf(ticketing, 'enterprise', id), ticketing);
    expect(await auditOf(ticketing, 'order', id)).toMatchObject({ code: 200, data: [] });
    expect(await auditOf(admin, 'booking', id)).toMatchObject({ code: 200, data: [] });
    const unknownType = await auditOf(admin, 'spaceship', id);
    expect(unknownType).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { recordType: { message: expect.any(String), jpMessage: expect.any(String) } } },
    });
    const response = await app.inject({ method: 'GET', url: `/api${STAFF_PATHS.audit}`, query: { recordType: 'order', recordId: id } });
    expect(response.statusCode).toBe(401);
  });
});
