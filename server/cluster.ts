import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config';

/**
 * `npm run start:cluster`: WORKERS server processes (default one per core) sharing one port and
 * one PostgreSQL database. Each worker is server/main.ts: it takes its turn at the migrations and
 * seeds under a PostgreSQL advisory lock (so they run once), and its payment sweep skips a round
 * another process holds. All state a request needs is in the database, so any worker may answer
 * any request. A worker that dies after it started is replaced; one that cannot start stops the lot.
 */

const STARTUP_FAILURE = 'a worker could not start';

function workerCount(raw: string | undefined): number {
  if (raw === undefined || raw === '') return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new ConfigError(`WORKERS must be a whole number of processes, at least 1, got "${raw}"`);
  return count;
}

function primary(): void {
  let workers: number;
  try {
    const config = loadConfig(process.env);
    if (!config.databaseUrl) {
      throw new ConfigError(
        'DATABASE_URL is not set. The processes of a cluster share one PostgreSQL database; ' +
          'the embedded PGlite serves a single process (start that one with `npm run serve`).',
      );
    }
    workers = workerCount(process.env.WORKERS);
  } catch (error) {
    console.error(`Cannot start the cluster: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  let stopping = false;
  let exitCode = 0;
  const listening = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!listening.has(worker)) {
      // Replacing it would fail the same way (configuration, database unreachable): stop.
      console.error(`Cannot start the cluster: ${STARTUP_FAILURE} (pid ${worker.process.pid}, ${signal ?? `exit ${code}`})`);
      stop(1);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`);
    fork();
  });

  const stop = (code: number) => {
    stopping = true;
    exitCode = Math.max(exitCode, code);
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (alive.length === 0) process.exit(exitCode);
    for (const worker of alive) worker.process.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));

  console.log(`Starting ${workers} server processes on one PostgreSQL database`);
  for (let i = 0; i < workers; i++) fork();
}

if (cluster.isPrimary) primary();
else await import('./main');
