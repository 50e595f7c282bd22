import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ORDER_PATHS } from '../../src/domain/payments';
import { STAFF_PATHS } from '../../src/domain/staff/paths';
import { ORDER_PATHS, type OrderView } from '../../src/domain/ticketing/order';
import { orderLegs, orders, voyageInventory, voyages } from '../db/schema';
import { authHeader, createUser, loginAs } from './login';
import { buildTestApp } from './testApp';
import { createTestDb, type TestDb } from './testDb';
import { adult, futureSailings, newUser, oneWay, type Sailing } from './orders.testkit';

/**
 * Locks that cannot deadlock (server/db/transaction.ts): a clerk cancels a sailing while other
 * clerks approve refunds and confirm bank transfers of orders on it, all at once, against the
 * real database. Every answer must be HTTP 200 (a refusal in the envelope is fine: an order
 * already abolished cannot be refunded), never a 5xx; afterwards every order has left the
 * sailing and the inventory is closed. On PostgreSQL the transactions really run side by side;
 * PGlite runs one at a time, so there it checks the outcome only.
 */

const CN_ACCOUNT = { bankName: '中国工商银行', accountNumber: '6222020200112233445', holderName: '王小明' };
const CLASSES = ['SECOND_DORMITORY', 'SUITE', 'FIRST_WESTERN'] as const;

export function declareLockRaces(rounds: number): void {
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  let testDb: TestDb;
  let app: FastifyInstance;
  let sailings: Sailing[];
  let clerks: { authorization: string }[];
  /** several accounts, so the limits on holding never refuse the set-up */
  let customers: { authorization: string }[];

  beforeAll(async () => {
    testDb = await createTestDb();
    app = await buildTestApp(testDb);
    sailings = [...(await futureSailings(testDb.db, 'SHA-OSA', 3)), ...(await futureSailings(testDb.db, 'SHA-KOB', 3))];
    clerks = await Promise.all(
      [1, 2, 3].map(async () => {
        const logonId = `stf_${randomBytes(5).toString('hex')}`;
        await createUser(testDb.db, { logonId, role: 'ticketingClerk' });
        return authHeader(await loginAs(app, logonId));
      }),
    );
    customers = await Promise.all([1, 2, 3].map(async () => (await newUser(app, testDb.db)).headers));
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
  });

  async function post(path: string, headers: object, payload: object): Promise<{ status: number; body: { code: number; data: unknown } }> {
    const response = await app.inject({ method: 'POST', url: `/api${path}`, headers: { ...headers }, payload });
    return { status: response.statusCode, body: response.json() };
  }

  /** An order on the sailing, paid by a confirmed bank transfer; with `refund`, its refund applied for. */
  async function order(customer: { authorization: string }, sailing: Sailing, cabinClass: string, stage: 'claimed' | 'refunding'): Promise<string> {
    const made = await post(ORDER_PATHS.save, customer, oneWay(sailing, cabinClass, { passengers: [adult()] }));
    expect(made.body.code).toBe(200);
    const uuid = (made.body.data as OrderView).uuid;
    expect((await post(ORDER_PATHS.offlinePayment, customer, { uuid })).body.code).toBe(200);
    if (stage === 'refunding') {
      expect((await post(STAFF_ORDER_PATHS.confirmOffline, clerks[0]!, { uuid })).body.code).toBe(200);
      expect((await post(ORDER_PATHS.refund, customer, { uuid, account: CN_ACCOUNT })).body.code).toBe(200);
    }
    return uuid;
  }

  describe(`a sailing cancelled while refunds are approved and payments confirmed (${where})`, () => {
    it(`${rounds} rounds: no 5xx, every order off the sailing, the sale closed`, { timeout: 30_000 + rounds * 15_000 }, async () => {
      let racing = 0;
      for (let round = 0; round < rounds; round++) {
        const sailing = sailings[round]!;
        const [refunding, claimed] = await Promise.all([
          Promise.all([
            ...CLASSES.map((cabinClass, i) => order(customers[i]!, sailing, cabinClass, 'refunding')),
            order(customers[0]!, sailing, 'SECOND_DORMITORY', 'refunding'),
          ]),
          Promise.all(CLASSES.map((cabinClass, i) => order(customers[i]!, sailing, cabinClass, 'claimed'))),
        ]);

        const started = performance.now();
        const answers = await Promise.all([
          ...refunding.map((uuid, i) => post(STAFF_ORDER_PATHS.approveRefund, clerks[i % 2]!, { uuid })),
          post(STAFF_PATHS.voyageCancel, clerks[2]!, { uuid: sailing.uuid, reason: '台风停航' }),
          ...claimed.map((uuid, i) => post(STAFF_ORDER_PATHS.confirmOffline, clerks[(i + 1) % 2]!, { uuid })),
        ]);
        racing += performance.now() - started;
        expect(
          answers.filter((a) => a.status >= 500),
          `round ${round}`,
        ).toEqual([]);
        expect(answers.every((a) => a.status === 200)).toBe(true);

        const [voyage] = await testDb.db.select({ status: voyages.status }).from(voyages).where(eq(voyages.uuid, sailing.uuid));
        expect(voyage?.status).toBe('CANCELLED');
        const left = await testDb.db
          .select({ status: orders.status })
          .from(orders)
          .innerJoin(orderLegs, eq(orderLegs.orderUuid, orders.uuid))
          .where(and(eq(orderLegs.voyageUuid, sailing.uuid), inArray(orders.status, ['DUE_PAY', 'PAID', 'BEING_REFUNDED'])));
        expect(left, `round ${round}: orders still holding the cancelled sailing`).toEqual([]);
        const inventory = await testDb.db
          .select({ remaining: voyageInventory.remainingBerths })
          .from(voyageInventory)
          .where(eq(voyageInventory.voyageUuid, sailing.uuid));
        expect(inventory.every((row) => row.remaining === 0)).toBe(true);
      }
      console.info(`lock races (${where}): ${rounds} rounds, ${Math.round(racing)} ms racing`);
    });
  });
}
