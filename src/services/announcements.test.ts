import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAnnouncement, getAnnouncementPage, getLatestAnnouncements } from './announcements';
import { configureHttp } from './http';

const urls: string[] = [];
const methods: string[] = [];

beforeEach(() => {
  urls.length = 0;
  methods.length = 0;
  configureHttp({ getToken: () => undefined, awaitRefresh: () => Promise.resolve(), getLang: () => 'zh' });
  // The shared client fetches through globalThis.fetch, so the fake goes there.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input));
      methods.push(init?.method ?? 'GET');
      return new Response(JSON.stringify({ code: 200, data: { answered: true }, message: 'ok' }), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const BASE = '/api/web-ts/common/ts/baseData';

describe('announcement calls (spec 7)', () => {
  it('getAnnouncementPage: GET with current, size and type', async () => {
    await expect(getAnnouncementPage({ current: 2, size: 10, type: 'NEWS' })).resolves.toEqual({ answered: true });
    expect(urls).toEqual([`${BASE}/getTsAnnouncementPage?current=2&size=10&type=NEWS`]);
    expect(methods).toEqual(['GET']);
  });

  it('getAnnouncementPage leaves out a missing type', async () => {
    await getAnnouncementPage({ current: 1, size: 20 });
    expect(urls).toEqual([`${BASE}/getTsAnnouncementPage?current=1&size=20`]);
  });

  it('getLatestAnnouncements: GET getTsAnnouncement with limit', async () => {
    await getLatestAnnouncements(5);
    expect(urls).toEqual([`${BASE}/getTsAnnouncement?limit=5`]);
    expect(methods).toEqual(['GET']);
  });

  it('getAnnouncement: GET getTsAnnouncementByUuid with uuid', async () => {
    await getAnnouncement('a1b2');
    expect(urls).toEqual([`${BASE}/getTsAnnouncementByUuid?uuid=a1b2`]);
    expect(methods).toEqual(['GET']);
  });
});
