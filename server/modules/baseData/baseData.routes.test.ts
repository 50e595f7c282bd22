import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/domain/apiPaths';
import { DICT_TYPES, type BafItem, type CityItem, type CountryItem, type DictItem, type EnumItem, type PortItem } from '../../../src/domain/baseData';
import { ORDER_STATUSES, ORDER_TYPES, TICKET_STATUSES } from '../../../src/domain/orderEnums';
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

async function call<T>(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await app.inject({ method, url: `/api${url}`, payload: payload as object | undefined });
  return { status: response.statusCode, body: response.json() as { code: number; data: T; message?: string; msg?: string; jpMessage?: string } };
}

describe('getDataDictListCombo', () => {
  it.each(DICT_TYPES)('answers the %s dictionary in the web-ts envelope', async (type) => {
    const { status, body } = await call<DictItem[]>('POST', `${paths.dictList}?dataItemType=${type}&returnType=CdeCnnme`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'success' });
    expect(body.data.length).toBeGreaterThan(1);
    for (const item of body.data) {
      expect(item.extraInfoMap).toMatchObject({ cnnme: item.cnnme, ennme: item.ennme });
      expect(item.cnnme).not.toBe('');
    }
  });

  it('carries the room rules of each cabin class', async () => {
    const { body } = await call<DictItem[]>('POST', `${paths.dictList}?dataItemType=SHIPPING_CLASS_TYPE&returnType=CdeCnnme`);
    expect(body.data.map((i) => i.cde)).toEqual(['SUITE', 'FIRST_WESTERN', 'FIRST_JAPANESE', 'SECOND_JAPANESE', 'SECOND_DORMITORY']);
    const twin = body.data.find((i) => i.cde === 'FIRST_WESTERN');
    expect(twin).toMatchObject({ cnnme: '一等西式双人间', ennme: '1等洋室ツイン' });
    expect(twin?.extraInfoMap).toMatchObject({ roomStyle: 'WESTERN', roomCapacity: 2, maxAdults: 2, minAdults: 1, extraBedAllowed: true });
  });

  it('carries the age limits of each ticket type', async () => {
    const { body } = await call<DictItem[]>('POST', `${paths.dictList}?dataItemType=TICKET_TYPE`);
    const byCode = Object.fromEntries(body.data.map((i) => [i.cde, i.extraInfoMap]));
    expect(byCode.ADULT).toMatchObject({ minAge: 12, isFree: false });
    expect(byCode.CHILD).toMatchObject({ minAge: 2, maxAge: 11 });
    expect(byCode.INFANT).toMatchObject({ minAge: 0, maxAge: 1, isFree: true });
    expect(byCode.SENIOR).toMatchObject({ minAge: 65 });
  });

  it('refuses an unknown dictionary with 10422 naming dataItemType', async () => {
    const { status, body } = await call('POST', `${paths.dictList}?dataItemType=PET_TYPE`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 10422, data: { fields: { dataItemType: { message: expect.any(String), jpMessage: expect.any(String) } } } });
    expect(body).not.toHaveProperty('msg');
  });

  it('refuses a missing dictionary type', async () => {
    const { body } = await call('POST', paths.dictList);
    expect(body).toMatchObject({ code: 10422, data: { fields: { dataItemType: { message: '必填项' } } } });
  });
});

describe('getBdCountryListCombo', () => {
  it('names countries in Chinese', async () => {
    const { body } = await call<CountryItem[]>('POST', `${paths.countryList}?lang=zh`);
    expect(body.data.length).toBeGreaterThanOrEqual(30);
    expect(body.data.slice(0, 2).map((c) => [c.cde, c.name])).toEqual([
      ['CN', '中国'],
      ['JP', '日本'],
    ]);
    expect(body.data.find((c) => c.cde === 'US')?.name).toBe('美国');
  });

  it('names countries in Japanese', async () => {
    const { body } = await call<CountryItem[]>('POST', `${paths.countryList}?lang=jp`);
    expect(body.data.find((c) => c.cde === 'US')?.name).toBe('アメリカ合衆国');
  });

  it('refuses another language with 10422 naming lang', async () => {
    const { body } = await call('POST', `${paths.countryList}?lang=en`);
    expect(body).toMatchObject({ code: 10422, data: { fields: { lang: {} } } });
  });
});

describe('getBdPortListCombo', () => {
  it('answers the five ferry ports with their currency', async () => {
    const { body } = await call<PortItem[]>('POST', paths.portList);
    expect(body.data.map((p) => p.cde).sort()).toEqual(['CNSHA', 'CNTAG', 'JPOSA', 'JPSHS', 'JPUKB']);
    for (const port of body.data) expect(port.currency).toBe(port.countryCde === 'CN' ? 'RMB' : 'JPY');
    expect(body.data.find((p) => p.cde === 'JPUKB')).toMatchObject({ cnnme: '神户港', jpnme: '神戸港', ennme: 'Kobe', cityCde: 'JPUKB' });
  });
});

