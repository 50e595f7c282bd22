import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errorCodes';
import { STAFF_ORDER_PATHS } from '../../src/domain/payments';
import { STAFF_PATHS } from '../../src/domain/staff/paths';
import { ORDER_PATHS, type OrderView } from '../../src/domain/ticketing/order';
import { voyages } from '../db/schema';
import { liftHoldingCaps } from './inventoryRace';
import { authHeader, createUser, loginAs } from './login';
import { heldBySailing, moneyOutcomes, notifyOver, postOver, startServerPair, type HttpAnswer, type MoneyOutcome } from './processRaces';
import type { ServerProcess } from './serverProcess';
import { buildTestApp } from './testApp';
import { createTestDb, type TestDb } from './testDb';
import { signedNotification } from './payments.testkit';
import { dueOrder, prepayOf } from './refunds.testkit';
import { adult, futureSailings, newUser, oneWay, type Sailing } from './orders.testkit';

/**
 * The money races of issue 21 (points 5 and 9) across two server processes on one PostgreSQL:
 * process A takes the passenger's cancel and the sailing's cancellation, process B the payment
 * notifications, refund approvals and transfer confirmations, so only the database's locks stand
 * between them. The one-process versions are paymentReturns.routes.test.ts and
 * orders.locks.cases.ts. The set-up (users, orders, prepays) goes through the real app in this
 * process; only the racing requests go to the processes. Each round is judged from the database.
 */

const CN_ACCOUNT = { bankName: '中国工商银行', accountNumber: '6222020200112233445', holderName: '王小明' };
const CLASSES = ['SECOND_DORMITORY', 'SUITE', 'FIRST_WESTERN'] as const;
/** orders raced at once per round of the cancel-against-notification race */
const PAIRS = 6;
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Where a cancel raced by its payment's notification may end, and nowhere else. */
function expectPaidOrReturned(outcome: MoneyOutcome, label: string): 'paid' | 'returned' {
  const [payment, ...more] = outcome.payments;
  expect(more, label).toEqual([]);
  if (outcome.status === 'PAID') {
    expect(payment, label).toMatchObject({ status: 'SUCCEEDED', paid: true });
    expect(outcome.returned, `${label}: a paid order returns nothing`).toEqual({});
    return 'paid';
  }
  // Never CANCEL with the payment SUCCEEDED and nothing going back.
  expect(outcome.status, label).toBe('CANCEL');
  expect(payment, `${label}: cancelled, so the payment must not count as taken`).toMatchObject({ status: 'CLOSED', paid: true });
  expect(outcome.returned, `${label}: the whole payment returned`).toEqual({ [payment!.uuid]: payment!.amountMinor });
  return 'returned';
}

/** After a sailing's cancellation: nobody on it keeps money without a refund or a return of it all. */
function expectNothingKept(outcome: MoneyOutcome, label: string): void {
  expect(['ABOLISH', 'REFUND', 'CANCEL'], `${label}: ${outcome.status}`).toContain(outcome.status);
  for (const payment of outcome.payments.filter((p) => p.paid)) {
    if (payment.status === 'SUCCEEDED') {
      // Voided by the cancellation: the whole payment; refunded on application: what the clerk approved.
      if (outcome.status === 'ABOLISH') expect(outcome.refunded, `${label}: voided, refunded in full`).toBe(payment.amountMinor);
      else expect(outcome.status, `${label}: a payment taken and no refund`).toBe('REFUND');
    } else {
      expect(outcome.returned[payment.uuid], `${label}: a transfer confirmed for a closed order goes back whole`).toBe(payment.amountMinor);
    }
  }
}

const fiveHundreds = (answers: HttpAnswer[]) => answers.filter((a) => a.status >= 500);

