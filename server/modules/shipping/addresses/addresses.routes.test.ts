import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/domain/envelope';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { LOADING_ADDRESS_PATHS } from '../../../../src/domain/shipping/entrustPaths';
import type { LoadingAddress } from '../../../../src/domain/shipping/loadingAddresses';
import { SHIPPING_MESSAGES } from '../../../../src/domain/shipping/messages';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { get, newCaller, post, type Caller } from '../../../test/shipping/shipping.testkit';

/** The enterprise's loading addresses (LOADING_ADDRESS_PATHS) through the real application. */

let testDb: TestDb;
let app: FastifyInstance;
let owner: Caller;
let other: Caller;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  owner = await newCaller(app, testDb.db, 'enterprise');
  other = await newCaller(app, testDb.db, 'enterprise');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const NOT_FOUND = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません', data: null };
const WAREHOUSE = {
  name: ' 苏州工业园区仓库 ',
  contact: '张伟',
  phone: '+86 512 6288 0000',
  countryCode: 'cn',
  city: '苏州',
  address: '江苏省苏州市工业园区星湖街 328 号',
  postcode: '215123',
  remarks: '周一至周五 8:00-17:00 装箱',
};
const save = (caller: Caller, body: object) => post<LoadingAddress>(app, LOADING_ADDRESS_PATHS.save, caller.headers, body);
const page = (caller: Caller, body: object = {}) => post<Page<LoadingAddress>>(app, LOADING_ADDRESS_PATHS.page, caller.headers, body);
const field = (key: keyof typeof SHIPPING_MESSAGES) => ({ message: SHIPPING_MESSAGES[key].zh, jpMessage: SHIPPING_MESSAGES[key].ja });

describe('loading addresses', () => {
  it('saves, loads, updates and deletes the enterprise’s addresses', async () => {
    const saved = await save(owner, WAREHOUSE);
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data).toMatchObject({ ...WAREHOUSE, name: '苏州工业园区仓库', countryCode: 'CN', uuid: expect.any(String) });
    expect((await get<LoadingAddress>(app, LOADING_ADDRESS_PATHS.load, owner.headers, { uuid: saved.data.uuid })).data).toEqual(saved.data);
    const updated = await save(owner, { ...saved.data, postcode: '215000', remarks: null });
    expect(updated.data).toMatchObject({ uuid: saved.data.uuid, postcode: '215000', remarks: '' });
    expect((await post(app, LOADING_ADDRESS_PATHS.remove, owner.headers, { uuid: saved.data.uuid })).data).toBeNull();
    expect(await get(app, LOADING_ADDRESS_PATHS.load, owner.headers, { uuid: saved.data.uuid })).toEqual(NOT_FOUND);
    expect(await post(app, LOADING_ADDRESS_PATHS.remove, owner.headers, { uuid: saved.data.uuid })).toEqual(NOT_FOUND);
  });

  it('pages by name and finds a keyword in the name, city, address or contact', async () => {
    const searcher = await newCaller(app, testDb.db, 'enterprise');
    await save(searcher, { ...WAREHOUSE, name: 'Osaka Depot', countryCode: 'JP', city: '大阪', address: '大阪府大阪市住之江区南港北 1-20', contact: '渡辺' });
    await save(searcher, WAREHOUSE);
    await save(searcher, { ...WAREHOUSE, name: 'Kunshan Plant', city: '昆山' });
    expect((await page(searcher)).data.records.map((a) => a.name)).toEqual(['Kunshan Plant', 'Osaka Depot', '苏州工业园区仓库']);
    expect((await page(searcher, { keyword: '大阪' })).data.records.map((a) => a.name)).toEqual(['Osaka Depot']);
    expect((await page(searcher, { keyword: 'osaka' })).data.total).toBe(1);
    expect((await page(searcher, { keyword: '张伟' })).data.total).toBe(2);
    expect((await page(searcher, { size: 10, current: 2 })).data).toMatchObject({ total: 3, records: [] });
    expect((await page(searcher, { keyword: '100%_' })).data.total).toBe(0);
  });

  it('names each field at fault in both languages', async () => {
    const answer = await save(owner, { name: '', countryCode: 'CHN', city: ' ', address: '', phone: 'call me', postcode: '#1' });
    expect(answer).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: {
        fields: {
          name: field('addressNameRequired'),
          countryCode: field('countryFormat'),
          city: field('addressCityRequired'),
          address: field('addressLineRequired'),
          phone: field('phoneFormat'),
          postcode: field('postcodeFormat'),
        },
      },
    });
    expect(await save(owner, { ...WAREHOUSE, countryCode: '' })).toMatchObject({ data: { fields: { countryCode: field('addressCountryRequired') } } });
    expect(await save(owner, { ...WAREHOUSE, uuid: 'not-a-uuid' })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { uuid: expect.any(Object) } },
    });
  });

  it('keeps another enterprise’s addresses out of reach: not found, not listed, not changed', async () => {
    const mine = await save(owner, { ...WAREHOUSE, name: '上海外高桥堆场' });
    expect(await get(app, LOADING_ADDRESS_PATHS.load, other.headers, { uuid: mine.data.uuid })).toEqual(NOT_FOUND);
    expect(await save(other, { ...WAREHOUSE, uuid: mine.data.uuid, name: '改名' })).toEqual(NOT_FOUND);
    expect(await post(app, LOADING_ADDRESS_PATHS.remove, other.headers, { uuid: mine.data.uuid })).toEqual(NOT_FOUND);
    expect((await page(other, { keyword: '外高桥' })).data.total).toBe(0);
    expect((await get<LoadingAddress>(app, LOADING_ADDRESS_PATHS.load, owner.headers, { uuid: mine.data.uuid })).data.name).toBe('上海外高桥堆场');
  });

  it('deletes once when two deletes race', async () => {
    const address = await save(owner, WAREHOUSE);
    const answers = await Promise.all([1, 2].map(() => post(app, LOADING_ADDRESS_PATHS.remove, owner.headers, { uuid: address.data.uuid })));
    expect(answers.map((a) => a.code).sort()).toEqual([0, ErrorCode.NOT_FOUND]);
  });

  it('needs an approved enterprise: 401 anonymous, 10403 individual or pending', async () => {
    expect((await app.inject({ method: 'POST', url: `/api${LOADING_ADDRESS_PATHS.page}`, payload: {} })).statusCode).toBe(401);
    for (const who of [await newCaller(app, testDb.db, 'individual'), await newCaller(app, testDb.db, 'enterprise', 'PENDING_REVIEW')]) {
      expect(await page(who)).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      expect(await save(who, WAREHOUSE)).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    }
  });
});
