import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ORDER_PATHS } from '../../src/domain/ticketing/order';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { oneWay } from './orders.testkit';
import { liftHoldingCaps, readBerths, setCapacity, type Berth } from './inventoryRace';
import { TEST_CAPTCHA, createUser } from './login';
import { loginOverHttp } from './httpLogin';
import { ServerStartError, startServerProcess, type ServerProcess } from './serverProcess';

/**
 * The kill -9 storm (issue 10, point 5): order creations sent to a real server process, which
 * is killed with SIGKILL at random points of the storm and started again, the requests going on
 * meanwhile. Afterwards the database is compared with the answers: every order answered with
 * success must be there whole, no order may be half-written, and the berths must add up.
 */

export interface StormOptions {
  /** environment of the server process (its database); PORTAL_TEST_CAPTCHA is added for the login */
  env: Record<string, string | undefined>;
  berths: Berth[];
  orders: number;
  kills: number;
  /** requests in flight at once */
  concurrency?: number;
}

export interface StormAnswers {
  attempts: number;
  /** order uuids of the answers with code 200 */
  succeeded: string[];
  /** answers with another code (none expected: the berths are plenty) */
  refused: number;
  /** requests cut off by a kill, or sent while the server was down */
  unanswered: number;
  kills: number;
  restarts: number;
  /** the longest a restart took, from the kill to listening */
  slowestRestartMs: number;
  /** a start that failed (on PGlite: the data folder did not open again); the storm stops there */
  startFailure?: string;
}

export interface StormCheck {
  /** orders answered with success that are not in the database */
  lost: number;
  /** orders answered with success that are there but not whole (legs, tickets, status) */
  incomplete: number;
  /** orders of the storm's buyer in the database that are not whole, answered or not */
  halfWritten: number;
  /** orders in the database whose answer was lost to a kill (written, then killed before answering) */
  committedUnanswered: number;
  /** cabin classes where remaining + sold differs from the total */
  berthMismatches: number;
}

/** Buyer and berths for the storm, written straight into the database before the server starts. */
export async function prepareStorm(db: Db, berths: Berth[], capacity: number): Promise<{ logonId: string; userId: string }> {
  for (const berth of berths) await setCapacity(db, berth, capacity);
  // one buyer holds every order: the per-account cap of units per sailing is lifted (data)
  await liftHoldingCaps(db);
  const logonId = `storm_${randomBytes(4).toString('hex')}`;
  const user = await createUser(db, { logonId, role: 'individual' });
  return { logonId, userId: user.userId };
}

/** Runs the storm; resolves with the answers once every request is settled and the last server stopped. */
export async function runKillStorm({ env, berths, orders: total, kills, concurrency = 8 }: StormOptions, logonId: string): Promise<StormAnswers> {
  const serverEnv = { ...env, PORTAL_TEST_CAPTCHA: TEST_CAPTCHA };
  const killAt = new Set<number>();
  while (killAt.size < kills) killAt.add(randomInt(1, total));

  const answers: StormAnswers = { attempts: 0, succeeded: [], refused: 0, unanswered: 0, kills: 0, restarts: 0, slowestRestartMs: 0 };
  let current: Promise<ServerProcess | undefined> = startServerProcess(serverEnv);
  const first = await current;
  const authorization = `bearer ${await loginOverHttp(first!.origin, logonId, TEST_CAPTCHA)}`;

  /** Kills the current server after a few random milliseconds (mid-request, often mid-transaction) and starts another. */
  const killAndRestart = () => {
    current = current.then(async (server) => {
      if (!server) return undefined;
      await new Promise((resolve) => setTimeout(resolve, randomInt(0, 25)));
      await server.crash();
      answers.kills++;
      const killed = performance.now();
      try {
        // Generous: a PGlite folder recovers after the kill, on a machine that may be shared.
        const next = await startServerProcess(serverEnv, 600_000);
        answers.restarts++;
        answers.slowestRestartMs = Math.max(answers.slowestRestartMs, Math.round(performance.now() - killed));
        return next;
      } catch (error) {
        answers.startFailure = error instanceof ServerStartError ? error.message : String(error);
        return undefined;
      }
    });
  };

  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= total) return;
      if (killAt.has(i)) killAndRestart();
      const server = await current;
      if (!server) return;
      answers.attempts++;
      const berth = berths[i % berths.length]!;
      try {
        const response = await fetch(`${server.origin}/api${ORDER_PATHS.save}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify(oneWay(berth.sailing, berth.cabinClass)),
        });
        const body = (await response.json()) as { code: number; data?: { uuid?: string } };
        if (body.code === 200 && body.data?.uuid) answers.succeeded.push(body.data.uuid);
        else answers.refused++;
      } catch {
        answers.unanswered++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await (await current)?.stop();
  return answers;
}

/** Compares the database with the storm's answers (one adult, one way: one leg and one ticket each). */
export async function checkStorm(db: Db, userId: string, berths: Berth[], answers: StormAnswers): Promise<StormCheck> {
  const rows = await db
    .select({
      uuid: orders.uuid,
      status: orders.status,
      orderNo: orders.orderNo,
      // Spelled out: drizzle leaves a lone table's columns unqualified, which the subquery would take for its own.
      legs: sql<number>`(select count(*) from order_legs l where l.order_uuid = "orders"."uuid")::int`,
      legBerths: sql<number>`(select coalesce(sum(l.berths), 0) from order_legs l where l.order_uuid = "orders"."uuid")::int`,
      tickets: sql<number>`(select count(*) from order_tickets t where t.order_uuid = "orders"."uuid")::int`,
    })
    .from(orders)
    .where(eq(orders.userUuid, userId));
  const whole = (r: (typeof rows)[number]) => r.status === 'DUE_PAY' && r.orderNo !== null && r.legs === 1 && r.legBerths === 1 && r.tickets === 1;
  const byUuid = new Map(rows.map((r) => [r.uuid, r]));
  const answered = new Set(answers.succeeded);
  let berthMismatches = 0;
  for (const berth of berths) {
    const b = await readBerths(db, berth);
    if (b.sold + b.remaining !== b.total) berthMismatches++;
  }
  return {
    lost: answers.succeeded.filter((uuid) => !byUuid.has(uuid)).length,
    incomplete: answers.succeeded.filter((uuid) => byUuid.has(uuid) && !whole(byUuid.get(uuid)!)).length,
    halfWritten: rows.filter((r) => !whole(r)).length,
    committedUnanswered: rows.filter((r) => !answered.has(r.uuid)).length,
    berthMismatches,
  };
}
