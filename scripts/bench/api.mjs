// API throughput (issue 10, point 1): autocannon against the availability read
// (getWebTsVoyageList), order creation (insertOrUpdateTsOrder, submit) and a bare Fastify route
// answering a fixed object, all served by the same process (scripts/bench/apiServer.ts), once on
// PGlite and once on PostgreSQL. Each figure is the median of 3 runs; the read and the bare
// route take turns so that both see the same machine.
// Knobs: BENCH_API_SECONDS (per run, default 5), BENCH_API_TARGETS (pglite,postgres),
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
// BENCH_CPU_PROF=<dir> writes the server's V8 CPU profile there.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMeter } from './_cpu.mjs';

const SECONDS = Number(process.env.BENCH_API_SECONDS || 5);
const RUNS = 3;
const READ_CONNECTIONS = 50;
const ORDER_CONNECTIONS = Number(process.env.BENCH_API_ORDER_CONNECTIONS || 50);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TARGETS = (process.env.BENCH_API_TARGETS || 'pglite,postgres').split(',');
const PORTS = { pglite: 4111, postgres: 4112 };
const GOALS = {
  pglite: { ratio: 0.15 },
  postgres: { ratio: 0.3, readP99: 30, ordersPerSecond: 500, orderP99: 150 },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The server child: resolves with what it printed on its READY line, and a stop function. */
function startServer(target) {
  const env = {
    ...process.env,
    PORT: String(PORTS[target]),
    PORTAL_TEST_CAPTCHA: 'B3NCH',
    STATIC_DIR: join(tmpdir(), 'bench-api-no-client'),
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  let dataDir;
  let schema;
  if (target === 'postgres') {
    schema = `bench_api_${randomBytes(4).toString('hex')}`;
    Object.assign(env, { DATABASE_URL, DATABASE_SCHEMA: schema });
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
    Object.assign(env, { DATA_DIR: dataDir, DATABASE_SCHEMA: 'public' });
  }
  const flags = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', join(import.meta.dirname, 'apiServer.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const ready = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line && out.slice(out.indexOf(line)).includes('\n')) resolve(JSON.parse(line.slice(6)));
    });
    exited.then((code) => reject(new Error(`the ${target} server exited (${code}) before it was ready: ${stderr}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (schema) {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  };
  return { ready, stop, pid: child.pid };
}

/** One autocannon run; `failed` counts transport errors, non-2xx and envelopes whose code is not success. */
async function load({ origin, requests, connections, rate, seconds = SECONDS }) {
  let failed = 0;
  const checked = requests.map((r) => ({
    ...r,
    onResponse: (status, body) => {
      if (status < 200 || status >= 300 || !body.startsWith('{"code":200')) failed++;
    },
  }));
  const result = await autocannon({ url: origin, connections, duration: seconds, requests: checked, ...(rate ? { overallRate: rate } : {}) });
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    errors: failed + result.errors + result.timeouts,
  };
}

function orderRequests(ready) {
  const passenger = {
    cnSurname: '王',
    cnGivenName: '小明',
    enSurname: 'WANG',
    enGivenName: 'XIAOMING',
    nationality: 'CN',
    gender: 'MALE',
    certificateType: 'PASSPORT',
    certificateNo: 'E1234ABCD',
    certificateExpiry: '2035-05-01',
    secondCertificateType: '',
    secondCertificateNo: '',
    secondCertificateExpiry: '',
    birthDate: '1990-02-28',
    career: '',
    email: '',
    cnMobile: '',
    jpMobile: '090-1234-5678',
    jpAddress: '大阪府大阪市住之江区南港北1-20-52',
    sailingPurpose: '',
    ticketType: 'ADULT',
  };
  const bodies = ready.legs.map((outbound) =>
    JSON.stringify({
      submit: true,
      orderType: 'ONE_WAY',
      outbound,
      contactName: '王小明',
      contactPhone: '+86 138-0013-8000',
      contactEmail: 'wang@example.org',
      passengers: [passenger],
      extraBed: false,
      noticeAgreed: true,
    }),
  );
  let next = 0;
  return [
    {
      method: 'POST',
      path: ready.orderPath,
      setupRequest: (request) => {
        const i = next++;
        return {
          ...request,
          headers: { 'content-type': 'application/json', authorization: `bearer ${ready.tokens[i % ready.tokens.length]}` },
          body: bodies[i % bodies.length],
        };
      },
    },
  ];
}

async function measure(target, log) {
  const server = startServer(target);
  try {
    const ready = await server.ready;
    const { origin } = ready;
    log(`${target}: server ready, read ${ready.readPath}`);
    const bare = [{ method: 'GET', path: '/bench/bare' }];
    const read = [{ method: 'GET', path: ready.readPath }];
    const orders = orderRequests(ready);
    // Warm-up: JIT, connection pool, plan caches.
    await load({ origin, requests: bare, connections: 10, seconds: 2 });
    await load({ origin, requests: read, connections: 10, seconds: 2 });
    await load({ origin, requests: orders, connections: 10, seconds: 2 });

    const bareRuns = [];
    const readRuns = [];
    for (let i = 0; i < RUNS; i++) {
      bareRuns.push(await load({ origin, requests: bare, connections: READ_CONNECTIONS }));
      readRuns.push(await load({ origin, requests: read, connections: READ_CONNECTIONS }));
      log(
        `${target} run ${i + 1}: bare ${bareRuns[i].perSecond.toFixed(0)}/s, read ${readRuns[i].perSecond.toFixed(0)}/s p99 ${readRuns[i].p99} ms, errors ${readRuns[i].errors}`,
      );
    }
    const orderRuns = [];
    const orderCpu = cpuMeter(server.pid);
    for (let i = 0; i < RUNS; i++) {
      orderRuns.push(await load({ origin, requests: orders, connections: ORDER_CONNECTIONS }));
      log(`${target} orders run ${i + 1}: ${orderRuns[i].perSecond.toFixed(0)}/s p99 ${orderRuns[i].p99} ms, errors ${orderRuns[i].errors}`);
    }
    const cpu = orderCpu();
    const created = orderRuns.reduce((sum, r) => sum + r.perSecond * SECONDS, 0);
    const ordersPerSecond = median(orderRuns.map((r) => r.perSecond));
    // "80 % of that rate": of the goal when it is reached, else of what was reached.
    const goalRate = GOALS[target].ordersPerSecond;
    const paced = Math.max(1, Math.round(0.8 * (goalRate ? Math.min(goalRate, ordersPerSecond) : ordersPerSecond)));
    const pacedRuns = [];
    for (let i = 0; i < RUNS; i++) {
      pacedRuns.push(await load({ origin, requests: orders, connections: ORDER_CONNECTIONS, rate: paced }));
      log(`${target} orders at ${paced}/s run ${i + 1}: ${pacedRuns[i].perSecond.toFixed(0)}/s p99 ${pacedRuns[i].p99} ms, errors ${pacedRuns[i].errors}`);
    }
    return {
      bare: median(bareRuns.map((r) => r.perSecond)),
      read: median(readRuns.map((r) => r.perSecond)),
      readP99: median(readRuns.map((r) => r.p99)),
      readErrors: readRuns.reduce((sum, r) => sum + r.errors, 0),
      ordersPerSecond,
      orderP99: median(orderRuns.map((r) => r.p99)),
      orderErrors: orderRuns.reduce((sum, r) => sum + r.errors, 0) + pacedRuns.reduce((sum, r) => sum + r.errors, 0),
      paced,
      pacedP99: median(pacedRuns.map((r) => r.p99)),
      // CPU milliseconds per created order at full load, and how busy the machine's cores were.
      cpuPerOrder: { server: cpu.serverMs / created, postgres: cpu.postgresMs / created, load: cpu.loadMs / created },
      busyShare: cpu.busyShare,
      cores: cpu.cores,
    };
  } finally {
    await server.stop();
  }
}

export default async function run({ log }) {
  const rows = [];
  for (const target of TARGETS) {
    const m = await measure(target, log);
    const goal = GOALS[target];
    const where = target === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const row = (figure, value, goalText, ok) => rows.push({ section: 'api', figure: `${where}: ${figure}`, value, goal: goalText, ok });
    const ratio = m.read / m.bare;
    row('bare route req/s (50 conn.)', m.bare.toFixed(0), '', null);
    row('availability read req/s (50 conn.)', m.read.toFixed(0), '', null);
    row('read / bare', `${(ratio * 100).toFixed(1)} %`, `≥ ${goal.ratio * 100} %`, ratio >= goal.ratio);
    row('read p99 (50 conn.)', `${m.readP99} ms`, goal.readP99 ? `≤ ${goal.readP99} ms` : '', goal.readP99 ? m.readP99 <= goal.readP99 : null);
    row('read errors', m.readErrors, '0', m.readErrors === 0);
    row(
      `orders created/s (${ORDER_CONNECTIONS} conn.)`,
      m.ordersPerSecond.toFixed(0),
      goal.ordersPerSecond ? `≥ ${goal.ordersPerSecond}` : '',
      goal.ordersPerSecond ? m.ordersPerSecond >= goal.ordersPerSecond : null,
    );
    row('order p99 at full load', `${m.orderP99} ms`, '', null);
    const c = m.cpuPerOrder;
    row(
      'CPU ms per order at full load: server + database + load generator',
      `${c.server.toFixed(2)} + ${c.postgres.toFixed(2)} + ${c.load.toFixed(2)} = ${(c.server + c.postgres + c.load).toFixed(2)} (cores ${(m.busyShare * 100).toFixed(0)} % busy; ${m.cores} cores allow ≤ ${((m.cores * 1000) / (c.server + c.postgres + c.load)).toFixed(0)}/s)`,
      '',
      null,
    );
    row(`order p99 at ${m.paced}/s`, `${m.pacedP99} ms`, goal.orderP99 ? `≤ ${goal.orderP99} ms` : '', goal.orderP99 ? m.pacedP99 <= goal.orderP99 : null);
    row('order errors', m.orderErrors, '0', target === 'postgres' ? m.orderErrors === 0 : null);
  }
  return rows;
}
