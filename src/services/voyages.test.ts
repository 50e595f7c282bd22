import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from './http';
import { getTsNextVoyages, getTsTicketDate, getTsVoyageByDate, getTsVoyageByMonth, getWebTsVoyageList } from './voyages';

let sent: { url: string; method: string; authorization?: string }[];

/** The shared client fetches through globalThis.fetch, so the fake goes there. */
function answer(body: unknown) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ url: String(input), method: init?.method ?? 'GET', authorization: headers.authorization });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  configureHttp({ getToken: () => undefined, awaitRefresh: () => Promise.resolve(), getLang: () => 'zh', notify: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const BASE = '/api/web-ts/common/ts/voyage';
const ROUTE = { departurePort: 'CNSHA', arrivalPort: 'JPOSA' };

describe('voyage reads (spec 7 "Voyages", public GETs)', () => {
  it('getTsVoyageByMonth: the month as YYYY-MM beside the ports, no token needed', async () => {
    answer({ code: 200, data: ['2026-12-03', '2026-12-07'], message: 'ok' });
    await expect(getTsVoyageByMonth(ROUTE, '2026-12')).resolves.toEqual(['2026-12-03', '2026-12-07']);
    expect(sent).toEqual([{ url: `${BASE}/getTsVoyageByMonth?departurePort=CNSHA&arrivalPort=JPOSA&month=2026-12`, method: 'GET', authorization: undefined }]);
  });

  it('getTsTicketDate: null dates (no route) come through as they are', async () => {
    answer({ code: 200, data: { startDate: null, endDate: null }, message: 'ok' });
    await expect(getTsTicketDate({ departurePort: 'CNSHA', arrivalPort: 'CNTAG' })).resolves.toEqual({ startDate: null, endDate: null });
    expect(sent[0]?.url).toBe(`${BASE}/getTsTicketDate?departurePort=CNSHA&arrivalPort=CNTAG`);
  });

  it('getTsVoyageByDate: the day as date', async () => {
    answer({ code: 200, data: [], message: 'ok' });
    await getTsVoyageByDate(ROUTE, '2026-12-03');
    expect(sent[0]?.url).toBe(`${BASE}/getTsVoyageByDate?departurePort=CNSHA&arrivalPort=JPOSA&date=2026-12-03`);
  });

  it('getWebTsVoyageList: without currency none is sent; a return asks in the outbound currency', async () => {
    answer({ code: 200, data: [], message: 'ok' });
    await getWebTsVoyageList(ROUTE, '2026-12-03');
    await getWebTsVoyageList({ departurePort: 'JPOSA', arrivalPort: 'CNSHA' }, '2026-12-10', 'RMB');
    expect(sent.map((s) => s.url)).toEqual([
      `${BASE}/getWebTsVoyageList?departurePort=CNSHA&arrivalPort=JPOSA&date=2026-12-03`,
      `${BASE}/getWebTsVoyageList?departurePort=JPOSA&arrivalPort=CNSHA&date=2026-12-10&currency=RMB`,
    ]);
  });

  it('getTsNextVoyages: how many per route', async () => {
    answer({ code: 200, data: [], message: 'ok' });
    await expect(getTsNextVoyages(2)).resolves.toEqual([]);
    expect(sent).toEqual([{ url: `${BASE}/getTsNextVoyages?perRoute=2`, method: 'GET', authorization: undefined }]);
  });

  it('a refused query rejects with the business code', async () => {
    answer({ code: 10422, message: '参数错误', jpMessage: 'パラメータエラー', data: null });
    await expect(getWebTsVoyageList(ROUTE, 'not-a-day')).rejects.toMatchObject({ kind: 'business', code: 10422 });
  });
});
