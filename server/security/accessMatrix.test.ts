import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errorCodes';
import { randomIp } from '../test/accounts';
import type { Access, RouteAccess } from '../lib/auth/routeAccess';
import { menusOfCaller } from './accessTable';
import { ROUTE_RECIPES, type RouteRecipe } from './ownerRecipes';
import { buildCallers, buildOwnerRecords, type Callers, type MatrixCaller, type OwnerRecords } from './ownerRecords.testkit';
import { injectOf, sampleParts } from './routeRequests';
import { startRoutedApp, type RoutedApp } from './routedApp.testkit';
import { routeKey, type RouteEntry } from './routeTable';

let routed: RoutedApp | undefined;
let app: FastifyInstance;
let routes: RouteEntry[];
let named: RouteEntry[];
let callers: Callers;
let records: OwnerRecords;

beforeAll(async () => {
  routed = await startRoutedApp();
  app = routed.app;
  routes = routed.routes;
  // A route that declares no access fails the first test only; the others check the routes that declare it.
  named = routes.filter((route) => route.access !== undefined);
  callers = await buildCallers(app, routed.testDb.db);
  records = await buildOwnerRecords(app, routed.testDb.db, callers);
}, 120_000);

afterAll(async () => {
  await routed?.close();
});

// Logging out ends the caller's session; it is called with a token of its own instead.
const ENDS_SESSION = new Set(['DELETE /auth-ts/token/logout']);

/** The route's declared access (its own `config.access`) and the tests' recipe for it. */
const entryOf = (route: RouteEntry): RouteRecipe & { access: RouteAccess; anonymous?: RouteAccess['anonymous'] } => ({
  ...ROUTE_RECIPES[routeKey(route.method, route.url)],
  access: route.access!,
  anonymous: route.access!.anonymous,
});

function allowed(access: Access, caller: MatrixCaller): boolean {
  // the menus come from the hand-written table, not from the roles the server uses
  const menus = menusOfCaller(caller.name);
  switch (access.kind) {
    case 'public':
    case 'user':
      return true;
    case 'menu':
      return (caller.role === 'individual' || caller.role === 'enterprise') && menus.includes(access.menu);
    case 'enterprise':
      return caller.role === 'enterprise' && caller.enterpriseState === 'APPROVED' && (access.menu === null || menus.includes(access.menu));
    case 'staff':
      return (access.roles as readonly string[]).includes(caller.role);
    case 'signed':
      return false;
  }
}

async function callAs(
  route: RouteEntry,
  caller: MatrixCaller | null,
  extra: { query?: Record<string, string>; body?: Record<string, unknown> } = {},
): Promise<LightMyRequestResponse> {
  const entry = entryOf(route);
  const sampled = sampleParts(route);
  // A fixed part replaces the generated one: merged, a generated field could fail validation before the guard decides.
  const fixed = { ...(entry.requestAs && caller ? entry.requestAs(caller.name) : entry.request), ...extra };
  const body = fixed.body ?? sampled.body;
  const query = fixed.query ?? sampled.query;
  const headers = caller && !ENDS_SESSION.has(routeKey(route.method, route.url)) ? caller.headers : {};
  return app.inject({ ...injectOf(route, { ...sampled, body, query }, headers), remoteAddress: randomIp() });
}

function codeOf(response: LightMyRequestResponse): number | undefined {
  try {
    return (response.json() as { code?: number }).code;
  } catch {
    return undefined;
  }
}

const allCallers = () => [callers.individual, callers.pendingEnterprise, callers.approvedEnterprise, ...callers.staff];

