/**
 * A cluster worker for clusterMetrics.test.ts: an app with the real registerMetrics (which
 * shares its registry with the primary in a worker), `WORKER_REQUESTS` requests answered and
 * as many orders counted, then "ready" to the primary.
 */
import Fastify from 'fastify';
import { registerMetrics } from './metricsPlugin';

const requests = Number(process.env.WORKER_REQUESTS);
const app = Fastify();
const metrics = registerMetrics(app, {
  config: { isProduction: false, ops: { metricsToken: undefined } },
  poolStats: () => ({ total: 3, idle: 1, waiting: 0 }),
});
app.get('/thing/:id', async () => 'ok');
await app.ready();
for (let i = 0; i < requests; i++) {
  await app.inject({ method: 'GET', url: `/thing/${i}` });
  metrics.orderCreated();
}
process.send!('ready');
