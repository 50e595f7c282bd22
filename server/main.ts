import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDb, pgliteDataDir, type DbHandle } from './db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock';
import { prepareDatabase } from './db/prepare';
import { DEMO_USERS_STEP, demoAccountsNotice } from './db/seed/users.seed';
import { DatabaseUnreachableError, waitForDatabase } from './db/waitForDatabase';
import { systemClock } from './lib/clock';
import { onShutdownSignals } from './lib/shutdown';
import { ensureBootstrapAdmin } from './modules/staff/bootstrapAdmin';

/** The server process: configuration, lock, database, migrations, seeds, HTTP, and an orderly stop. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);

  // PostgreSQL serves many processes; a PGlite folder serves one.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    lock = acquireDataDirLock(config.dataDir, pgliteDataDir(config.dataDir));
    process.on('exit', () => lock?.release());
  }

  const database: DbHandle = await openDb(config);
  await waitForDatabase(database, { maxWaitMs: config.database.startupWaitMs });
  const applied = await prepareDatabase(database, { includeDemo: !config.isProduction, now: new Date() });
  if (applied.length > 0) console.log(`Seeded: ${applied.join(', ')}`);
  if (applied.includes(DEMO_USERS_STEP)) console.log(demoAccountsNotice(config.auth));
  // Production seeds no accounts: the first administrator comes from BOOTSTRAP_ADMIN_* (when none is active).
  await ensureBootstrapAdmin({ db: database.db, clock: systemClock, log: console }, config.ops.bootstrapAdmin);

  const app = await buildApp({ config, db: database.db, poolStats: database.poolStats });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const where = config.databaseUrl ? `PostgreSQL, schema ${config.databaseSchema}` : `PGlite in ${pgliteDataDir(config.dataDir)}`;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Portal ready at http://${host}:${port}/tickets/ (${where})`);
  // Cancels unpaid orders whose payment window ran out; stopped by app.close().
  app.orderSweep.start(config.payments.sweepSeconds * 1000);
  // Asks the provider for refunds whose notification has not come after REFUND_QUERY_AFTER_MINUTES, as often; stopped by app.close().
  app.refundQuerySweep.start(config.payments.refundQueryAfterMinutes * 60_000);
  // Sends the outbox's notifications every NOTIFICATION_SECONDS; stopped by app.close().
  app.notificationWorker.start(config.mail.deliverySeconds * 1000);
  // Writes the check-in reminders of sailings leaving within 24 hours, every minute; stopped by app.close().
  app.reminderSweep.start(60_000);
  // Writes the free-time-ending reminders of containers whose free days end within 2 days, every minute; stopped by app.close().
  app.freeTimeSweep.start(60_000);

  onShutdownSignals({
    graceMs: config.ops.shutdownGraceMs,
    async close() {
      try {
        // Not ready from now on, still serving: the load balancer moves away, and requests already
        // sent (some still in the listen queue while the loop renders a PDF) are taken in.
        app.markShuttingDown();
        await new Promise((resolve) => setTimeout(resolve, config.ops.shutdownDrainMs));
        // Stops accepting, waits for the requests in flight, then the onClose hooks: sweeps, background mail.
        await app.close();
        // PGlite writes its folder consistent on close.
        await database.close();
      } finally {
        lock?.release();
      }
    },
  });
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
