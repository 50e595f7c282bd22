import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS } from '../../src/domain/ticketing/order';
import { notifications } from '../db/schema';
import { liftHoldingCaps, setCapacity, type Berth } from './inventoryRace';
import { valueOf } from './metrics.testkit';
import { futureSailings, newUser, oneWay } from './orders.testkit';
import { postOver } from './processRaces';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { startSmtpServer, type TestSmtpServer } from './smtpServer';
import { buildTestApp } from './testApp';
import { createTestDb, type TestDb } from './testDb';

/**
 * Issue 24: two server processes on one PostgreSQL deliver each notification of the outbox
 * exactly once. The one-process version (two workers on one pool) is in
 * notifications.routes.test.ts; here the workers are the real ones of two `dist-server` processes,
 * whose only meeting point is the database's claim (FOR UPDATE SKIP LOCKED and the lease). The
 * notifications come from real decisions: orders submitted over HTTP to both processes, each to a
 * contact address of its own, so that a mail's recipient names its notification. What counts is
 * what the SMTP server received and what the outbox says afterwards, never the processes' answers.
 */

interface NotificationProcessesOptions {
  /** orders submitted, hence `order.submitted` notifications (one more is refused once and retried) */
  notifications: number;
  /** SIGKILL one process once half the mail has arrived (the soak) */
  killMidway?: boolean;
}

const onPostgres = Boolean(process.env.DATABASE_URL);
const CABIN = 'SECOND_DORMITORY';
/** submits in flight at once, spread over both processes */
const CONCURRENCY = 8;
/**
 * Each message takes this long to be accepted: a worker sends one at a time, so a batch of 20
 * keeps it busy for a second, the other process's tick comes meanwhile and both have work.
 */
const ACCEPT_DELAY_MS = 50;
/** the processes' NOTIFICATION_SECONDS */
const TICK_SECONDS = 1;
/** the processes' NOTIFICATION_LEASE_SECONDS: a killed process's claims are taken over after it */
const LEASE_SECONDS = 20;
const LEASE_MS = LEASE_SECONDS * 1000;

