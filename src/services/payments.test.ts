import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from './http';
import { ApiError } from '../domain/apiError';
import { getPaymentOptions, markOffline, qrImageUrl, queryOrderStatus, releaseQrImageUrl, type ObjectUrls } from './payments';

let sent: { url: string; method: string; body: unknown; authorization?: string }[];

function answer(response: () => Response) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body, authorization: headers.authorization });
      return response();
    }),
  );
}
const json = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const png = () => new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } });

const notify = vi.fn();
beforeEach(() => {
  configureHttp({ getToken: () => 'tok', awaitRefresh: () => Promise.resolve(), getLang: () => 'zh', notify });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notify.mockReset();
  configureHttp({ getToken: () => undefined, getLang: () => 'zh', notify: () => {} });
});

const ORDER = '/api/web-ts/simp2/business/ts/order';

function fakeUrls(): ObjectUrls & { created: Blob[]; revoked: string[] } {
  const created: Blob[] = [];
  const revoked: string[] = [];
  return {
    created,
    revoked,
    create: (blob) => {
      created.push(blob);
      return `blob:qr-${created.length}`;
    },
    revoke: (url) => revoked.push(url),
  };
}

describe('payment calls', () => {
  it('getPaymentOptions: GET with the order uuid and the bearer token', async () => {
    answer(json({ code: 200, data: { orderUuid: 'o-1', methods: ['WECHAT_QR', 'BANK_TRANSFER'] }, message: 'ok' }));
    await expect(getPaymentOptions('o 1')).resolves.toMatchObject({ orderUuid: 'o-1' });
    expect(sent[0]).toMatchObject({ url: '/api/web-ts/simp2/business/payment/getPaymentOptions?orderUuid=o+1', method: 'GET', authorization: 'bearer tok' });
  });

  it('queryOrderStatus: GET ?uuid= answering the status', async () => {
    answer(json({ code: 200, data: { uuid: 'o-1', status: 'PAID', stateValue: 'PAID', paymentDeadline: null }, message: 'ok' }));
    await expect(queryOrderStatus('o-1')).resolves.toEqual({ uuid: 'o-1', status: 'PAID', stateValue: 'PAID', paymentDeadline: null });
    expect(sent[0]?.url).toBe(`${ORDER}/queryOrderStatus?uuid=o-1`);
  });

  it('markOffline: POSTs the uuid as JSON', async () => {
    answer(json({ code: 200, data: null, message: 'ok' }));
    await markOffline('o-1');
    expect(sent[0]).toMatchObject({ url: `${ORDER}/markedTsOrderAsOfflinePaymentByUuid`, method: 'POST', authorization: 'bearer tok' });
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ uuid: 'o-1' });
  });

  it('markOffline refused by the order state rejects with the server message (the client told the user)', async () => {
    answer(json({ code: 10500, message: '订单当前状态不允许此操作', jpMessage: '現在の注文状態ではこの操作はできません' }));
    const refusal = await markOffline('o-1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 10500, message: '订单当前状态不允许此操作' });
    expect(notify).toHaveBeenCalledWith('订单当前状态不允许此操作', 'error');
  });
});

describe('the QR image', () => {
  it('is fetched with the Authorization header (an <img> could not send it) and served from an object URL', async () => {
    answer(png);
    const urls = fakeUrls();
    await expect(qrImageUrl('o-1', urls)).resolves.toBe('blob:qr-1');
    expect(sent[0]).toMatchObject({ url: '/api/web-ts/simp2/business/payment/wxpay?orderUuid=o-1', authorization: 'bearer tok' });
    expect(urls.created).toHaveLength(1);
    expect(urls.created[0]?.type).toBe('image/png');
    expect(new Uint8Array(await urls.created[0]!.arrayBuffer())).toEqual(PNG);
  });

  it('an error envelope instead of the image rejects and makes no URL', async () => {
    answer(json({ code: 10404, message: '订单不存在', jpMessage: '注文が存在しません' }));
    const urls = fakeUrls();
    await expect(qrImageUrl('o-1', urls)).rejects.toMatchObject({ code: 10404 });
    expect(urls.created).toEqual([]);
  });

  it('releasing revokes the URL', () => {
    const urls = fakeUrls();
    releaseQrImageUrl('blob:qr-1', urls);
    expect(urls.revoked).toEqual(['blob:qr-1']);
  });
});
