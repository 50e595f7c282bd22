import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../test/accounts';
import type { Access } from '../lib/auth/routeAccess';
import { hostileRequestArbitrary } from './hostileRequests';
import { buildCallers, type Callers, type MatrixCaller } from './ownerRecords.testkit';
import { startRoutedApp, type RoutedApp } from './routedApp.testkit';
import { routeKey, type RouteEntry } from './routeTable';

/** Runs per route: 50 in npm test (CI's time), 1000 in the soak run (SOAK=1). */
const FUZZ_RUNS = process.env.SOAK ? 1000 : Number(process.env.FUZZ_RUNS ?? 50);

/**
 * npm test replays the same requests every run, so that CI is red only for a change, never for a
 * draw; soak draws new ones each time (and FUZZ_SEED replays a soak failure's seed).
 */
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.SOAK ? undefined : 20261125;

// FUZZ_LOG=<file>: each route's time appended there, to find the slow ones.
const FUZZ_LOG = process.env.FUZZ_LOG;

// Logging out would end the fuzzing caller's session; it is fuzzed without one.
const WITHOUT_SESSION = new Set(['DELETE /auth-ts/token/logout']);

/** A caller the route lets through, so that its handler runs past the guard. */
function callerFor(access: Access, callers: Callers): MatrixCaller | null {
  switch (access.kind) {
    case 'public':
    case 'user':
      return callers.individual;
    case 'menu':
    case 'enterprise':
      return callers.approvedEnterprise;
    case 'staff':
      return callers.staff.find((caller) => caller.role === access.roles[0]) ?? null;
    case 'signed':
      return null;
  }
}

/**
 * Fuzzes the API routes `select` picks, one app over its own database: every answer must be
 * below HTTP 500, and the app must still answer afterwards. Split across files so Vitest runs
 * the parts side by side.
 */
export function fuzzRoutes(title: string, select: (route: RouteEntry) => boolean): void {
  let routed: RoutedApp | undefined;
  let app: FastifyInstance;
  let routes: RouteEntry[];
  let callers: Callers;

  beforeAll(async () => {
    routed = await startRoutedApp();
    app = routed.app;
    routes = routed.routes.filter(select);
    callers = await buildCallers(app, routed.testDb.db);
  }, 120_000);

  afterAll(async () => {
    await routed?.close();
  });

  describe(title, () => {
    it(`answers ${FUZZ_RUNS} generated and hostile requests per route without a server error, and still answers afterwards`, async () => {
      expect(routes.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const route of routes) {
        const key = routeKey(route.method, route.url);
        const caller = route.access && !WITHOUT_SESSION.has(key) ? callerFor(route.access, callers) : null;
        const requests = hostileRequestArbitrary(route, caller?.headers ?? {});
        const started = Date.now();
        const result = await fc.check(
          fc.asyncProperty(requests, async (request) => {
            const response = await app.inject({ ...request, remoteAddress: randomIp() });
            return response.statusCode < 500;
          }),
          { numRuns: FUZZ_RUNS, endOnFailure: true, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
        );
        if (FUZZ_LOG) appendFileSync(FUZZ_LOG, `${Date.now() - started} ms ${key}${result.failed ? ' FAILED' : ''}\n`);
        if (result.failed) failures.push(`${key} (seed ${result.seed}): ${fc.stringify(result.counterexample).slice(0, 600)}`);
      }
      expect(failures).toEqual([]);
      const health = await app.inject({ method: 'GET', url: '/api/web-ts/common/ts/baseData/getSiteConfig' });
      expect(health.statusCode).toBe(200);
    }, 600_000);
  });
}
