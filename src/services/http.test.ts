import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, createHttp, type HttpHooks } from './http';
import { ApiError } from '../domain/apiError';
import { httpMessages } from './httpMessages';
import { waitWhileRefreshing } from './refreshWait';
import type { Lang } from '../domain/lang';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records what it was sent and answers with the given status and body. */
function fakeFetch(status: number, body: unknown, contentType = 'application/json') {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
    });
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(payload, { status, headers: { 'content-type': contentType } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function hooksFor(lang: Lang = 'zh', token?: string) {
  const hooks = {
    getToken: vi.fn<HttpHooks['getToken']>(() => token),
    awaitRefresh: vi.fn<HttpHooks['awaitRefresh']>(() => Promise.resolve()),
    renewExpiredToken: vi.fn<HttpHooks['renewExpiredToken']>(() => Promise.resolve(false)),
    onLoggedOut: vi.fn<HttpHooks['onLoggedOut']>(),
    navigate: vi.fn<HttpHooks['navigate']>(),
    getLang: vi.fn<HttpHooks['getLang']>(() => lang),
    notify: vi.fn<HttpHooks['notify']>(),
  };
  configureHttp(hooks);
  return hooks;
}

/** The client over a fake fetch answering once with status and body. */
function answering(status: number, body: unknown) {
  const fake = fakeFetch(status, body);
  return { http: createHttp({ fetch: fake.fetch }), sent: fake.sent };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to reject');
}

const zh = httpMessages.zh;
const jp = httpMessages.jp;
const WEB_TS = '/web-ts/common/ts/baseData/getAdultAge';
const WEB = '/web/simp2/business/eb/getPortDataComboList';

afterEach(() => {
  vi.useRealTimers();
});

describe('transport status (spec 8)', () => {
  let hooks: ReturnType<typeof hooksFor>;
  beforeEach(() => {
    hooks = hooksFor('zh');
  });

  it('401 without a token: tells "user not logged in", logs out and goes to /login', async () => {
    const { http } = answering(401, { message: 'no token' });
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'session', status: 401, message: zh.userNotLoggedIn });
    expect(hooks.notify.mock.calls).toEqual([[zh.userNotLoggedIn, 'warn']]);
    expect(hooks.onLoggedOut.mock.calls).toEqual([['unauthorized']]);
    expect(hooks.navigate.mock.calls).toEqual([['/login']]);
  });

  it('401 with a refused token: the spec constant "unauthorized, please log in again"', async () => {
    hooks = hooksFor('zh', 'stale');
    const { http } = answering(401, {});
    const error = await rejection(http.get(WEB_TS));
    expect(error.message).toBe('未授权，请重新登录');
    expect(hooks.notify.mock.calls).toEqual([[zh.unauthorized, 'warn']]);
    expect(hooks.onLoggedOut.mock.calls).toEqual([['unauthorized']]);
    expect(hooks.navigate.mock.calls).toEqual([['/login']]);
  });

  it('403: "login expired, please log in again", then logout without navigation', async () => {
    const { http } = answering(403, {});
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'session', status: 403, message: '登录已过期，请重新登录' });
    expect(hooks.notify.mock.calls).toEqual([['登录已过期，请重新登录', 'warn']]);
    expect(hooks.onLoggedOut.mock.calls).toEqual([['forbidden']]);
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it('404: "requested resource does not exist", session untouched', async () => {
    const { http } = answering(404, {});
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'transport', status: 404, message: '请求的资源不存在' });
    expect(hooks.notify.mock.calls).toEqual([['请求的资源不存在', 'error']]);
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it.each([426, 428])("%i: shows the answer's own error message", async (status) => {
    const { http } = answering(status, { message: '请先更新', jpMessage: '更新してください' });
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'transport', status, message: '请先更新' });
    expect(hooks.notify.mock.calls).toEqual([['请先更新', 'error']]);
  });

  it('428 in Japanese shows jpMessage', async () => {
    hooks = hooksFor('jp');
    const { http } = answering(428, { message: '请先更新', jpMessage: '更新してください' });
    await rejection(http.get(WEB_TS));
    expect(hooks.notify.mock.calls).toEqual([['更新してください', 'error']]);
  });

  it('426 without a message falls back to the Upgrade Required constant', async () => {
    const { http } = answering(426, '');
    const error = await rejection(http.get(WEB_TS));
    expect(error.message).toBe(zh.upgradeRequired);
    expect(zh.upgradeRequired).toContain('Upgrade Required');
  });

  it.each([400, 405, 409, 499])('other 4xx (%i): "request failed, please try again later"', async (status) => {
    const { http } = answering(status, { message: 'ignored' });
    const error = await rejection(http.post(WEB_TS, {}));
    expect(error).toMatchObject({ kind: 'transport', status, message: '请求失败，请稍后重试' });
    expect(hooks.notify.mock.calls).toEqual([['请求失败，请稍后重试', 'error']]);
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
  });

  it.each([500, 502])('5xx (%i): "request failed, please try again later"', async (status) => {
    const { http } = answering(status, { message: 'stack trace' });
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'transport', status, message: '请求失败，请稍后重试' });
    expect(hooks.notify.mock.calls).toEqual([['请求失败，请稍后重试', 'error']]);
  });

  // The API rate limit (429) and a database away for a moment (503) answer the envelope in both
  // languages, saying how long to wait: the user reads that rather than a bare "request failed".
  it.each([
    [429, { code: 10429, message: '操作过于频繁，请 30 秒后再试', jpMessage: '操作が多すぎます。30 秒後に再度お試しください' }],
    [503, { code: 503, message: '服务暂时不可用，请稍后再试', jpMessage: 'サービスは一時的にご利用いただけません。しばらくしてから再度お試しください' }],
  ])("%i: shows the server's message, in the user's language", async (status, body) => {
    const { http } = answering(status, body);
    const error = await rejection(http.post(WEB_TS, {}));
    expect(error).toMatchObject({ kind: 'transport', status, message: body.message });
    expect(hooks.notify.mock.calls).toEqual([[body.message, 'error']]);
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();

    hooks = hooksFor('jp');
    const { http: jpHttp } = answering(status, body);
    await rejection(jpHttp.get(WEB_TS));
    expect(hooks.notify.mock.calls).toEqual([[body.jpMessage, 'error']]);
  });

  it.each([429, 503])('%i without a message falls back to "request failed, please try again later"', async (status) => {
    const { http } = answering(status, '');
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'transport', status, message: '请求失败，请稍后重试' });
  });

  it('transport messages follow the language', async () => {
    hooks = hooksFor('jp');
    const { http } = answering(404, {});
    await rejection(http.get(WEB_TS));
    expect(hooks.notify.mock.calls).toEqual([[jp.notFound, 'error']]);
  });
});

