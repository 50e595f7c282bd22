import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { checkConnectionBudget, ConfigError, loadConfig, type Config } from './config';
import { startClusterMetrics, type ClusterMetricsServer } from './lib/metrics/clusterMetrics';

/**
 * `npm run start:cluster`: WORKERS server processes (default one per core) sharing one port and
 * one PostgreSQL database. Each worker is server/main.ts: it takes its turn at the migrations and
 * seeds under a PostgreSQL advisory lock (so they run once), and its payment sweep skips a round
 * another process holds. All state a request needs is in the database, so any worker may answer
 * any request.
 *
 * The primary never gives up: a worker that dies, or cannot start because the database is away,
 * is started again after a pause that doubles with each failure in a row (up to a minute), and
 * the primary says why each time. Configuration is checked here before any worker starts, so a
 * worker does not fail for a setting that would fail every replacement too.
 */

const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 60_000;
/** a worker that served this long ends a run of failures */
const HEALTHY_AFTER_MS = 30_000;

function workerCount(raw: string | undefined): number {
  if (raw === undefined || raw === '') return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new ConfigError(`WORKERS must be a whole number of processes, at least 1, got "${raw}"`);
  return count;
}

async function primary(): Promise<void> {
  let workers: number;
  let config: Config;
  try {
    config = loadConfig(process.env);
    if (!config.databaseUrl) {
      throw new ConfigError(
        'DATABASE_URL is not set. The processes of a cluster share one PostgreSQL database; ' +
          'the embedded PGlite serves a single process (start that one with `npm run serve`).',
      );
    }
    workers = workerCount(process.env.WORKERS);
    checkConnectionBudget(config.database, workers);
  } catch (error) {
    console.error(`Cannot start the cluster: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  let stopping = false;
  let failuresInARow = 0;
  const listeningSince = new WeakMap<Worker, number>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listeningSince.set(worker, Date.now()));
  };

  let metrics: ClusterMetricsServer | undefined;
  const exit = () => void (metrics?.close() ?? Promise.resolve()).finally(() => process.exit(0));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) exit();
      return;
    }
    const since = listeningSince.get(worker);
    const why = since === undefined ? 'before it could serve (see its last lines above)' : `after serving ${Math.round((Date.now() - since) / 1000)} s`;
    failuresInARow = since !== undefined && Date.now() - since >= HEALTHY_AFTER_MS ? 1 : failuresInARow + 1;
    const delay = Math.min(FIRST_RESTART_DELAY_MS * 2 ** (failuresInARow - 1), MAX_RESTART_DELAY_MS);
    console.error(`Worker ${worker.process.pid} stopped ${why} (${signal ?? `exit ${code}`}); starting another in ${delay / 1000} s`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    console.log(`${signal}: stopping ${alive.length} server process${alive.length === 1 ? '' : 'es'}`);
    if (alive.length === 0) exit();
    // Each worker finishes its requests in flight within its own grace period, then exits.
    for (const worker of alive) worker.process.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);

  console.log(`Starting ${workers} server processes on one PostgreSQL database`);
  for (let i = 0; i < workers; i++) fork();
  // Every worker's metrics summed, on a port of the primary's own: the shared port reaches one worker.
  if (config.ops.metricsPort !== undefined) {
    metrics = await startClusterMetrics({ port: config.ops.metricsPort, host: config.host, token: config.ops.metricsToken, isProduction: config.isProduction });
    if (metrics) console.log(`Metrics of every worker at ${metrics.url}`);
  }
}

if (cluster.isPrimary) await primary();
else await import('./main');