describe('the access the routes declare', () => {
  it('has every API route declare its access in its own config, and a recipe only for registered routes', () => {
    const keys = routes.map((route) => routeKey(route.method, route.url));
    expect(keys.length).toBeGreaterThan(100);
    expect(
      routes.filter((route) => !route.access).map((route) => routeKey(route.method, route.url)),
      'routes without config.access',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_RECIPES).filter((key) => !keys.includes(key)),
      'recipes without a route',
    ).toEqual([]);
  });

  it('answers anonymous callers HTTP 401 on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const route of named) {
      const { access, anonymous } = entryOf(route);
      const response = await callAs(route, null);
      const key = routeKey(route.method, route.url);
      if (anonymous) {
        if (response.statusCode !== anonymous.status || codeOf(response) !== anonymous.code)
          wrong.push(`${key}: HTTP ${response.statusCode} ${response.body.slice(0, 120)}`);
      } else if (access.kind === 'public') {
        if (response.statusCode === 401 || response.statusCode >= 500) wrong.push(`${key}: public, answered HTTP ${response.statusCode}`);
      } else if (response.statusCode !== 401) {
        wrong.push(`${key}: HTTP ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 90_000);

  it('asks an anonymous caller to sign in before reading their input: a malformed request still gets HTTP 401, not 10422', async () => {
    const wrong: string[] = [];
    for (const route of named) {
      const { access, anonymous } = entryOf(route);
      if (anonymous || access.kind === 'public' || access.kind === 'signed') continue;
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:([A-Za-z0-9_]+)/g, 'x'),
        query: { current: 'not-a-number', size: '-1', uuid: 'x'.repeat(5000) },
        ...(route.method === 'GET' ? {} : { payload: '[1]', headers: { 'content-type': 'application/json' } }),
        remoteAddress: randomIp(),
      });
      if (response.statusCode !== 401) wrong.push(`${routeKey(route.method, route.url)}: HTTP ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  }, 90_000);

  it('tells every logged-in caller the menus the table lists for it (getUserAuthentication)', async () => {
    for (const caller of allCallers()) {
      const response = await app.inject({ method: 'POST', url: '/auth-ts/token/getUserAuthentication', headers: caller.headers, remoteAddress: randomIp() });
      const menus = (response.json() as { data: { menus: string[] } }).data.menus;
      expect([...menus].sort(), caller.name).toEqual([...menusOfCaller(caller.name)].sort());
    }
  });

  it('answers 10403 (HTTP 200) to every logged-in caller outside the route’s access, and lets the others through', async () => {
    const wrong: string[] = [];
    for (const route of named) {
      const { access } = entryOf(route);
      if (access.kind === 'public') continue;
      const key = routeKey(route.method, route.url);
      const answers = await Promise.all(allCallers().map(async (caller) => ({ caller, response: await callAs(route, caller) })));
      for (const { caller, response } of answers) {
        const code = codeOf(response);
        if (access.kind === 'signed') {
          if (response.statusCode !== 401) wrong.push(`${key} as ${caller.name}: unsigned, answered HTTP ${response.statusCode}`);
        } else if (allowed(access, caller)) {
          if (response.statusCode === 401 || response.statusCode >= 500 || code === ErrorCode.NO_PERMISSION) {
            wrong.push(`${key} as ${caller.name}: allowed, answered HTTP ${response.statusCode} code ${code}`);
          }
        } else if (response.statusCode !== 200 || code !== ErrorCode.NO_PERMISSION) {
          wrong.push(`${key} as ${caller.name}: refused expected, answered HTTP ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 90_000);

  it('answers 10404 to another customer asking for the owner’s record, with none of its data', async () => {
    const wrong: string[] = [];
    const owned = named.filter((route) => entryOf(route).owned);
    expect(owned.length).toBeGreaterThan(25);
    const ownerIds = new Set([records.owners.individual.userId, records.owners.enterprise.userId]);
    for (const route of owned) {
      const { access, owned: record } = entryOf(route);
      const key = routeKey(route.method, route.url);
      const request = record!.request(records.ids[record!.record]);
      const strangers = [callers.individual, callers.approvedEnterprise].filter((caller) => allowed(access, caller) && !ownerIds.has(caller.userId));
      expect(strangers.length, key).toBeGreaterThan(0);
      for (const stranger of strangers) {
        const response = await callAs(route, stranger, request);
        const leaked = records.secrets.filter((secret) => response.body.includes(secret));
        if (response.statusCode !== 200 || codeOf(response) !== ErrorCode.NOT_FOUND || leaked.length) {
          wrong.push(
            `${key} as ${stranger.name}: HTTP ${response.statusCode} ${response.body.slice(0, 160)}${leaked.length ? ` LEAKS ${leaked.join(', ')}` : ''}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 90_000);

  it('still lets the owners reach their records afterwards (the strangers changed nothing)', async () => {
    const eb = '/api/web/simp2/business/eb';
    const ts = '/api/web-ts/simp2/business/ts';
    const checks: [MatrixCaller, string, Record<string, string>][] = [
      [records.owners.individual, `${ts}/order/loadTsOrder`, { uuid: records.ids.order }],
      [records.owners.individual, `${ts}/userPassenger/loadTsUserPassenger`, { uuid: records.ids.passenger }],
      [records.owners.enterprise, `${eb}/ebParty/load`, { uuid: records.ids.party }],
      [records.owners.enterprise, `${eb}/ebBooking/loadTemplate`, { uuid: records.ids.template }],
      [records.owners.enterprise, `${eb}/ebLoadingAddress/load`, { uuid: records.ids.address }],
      [records.owners.enterprise, `${eb}/ebRailCommission/load`, { uuid: records.ids.commission }],
    ];
    for (const [owner, url, query] of checks) {
      const response = await app.inject({ method: 'GET', url, query, headers: owner.headers });
      expect(codeOf(response), `${url} ${response.body.slice(0, 200)}`).toSatisfy((code: number) => code === 0 || code === 200);
    }
    const order = await app.inject({
      method: 'GET',
      url: `${ts}/order/loadTsOrder`,
      query: { uuid: records.ids.order },
      headers: records.owners.individual.headers,
    });
    expect((order.json() as { data: { status: string } }).data.status).toBe('DUE_PAY');
  });
});
