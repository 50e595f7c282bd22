import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/domain/apiPaths';
import { ANNOUNCEMENT_TYPES, type Announcement, type AnnouncementSummary } from '../../../src/domain/baseData';
import type { Page } from '../../../src/domain/envelope';
import { announcements } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';

let testDb: TestDb;
let app: FastifyInstance;
/** published by the demo seed steps (demo.announcements and demo.announcements-more) */
const PUBLISHED = 18;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

async function get<T>(url: string, on = app) {
  const response = await on.inject({ method: 'GET', url: `/api${url}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; data: T; message: string; jpMessage?: string };
}

function expectNewestFirst(records: AnnouncementSummary[]) {
  const times = records.map((r) => Date.parse(r.publishTime));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

describe('getTsAnnouncementPage', () => {
  it('answers the first page of published announcements, newest first', async () => {
    const { code, data } = await get<Page<AnnouncementSummary>>(`${paths.announcementPage}?current=1&size=10`);
    expect(code).toBe(200);
    expect(data).toMatchObject({ total: PUBLISHED, current: 1, size: 10, pages: 2 });
    expect(data.records).toHaveLength(10);
    expectNewestFirst(data.records);
    expect(data.records[0]?.title).toEqual({ zh: expect.stringContaining('台风'), ja: expect.stringContaining('台風') });
  });

  it('answers the rest on the second page', async () => {
    const { data } = await get<Page<AnnouncementSummary>>(`${paths.announcementPage}?current=2&size=10`);
    expect(data.records).toHaveLength(PUBLISHED - 10);
  });

  it('uses page 1 of 10 by default', async () => {
    const { data } = await get<Page<AnnouncementSummary>>(paths.announcementPage);
    expect(data).toMatchObject({ current: 1, size: 10 });
  });

  it('filters by type', async () => {
    const { data } = await get<Page<AnnouncementSummary>>(`${paths.announcementPage}?current=1&size=20&type=NEWS`);
    expect(data.total).toBe(6);
    expect(data.records.every((r) => r.type === 'NEWS')).toBe(true);
    expectNewestFirst(data.records);
  });

  it.each([
    ['size=15', 'size'],
    ['size=ten', 'size'],
    ['current=0', 'current'],
    ['current=-1', 'current'],
    ['current=1.5', 'current'],
    ['type=BLOG', 'type'],
  ])('refuses %s with 10422 naming %s', async (query, field) => {
    const body = await get(`${paths.announcementPage}?${query}`);
    expect(body).toMatchObject({ code: 10422, data: { fields: { [field]: { message: expect.any(String), jpMessage: expect.any(String) } } } });
  });

  it('names every field at fault at once', async () => {
    const body = await get<{ fields: Record<string, unknown> }>(`${paths.announcementPage}?current=0&size=7`);
    expect(Object.keys(body.data.fields).sort()).toEqual(['current', 'size']);
  });
});

describe('getTsAnnouncement', () => {
  it('answers the five latest by default', async () => {
    const { data } = await get<AnnouncementSummary[]>(paths.announcementLatest);
    expect(data).toHaveLength(5);
    expectNewestFirst(data);
    const page = await get<Page<AnnouncementSummary>>(paths.announcementPage);
    expect(data).toEqual(page.data.records.slice(0, 5));
  });

  it('answers as many as asked', async () => {
    expect((await get<AnnouncementSummary[]>(`${paths.announcementLatest}?limit=3`)).data).toHaveLength(3);
  });

  it('refuses a limit out of range', async () => {
    expect(await get(`${paths.announcementLatest}?limit=0`)).toMatchObject({ code: 10422, data: { fields: { limit: {} } } });
    expect(await get(`${paths.announcementLatest}?limit=21`)).toMatchObject({ code: 10422 });
  });
});

describe('getTsAnnouncementByUuid', () => {
  it('answers a published announcement with its HTML body in both languages', async () => {
    const [first] = (await get<AnnouncementSummary[]>(`${paths.announcementLatest}?limit=1`)).data;
    const { code, data } = await get<Announcement>(`${paths.announcementByUuid}?uuid=${first?.uuid}`);
    expect(code).toBe(200);
    expect(data).toMatchObject({ ...first, body: { zh: expect.stringMatching(/^<p>/), ja: expect.stringMatching(/^<p>/) } });
  });

  it('answers 10404 for an unpublished announcement, which no list shows either', async () => {
    const [draft] = await testDb.db.select().from(announcements).where(eq(announcements.published, false));
    expect(draft).toBeDefined();
    const body = await get(`${paths.announcementByUuid}?uuid=${draft?.uuid}`);
    expect(body).toMatchObject({ code: 10404, message: expect.any(String), jpMessage: expect.any(String) });
    expect(body).not.toHaveProperty('msg');
    const page = await get<Page<AnnouncementSummary>>(`${paths.announcementPage}?size=50`);
    expect(page.data.records.map((r) => r.uuid)).not.toContain(draft?.uuid);
  });

  it.each(['7f0e2f4a-1d5b-4c8e-9a3b-2b6f1c9d0e11', 'not-a-uuid', "' or 1=1 --"])('answers 10404 for %s', async (uuid) => {
    expect(await get(`${paths.announcementByUuid}?uuid=${encodeURIComponent(uuid)}`)).toMatchObject({ code: 10404 });
  });

  it('refuses a request without uuid', async () => {
    expect(await get(paths.announcementByUuid)).toMatchObject({ code: 10422, data: { fields: { uuid: {} } } });
  });
});

describe('unpublished announcements', () => {
  it('are in no list and not found by uuid, even when their publish time has passed', async () => {
    const [draft] = await testDb.db
      .insert(announcements)
      .values({
        type: 'NOTICE',
        titleZh: '草稿',
        titleJa: '下書き',
        bodyZh: '<p>草稿</p>',
        bodyJa: '<p>下書き</p>',
        published: false,
        // the newest of all: were it visible, it would head every list
        publishTime: new Date(Date.now() - 60_000),
      })
      .returning();
    try {
      const page = await get<Page<AnnouncementSummary>>(`${paths.announcementPage}?size=50`);
      expect(page.data.total).toBe(PUBLISHED);
      expect(page.data.records.map((r) => r.uuid)).not.toContain(draft?.uuid);
      const typed = await get<Page<AnnouncementSummary>>(`${paths.announcementPage}?size=50&type=NOTICE`);
      expect(typed.data.records.map((r) => r.uuid)).not.toContain(draft?.uuid);
      const latest = await get<AnnouncementSummary[]>(`${paths.announcementLatest}?limit=20`);
      expect(latest.data.map((r) => r.uuid)).not.toContain(draft?.uuid);
      expect(latest.data[0]?.title.zh).toContain('台风');
      expect(await get(`${paths.announcementByUuid}?uuid=${draft?.uuid}`)).toMatchObject({ code: 10404 });

      // The same row once published is seen everywhere: the flag alone hid it.
      await testDb.db.update(announcements).set({ published: true }).where(eq(announcements.uuid, draft!.uuid));
      expect((await get<AnnouncementSummary[]>(`${paths.announcementLatest}?limit=1`)).data[0]?.uuid).toBe(draft?.uuid);
      expect((await get(`${paths.announcementByUuid}?uuid=${draft?.uuid}`)).code).toBe(200);
    } finally {
      await testDb.db.delete(announcements).where(eq(announcements.uuid, draft!.uuid));
    }
  });
});

describe('the seeded announcements', () => {
  it('each have a uuid, a type, title and body in both languages, a publish time and a published flag', async () => {
    const rows = await testDb.db.select().from(announcements);
    for (const row of rows) {
      expect(row.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(ANNOUNCEMENT_TYPES).toContain(row.type);
      for (const text of [row.titleZh, row.titleJa, row.bodyZh, row.bodyJa]) expect(text.trim(), row.titleZh).not.toBe('');
      expect(row.bodyZh.startsWith('<') && row.bodyJa.startsWith('<'), row.titleZh).toBe(true);
      expect(row.publishTime).toBeInstanceOf(Date);
      expect(typeof row.published).toBe('boolean');
    }
  });

  it('are enough for paging: a second page at size 10, and several of every type', async () => {
    const rows = (await testDb.db.select().from(announcements)).filter((r) => r.published && r.publishTime <= new Date());
    expect(rows.length).toBeGreaterThanOrEqual(14);
    for (const type of ANNOUNCEMENT_TYPES) expect(rows.filter((r) => r.type === type).length, type).toBeGreaterThanOrEqual(4);
  });
});

describe('scheduled announcements', () => {
  it('stay hidden until their publish time', async () => {
    const day = 24 * 3600 * 1000;
    const [scheduled] = await testDb.db
      .insert(announcements)
      .values({
        type: 'SERVICE',
        titleZh: '预定发布',
        titleJa: '予約公開',
        bodyZh: '<p>稍后</p>',
        bodyJa: '<p>後ほど</p>',
        published: true,
        publishTime: new Date(Date.now() + 2 * day),
      })
      .returning();
    const url = `${paths.announcementByUuid}?uuid=${scheduled?.uuid}`;
    expect((await get(url)).code).toBe(10404);

    const later = await buildTestApp(testDb, { clock: () => new Date(Date.now() + 3 * day) });
    try {
      expect((await get(url, later)).code).toBe(200);
      expect((await get<AnnouncementSummary[]>(`${paths.announcementLatest}?limit=1`, later)).data[0]?.uuid).toBe(scheduled?.uuid);
    } finally {
      await later.close();
      await testDb.db.delete(announcements).where(eq(announcements.uuid, scheduled!.uuid));
    }
  });
});
