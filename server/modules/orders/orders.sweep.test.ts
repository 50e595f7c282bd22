import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { orderEvents, orders, orderTickets } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createOrderLifecycle } from './orders.lifecycle';
import { adult, futureSailings, newUser, oneWay, remaining, type Sailing } from '../../test/orders.testkit';
import type { SweepTimers } from '../../lib/repeatingRounds';
import { createOrderSweep, DRAFT_MAX_AGE_MS, type SweepResult } from './orders.sweep';

const CABIN = 'SECOND_DORMITORY';
const MINUTE = 60_000;
const WINDOW = 30 * MINUTE;

let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let nextSailing = 0;
let user: Awaited<ReturnType<typeof newUser>>;
/** the app's clock: orders are submitted at `now`, the sweep runs when the test moves it */
let now = new Date();

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb, { clock: () => now });
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 10);
  user = await newUser(app, testDb.db);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

/** A DUE_PAY order of `adults` adults submitted at `now`, on a sailing of its own; its sailing and the berths before it. */
async function submitted(adults = 2): Promise<{ order: OrderView; sailing: Sailing; before: number }> {
  const sailing = sailings[nextSailing++]!;
  const before = await remaining(testDb.db, sailing.uuid, CABIN);
  const response = await app.inject({
    method: 'POST',
    url: `/api${ORDER_PATHS.save}`,
    headers: user.headers,
    payload: oneWay(sailing, CABIN, { passengers: Array.from({ length: adults }, () => adult()) }),
  });
  const answer = response.json() as { code: number; message: string; data: OrderView };
  expect(answer.code, answer.message).toBe(200);
  expect(answer.data.paymentDeadline).toBe(new Date(now.getTime() + WINDOW).toISOString());
  return { order: answer.data, sailing, before };
}

async function stored(uuid: string) {
  const [row] = await testDb.db.select().from(orders).where(eq(orders.uuid, uuid));
  const tickets = await testDb.db.select({ status: orderTickets.status }).from(orderTickets).where(eq(orderTickets.orderUuid, uuid));
  const expiries = await testDb.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderUuid, uuid), eq(orderEvents.event, 'order.expire')));
  return { row, ticketStatuses: [...new Set(tickets.map((t) => t.status))], expiries };
}

/** Runs the app's sweep with the clock at `at`. */
async function sweepAt(at: Date): Promise<SweepResult> {
  now = at;
  try {
    return await app.orderSweep.sweepOnce();
  } finally {
    now = new Date();
  }
}