interface OutboxRow {
  toAddress: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

async function outboxOf(testDb: TestDb, addresses: string[]): Promise<OutboxRow[]> {
  return testDb.db
    .select({ toAddress: notifications.toAddress, status: notifications.status, attempts: notifications.attempts, lastError: notifications.lastError })
    .from(notifications)
    .where(inArray(notifications.toAddress, addresses));
}

/** Polls the outbox until `done` holds for its rows, or fails with what it saw last. */
async function waitForOutbox(testDb: TestDb, addresses: string[], done: (rows: OutboxRow[]) => boolean, timeoutMs: number, what: string): Promise<OutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxOf(testDb, addresses);
    if (done(rows)) return rows;
    if (Date.now() > deadline) {
      const counts = rows.reduce<Record<string, number>>((c, r) => ({ ...c, [r.status]: (c[r.status] ?? 0) + 1 }), {});
      throw new Error(`${what}: not within ${timeoutMs} ms (outbox: ${JSON.stringify(counts)} of ${addresses.length})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How many mails each address received. */
function receivedBy(smtp: TestSmtpServer, addresses: string[]): Map<string, number> {
  const counts = new Map(addresses.map((a) => [a.toLowerCase(), 0]));
  for (const mail of smtp.received) {
    for (const recipient of mail.recipients) {
      const key = recipient.toLowerCase();
      if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
    }
  }
  return counts;
}

async function sentBy(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.origin}/metrics`);
  expect(response.status).toBe(200);
  return valueOf(await response.text(), 'portal_notifications_sent_total', { kind: 'order.submitted' });
}

export function declareNotificationProcesses({ notifications: total, killMidway = false }: NotificationProcessesOptions): void {
  let testDb: TestDb;
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (!onPostgres) return;
    testDb = await createTestDb();
    await liftHoldingCaps(testDb.db);
    app = await buildTestApp(testDb);
    smtp = await startSmtpServer({ acceptDelayMs: ACCEPT_DELAY_MS });
    const env = {
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_SCHEMA: testDb.handle.schemaName,
      DATA_DIR: path.join(os.tmpdir(), 'portal-notify-unused'),
      STATIC_DIR: path.join(os.tmpdir(), 'portal-notify-no-client'),
      SMTP_URL: smtp.url,
      NOTIFICATION_SECONDS: String(TICK_SECONDS),
      NOTIFICATION_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);
  afterAll(async () => {
    if (!onPostgres) return;
    await Promise.all(servers.map((s) => s.stop()));
    await app.close();
    await smtp.close();
    await testDb.close();
  });

  // PGlite is one in-process database: there are no two processes to share it.
  describe.runIf(onPostgres)('two server processes on one PostgreSQL (PGlite cannot be shared by two processes: skipped there)', () => {
    it(
      killMidway
        ? `${total} orders' notifications, one process killed with SIGKILL halfway: every one SENT, none FAILED, at most the one in flight mailed twice`
        : `${total} orders' notifications through two processes: each mailed exactly once, both processes deliver, none FAILED; one deferred (451) is retried and mailed once`,
      // submits, then about ten mails a second (each waits on the SMTP server), and the lease after a kill
      { timeout: 60_000 + total * 300 + (killMidway ? LEASE_MS + 60_000 : 0) },
      async () => {
        const started = performance.now();
        const [a, b] = servers as [ServerProcess, ServerProcess];
        const [sailing] = await futureSailings(testDb.db, 'SHA-OSA');
        const berth: Berth = { sailing: sailing!, cabinClass: CABIN };
        await setCapacity(testDb.db, berth, total + 10);
        const buyers = await Promise.all([1, 2, 3, 4].map(async () => (await newUser(app, testDb.db)).headers));
        const run = randomBytes(4).toString('hex');
        const addresses = Array.from({ length: total + 1 }, (_, i) => `notify-${run}-${i}@example.jp`);
        // The last order's mail is answered 451 once, as a busy or greylisting server does.
        const deferred = addresses[total]!;
        smtp.defer(deferred, 1);

        let next = 0;
        const submitter = async () => {
          for (;;) {
            const i = next++;
            if (i >= addresses.length) return;
            const server = i % 2 === 0 ? a : b;
            const answer = await postOver(
              server.origin,
              ORDER_PATHS.save,
              buyers[i % buyers.length]!,
              oneWay(berth.sailing, CABIN, { contactEmail: addresses[i]!, contactName: '山田 太郎' }),
            );
            expect([answer.status, answer.body.code], `order ${i}: ${answer.body.message}`).toEqual([200, 200]);
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, submitter));
        const submittedMs = performance.now() - started;

        let sentByKilled = 0;
        if (killMidway) {
          // Halfway through the mail, process A dies mid-round: its claimed rows stay leased until the lease runs out.
          const deadline = Date.now() + 120_000;
          while (smtp.received.length < total / 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
          sentByKilled = await sentBy(a);
          await a.crash();
        }

        // The deferred mail's first attempt failed; its back-off (a minute) is cut short in the row, as if the minute had passed.
        // (After a kill, the row may first wait out the dead process's lease.)
        await waitForOutbox(testDb, [deferred], ([row]) => row?.lastError != null, 30_000 + total * 100 + (killMidway ? LEASE_MS : 0), 'the deferred attempt');
        await testDb.db.execute(sql`update ${notifications} set next_attempt_at = now() where to_address = ${deferred} and status = 'PENDING'`);

        const everyoneSent = (rows: OutboxRow[]) => rows.length === addresses.length && rows.every((r) => r.status !== 'PENDING');
        await waitForOutbox(testDb, addresses, everyoneSent, 30_000 + total * 100 + (killMidway ? LEASE_MS : 0), 'every notification settled');
        const deliveredMs = performance.now() - started;
        // A duplicate would still be on its way when the row is already SENT: two more ticks for it to arrive.
        await new Promise((resolve) => setTimeout(resolve, 2 * TICK_SECONDS * 1000 + 500));
        const rows = await outboxOf(testDb, addresses);

        expect(rows.filter((r) => r.status !== 'SENT')).toEqual([]);
        const counts = receivedBy(smtp, addresses);
        const missing = [...counts].filter(([, n]) => n === 0).map(([address]) => address);
        const twice = [...counts].filter(([, n]) => n > 1);
        expect(missing, 'notifications never mailed').toEqual([]);
        const retried = rows.find((r) => r.toAddress === deferred)!;
        expect(retried).toMatchObject({ status: 'SENT', lastError: null });
        // refused once, sent on the next attempt (after a kill, a claim lost with the dead process may come first)
        if (killMidway) expect(retried.attempts).toBeGreaterThanOrEqual(2);
        else expect(retried.attempts).toBe(2);

        if (killMidway) {
          // The mail a worker was sending when killed may have been accepted before the row was marked SENT: at most one per process.
          expect(twice.length, JSON.stringify(twice)).toBeLessThanOrEqual(1);
          const sentBySurvivor = await sentBy(b);
          expect(sentByKilled, 'the killed process had delivered some').toBeGreaterThan(0);
          expect(sentBySurvivor, 'the survivor delivered the rest').toBeGreaterThan(0);
          console.info(
            `notifications, two processes, one killed: ${total + 1} in ${Math.round(deliveredMs)} ms (submits ${Math.round(submittedMs)} ms); ` +
              `A ${sentByKilled} before its kill, B ${sentBySurvivor}; mailed twice: ${twice.length}; claimed twice: ${rows.filter((r) => r.attempts > 1).length - 1}`,
          );
        } else {
          expect(twice, 'notifications mailed more than once').toEqual([]);
          // Claimed once each: no process ever took a row the other held (the deferred one twice, by whoever came first).
          expect(rows.filter((r) => r.attempts !== 1 && r.toAddress !== deferred)).toEqual([]);
          const [sentByA, sentByB] = await Promise.all([sentBy(a), sentBy(b)]);
          // The deferred one's failure is not counted as sent: its success is, once.
          expect(sentByA + sentByB).toBe(total + 1);
          expect(sentByA, 'process A delivered some').toBeGreaterThan(0);
          expect(sentByB, 'process B delivered some').toBeGreaterThan(0);
          console.info(
            `notifications, two processes: ${total + 1} in ${Math.round(deliveredMs)} ms (submits ${Math.round(submittedMs)} ms); A sent ${sentByA}, B ${sentByB}`,
          );
        }
      },
    );
  });
}