export function declareProcessRaces(rounds: number): void {
  let testDb: TestDb;
  let app: FastifyInstance;
  let servers: ServerProcess[] = [];
  let a: string;
  let b: string;

  // A schema of its own and two server starts, on a machine the other test files share: a generous wait.
  beforeAll(async () => {
    if (!onPostgres) return;
    testDb = await createTestDb();
    await liftHoldingCaps(testDb.db);
    app = await buildTestApp(testDb);
    servers = await startServerPair(testDb);
    [a, b] = servers.map((s) => s.origin) as [string, string];
  }, 180_000);
  afterAll(async () => {
    if (!onPostgres) return;
    await Promise.all(servers.map((s) => s.stop()));
    await app.close();
    await testDb.close();
  });

  async function clerk(): Promise<{ authorization: string }> {
    const logonId = `stf_${randomBytes(5).toString('hex')}`;
    await createUser(testDb.db, { logonId, role: 'ticketingClerk' });
    return authHeader(await loginAs(app, logonId));
  }

  // PGlite is one in-process database: there are no two processes to race.
  describe.runIf(onPostgres)('two server processes on one PostgreSQL (PGlite cannot be shared by two processes: skipped there)', () => {
    it(
      `a passenger's cancel (process A) racing the SUCCESS notification (process B), ${rounds} rounds of ${PAIRS}: PAID, or CANCEL with the whole payment returned`,
      { timeout: 20_000 + rounds * 10_000 },
      async () => {
        // Sailings from Shanghai (RMB, paid by WeChat); the sailing-cancellation race takes Shanghai–Kobe's.
        const sailings = await futureSailings(testDb.db, 'SHA-OSA');
        const owners = await Promise.all([1, 2, 3].map(async () => (await newUser(app, testDb.db)).headers));
        const outcomes = { paid: 0, returned: 0 };
        for (let round = 0; round < rounds; round++) {
          const set = await Promise.all(
            Array.from({ length: PAIRS }, async (_, i) => {
              const owner = owners[i % owners.length]!;
              const sailing = sailings[(round * PAIRS + i) % sailings.length]!;
              const order = await dueOrder(app, owner, sailing);
              return { owner, sailing, order, payment: await prepayOf(app, testDb.db, owner, order.uuid) };
            }),
          );
          const secret = testDb.config.payments.sandboxSecret;
          const answers = await Promise.all(
            set.flatMap(({ owner, order, payment }) => [
              postOver(a, ORDER_PATHS.cancel, owner, { uuid: order.uuid }),
              notifyOver(b, signedNotification(secret, payment, 'SUCCESS')),
            ]),
          );
          expect(fiveHundreds(answers), `round ${round}`).toEqual([]);
          const cancels = answers.filter((_, i) => i % 2 === 0);
          const notifications = answers.filter((_, i) => i % 2 === 1);
          expect(notifications.map((n) => [n.status, n.body.code])).toEqual(set.map(() => [200, 'SUCCESS']));
          expect(cancels.every((c) => c.status === 200)).toBe(true);

          const found = await moneyOutcomes(
            testDb.db,
            set.map((s) => s.order.uuid),
          );
          found.forEach((outcome, i) => {
            const ended = expectPaidOrReturned(outcome, `round ${round}, order ${set[i]!.order.orderNo}`);
            // The cancel's answer agrees: refused when the money won, done when it lost.
            expect(cancels[i]!.body.code, `round ${round}, order ${set[i]!.order.orderNo}`).toBe(ended === 'paid' ? ErrorCode.BUSINESS : 200);
            outcomes[ended]++;
          });
          for (const sailing of new Set(set.map((s) => s.sailing.uuid))) {
            for (const count of await heldBySailing(testDb.db, sailing)) {
              expect(count.held + count.remaining, `round ${round}: ${count.cabinClass} of ${sailing}`).toBe(count.total);
            }
          }
        }
        console.info(`cancel against notification, two processes: ${outcomes.paid} paid, ${outcomes.returned} cancelled and returned`);
      },
    );

    it(
      `a sailing cancelled (process A) while refunds are approved and transfers confirmed (process B), ${rounds} rounds: no 5xx, nobody left on it, no money kept`,
      { timeout: 20_000 + rounds * 15_000 },
      async () => {
        const sailings = await futureSailings(testDb.db, 'SHA-KOB');
        expect(sailings.length).toBeGreaterThanOrEqual(rounds);
        const customers = await Promise.all([1, 2, 3].map(async () => (await newUser(app, testDb.db)).headers));
        const clerks = await Promise.all([1, 2, 3].map(clerk));
        const post = async (path: string, headers: object, payload: object) => {
          const response = await app.inject({ method: 'POST', url: `/api${path}`, headers: { ...headers }, payload });
          expect(response.statusCode, response.body).toBe(200);
          const body = response.json<{ code: number; data: unknown }>();
          expect(body.code, response.body).toBe(200);
          return body.data;
        };
        /** An order on the sailing whose transfer is claimed; with 'refunding', confirmed and its refund applied for. */
        const order = async (customer: object, sailing: Sailing, cabinClass: string, stage: 'claimed' | 'refunding') => {
          const { uuid } = (await post(ORDER_PATHS.save, customer, oneWay(sailing, cabinClass, { passengers: [adult()] }))) as OrderView;
          await post(ORDER_PATHS.offlinePayment, customer, { uuid });
          if (stage === 'refunding') {
            await post(STAFF_ORDER_PATHS.confirmOffline, clerks[0]!, { uuid });
            await post(ORDER_PATHS.refund, customer, { uuid, account: CN_ACCOUNT });
          }
          return uuid;
        };

        for (let round = 0; round < rounds; round++) {
          const sailing = sailings[round]!;
          const [refunding, claimed] = await Promise.all([
            Promise.all([
              ...CLASSES.map((c, i) => order(customers[i]!, sailing, c, 'refunding')),
              order(customers[0]!, sailing, 'SECOND_DORMITORY', 'refunding'),
            ]),
            Promise.all(CLASSES.map((c, i) => order(customers[i]!, sailing, c, 'claimed'))),
          ]);
          const answers = await Promise.all([
            ...refunding.map((uuid, i) => postOver(b, STAFF_ORDER_PATHS.approveRefund, clerks[i % 2]!, { uuid })),
            postOver(a, STAFF_PATHS.voyageCancel, clerks[2]!, { uuid: sailing.uuid, reason: '台风停航' }),
            ...claimed.map((uuid, i) => postOver(b, STAFF_ORDER_PATHS.confirmOffline, clerks[(i + 1) % 2]!, { uuid })),
          ]);
          expect(fiveHundreds(answers), `round ${round}`).toEqual([]);
          expect(
            answers.map((x) => x.status),
            `round ${round}`,
          ).toEqual(answers.map(() => 200));

          const [voyage] = await testDb.db.select({ status: voyages.status }).from(voyages).where(eq(voyages.uuid, sailing.uuid));
          expect(voyage?.status).toBe('CANCELLED');
          // Closed for sale, and nothing held by an order still on it.
          const open = (await heldBySailing(testDb.db, sailing.uuid)).filter((c) => c.remaining !== 0 || c.held !== 0);
          expect(open, `round ${round}: cabin classes still selling or held`).toEqual([]);
          for (const outcome of await moneyOutcomes(testDb.db, [...refunding, ...claimed]))
            expectNothingKept(outcome, `round ${round}, order ${outcome.orderUuid}`);
        }
      },
    );
  });
}
