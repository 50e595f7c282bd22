import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/domain/apiPaths';
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