describe('getTsEnumsCdeNme', () => {
  it.each([
    ['TsOrderStatusEnums', ORDER_STATUSES],
    ['TsOrderTicketStatusEnums', TICKET_STATUSES],
    ['TsOrderTypeEnums', ORDER_TYPES],
  ] as const)('answers %s with both labels', async (type, values) => {
    const { body } = await call<EnumItem[]>('GET', `${paths.enums}?enumsType=${type}&returnType=Name`);
    expect(body.code).toBe(200);
    expect(body.data.map((i) => i.cde)).toEqual([...values]);
    for (const item of body.data) expect(item.cnnme && item.ennme).toBeTruthy();
  });

  it('labels DUE_PAY as unpaid', async () => {
    const { body } = await call<EnumItem[]>('GET', `${paths.enums}?enumsType=TsOrderStatusEnums`);
    expect(body.data.find((i) => i.cde === 'DUE_PAY')).toEqual({ cde: 'DUE_PAY', cnnme: '待支付', ennme: '未払い' });
  });

  it('refuses an unknown enumeration', async () => {
    const { body } = await call('GET', `${paths.enums}?enumsType=TsBookingEnums`);
    expect(body).toMatchObject({ code: 10422, data: { fields: { enumsType: {} } } });
  });
});

describe('queryTsBaf and getAdultAge', () => {
  it('answers only the surcharges in force, one per departure country and currency', async () => {
    const { body } = await call<BafItem[]>('GET', paths.baf);
    expect(body.data).toEqual([
      expect.objectContaining({ departureCountry: 'CN', currency: 'JPY', amount: 4000, effectiveTo: null }),
      expect.objectContaining({ departureCountry: 'CN', currency: 'RMB', amount: 200, effectiveTo: null }),
      expect.objectContaining({ departureCountry: 'JP', currency: 'JPY', amount: 4000, effectiveTo: null }),
      expect.objectContaining({ departureCountry: 'JP', currency: 'RMB', amount: 200, effectiveTo: null }),
    ]);
  });

  it('answers the surcharges of an earlier day from the injected clock', async () => {
    const past = await buildTestApp(testDb, { clock: () => new Date(testDb.seededAt.getTime() - 120 * 24 * 3600 * 1000) });
    const response = await past.inject({ method: 'GET', url: `/api${paths.baf}` });
    await past.close();
    expect((response.json() as { data: BafItem[] }).data.map((b) => b.amount)).toEqual([240, 5000]);
  });

  it('answers the adult age', async () => {
    const { body } = await call<number>('GET', paths.adultAge);
    expect(body).toEqual({ code: 200, data: 12, message: 'success' });
  });
});

describe('container ports and cities (code-0 family)', () => {
  it('answers every container port in the code-0 envelope', async () => {
    const { body } = await call<PortItem[]>('POST', paths.ebPortList, {});
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    expect(body.data.map((p) => p.cde)).toEqual(expect.arrayContaining(['CNNGB', 'CNTAO', 'CNTXG', 'JPTYO', 'JPYOK', 'JPNGO', 'JPHKT', 'CNSHA', 'JPOSA']));
  });

  it('answers without a body at all', async () => {
    const { body } = await call<PortItem[]>('POST', paths.ebPortList);
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThan(10);
  });

  it('filters ports by a keyword in any language', async () => {
    expect((await call<PortItem[]>('POST', paths.ebPortList, { keyword: '横浜' })).body.data.map((p) => p.cde)).toEqual(['JPYOK']);
    expect((await call<PortItem[]>('POST', paths.ebPortList, { keyword: 'xingang' })).body.data.map((p) => p.cde)).toEqual(['CNTXG']);
    expect((await call<PortItem[]>('POST', paths.ebPortList, { keyword: '%' })).body.data).toEqual([]);
  });

  it('filters cities by keyword', async () => {
    const { body } = await call<CityItem[]>('POST', paths.ebCityList, { keyword: '福' });
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    expect(body.data.map((c) => c.cde)).toEqual(['JPFUK']);
  });

  it('accepts a form-encoded body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${paths.ebCityList}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'keyword=Osaka',
    });
    expect((response.json() as { data: CityItem[] }).data.map((c) => c.cde)).toEqual(['JPOSA']);
  });

  it('refuses a keyword that is not text, with 10422 and never msg', async () => {
    const { status, body } = await call('POST', paths.ebCityList, { keyword: { $ne: 1 } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 10422, data: { fields: { keyword: {} } } });
    expect(body).not.toHaveProperty('msg');
  });
});
