import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/domain/apiPaths';
import { AUTH, INDIVIDUAL } from '../../src/domain/identityApi';
import { voyagePaths } from '../../src/domain/voyages';
import { randomIp } from '../test/accounts';
import { isPersonal } from './noStore';
import { DEMO_PASSWORD, loginAs, tokenForm } from '../test/login';
import type { Access } from './auth/routeAccess';
import { ROUTE_RECIPES } from '../security/ownerRecipes';
import { buildCallers, type Callers, type MatrixCaller } from '../security/ownerRecords.testkit';
import { injectOf, sampleParts } from '../security/routeRequests';
import { startRoutedApp, type RoutedApp } from '../security/routedApp.testkit';
import { routeKey } from '../security/routeTable';

let routed: RoutedApp | undefined;
let app: FastifyInstance;
let callers: Callers;

beforeAll(async () => {
  routed = await startRoutedApp();
  app = routed.app;
  callers = await buildCallers(app, routed.testDb.db);
}, 120_000);
afterAll(async () => {
  await routed?.close();
});

const noStore = (response: LightMyRequestResponse) => ({
  cacheControl: response.headers['cache-control'],
  pragma: response.headers.pragma,
});

describe('answers that carry a token', () => {
  it('login: no-store and no-cache', async () => {
    const response = await app.inject({
      method: 'POST',
      url: AUTH.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(await tokenForm(app, 'demo.passenger', DEMO_PASSWORD)).toString(),
    });
    expect(response.json()).toHaveProperty('access_token');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.pragma).toBe('no-cache');
  });

  it('a refused login too', async () => {
    const response = await app.inject({ method: 'POST', url: AUTH.token, payload: await tokenForm(app, 'demo.passenger', 'Wrong#pass1') });
    expect(response.json()).not.toHaveProperty('access_token');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refresh: no-store and no-cache', async () => {
    const token = await loginAs(app, 'demo.passenger');
    const response = await app.inject({ method: 'POST', url: `${AUTH.refresh}/demo.passenger`, payload: { refresh_token: token.refresh_token } });
    expect(response.json()).toMatchObject({ code: 0, data: { access_token: expect.any(String) } });
    expect(noStore(response)).toEqual({ cacheControl: 'no-store', pragma: 'no-cache' });
  });
});

describe('personal answers', () => {
  it.each([
    ['GET', `/api${INDIVIDUAL.selectInfo}`],
    ['POST', AUTH.userInfo],
    ['POST', AUTH.authentication],
    ['GET', '/api/web-ts/simp2/business/ts/userPassenger/getTsUserPassengerByPgGrid'],
    ['POST', '/api/web-ts/simp2/business/ts/order/getTsOrderByPage'],
  ])('%s %s answers the logged-in user with no-store', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url, headers: callers.individual.headers, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(200);
    expect(noStore(response)).toEqual({ cacheControl: 'no-store', pragma: 'no-cache' });
  });

  it('and the refusal of an anonymous caller', async () => {
    const response = await app.inject({ method: 'GET', url: `/api${INDIVIDUAL.selectInfo}` });
    expect(response.statusCode).toBe(401);
    expect(noStore(response)).toEqual({ cacheControl: 'no-store', pragma: 'no-cache' });
  });
});

describe('public data keeps its caching', () => {
  it.each([
    ['POST', `/api${paths.dictList}?dataItemType=TICKET_TYPE&returnType=CdeCnnme`],
    ['GET', `/api${paths.announcementPage}`],
    ['GET', `/api${voyagePaths.byMonth}`],
  ])('%s %s has no no-store, even for a logged-in caller', async (method, url) => {
    for (const headers of [{}, callers.individual.headers]) {
      const response = await app.inject({ method: method as 'GET', url, headers });
      expect(response.statusCode).toBeLessThan(500);
      expect(String(response.headers['cache-control'] ?? '')).not.toContain('no-store');
      expect(response.headers.pragma).toBeUndefined();
    }
  });
});

/** A caller the route lets through, so that the walk sees the answer a user gets, not only refusals. */
function allowedCaller(access: Access): MatrixCaller | null {
  switch (access.kind) {
    case 'user':
      return callers.individual;
    case 'menu':
    case 'enterprise':
      return callers.approvedEnterprise;
    case 'staff':
      return callers.staff.find((caller) => (access.roles as readonly string[]).includes(caller.role)) ?? null;
    default:
      return null;
  }
}

describe('every route that needs a session', () => {
  const personal = () =>
    routed!.routes.filter((route) => {
      const kind = route.access?.kind;
      return kind !== 'public' && kind !== 'signed';
    });

  it('answers no-store to an anonymous caller (the refusal) and to a caller it lets through', async () => {
    const routes = personal();
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of routes) {
      const recipe = ROUTE_RECIPES[routeKey(route.method, route.url)];
      const parts = sampleParts(route);
      const request = { ...parts, ...(recipe?.request ?? {}) };
      const callersOf: (MatrixCaller | null)[] = [null, route.access ? allowedCaller(route.access) : null];
      for (const caller of callersOf) {
        const response = await app.inject({ ...injectOf(route, request as typeof parts, caller?.headers ?? {}), remoteAddress: randomIp() });
        const headers = noStore(response);
        if (!String(headers.cacheControl ?? '').includes('no-store') || headers.pragma !== 'no-cache') {
          wrong.push(
            `${routeKey(route.method, route.url)} as ${caller?.name ?? 'anonymous'}: HTTP ${response.statusCode} cache-control ${headers.cacheControl}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it('counts an API route that declares no access yet as personal', async () => {
    expect(isPersonal({ routeOptions: { method: 'GET', url: '/api/web-ts/simp2/business/ts/somethingNew' } } as never)).toBe(true);
    expect(isPersonal({ routeOptions: { method: 'GET', url: '/healthz' } } as never)).toBe(false);
  });
});
