import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdultAge, getBaf, getCities, getContainerPorts, getCountries, getDictList, getEnums, getFerryPorts, getSiteConfig, wechatQrUrl } from './baseData';
import { configureHttp } from './http';

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

let sent: Sent[];

/** The shared client fetches through globalThis.fetch, so the fake goes there. */
function answer(body: unknown) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  configureHttp({ getToken: () => undefined, awaitRefresh: () => Promise.resolve(), getLang: () => 'zh' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const BASE = '/api/web-ts/common/ts/baseData';
const EB = '/api/web/simp2/business/eb';

describe('base data calls (spec 7)', () => {
  it('getDictList: POST with dataItemType and returnType=CdeCnnme', async () => {
    answer({ code: 200, data: [{ id: '1', cde: 'M' }], message: 'ok' });
    await expect(getDictList('GENDER')).resolves.toEqual([{ id: '1', cde: 'M' }]);
    expect(sent).toEqual([{ url: `${BASE}/getDataDictListCombo?dataItemType=GENDER&returnType=CdeCnnme`, method: 'POST', body: undefined }]);
  });

  it('getCountries: POST with lang', async () => {
    answer({ code: 200, data: [], message: 'ok' });
    await getCountries('jp');
    expect(sent).toEqual([{ url: `${BASE}/getBdCountryListCombo?lang=jp`, method: 'POST', body: undefined }]);
  });

  it('getFerryPorts: POST without parameters', async () => {
    answer({ code: 200, data: [], message: 'ok' });
    await getFerryPorts();
    expect(sent).toEqual([{ url: `${BASE}/getBdPortListCombo`, method: 'POST', body: undefined }]);
  });

  it('getEnums: GET with enumsType and returnType=Name', async () => {
    answer({ code: 200, data: [], message: 'ok' });
    await getEnums('TsOrderStatusEnums');
    expect(sent).toEqual([{ url: `${BASE}/getTsEnumsCdeNme?enumsType=TsOrderStatusEnums&returnType=Name`, method: 'GET', body: undefined }]);
  });

  it.each([
    ['getBaf', getBaf, 'queryTsBaf'],
    ['getAdultAge', getAdultAge, 'getAdultAge'],
    ['getSiteConfig', getSiteConfig, 'getSiteConfig'],
  ] as const)('%s: GET %s', async (_, call, path) => {
    answer({ code: 200, data: 12, message: 'ok' });
    await expect(call()).resolves.toBe(12);
    expect(sent).toEqual([{ url: `${BASE}/${path}`, method: 'GET', body: undefined }]);
  });

  it('wechatQrUrl: the image path under /api', () => {
    expect(wechatQrUrl()).toBe(`${BASE}/getWechatQr`);
  });

  it('getContainerPorts: POST { keyword }, code-0 envelope', async () => {
    answer({ code: 0, msg: 'ok', data: [{ cde: 'CNSHA' }] });
    await expect(getContainerPorts('sha')).resolves.toEqual([{ cde: 'CNSHA' }]);
    expect(sent).toEqual([{ url: `${EB}/getPortDataComboList`, method: 'POST', body: '{"keyword":"sha"}' }]);
  });

  it('getCities: POST { keyword }, an empty object without one', async () => {
    answer({ code: 0, msg: 'ok', data: [] });
    await getCities();
    expect(sent).toEqual([{ url: `${EB}/getCityDataComboList`, method: 'POST', body: '{}' }]);
  });
});
