import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRequest } from '../domain/ticketing/order';
import { configureHttp } from './http';
import { ApiError } from '../domain/apiError';
import { answerFetch, type SentRequest } from './testing/fakeFetch';
import { applyRefund, cancelOrder, deleteDraft, downloadETicket, getOrderPage, loadOrder, markOfflinePaid, saveOrder } from './orders';

let sent: SentRequest[];

function answer(body: unknown) {
  sent = answerFetch(body);
}

beforeEach(() => {
  configureHttp({ getToken: () => 'tok', awaitRefresh: () => Promise.resolve(), getLang: () => 'jp', notify: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({ getToken: () => undefined, getLang: () => 'zh' });
});

const BASE = '/api/web-ts/simp2/business/ts/order';

const REQUEST: OrderRequest = {
  submit: true,
  orderType: 'ONE_WAY',
  outbound: { voyageUuid: 'v-1', cabinClass: 'SUITE' },
  returnLeg: null,
  contactName: '张三',
  contactPhone: '13800000000',
  contactEmail: 'a@example.com',
  passengers: [],
  extraBed: false,
  noticeAgreed: true,
};

describe('order calls (spec 7 "Orders")', () => {
  it('saveOrder: POSTs the request as JSON with the bearer token and answers the order', async () => {
    answer({ code: 200, data: { uuid: 'o-1', status: 'DUE_PAY' }, message: 'ok' });
    await expect(saveOrder(REQUEST)).resolves.toMatchObject({ uuid: 'o-1', status: 'DUE_PAY' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: `${BASE}/insertOrUpdateTsOrder`, method: 'POST', authorization: 'bearer tok' });
    expect(JSON.parse(String(sent[0]?.body))).toEqual(REQUEST);
  });

  it('loadOrder: GET with the uuid', async () => {
    answer({ code: 200, data: { uuid: 'o 1' }, message: 'ok' });
    await loadOrder('o 1');
    expect(sent[0]?.url).toBe(`${BASE}/loadTsOrder?uuid=o+1`);
  });

  it('not enough tickets (10409) rejects with the field message in Japanese and the raw fields in data', async () => {
    const fields = { 'outbound.cabinClass': { message: '余票不足', jpMessage: '残席が不足しています' } };
    answer({ code: 10409, message: '余票不足', jpMessage: '残席が不足しています', data: { fields } });
    const refusal = await saveOrder(REQUEST).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      code: 10409,
      message: '残席が不足しています',
      fields: { 'outbound.cabinClass': '残席が不足しています' },
      data: { fields },
    });
  });
});

describe('order list and moves (issue 5)', () => {
  it('getOrderPage: POST with the filters as query parameters, nothing in the body, empty filters left out', async () => {
    answer({ code: 200, data: { records: [], total: 0, current: 2, size: 20, pages: 0 }, message: 'ok' });
    await getOrderPage({ current: 2, size: 20, status: 'DUE_PAY', orderType: undefined, createdFrom: '2026-11-01', createdTo: '2026-11-30' });
    expect(sent[0]).toMatchObject({ method: 'POST', authorization: 'bearer tok' });
    const url = new URL(sent[0]!.url, 'http://x');
    expect(url.pathname).toBe(`${BASE}/getTsOrderByPage`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ current: '2', size: '20', status: 'DUE_PAY', createdFrom: '2026-11-01', createdTo: '2026-11-30' });
    expect(sent[0]?.body ?? null).toBeNull();
  });

  it.each([
    ['cancelOrder', cancelOrder, 'cancelTsOrderByUuid'],
    ['applyRefund', applyRefund, 'orderRefundByUuid'],
    ['markOfflinePaid', markOfflinePaid, 'markedTsOrderAsOfflinePaymentByUuid'],
    ['deleteDraft', deleteDraft, 'deleteTsOrderDraftByUuid'],
  ] as const)('%s: POSTs the uuid (body and query) to %s', async (_, call, path) => {
    answer({ code: 200, data: null, message: 'ok' });
    await call('o-1');
    expect(sent[0]).toMatchObject({ url: `${BASE}/${path}?uuid=o-1`, method: 'POST', authorization: 'bearer tok' });
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ uuid: 'o-1' });
  });

  it('a refused move rejects with the server message in the current language', async () => {
    answer({ code: 10500, message: '订单当前状态不允许此操作', jpMessage: '現在の注文状態ではこの操作はできません', data: null });
    await expect(cancelOrder('o-1')).rejects.toMatchObject({ code: 10500, message: '現在の注文状態ではこの操作はできません' });
  });

  it('downloadETicket: GET with the bearer token, answers the PDF as a blob', async () => {
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body, authorization: headers.authorization });
        return new Response(new TextEncoder().encode('%PDF-1.7'), { status: 200, headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const pdf = await downloadETicket('o-1');
    expect(sent[0]).toMatchObject({ url: `${BASE}/downloadETicket?uuid=o-1`, authorization: 'bearer tok' });
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await pdf.arrayBuffer())).toBe('%PDF-1.7');
  });
});
