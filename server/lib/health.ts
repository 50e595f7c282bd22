import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pendingMigrations } from '../db/migrate';

/** How long readiness waits for the database before it calls it unreachable. */
const READY_PROBE_MS = 2_000;

type Readiness = { ready: true } | { ready: false; reason: string };

/** Whether this process can serve: the database answers and has every migration the code expects. */
async function readiness(db: Db, probeMs = READY_PROBE_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `the database did not answer within ${probeMs} ms` }), probeMs);
  });
  const probe = (async (): Promise<Readiness> => {
    try {
      await db.execute(sql`select 1`);
      const pending = await pendingMigrations(db);
      if (pending > 0) return { ready: false, reason: `${pending} database migration${pending === 1 ? ' is' : 's are'} not applied` };
      return { ready: true };
    } catch (error) {
      return { ready: false, reason: `the database is unreachable: ${error instanceof Error ? error.message : String(error)}` };
    }
  })();
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers and orchestrators: `/healthz` says the process answers (liveness, no database
 * call, so a database outage never gets healthy processes restarted); `/readyz` says it can serve
 * (readiness: 503 with the reason while the database is away, behind on migrations, or while this
 * process shuts down), so traffic goes elsewhere meanwhile.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  let closing = false;
  app.decorate('markShuttingDown', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  const hidden = { schema: { hide: true } };
  app.get('/healthz', hidden, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', hidden, async (_request, reply) => {
    const state: Readiness = closing ? { ready: false, reason: 'shutting down' } : await readiness(db);
    reply.header('cache-control', 'no-store');
    if (state.ready) return reply.send({ status: 'ready' });
    return reply.code(503).send({ status: 'unavailable', reason: state.reason });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** /readyz answers 503 from now on, while the process still serves (the start of an orderly stop) */
    markShuttingDown(): void;
  }
}
