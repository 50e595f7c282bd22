import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../http';
import { ApiError } from '../../domain/apiError';
import { answerFetch, type SentRequest } from '../testing/fakeFetch';
import { estimateDnd, getDemurragePage, getFreeDays } from './dnd';

let sent: SentRequest[];

beforeEach(() => {
  configureHttp({ getToken: () => 'tok', awaitRefresh: () => Promise.resolve(), getLang: () => 'zh', notify: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({ getToken: () => undefined });
});

const BASE = '/api/web/simp2/business/eb/ebDndCharge';
const TARIFF = {
  portCode: 'CNSHA',
  portNameZh: '上海港',
  portNameJa: '上海港',
  portNameEn: 'Shanghai',
  containerType: '40HC',
  currency: 'RMB',
  freeDays: 7,
  tiers: [{ fromDay: 8, toDay: null, rateMinor: 30000 }],
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const LINE = { ...TARIFF, containerNo: 'ESFU1234565', bookingNo: 'BK26000001', side: 'EXPORT', startDate: '2026-03-01', endDate: null, charge: null };

describe('D&D calls (ebDndCharge)', () => {
  it('getFreeDays: GET with the filter given, nothing for an empty one', async () => {
    sent = answerFetch({ code: 0, msg: 'ok', data: [TARIFF] });
    await expect(getFreeDays({ portCode: 'CNSHA', containerType: '40HC' })).resolves.toEqual([TARIFF]);
    await getFreeDays({ portCode: '', containerType: undefined });
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['GET', `${BASE}/freeDayList?portCode=CNSHA&containerType=40HC`],
      ['GET', `${BASE}/freeDayList`],
    ]);
  });

  it('estimateDnd: POSTs the form with the token and answers the estimate', async () => {
    const body = { portCode: 'CNSHA', containerType: '40HC', quantity: 1, startDate: '2026-03-01', endDate: '2026-03-20' } as const;
    sent = answerFetch({ code: 0, msg: 'ok', data: { totalMinor: 510000 } });
    await expect(estimateDnd(body)).resolves.toEqual({ totalMinor: 510000 });
    expect(sent.map((s) => [s.method, s.url, JSON.parse(String(s.body)), s.authorization])).toEqual([['POST', `${BASE}/estimate`, body, 'tok']]);
  });

  it('estimateDnd: a refused form rejects with the field messages in the current language', async () => {
    sent = answerFetch({
      code: 10422,
      message: '结束日期不能早于开始日期',
      jpMessage: '終了日は開始日以降にしてください',
      data: { fields: { endDate: { message: '结束日期不能早于开始日期', jpMessage: '終了日は開始日以降にしてください' } } },
    });
    const failure = await estimateDnd({ portCode: 'CNSHA', containerType: '40HC', quantity: 1, startDate: '2026-03-02', endDate: '2026-03-01' }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fields).toEqual({ endDate: '结束日期不能早于开始日期' });
  });

  it('getDemurragePage: POSTs the page and only the searches given; every line gets a row key of its booking, container and side', async () => {
    sent = answerFetch({ code: 0, msg: 'ok', data: { records: [LINE, { ...LINE, side: 'IMPORT' }], total: 2, current: 1, size: 10, pages: 1 } });
    const page = await getDemurragePage({ current: 1, size: 10, containerNo: '', bookingNo: 'BK26' });
    expect(page.records.map((r) => r.uuid)).toEqual(['BK26000001/ESFU1234565/EXPORT', 'BK26000001/ESFU1234565/IMPORT']);
    expect(page.total).toBe(2);
    expect(sent.map((s) => [s.method, s.url, JSON.parse(String(s.body))])).toEqual([
      ['POST', `${BASE}/demurragePage`, { current: 1, size: 10, bookingNo: 'BK26' }],
    ]);
  });
});