describe('body code (spec 8, DOMAIN envelope)', () => {
  let hooks: ReturnType<typeof hooksFor>;
  beforeEach(() => {
    hooks = hooksFor('zh', 'tok');
  });

  function expectQuiet() {
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
    expect(hooks.navigate).not.toHaveBeenCalled();
  }

  it('no code field (the OAuth token answer): the whole body', async () => {
    const token = { access_token: 'a', refresh_token: 'r', expires_in: 7200 };
    const { http } = answering(200, token);
    await expect(http.postForm('/auth-ts/oauth/token', { grant_type: 'password' })).resolves.toEqual(token);
    expectQuiet();
  });

  it('code 0: the data', async () => {
    const { http } = answering(200, { code: 0, msg: 'ok', data: { userId: 'u1' } });
    await expect(http.post('/auth-ts/token/getUserInfo')).resolves.toEqual({ userId: 'u1' });
    expectQuiet();
  });

  it('code 200: the data', async () => {
    const { http } = answering(200, { code: 200, data: 12, message: 'success' });
    await expect(http.get(WEB_TS)).resolves.toBe(12);
    expectQuiet();
  });

  it('code 200 with a null data resolves null', async () => {
    const { http } = answering(200, { code: 200, data: null, message: 'success' });
    await expect(http.get(WEB_TS)).resolves.toBeNull();
  });

  it.each([100004, 600])('code %i: tells "login info expired" and logs out', async (code) => {
    const { http } = answering(200, { code, message: 'expired' });
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'session', code, message: '登录信息已过期' });
    expect(hooks.notify.mock.calls).toEqual([['登录信息已过期', 'warn']]);
    expect(hooks.onLoggedOut.mock.calls).toEqual([['expired']]);
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it('non-zero code with msg and data 10040: clears the session and goes to /login', async () => {
    const { http } = answering(200, { code: 1, msg: 'token is empty', data: 10040 });
    const error = await rejection(http.post('/auth-ts/token/getUserInfo'));
    expect(error).toMatchObject({ kind: 'session', code: 1, data: 10040, message: 'token is empty' });
    expect(hooks.onLoggedOut.mock.calls).toEqual([['tokenEmpty']]);
    expect(hooks.navigate.mock.calls).toEqual([['/login']]);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('non-zero code with msg and other data: goes to /errorPageJump, session kept', async () => {
    const { http } = answering(200, { code: 1, msg: 'token invalid', data: 10030 });
    const error = await rejection(http.post('/auth-ts/token/getUserInfo'));
    expect(error).toMatchObject({ kind: 'business', code: 1, data: 10030, message: 'token invalid' });
    expect(hooks.navigate.mock.calls).toEqual([['/errorPageJump']]);
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('other code with message: shows message and rejects as business, staying on the page', async () => {
    const { http } = answering(200, { code: 10409, message: '座位不足', jpMessage: '空席が足りません', data: null });
    const error = await rejection(http.post(WEB_TS, {}));
    expect(error).toMatchObject({ kind: 'business', code: 10409, message: '座位不足' });
    expect(error.fields).toBeUndefined();
    expect(hooks.notify.mock.calls).toEqual([['座位不足', 'error']]);
    expect(hooks.navigate).not.toHaveBeenCalled();
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
  });

  it('other code with message in Japanese: shows jpMessage', async () => {
    hooks = hooksFor('jp', 'tok');
    const { http } = answering(200, { code: 10409, message: '座位不足', jpMessage: '空席が足りません' });
    const error = await rejection(http.post(WEB_TS, {}));
    expect(error.message).toBe('空席が足りません');
    expect(hooks.notify.mock.calls).toEqual([['空席が足りません', 'error']]);
  });

  it('Japanese without jpMessage falls back to message', async () => {
    hooks = hooksFor('jp', 'tok');
    const { http } = answering(200, { code: 10500, message: '失败' });
    await rejection(http.get(WEB_TS));
    expect(hooks.notify.mock.calls).toEqual([['失败', 'error']]);
  });

  it('other code with neither message nor msg: "system error"', async () => {
    const { http } = answering(200, { code: 10500 });
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'business', code: 10500, message: '系统错误' });
    expect(hooks.notify.mock.calls).toEqual([['系统错误', 'error']]);
  });

  it('10403 (no permission) never logs out, even in the msg/10040 shape', async () => {
    const { http } = answering(200, { code: 10403, msg: 'no permission', message: '无权限', jpMessage: '権限がありません', data: 10040 });
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'business', code: 10403, message: '无权限' });
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
    expect(hooks.navigate).not.toHaveBeenCalled();
    expect(hooks.notify.mock.calls).toEqual([['无权限', 'error']]);
  });

  it('10403 in its normal shape: message shown, session kept', async () => {
    const { http } = answering(200, { code: 10403, message: '无权限', jpMessage: '権限がありません' });
    await rejection(http.get(WEB_TS));
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  const validation = {
    code: 10422,
    message: '请检查输入',
    jpMessage: '入力を確認してください',
    data: {
      fields: {
        email: { message: '邮箱格式错误', jpMessage: 'メールアドレスの形式が正しくありません' },
        phone: { message: '手机号格式错误', jpMessage: '携帯番号の形式が正しくありません' },
      },
    },
  };

  it('maps data.fields to field -> Chinese text', async () => {
    const { http } = answering(200, validation);
    const error = await rejection(http.post(WEB_TS, {}));
    expect(error.fields).toEqual({ email: '邮箱格式错误', phone: '手机号格式错误' });
    expect(error.data).toEqual(validation.data);
  });

  it('maps data.fields to field -> Japanese text', async () => {
    hooks = hooksFor('jp', 'tok');
    const { http } = answering(200, validation);
    const error = await rejection(http.post(WEB_TS, {}));
    expect(error.fields).toEqual({
      email: 'メールアドレスの形式が正しくありません',
      phone: '携帯番号の形式が正しくありません',
    });
    expect(hooks.notify.mock.calls).toEqual([['入力を確認してください', 'error']]);
  });
});

describe('requests: URLs, headers and bodies (spec 7)', () => {
  it('web-ts URLs carry "bearer <token>"', async () => {
    hooksFor('zh', 'abc');
    const { http, sent } = answering(200, { code: 200, data: 1 });
    await http.get(WEB_TS);
    expect(sent[0]?.headers.authorization).toBe('bearer abc');
  });

  it('other URLs carry the raw token', async () => {
    hooksFor('zh', 'abc');
    const { http, sent } = answering(200, { code: 0, data: [] });
    await http.post(WEB, { keyword: 'sh' });
    await http.post('/auth-ts/token/getUserInfo');
    expect(sent.map((s) => s.headers.authorization)).toEqual(['abc', 'abc']);
  });

  it('no token, no Authorization header', async () => {
    hooksFor('zh', undefined);
    const { http, sent } = answering(200, { code: 200, data: 1 });
    await http.get(WEB_TS);
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
  });

  it('sends the current language in a lang header', async () => {
    hooksFor('jp');
    const { http, sent } = answering(200, { code: 200, data: 1 });
    await http.get(WEB_TS);
    expect(sent[0]?.headers.lang).toBe('jp');
  });

  it('puts /api in front of every URL but /auth-ts ones, which go to the host root', async () => {
    hooksFor();
    const { http, sent } = answering(200, { code: 0, data: 1 });
    await http.get(WEB_TS);
    await http.post('/auth-ts/token/getUserInfo');
    expect(sent.map((s) => s.url)).toEqual([`/api${WEB_TS}`, '/auth-ts/token/getUserInfo']);
  });

  it('serialises query parameters, leaving out null and undefined', async () => {
    hooksFor();
    const { http, sent } = answering(200, { code: 200, data: 1 });
    await http.get(WEB_TS, { current: 1, size: 10, type: undefined, q: null, tag: ['a', 'b'], name: '上海 港' });
    expect(sent[0]?.url).toBe(`/api${WEB_TS}?current=1&size=10&tag=a&tag=b&name=%E4%B8%8A%E6%B5%B7+%E6%B8%AF`);
  });

  it('post sends JSON with its content type, and query parameters beside it', async () => {
    hooksFor();
    const { http, sent } = answering(200, { code: 200, data: 1 });
    await http.post(WEB_TS, { keyword: 'Osaka', ids: [1, 2] }, { lang: 'zh' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `/api${WEB_TS}?lang=zh`,
      body: '{"keyword":"Osaka","ids":[1,2]}',
    });
    expect(sent[0]?.headers['content-type']).toBe('application/json');
  });

  it('post without a body sends none', async () => {
    hooksFor();
    const { http, sent } = answering(200, { code: 200, data: 1 });
    await http.post(WEB_TS);
    expect(sent[0]?.body).toBeUndefined();
    expect(sent[0]?.headers).not.toHaveProperty('content-type');
  });

  it('postForm encodes application/x-www-form-urlencoded and leaves out undefined fields', async () => {
    hooksFor();
    const { http, sent } = answering(200, { access_token: 't' });
    await http.postForm('/auth-ts/oauth/token', {
      grant_type: 'password',
      username: 'demo passenger',
      password: 'a&b=c',
      remember: true,
      attempts: 2,
      code: undefined,
    });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/auth-ts/oauth/token',
      body: 'grant_type=password&username=demo+passenger&password=a%26b%3Dc&remember=true&attempts=2',
    });
    expect(sent[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('del sends DELETE with its parameters', async () => {
    hooksFor('zh', 'tok');
    const { http, sent } = answering(200, { code: 0, msg: 'ok', data: true });
    await expect(http.del('/auth-ts/token/logout', { all: true })).resolves.toBe(true);
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/auth-ts/token/logout?all=true' });
  });

  it('getBlob answers the binary body', async () => {
    hooksFor();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const fetch = vi.fn(async () => new Response(bytes, { status: 200, headers: { 'content-type': 'image/png' } }));
    const http = createHttp({ fetch: fetch as unknown as typeof globalThis.fetch });
    const blob = await http.getBlob('/web-ts/simp2/business/payment/wxpay', { uuid: 'o1' });
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(fetch).toHaveBeenCalledWith('/api/web-ts/simp2/business/payment/wxpay?uuid=o1', expect.anything());
  });

  it('getBlob reads a JSON error envelope instead of an image as an error', async () => {
    const hooks = hooksFor();
    const { http } = answering(200, { code: 10404, message: '订单不存在', jpMessage: '注文が存在しません' });
    const error = await rejection(http.getBlob('/web-ts/simp2/business/payment/wxpay'));
    expect(error).toMatchObject({ kind: 'business', code: 10404, message: '订单不存在' });
    expect(hooks.notify.mock.calls).toEqual([['订单不存在', 'error']]);
  });
});

/** Just enough of XMLHttpRequest for upload: the test drives its events. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sentBody: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sentBody = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function uploadClient() {
  const xhrs: FakeXhr[] = [];
  const http = createHttp({
    xhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  return { http, xhrs };
}

describe('upload (multipart with progress)', () => {
  it('posts the form through XMLHttpRequest and reports whole percents once each', async () => {
    hooksFor('zh', 'tok');
    const { http, xhrs } = uploadClient();
    const percents: number[] = [];
    const form = new FormData();
    form.append('file', new Blob(['licence']), 'licence.pdf');
    const done = http.upload<string>('/web/api/eb/ebFile/uploadBusinessLicense', form, (p) => percents.push(p));
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    const xhr = xhrs[0]!;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/web/api/eb/ebFile/uploadBusinessLicense', sentBody: form });
    expect(xhr.headers).toEqual({ lang: 'zh', authorization: 'tok' });
    xhr.progress(0, 300);
    xhr.progress(1, 300);
    xhr.progress(100, 300);
    xhr.progress(101, 300);
    xhr.progress(299, 300);
    xhr.progress(300, 300);
    xhr.respond(200, { code: 0, msg: 'ok', data: 'file-id' });
    await expect(done).resolves.toBe('file-id');
    expect(percents).toEqual([0, 33, 99, 100]);
  });

  it('reports 100 when the upload ends, even if the last progress event fell short', async () => {
    hooksFor('zh');
    const { http, xhrs } = uploadClient();
    const percents: number[] = [];
    const done = http.upload('/web/api/eb/ebFile/uploadBusinessLicense', new FormData(), (p) => percents.push(p));
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.progress(150, 300);
    xhrs[0]!.respond(200, { code: 0, msg: 'ok', data: null });
    await done;
    expect(percents).toEqual([50, 100]);
  });

  it('applies the envelope rules to the answer', async () => {
    const hooks = hooksFor('zh');
    const { http, xhrs } = uploadClient();
    const done = http.upload('/web/api/eb/ebFile/uploadBusinessLicense', new FormData());
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.respond(200, { code: 10422, message: '文件过大', jpMessage: 'ファイルが大きすぎます' });
    const error = await rejection(done);
    expect(error).toMatchObject({ kind: 'business', code: 10422, message: '文件过大' });
    expect(hooks.notify.mock.calls).toEqual([['文件过大', 'error']]);
  });

  it('a 401 answer logs out like any other call', async () => {
    const hooks = hooksFor('zh');
    const { http, xhrs } = uploadClient();
    const done = http.upload('/web/api/eb/ebFile/uploadBusinessLicense', new FormData());
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.respond(401, {});
    expect((await rejection(done)).kind).toBe('session');
    expect(hooks.onLoggedOut.mock.calls).toEqual([['unauthorized']]);
    expect(hooks.navigate.mock.calls).toEqual([['/login']]);
  });

  it('times out after 10 s without progress, but not while progress keeps coming', async () => {
    vi.useFakeTimers();
    const hooks = hooksFor('zh');
    const { http, xhrs } = uploadClient();
    const done = rejection(http.upload('/web/api/eb/ebFile/uploadBusinessLicense', new FormData()));
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    const xhr = xhrs[0]!;
    await vi.advanceTimersByTimeAsync(9_000);
    xhr.progress(50, 100);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(xhr.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(xhr.aborted).toBe(true);
    expect(await done).toMatchObject({ kind: 'timeout', message: zh.timeout });
    expect(hooks.notify.mock.calls).toEqual([[zh.timeout, 'error']]);
  });

  it('a network failure rejects with kind network', async () => {
    hooksFor('zh');
    const { http, xhrs } = uploadClient();
    const done = http.upload('/web/api/eb/ebFile/uploadBusinessLicense', new FormData());
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.onerror?.();
    expect((await rejection(done)).kind).toBe('network');
  });
});

describe('time limit and network failures', () => {
  /** A fetch that never answers, but stops when its signal aborts, as a real one does. */
  function silentFetch() {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          const signal = init?.signal;
          if (signal) {
            signals.push(signal);
            signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }
        }),
    );
    return { fetch: fetch as unknown as typeof globalThis.fetch, signals };
  }

  it('rejects with kind timeout after 10 s, not before, and aborts the request', async () => {
    vi.useFakeTimers();
    const hooks = hooksFor('zh');
    const { fetch, signals } = silentFetch();
    const http = createHttp({ fetch });
    let settled = false;
    const done = rejection(http.get(WEB_TS)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await done;
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
    expect(signals[0]?.aborted).toBe(true);
    expect(hooks.notify.mock.calls).toEqual([['请求超时，请稍后重试', 'error']]);
  });

  it('times out even when the fetch ignores its signal', async () => {
    vi.useFakeTimers();
    hooksFor('jp');
    const http = createHttp({ fetch: (() => new Promise<Response>(() => {})) as typeof globalThis.fetch, timeoutMs: 500 });
    const done = rejection(http.get(WEB_TS));
    await vi.advanceTimersByTimeAsync(500);
    expect(await done).toMatchObject({ kind: 'timeout', message: jp.timeout });
  });

  it('a fast answer leaves no timer behind', async () => {
    vi.useFakeTimers();
    hooksFor();
    const { http } = answering(200, { code: 200, data: 1 });
    await http.get(WEB_TS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a call given up by its caller aborts the request and tells nobody', async () => {
    const hooks = hooksFor('zh');
    const { fetch, signals } = silentFetch();
    const http = createHttp({ fetch });
    const caller = new AbortController();
    const done = rejection(http.get(WEB_TS, undefined, { signal: caller.signal }));
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    caller.abort();
    expect(await done).toMatchObject({ kind: 'aborted' });
    expect(signals[0]?.aborted).toBe(true);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('a POST read given up by its caller aborts the request and tells nobody', async () => {
    const hooks = hooksFor('zh');
    const { fetch, signals } = silentFetch();
    const http = createHttp({ fetch });
    const caller = new AbortController();
    const done = rejection(http.post(WEB, { keyword: 'Osaka' }, undefined, { signal: caller.signal }));
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    caller.abort();
    expect(await done).toMatchObject({ kind: 'aborted' });
    expect(signals[0]?.aborted).toBe(true);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('a form POST read given up before it starts is never answered', async () => {
    const hooks = hooksFor('zh');
    const { fetch } = silentFetch();
    const http = createHttp({ fetch, timeoutMs: 50 });
    const done = rejection(http.postForm(WEB, { id: 'u1' }, undefined, { signal: AbortSignal.abort() }));
    expect(await done).toMatchObject({ kind: 'aborted' });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('a blob call given up before it starts is never answered', async () => {
    const hooks = hooksFor('zh');
    const { fetch, signals } = silentFetch();
    const http = createHttp({ fetch });
    const done = rejection(http.getBlob(WEB_TS, undefined, { signal: AbortSignal.abort() }));
    expect(await done).toMatchObject({ kind: 'aborted' });
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('a failed fetch rejects with kind network', async () => {
    const hooks = hooksFor('zh');
    const http = createHttp({
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch,
    });
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'network', message: zh.network });
    expect(hooks.notify.mock.calls).toEqual([[zh.network, 'error']]);
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
  });
});

describe('waiting for a token refresh', () => {
  it('holds a request until the refresh is over, then sends it with the new token', async () => {
    let token = 'old';
    let finishRefresh = () => {};
    const hooks = hooksFor('zh');
    configureHttp({
      getToken: () => token,
      awaitRefresh: () =>
        new Promise<void>((resolve) => {
          finishRefresh = resolve;
        }),
    });
    const { http, sent } = answering(200, { code: 200, data: 'ok' });
    const done = http.get(WEB_TS);
    await Promise.resolve();
    expect(sent).toHaveLength(0);
    token = 'new';
    finishRefresh();
    await expect(done).resolves.toBe('ok');
    expect(sent[0]?.headers.authorization).toBe('bearer new');
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('gives up with the retry-limit message when the wait is rejected, sending nothing', async () => {
    const hooks = hooksFor('zh');
    hooks.awaitRefresh.mockRejectedValue(new Error('gave up'));
    const { http, sent } = answering(200, { code: 200, data: 'ok' });
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'session', message: zh.retryLimitExceeded });
    expect(hooks.notify.mock.calls).toEqual([[zh.retryLimitExceeded, 'error']]);
    expect(sent).toHaveLength(0);
  });

  it('with waitWhileRefreshing: gives up after 7 checks 300 ms apart', async () => {
    vi.useFakeTimers();
    const hooks = hooksFor('jp');
    configureHttp({ awaitRefresh: () => waitWhileRefreshing(() => true) });
    const { http, sent } = answering(200, { code: 200, data: 'ok' });
    let settled = false;
    const done = rejection(http.get(WEB_TS)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(2_099);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toMatchObject({ kind: 'session', message: jp.retryLimitExceeded });
    expect(hooks.notify.mock.calls).toEqual([[jp.retryLimitExceeded, 'error']]);
    expect(sent).toHaveLength(0);
  });

  it.each(['/auth-ts/oauth/token', '/auth-ts/token/updateTokenByLogonId/demo.passenger'])(
    'the token call %s does not wait for a refresh (it may be the refresh)',
    async (url) => {
      const hooks = hooksFor('zh');
      hooks.awaitRefresh.mockReturnValue(new Promise<void>(() => {}));
      const { http, sent } = answering(200, { code: 0, msg: 'ok', data: { access_token: 'n' } });
      await http.postForm(url, { grant_type: 'password' });
      expect(sent).toHaveLength(1);
      expect(hooks.awaitRefresh).not.toHaveBeenCalled();
    },
  );

  it('every other call asks awaitRefresh first', async () => {
    const hooks = hooksFor('zh');
    const { http } = answering(200, { code: 0, msg: 'ok', data: 1 });
    await http.post('/auth-ts/token/getUserInfo');
    await http.del('/auth-ts/token/logout');
    expect(hooks.awaitRefresh).toHaveBeenCalledTimes(2);
  });
});

/** A fetch answering each request with the next of `answers` (the last one repeats). */
function answeringInTurn(...answers: unknown[]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body });
    const body = answers[Math.min(sent.length - 1, answers.length - 1)];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { http: createHttp({ fetch: fetch as unknown as typeof globalThis.fetch }), sent };
}

describe('an expired access token (DOMAIN "Refreshing a token")', () => {
  const EXPIRED = { code: 100004, message: '登录信息已过期，请重新登录', jpMessage: '…' };

  it('renews the token and sends the request once more, with the new token and nothing said', async () => {
    let token = 'old';
    const hooks = hooksFor('zh');
    configureHttp({ getToken: () => token });
    hooks.renewExpiredToken.mockImplementation(async () => {
      token = 'new';
      return true;
    });
    const { http, sent } = answeringInTurn(EXPIRED, { code: 200, data: 'ok' });
    await expect(http.post(WEB_TS, { a: 1 })).resolves.toBe('ok');
    expect(hooks.renewExpiredToken.mock.calls).toEqual([['old']]);
    expect(sent.map((s) => s.headers.authorization)).toEqual(['bearer old', 'bearer new']);
    expect(sent[1]?.body).toBe(JSON.stringify({ a: 1 }));
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
  });

  it('renews at most once per request: a second expiry ends the session as spec 8 says', async () => {
    const hooks = hooksFor('zh', 'tok');
    hooks.renewExpiredToken.mockResolvedValue(true);
    const { http, sent } = answeringInTurn(EXPIRED);
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'session', code: 100004 });
    expect(sent).toHaveLength(2);
    expect(hooks.renewExpiredToken).toHaveBeenCalledTimes(1);
    expect(hooks.onLoggedOut.mock.calls).toEqual([['expired']]);
  });

  it('ends quietly when the renewal ended the session itself (it has already said so)', async () => {
    let token: string | undefined = 'old';
    const hooks = hooksFor('zh');
    configureHttp({ getToken: () => token });
    hooks.renewExpiredToken.mockImplementation(async () => {
      token = undefined;
      return false;
    });
    const { http, sent } = answeringInTurn(EXPIRED);
    const error = await rejection(http.get(WEB_TS));
    expect(error).toMatchObject({ kind: 'session', code: 100004 });
    expect(sent).toHaveLength(1);
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.onLoggedOut).not.toHaveBeenCalled();
  });

  it('ends the session as spec 8 says when no renewal is possible', async () => {
    const hooks = hooksFor('zh', 'tok');
    const { http } = answeringInTurn(EXPIRED);
    await rejection(http.get(WEB_TS));
    expect(hooks.renewExpiredToken).toHaveBeenCalledTimes(1);
    expect(hooks.notify.mock.calls).toEqual([['登录信息已过期', 'warn']]);
    expect(hooks.onLoggedOut.mock.calls).toEqual([['expired']]);
  });

  it('never renews for a request sent without a token, nor for the token calls themselves', async () => {
    const hooks = hooksFor('zh');
    const { http } = answeringInTurn(EXPIRED);
    await rejection(http.get(WEB_TS));
    configureHttp({ getToken: () => 'tok' });
    await rejection(http.post('/auth-ts/token/updateTokenByLogonId/demo', { refresh_token: 'r' }));
    expect(hooks.renewExpiredToken).not.toHaveBeenCalled();
  });

  it('renews for an upload too, sending the form again', async () => {
    let token = 'old';
    const hooks = hooksFor('zh');
    configureHttp({ getToken: () => token });
    hooks.renewExpiredToken.mockImplementation(async () => {
      token = 'new';
      return true;
    });
    const { http, xhrs } = uploadClient();
    const done = http.upload('/web/api/eb/ebFile/uploadBusinessLicense', new FormData());
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.respond(200, EXPIRED);
    await vi.waitFor(() => expect(xhrs).toHaveLength(2));
    expect(xhrs[1]!.headers.authorization).toBe('new');
    xhrs[1]!.respond(200, { code: 0, msg: 'ok', data: 'file-id' });
    await expect(done).resolves.toBe('file-id');
  });
});

describe('configureHttp', () => {
  it('keeps hooks that are not given', async () => {
    const hooks = hooksFor('jp', 'tok');
    configureHttp({ notify: undefined });
    const { http } = answering(404, {});
    await rejection(http.get(WEB_TS));
    expect(hooks.notify.mock.calls).toEqual([[jp.notFound, 'error']]);
  });
});