describe('the payment-window sweep', () => {
  it('cancels an order once its window has run out, gives its berths back once, and records one expiry', async () => {
    const { order, sailing, before } = await submitted(2);
    const deadline = new Date(order.paymentDeadline!);
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(before - 2);

    // A second before the deadline: nothing happens.
    expect((await sweepAt(new Date(deadline.getTime() - 1000))).expired).not.toContain(order.uuid);
    expect((await stored(order.uuid)).row?.status).toBe('DUE_PAY');

    // At the deadline the window is over.
    const first = await sweepAt(deadline);
    expect(first.ran).toBe(true);
    expect(first.expired).toContain(order.uuid);
    const after = await stored(order.uuid);
    expect(after.row).toMatchObject({ status: 'CANCEL', stateValue: 'CANCEL', paymentDeadline: null });
    expect(after.ticketStatuses).toEqual(['CANCELLED']);
    expect(after.expiries).toHaveLength(1);
    expect(after.expiries[0]).toMatchObject({ actor: 'system', fromStatus: 'DUE_PAY', toStatus: 'CANCEL' });
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(before);

    // Later rounds find nothing to do for it: the berths are not given back twice.
    const second = await sweepAt(new Date(deadline.getTime() + 10 * MINUTE));
    expect(second.expired).not.toContain(order.uuid);
    expect((await stored(order.uuid)).expiries).toHaveLength(1);
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(before);
  });

  it('leaves an order whose bank transfer was claimed: its window is stopped', async () => {
    const { order, sailing, before } = await submitted(1);
    const claim = await app.inject({
      method: 'POST',
      url: `/api${ORDER_PATHS.offlinePayment}?uuid=${order.uuid}`,
      headers: user.headers,
      payload: { uuid: order.uuid },
    });
    expect(claim.json().code).toBe(200);
    const result = await sweepAt(new Date(Date.parse(order.paymentDeadline!) + 60 * MINUTE));
    expect(result.expired).not.toContain(order.uuid);
    const after = await stored(order.uuid);
    expect(after.row).toMatchObject({ status: 'DUE_PAY', stateValue: { DUE_PAY: 'offlineClaimed' } });
    expect(after.expiries).toHaveLength(0);
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(before - 1);
  });

  it('leaves paid and cancelled orders alone', async () => {
    const paid = await submitted(1);
    const cancelled = await submitted(1);
    const moves = createOrderLifecycle({ db: testDb.db, clock: () => new Date(), config: { payments: { windowMinutes: 30 } } });
    await moves.move(paid.order.uuid, { type: 'order.paid' }, { actor: 'provider' });
    await moves.move(cancelled.order.uuid, { type: 'order.cancel' }, { actor: 'user' });
    const result = await sweepAt(new Date(Date.parse(paid.order.paymentDeadline!) + 60 * MINUTE));
    expect(result.expired).not.toContain(paid.order.uuid);
    expect(result.expired).not.toContain(cancelled.order.uuid);
    expect((await stored(paid.order.uuid)).row?.status).toBe('PAID');
    expect(await remaining(testDb.db, cancelled.sailing.uuid, CABIN)).toBe(cancelled.before);
  });

  it('removes drafts untouched for more than 24 hours, and only those', async () => {
    const save = async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api${ORDER_PATHS.save}`,
        headers: user.headers,
        payload: oneWay(sailings[0]!, CABIN, { submit: false }),
      });
      return (response.json() as { data: OrderView }).data.uuid;
    };
    const stale = await save();
    const fresh = await save();
    const sweepTime = new Date(Date.now() + 5 * MINUTE);
    await testDb.db
      .update(orders)
      .set({ updatedAt: new Date(sweepTime.getTime() - DRAFT_MAX_AGE_MS - 1000) })
      .where(eq(orders.uuid, stale));
    await testDb.db
      .update(orders)
      .set({ updatedAt: new Date(sweepTime.getTime() - DRAFT_MAX_AGE_MS + MINUTE) })
      .where(eq(orders.uuid, fresh));
    const result = await sweepAt(sweepTime);
    expect(result.draftsRemoved).toBeGreaterThanOrEqual(1);
    const left = await testDb.db
      .select({ uuid: orders.uuid })
      .from(orders)
      .where(inArray(orders.uuid, [stale, fresh]));
    expect(left.map((r) => r.uuid)).toEqual([fresh]);
  });

  it('goes on with the other orders when one cannot be moved, and logs it', async () => {
    const broken = await submitted(1);
    const fine = await submitted(1);
    const error = vi.fn();
    const real = createOrderLifecycle({ db: testDb.db, clock: () => new Date(), config: { payments: { windowMinutes: 30 } } });
    const sweep = createOrderSweep({
      db: testDb.db,
      clock: () => new Date(Date.parse(fine.order.paymentDeadline!) + MINUTE),
      lifecycle: {
        announce: real.announce,
        move: (uuid, event, by, tx) => (uuid === broken.order.uuid ? Promise.reject(new Error('boom')) : real.move(uuid, event, by, tx)),
      },
      log: { error },
    });
    const result = await sweep.sweepOnce();
    expect(result.expired).toContain(fine.order.uuid);
    expect(result.expired).not.toContain(broken.order.uuid);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ orderUuid: broken.order.uuid }), expect.any(String));
    expect((await stored(fine.order.uuid)).row?.status).toBe('CANCEL');
    expect((await stored(broken.order.uuid)).row?.status).toBe('DUE_PAY');
  });

  it('runs every interval once started, one round at a time, and stops', async () => {
    const error = vi.fn();
    // The test holds the timer: a round starts when the test fires it, never after a sleep.
    const scheduled: { run: () => void; ms: number; cleared: boolean }[] = [];
    const timers: SweepTimers = {
      set: (run, ms) => scheduled.push({ run, ms, cleared: false }) - 1,
      clear: (handle) => {
        scheduled[handle as number]!.cleared = true;
      },
    };
    const sweep = createOrderSweep({
      db: testDb.db,
      clock: () => new Date(),
      lifecycle: { move: vi.fn(), announce: vi.fn() },
      log: { error },
      timers,
    });
    // Each round is one transaction (the lock, then the moves): count the transactions.
    const spy = vi.spyOn(testDb.db, 'transaction');
    const nextScheduled = async (count: number) => {
      await vi.waitFor(() => expect(scheduled).toHaveLength(count), { timeout: 10_000 });
    };
    sweep.start(20);
    expect(spy).toHaveBeenCalledTimes(1); // the first round runs at once
    sweep.start(20); // a second start while running changes nothing
    await nextScheduled(1); // the next round is scheduled only when this one has ended
    expect(scheduled[0]!.ms).toBe(20);
    expect(spy).toHaveBeenCalledTimes(1);
    scheduled[0]!.run();
    expect(spy).toHaveBeenCalledTimes(2);
    await nextScheduled(2);
    await sweep.stop();
    expect(scheduled[1]!.cleared).toBe(true);
    scheduled[1]!.run(); // a timer that fires after stop runs nothing
    expect(spy).toHaveBeenCalledTimes(2);
    expect(scheduled).toHaveLength(2);
    spy.mockRestore();
    expect(error).not.toHaveBeenCalled();
  });
});

const pgUrl = process.env.DATABASE_URL;

describe.skipIf(!pgUrl)('the sweep on PostgreSQL', () => {
  it('skips its round while another process holds the sweep lock', async () => {
    const { order } = await submitted(1);
    const other = new pg.Client({ connectionString: pgUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`select pg_advisory_xact_lock(hashtext($1 || ':orders.sweep'))`, [testDb.handle.schemaName]);
      const result = await sweepAt(new Date(Date.parse(order.paymentDeadline!) + MINUTE));
      expect(result).toEqual({ ran: false, expired: [], draftsRemoved: 0 });
      expect((await stored(order.uuid)).row?.status).toBe('DUE_PAY');
      await other.query('rollback');
      expect((await sweepAt(new Date(Date.parse(order.paymentDeadline!) + MINUTE))).expired).toContain(order.uuid);
    } finally {
      await other.end();
    }
  });

  it('two server processes sweeping at the same moment cancel each order once and give its berths back once', async () => {
    const due = [];
    for (let i = 0; i < 5; i++) due.push(await submitted(1 + (i % 3)));
    const sweepNow = new Date(Math.max(...due.map((d) => Date.parse(d.order.paymentDeadline!))) + MINUTE);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sweep-'));
    try {
      const results = await twoProcesses(sweepNow, dataDir);
      const expired = results.flatMap((r) => r.expired);
      for (const { order, sailing, before } of due) {
        expect(
          expired.filter((uuid) => uuid === order.uuid),
          order.uuid,
        ).toHaveLength(1);
        const after = await stored(order.uuid);
        expect(after.row?.status).toBe('CANCEL');
        expect(after.expiries).toHaveLength(1);
        expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(before);
      }
      // Whichever process ran, the other found the lock taken or nothing left to do.
      expect(results.filter((r) => r.ran && r.expired.length > 0)).toHaveLength(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Starts two copies of orders.sweep.child.ts on this test's schema, lets both build the app, then says "go" to both at once. */
async function twoProcesses(at: Date, dataDir: string): Promise<SweepResult[]> {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  const script = path.resolve('server/test/orders.sweep.child.ts');
  const env = {
    ...process.env,
    DATABASE_URL: pgUrl,
    DATABASE_SCHEMA: testDb.handle.schemaName,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-client'),
    SWEEP_NOW: at.toISOString(),
  };
  const children = [0, 1].map(() => spawn(process.execPath, [tsx, script], { env, stdio: ['pipe', 'pipe', 'pipe'] }));
  const stderr = children.map((child) => {
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    return () => text;
  });
  const lines = children.map((child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]());
  const next = async (index: number): Promise<string> => {
    const line = await lines[index]!.next();
    if (line.done) throw new Error(`sweep process ${index} ended early: ${stderr[index]!()}`);
    return line.value;
  };
  try {
    expect(await Promise.all([next(0), next(1)])).toEqual(['ready', 'ready']);
    for (const child of children) child.stdin.write('go\n');
    const answers = await Promise.all([next(0), next(1)]);
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
    // Neither process tried to move an order the other had moved (the lock kept them apart).
    for (const text of stderr) expect(text()).not.toMatch(/payment-window sweep/);
    return answers.map((line) => JSON.parse(line) as SweepResult);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
  }
}
