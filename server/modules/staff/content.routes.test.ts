import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/domain/apiPaths';
import type { Page } from '../../../src/domain/envelope';
import { ErrorCode } from '../../../src/domain/errorCodes';
import type { AuditEntryView } from '../../../src/domain/staff/audit';
import type { StaffAnnouncement } from '../../../src/domain/staff/content';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { announcements } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { expectRefusedAndStillLoggedIn, get, post, staffCaller, type Caller } from '../../test/staff.testkit';

/** The editor's announcements through the real application. */

let testDb: TestDb;
let app: FastifyInstance;
let editor: Caller;
let clerk: Caller;
let customer: Caller;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  editor = await staffCaller(app, testDb.db, 'editor', '编辑戊');
  clerk = await staffCaller(app, testDb.db, 'ticketingClerk');
  customer = await staffCaller(app, testDb.db, 'individual');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const both = { message: expect.any(String), jpMessage: expect.any(String) };
const draft = (overrides: object = {}) => ({
  type: 'NOTICE',
  title: { zh: '春节期间航班调整', ja: '春節期間の運航変更' },
  body: { zh: '<p>二月<strong>停航</strong>两班。</p>', ja: '<p>2月は<strong>2便</strong>運休します。</p>' },
  ...overrides,
});
const publicView = (uuid: string) => app.inject({ method: 'GET', url: `/api${paths.announcementByUuid}`, query: { uuid } });

describe('the content guard', () => {
  it('answers 10403 to a customer (still logged in) and to a ticketing clerk; 401 without a login', async () => {
    for (const someone of [customer, clerk]) {
      expect(await get(app, STAFF_PATHS.announcementPage, someone.headers, {})).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      expect(await post(app, STAFF_PATHS.announcementSave, someone.headers, draft())).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      expect(
        await post(app, STAFF_PATHS.announcementPublish, someone.headers, { uuid: '00000000-0000-4000-8000-000000000000', published: true }),
      ).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    }
    await expectRefusedAndStillLoggedIn(app, await post(app, STAFF_PATHS.announcementSave, customer.headers, draft()), customer);
    expect((await app.inject({ method: 'POST', url: `/api${STAFF_PATHS.announcementSave}`, payload: draft() })).statusCode).toBe(401);
    expect(await testDb.db.select().from(announcements).where(eq(announcements.titleZh, '春节期间航班调整'))).toEqual([]);
  });
});

describe('announcements', () => {
  it('saves a draft unpublished (readers do not see it), updates it, publishes and withdraws it, each audited with the editor', async () => {
    const created = await post<StaffAnnouncement>(app, STAFF_PATHS.announcementSave, editor.headers, draft());
    expect(created.code, JSON.stringify(created)).toBe(200);
    expect(created.data).toMatchObject({ type: 'NOTICE', published: false, title: { zh: '春节期间航班调整', ja: '春節期間の運航変更' } });
    expect((await publicView(created.data.uuid)).json()).toMatchObject({ code: ErrorCode.NOT_FOUND });

    const updated = await post<StaffAnnouncement>(
      app,
      STAFF_PATHS.announcementSave,
      editor.headers,
      draft({ uuid: created.data.uuid, type: 'NEWS', title: { zh: '新标题', ja: '新しいタイトル' } }),
    );
    expect(updated.data).toMatchObject({ uuid: created.data.uuid, type: 'NEWS', title: { zh: '新标题', ja: '新しいタイトル' }, published: false });
    expect(await get(app, STAFF_PATHS.announcementLoad, editor.headers, { uuid: created.data.uuid })).toMatchObject({ code: 200, data: updated.data });
    expect(await get(app, STAFF_PATHS.announcementLoad, clerk.headers, { uuid: created.data.uuid })).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    expect(await get(app, STAFF_PATHS.announcementLoad, editor.headers, { uuid: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });

    const published = await post<StaffAnnouncement>(app, STAFF_PATHS.announcementPublish, editor.headers, { uuid: created.data.uuid, published: true });
    expect(published.data.published).toBe(true);
    expect((await publicView(created.data.uuid)).json()).toMatchObject({ code: 200, data: { title: { zh: '新标题' } } });
    const listed = await get<Page<StaffAnnouncement>>(app, STAFF_PATHS.announcementPage, editor.headers, { published: 'true', type: 'NEWS' });
    expect(listed.data.records.map((r) => r.uuid)).toContain(created.data.uuid);

    await post(app, STAFF_PATHS.announcementPublish, editor.headers, { uuid: created.data.uuid, published: false });
    expect((await publicView(created.data.uuid)).json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    const audit = await get<AuditEntryView[]>(app, STAFF_PATHS.audit, editor.headers, { recordType: 'announcement', recordId: created.data.uuid });
    expect(audit.data.map((e) => [e.action, e.staffName])).toEqual([
      ['announcement.unpublish', '编辑戊'],
      ['announcement.publish', '编辑戊'],
      ['announcement.update', '编辑戊'],
      ['announcement.create', '编辑戊'],
    ]);
    expect(await post(app, STAFF_PATHS.announcementPublish, editor.headers, { uuid: '00000000-0000-4000-8000-000000000000', published: true })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });

  it('sanitises both bodies on save: scripts, event handlers and javascript: URLs are gone from what is stored, the rest is kept', async () => {
    const dirty = {
      zh: '<p onclick="steal()">你好<script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)" alt="图"></p><a href="javascript:alert(3)">点此</a><a href="https://example.com/x" target="_blank">链接</a><iframe src="https://evil.example"></iframe>',
      ja: '<div style="background:url(javascript:alert(4))"><b>こんにちは</b><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x"><svg onload="alert(5)"></svg></div>',
    };
    const saved = await post<StaffAnnouncement>(app, STAFF_PATHS.announcementSave, editor.headers, draft({ body: dirty }));
    expect(saved.code).toBe(200);
    const [row] = await testDb.db.select().from(announcements).where(eq(announcements.uuid, saved.data.uuid));
    for (const html of [row!.bodyZh, row!.bodyJa]) {
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|data:|style=/i);
    }
    expect(row!.bodyZh).toContain('你好');
    expect(row!.bodyZh).toContain('<img src="https://example.com/a.png" alt="图" />');
    expect(row!.bodyZh).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">链接</a>');
    expect(row!.bodyZh).toContain('<a>点此</a>');
    expect(row!.bodyJa).toContain('<b>こんにちは</b>');
    expect(saved.data.body).toEqual({ zh: row!.bodyZh, ja: row!.bodyJa });
  });

  it('refuses empty titles and bodies (a body of nothing but a script is empty), naming each field in both languages', async () => {
    const answer = await post(
      app,
      STAFF_PATHS.announcementSave,
      editor.headers,
      draft({ title: { zh: ' ', ja: '題' }, body: { zh: '<script>alert(1)</script>', ja: '<p>本文</p>' } }),
    );
    expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { 'title.zh': both, 'body.zh': both } } });
    const missing = await post(app, STAFF_PATHS.announcementSave, editor.headers, { type: 'GOSSIP', title: { zh: 'x' } });
    expect(missing).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: expect.objectContaining({ body: both }) } });
  });
});
