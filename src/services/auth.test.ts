import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaUrl, getUserAuthentication, getUserInfo, oauthClient, refreshToken, requestToken, revokeToken } from './auth';
import { configureHttp } from './http';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}
const sent: Sent[] = [];
let answer: unknown = { code: 0, msg: 'ok', data: { ok: true } };

beforeEach(() => {
  sent.length = 0;
  answer = { code: 0, msg: 'ok', data: { ok: true } };
  configureHttp({ getToken: () => 'tok', awaitRefresh: () => Promise.resolve(), getLang: () => 'zh', notify: () => {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({ getToken: () => undefined });
});

describe('identity calls (spec 7 "Authentication")', () => {
  it('requestToken: the password grant as a form, with the first-party client; the answer has no envelope', async () => {
    answer = { access_token: 'a', refresh_token: 'r', expires_in: 7200 };
    await expect(requestToken({ username: 'demo.passenger', password: 'Demo#2026pass', code: 'e2e1', randomStr: 'k1' })).resolves.toEqual(answer);
    expect(sent[0]).toMatchObject({ url: '/auth-ts/oauth/token', method: 'POST' });
    expect(sent[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(sent[0]?.body)))).toEqual({
      grant_type: 'password',
      client_id: 'portal-web',
      client_secret: 'portal-web-secret',
      scope: 'server',
      username: 'demo.passenger',
      password: 'Demo#2026pass',
      code: 'e2e1',
      randomStr: 'k1',
    });
    expect(oauthClient).toEqual({ id: 'portal-web', secret: 'portal-web-secret' });
  });

  it('revokeToken: DELETE logout', async () => {
    await revokeToken();
    expect(sent[0]).toMatchObject({ url: '/auth-ts/token/logout', method: 'DELETE' });
  });

  it('getUserInfo and getUserAuthentication: POST, code 0 data', async () => {
    await expect(getUserInfo()).resolves.toEqual({ ok: true });
    await expect(getUserAuthentication()).resolves.toEqual({ ok: true });
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/auth-ts/token/getUserInfo'],
      ['POST', '/auth-ts/token/getUserAuthentication'],
    ]);
  });

  it('refreshToken: by logon id, presenting the current refresh token', async () => {
    await refreshToken('a b', 'refresh-1');
    expect(sent[0]).toMatchObject({ url: '/auth-ts/token/updateTokenByLogonId/a%20b', method: 'POST', body: '{"refresh_token":"refresh-1"}' });
  });

  it('captchaUrl: the image under /api for a key', () => {
    expect(captchaUrl('k 1')).toBe('/api/code?randomStr=k%201');
  });
});
