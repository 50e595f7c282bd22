import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDb, pgliteDataDir } from './db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock';
import { prepareDatabase } from './db/prepare';
import { DEMO_USERS_STEP, demoAccountsNotice } from './db/seed/users.seed';

/** The server process: configuration, lock, database, migrations, seeds, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);

  // PostgreSQL serves many processes; a PGlite folder serves one.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    lock = acquireDataDirLock(config.dataDir, pgliteDataDir(config.dataDir));
    process.on('exit', () => lock?.release());
  }

  const database = await openDb(config);
  const applied = await prepareDatabase(database, { includeDemo: !config.isProduction, now: new Date() });
  if (applied.length > 0) console.log(`Seeded: ${applied.join(', ')}`);
  if (applied.includes(DEMO_USERS_STEP)) console.log(demoAccountsNotice(config.auth));

  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const where = config.databaseUrl ? `PostgreSQL, schema ${config.databaseSchema}` : `PGlite in ${pgliteDataDir(config.dataDir)}`;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Portal ready at http://${host}:${port}/tickets/ (${where})`);
  // Cancels unpaid orders whose payment window ran out; stopped by app.close().
  app.orderSweep.start(config.payments.sweepSeconds * 1000);

  const shutdown = async (signal: NodeJS.Signals) => {
    console.log(`${signal}: shutting down`);
    try {
      await app.close();
      await database.close();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
