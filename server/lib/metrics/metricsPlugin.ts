import cluster from 'node:cluster';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Config } from '../../config';
import type { PoolStats } from '../../db/client';
import { shareWithPrimary } from './clusterMetrics';
import { createBusinessMetrics, noMetrics, type Metrics } from './metrics';
import { METRICS_PATH, metricsUnauthorized, scrapeAccess } from './metricsAccess';
import { createRequestMetrics } from './requestMetrics';

export interface MetricsDeps {
  config: Pick<Config, 'isProduction'> & { ops: Pick<Config['ops'], 'metricsToken'> };
  /** the database pool's connections, read at each scrape; no pool gauges without it */
  poolStats?: () => PoolStats;
}

/** The route label of a request no route matched: one series, whatever URLs scanners try. */
const UNMATCHED_ROUTE = 'unmatched';

/** Finer than prom-client's default at the low end: most API answers take a few milliseconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics in the Prometheus text format, from a registry of this app's own (tests build
 * many apps in one process): requests by route pattern, method and status with their latency,
 * the database pool, the process (event-loop lag, memory, CPU) and the business counters the
 * answer hands to the services. With `ops.metricsToken` the scrape needs it as a bearer token;
 * without one it is open in development and tests, and in production there is no /metrics at
 * all (and nothing is measured). Call it before the modules register the auth plugin.
 */
export function registerMetrics(app: FastifyInstance, { config, poolStats }: MetricsDeps): Metrics {
  const token = config.ops.metricsToken;
  if (config.isProduction && !token) return noMetrics;

  const registry = new Registry();
  addProcessMetrics(registry);
  observeRequests(app, registry);
  if (poolStats) addPoolGauges(registry, poolStats);
  const metrics = createBusinessMetrics(registry);

  const mayScrape = scrapeAccess(token);
  const answerScrape = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (!mayScrape(request.headers.authorization)) throw metricsUnauthorized();
    return reply.type(registry.contentType).send(await registry.metrics());
  };
  app.get(METRICS_PATH, { schema: { hide: true } }, answerScrape);
  // The scrape is answered before the auth plugin's onRequest hook (registered later, with the
  // modules) would look its bearer token up as a session: that look-up reads the database, and
  // the pool gauges must still come while the database is away. The prefix test keeps it cheap.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(METRICS_PATH) || request.routeOptions.url !== METRICS_PATH) return done();
    // Answered here (no done() then); a refusal goes to the error handler.
    answerScrape(request, reply).catch(done);
  });
  // In `npm run start:cluster` the primary gathers every worker's registry (clusterMetrics.ts).
  if (cluster.isWorker) shareWithPrimary(registry);
  return metrics;
}

/**
 * Event-loop lag, memory, CPU, handles, GC: prom-client's default metrics. They describe the
 * process, so they are collected once per process (each set keeps an event-loop monitor and a
 * GC observer running) and registered in every app's registry.
 */
let processMetrics: Registry | undefined;
function addProcessMetrics(registry: Registry): void {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  for (const name of processMetrics.getMetricsAsArray().map((metric) => metric.name)) {
    registry.registerMetric(processMetrics.getSingleMetric(name)!);
  }
}

/** Counts and times every answer by route pattern (`/order/:uuid`, never the URL with its ids), method and status, once it is sent. */
function observeRequests(app: FastifyInstance, registry: Registry): void {
  const requests = createRequestMetrics(registry, DURATION_BUCKETS);
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** The pool as it is at the scrape. PGlite reports its one connection as always open and idle. */
function addPoolGauges(registry: Registry, poolStats: () => PoolStats): void {
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database connections open, by state (in_use, idle); their sum is the connections open.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle } = poolStats();
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries waiting for a free database connection.',
    registers: [registry],
    collect() {
      this.set(poolStats().waiting);
    },
  });
}
