import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCounts } from '../../../src/domain/staff/dashboard';
import { STAFF_DASHBOARD_PATH } from '../../../src/domain/staff/dashboard';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { newCaller } from '../../test/shipping/shipping.testkit';
import { expectRefusedAndStillLoggedIn, get, staffCaller, type Caller } from '../../test/staff.testkit';

/** The console's home counts through the real application. */

let testDb: TestDb;
let app: FastifyInstance;
const callers: Record<'reviewer' | 'ticketingClerk' | 'shippingClerk' | 'editor' | 'customer', Caller> = {} as never;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  for (const role of ['reviewer', 'ticketingClerk', 'shippingClerk', 'editor'] as const) callers[role] = await staffCaller(app, testDb.db, role);
  callers.customer = await staffCaller(app, testDb.db, 'individual');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const counts = (caller: Caller) => get<DashboardCounts>(app, STAFF_DASHBOARD_PATH, caller.headers, {});

describe('staff dashboard counts', () => {
  it('answers each role only its own counts', async () => {
    expect(Object.keys((await counts(callers.reviewer)).data)).toEqual(['pendingReviews']);
    expect(Object.keys((await counts(callers.ticketingClerk)).data).sort()).toEqual(['offlinePayments', 'paymentsToReturn', 'payoutsToMake', 'refundRequests']);
    expect(Object.keys((await counts(callers.shippingClerk)).data)).toEqual(['submittedBookings']);
    expect((await counts(callers.editor)).data).toEqual({});
  });

  it('counts an enterprise that registered for review, and not one already approved', async () => {
    const before = (await counts(callers.reviewer)).data.pendingReviews ?? 0;
    await newCaller(app, testDb.db, 'enterprise', 'PENDING_REVIEW');
    await newCaller(app, testDb.db, 'enterprise', 'APPROVED');
    const after = await counts(callers.reviewer);
    expect(after.code).toBe(200);
    expect(after.data.pendingReviews).toBe(before + 1);
  });

  it('refuses a customer with 10403, who stays logged in', async () => {
    await expectRefusedAndStillLoggedIn(app, await counts(callers.customer), callers.customer);
  });

  it('answers HTTP 401 without a login', async () => {
    const response = await app.inject({ method: 'GET', url: `/api${STAFF_DASHBOARD_PATH}` });
    expect(response.statusCode).toBe(401);
  });
});
