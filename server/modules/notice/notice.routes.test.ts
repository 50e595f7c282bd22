import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/domain/apiPaths';
import type { RouteInstructions } from '../../../src/domain/information';
import type { PassengerNotice } from '../../../src/domain/ticketing/order';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createSettingsRepository } from '../settings/settings.repository';

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const fetchNotice = () => app.inject({ method: 'GET', url: `/api${paths.passengerNotice}` });

describe('getTsPassengerNotice', () => {
  it('answers the seeded notice in both languages without login', async () => {
    const response = await fetchNotice();
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: number; data: PassengerNotice };
    expect(body.code).toBe(200);
    expect(body.data.version).toBe(1);
    expect(Object.keys(body.data).sort()).toEqual(['ja', 'version', 'zh']);
    expect(body.data.zh).toContain('开船前7天以上申请退票，收取票款的10%');
    expect(body.data.ja).toContain('出港前24時間以内は払い戻しいたしかねます');
  });

  it('answers the stored text: a new version is served as soon as it is put', async () => {
    const settings = createSettingsRepository({ db: testDb.db });
    const saved = await settings.require('passengerNotice');
    try {
      await settings.put('passengerNotice', { version: 2, zh: '新须知\n\n第二段', ja: '新しいお知らせ\n\n第二段落' });
      expect((await fetchNotice()).json()).toMatchObject({ code: 200, data: { version: 2, zh: '新须知\n\n第二段', ja: '新しいお知らせ\n\n第二段落' } });
    } finally {
      await settings.put('passengerNotice', saved);
    }
  });

  it('answers 500 when the notice is missing, rather than an empty text to agree to', async () => {
    const settings = createSettingsRepository({ db: testDb.db });
    const saved = await settings.require('passengerNotice');
    try {
      await testDb.db.execute(`delete from settings where key = 'passengerNotice'`);
      const response = await fetchNotice();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 500 });
    } finally {
      await settings.put('passengerNotice', saved);
    }
  });
});

describe('getTsRouteInstructions', () => {
  const fetchInstructions = () => app.inject({ method: 'GET', url: `/api${paths.routeInstructions}` });

  it('answers boarding, baggage and documents for each of the three routes, in both languages, without login', async () => {
    const response = await fetchInstructions();
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json() as { code: number; data: RouteInstructions };
    expect(code).toBe(200);
    expect(data.routes.map((r) => r.ports.join('-'))).toEqual(['CNSHA-JPOSA', 'CNSHA-JPUKB', 'CNTAG-JPSHS']);
    for (const route of data.routes) {
      // one boarding place per departure port: both directions
      expect(route.boarding.map((p) => p.port)).toEqual(route.ports);
      for (const place of route.boarding) {
        for (const text of [place.terminal, place.address, place.departures, place.checkIn, place.access]) {
          expect(text.zh.trim() && text.ja.trim(), JSON.stringify(text)).toBeTruthy();
        }
      }
      expect(route.baggage.length).toBeGreaterThan(0);
      expect(route.documents.length).toBeGreaterThan(0);
      for (const rule of [...route.baggage, ...route.documents]) expect(rule.zh.trim() && rule.ja.trim()).toBeTruthy();
    }
    // The seeded sailing times: Shanghai–Osaka leaves Shanghai on Tuesdays and Fridays at 11:00.
    expect(data.routes[0]?.boarding[0]?.departures.zh).toContain('每周二、周五 11:00');
  });

  it('answers what the operator stored', async () => {
    const settings = createSettingsRepository({ db: testDb.db });
    const saved = await settings.require('routeInstructions');
    try {
      const [first] = saved.routes;
      await settings.put('routeInstructions', { version: 2, routes: [{ ...first!, baggage: [{ zh: '新规则', ja: '新しい規則' }] }] });
      const { data } = (await fetchInstructions()).json() as { data: RouteInstructions };
      expect(data.version).toBe(2);
      expect(data.routes).toHaveLength(1);
      expect(data.routes[0]?.baggage).toEqual([{ zh: '新规则', ja: '新しい規則' }]);
    } finally {
      await settings.put('routeInstructions', saved);
    }
  });

  it('answers 500 when the instructions are missing', async () => {
    const settings = createSettingsRepository({ db: testDb.db });
    const saved = await settings.require('routeInstructions');
    try {
      await testDb.db.execute(`delete from settings where key = 'routeInstructions'`);
      expect((await fetchInstructions()).statusCode).toBe(500);
    } finally {
      await settings.put('routeInstructions', saved);
    }
  });
});
