import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { registerErrorHandling } from '../errorHandler';
import { METRICS_PATH, metricsUnauthorized, scrapeAccess } from './metricsAccess';

/**
 * Under `npm run start:cluster` every worker keeps its own registry, and a scrape of the shared
 * port reaches one worker only. The primary therefore serves /metrics on a port of its own
 * (METRICS_PORT): it asks every worker for its registry over the cluster's IPC channel and
 * answers the sum (prom-client's AggregatorRegistry: counters and histograms added up, the
 * event-loop lag averaged, each metric as prom-client's aggregator for it says).
 */

/** Worker side: the registry the primary's requests are answered from (registerMetrics calls it in a worker). */
export function shareWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs, once per process, the worker's listener for the primary's requests.
  new AggregatorRegistry();
}

const WORKERS_SILENT = { code: 503, message: '工作进程未及时响应监控请求', jpMessage: 'ワーカープロセスが監視要求に時間内に応答しませんでした', data: null };

export interface ClusterMetricsOptions {
  port: number;
  host?: string;
  /** config.ops.metricsToken: the same bearer token as the workers' /metrics */
  token: string | undefined;
  /** config.isProduction: without a token, production serves no metrics (as the workers) */
  isProduction: boolean;
}

export interface ClusterMetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Primary side: GET /metrics on `port` with every worker's metrics aggregated; undefined (nothing
 * listens) in production without a token. A worker that does not answer within 5 s fails the
 * scrape (503): a partial sum would look like a drop in traffic.
 */
export async function startClusterMetrics({ port, host = '0.0.0.0', token, isProduction }: ClusterMetricsOptions): Promise<ClusterMetricsServer | undefined> {
  if (isProduction && !token) return undefined;
  const aggregator = new AggregatorRegistry();
  const mayScrape = scrapeAccess(token);

  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get(METRICS_PATH, async (request, reply) => {
    if (!mayScrape(request.headers.authorization)) throw metricsUnauthorized();
    let text: string;
    try {
      text = await aggregator.clusterMetrics();
    } catch {
      return reply.code(503).send(WORKERS_SILENT);
    }
    return reply.type(aggregator.contentType).send(text);
  });
  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { url: `http://${shown}:${address.port}${METRICS_PATH}`, close: () => app.close() };
}
