import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRequest } from '../domain/ticketing/order';
import { ApiError, configureHttp } from './http';
import { loadOrder, saveOrder } from './orders';

let sent: { url: string; method: string; body: unknown; authorization?: string }[];

function answer(body: unknown) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body, authorization: headers.authorization });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
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
    expect(refusal).toMatchObject({ code: 10409, message: '残席が不足しています', fields: { 'outbound.cabinClass': '残席が不足しています' }, data: { fields } });
  });
});
