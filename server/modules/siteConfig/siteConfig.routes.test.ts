import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/domain/apiPaths';
import type { SiteConfig } from '../../../src/domain/baseData';
import type { CompanyProfile } from '../../../src/domain/information';
import { createSettingsRepository } from '../settings/settings.repository';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';

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

describe('getSiteConfig', () => {
  it('answers the company details with both offices', async () => {
    const response = await app.inject({ method: 'GET', url: `/api${paths.siteConfig}` });
    const body = response.json() as { code: number; data: SiteConfig };
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      productName: { zh: '中日航运服务平台', ja: '日中航路サービス' },
      companyName: { zh: '东海渡轮航运有限公司', ja: '東海フェリー海運株式会社', en: 'East Sea Ferry & Shipping Co., Ltd.' },
      icpNumber: expect.stringMatching(/^沪ICP备\d+号-\d$/),
    });
    expect(body.data.offices.map((o) => o.key)).toEqual(['shanghai', 'osaka']);
    for (const office of body.data.offices) {
      expect(office).toMatchObject({ phone: expect.any(String), fax: expect.any(String), email: expect.stringContaining('@') });
      expect(office.address.zh && office.address.ja).toBeTruthy();
    }
  });

  it('answers 500 without details when the setting is missing', async () => {
    const settings = createSettingsRepository({ db: testDb.db });
    const saved = await settings.require('siteConfig');
    const lines: string[] = [];
    const logged = await buildTestApp(testDb, { logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } });
    try {
      await testDb.db.execute(`delete from settings where key = 'siteConfig'`);
      const response = await logged.inject({ method: 'GET', url: `/api${paths.siteConfig}` });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, reason: 'common.system_error', message: '系统错误', jpMessage: 'システムエラー' });
      expect(lines.join('')).toContain('Setting \\"siteConfig\\" is missing');
    } finally {
      await logged.close();
      await settings.put('siteConfig', saved);
    }
  });
});

describe('getWechatQr', () => {
  it('answers a cacheable PNG', async () => {
    const response = await app.inject({ method: 'GET', url: `/api${paths.wechatQr}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});

describe('getCompanyProfile', () => {
  it('answers the introduction, highlights and the two vessels of each seeded route, in both languages', async () => {
    const response = await app.inject({ method: 'GET', url: `/api${paths.companyProfile}` });
    const { code, data } = response.json() as { code: number; data: CompanyProfile };
    expect(code).toBe(200);
    expect(data.founded).toBe(1994);
    expect(data.introduction.length).toBeGreaterThan(0);
    for (const text of [...data.introduction, ...data.highlights, data.headquarters]) expect(text.zh.trim() && text.ja.trim()).toBeTruthy();
    expect(data.vessels.map((v) => v.route.join('-'))).toEqual(['CNSHA-JPOSA', 'CNSHA-JPOSA', 'CNSHA-JPUKB', 'CNSHA-JPUKB', 'CNTAG-JPSHS', 'CNTAG-JPSHS']);
    for (const vessel of data.vessels) {
      expect(vessel).toMatchObject({ builtYear: expect.any(Number), grossTonnage: expect.any(Number), passengers: expect.any(Number) });
      expect(vessel.name.zh && vessel.name.ja && vessel.description.zh && vessel.description.ja).toBeTruthy();
    }
  });

  it('answers 500 when the profile is missing', async () => {
    const settings = createSettingsRepository({ db: testDb.db });
    const saved = await settings.require('companyProfile');
    try {
      await testDb.db.execute(`delete from settings where key = 'companyProfile'`);
      expect((await app.inject({ method: 'GET', url: `/api${paths.companyProfile}` })).statusCode).toBe(500);
    } finally {
      await settings.put('companyProfile', saved);
    }
  });
});
