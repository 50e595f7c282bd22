import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from './http';
import { getCompanyProfile, getPassengerNotice, getRouteInstructions } from './information';

const urls: string[] = [];

beforeEach(() => {
  urls.length = 0;
  configureHttp({ getToken: () => undefined, awaitRefresh: () => Promise.resolve(), getLang: () => 'zh' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ code: 200, data: { answered: true }, message: 'ok' }), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const BASE = '/api/web-ts/common/ts/baseData';

describe('information calls', () => {
  it.each([
    ['getRouteInstructions', getRouteInstructions, 'getTsRouteInstructions'],
    ['getPassengerNotice', getPassengerNotice, 'getTsPassengerNotice'],
    ['getCompanyProfile', getCompanyProfile, 'getCompanyProfile'],
  ])('%s: GET %s', async (_name, call, path) => {
    await expect(call()).resolves.toEqual({ answered: true });
    expect(urls).toEqual([`${BASE}/${path}`]);
  });
});
