import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/domain/apiPaths';
import { ErrorCode } from '../../../src/domain/errorCodes';
import type { CompanyProfile, RouteInstructions } from '../../../src/domain/information';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { auditEntries } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { expectRefusedAndStillLoggedIn, get, post, staffCaller, type Caller } from '../../test/staff.testkit';

/** The editor's information pages through the real application. */

let testDb: TestDb;
let app: FastifyInstance;
let editor: Caller & { cnName: string };
let shippingClerk: Caller;
let customer: Caller;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  editor = await staffCaller(app, testDb.db, 'editor', '编辑己');
  shippingClerk = await staffCaller(app, testDb.db, 'shippingClerk');
  customer = await staffCaller(app, testDb.db, 'individual');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const publicInstructions = async () => (await app.inject({ method: 'GET', url: `/api${paths.routeInstructions}` })).json<{ data: RouteInstructions }>().data;
const auditOf = (recordId: string) =>
  testDb.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.recordType, 'page'), eq(auditEntries.recordId, recordId)));

describe('the information pages guard', () => {
  it('answers 10403 to a customer (still logged in) and to a shipping clerk, and changes nothing', async () => {
    const before = await publicInstructions();
    for (const someone of [customer, shippingClerk]) {
      expect(await get(app, STAFF_PATHS.routeInstructions, someone.headers, {})).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      expect(await post(app, STAFF_PATHS.routeInstructionsSave, someone.headers, { routes: before.routes })).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      expect(await get(app, STAFF_PATHS.companyProfile, someone.headers, {})).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    }
    const profile = (await app.inject({ method: 'GET', url: `/api${paths.companyProfile}` })).json<{ data: CompanyProfile }>().data;
    await expectRefusedAndStillLoggedIn(app, await post(app, STAFF_PATHS.companyProfileSave, customer.headers, profile), customer);
    expect((await app.inject({ method: 'GET', url: `/api${STAFF_PATHS.routeInstructions}` })).statusCode).toBe(401);
    expect(await publicInstructions()).toEqual(before);
  });
});

describe('route instructions', () => {
  it('are saved with the next version, shown on the notice page, and audited with the editor and the text before', async () => {
    const loaded = await get<RouteInstructions>(app, STAFF_PATHS.routeInstructions, editor.headers, {});
    expect(loaded.code).toBe(200);
    const routes = structuredClone(loaded.data!.routes);
    routes[0]!.baggage.push({ zh: '每人可免费托运 30 公斤', ja: 'お一人様 30 kg まで無料でお預かりします' });

    const saved = await post<RouteInstructions>(app, STAFF_PATHS.routeInstructionsSave, editor.headers, { routes });
    expect(saved.code, JSON.stringify(saved)).toBe(200);
    expect(saved.data!.version).toBe(loaded.data!.version + 1);
    expect(await publicInstructions()).toEqual(saved.data);

    const [entry, ...more] = await auditOf('routeInstructions');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      staffUserId: editor.userId,
      staffName: '编辑己',
      action: 'setting.routeInstructions',
      before: loaded.data,
      after: saved.data,
    });

    // The page's trail is the editor's to read, not the shipping clerk's.
    const trail = await get<{ action: string; staffName: string }[]>(app, STAFF_PATHS.audit, editor.headers, {
      recordType: 'page',
      recordId: 'routeInstructions',
    });
    expect(trail.data).toEqual([expect.objectContaining({ action: 'setting.routeInstructions', staffName: '编辑己' })]);
    expect(await get(app, STAFF_PATHS.audit, shippingClerk.headers, { recordType: 'page', recordId: 'routeInstructions' })).toMatchObject({
      code: ErrorCode.NO_PERMISSION,
    });
  });

  it('refuses a blank text or no route with 10422 at the field and keeps the text; an unknown field is not stored', async () => {
    const before = await publicInstructions();
    const routes = structuredClone(before.routes);
    routes[0]!.vessel.ja = '   ';
    const blank = await post(app, STAFF_PATHS.routeInstructionsSave, editor.headers, { routes });
    expect(blank).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { 'routes.0.vessel.ja': expect.anything() } } });
    expect(await post(app, STAFF_PATHS.routeInstructionsSave, editor.headers, { routes: [] })).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(await publicInstructions()).toEqual(before);
    const extra = await post<RouteInstructions>(app, STAFF_PATHS.routeInstructionsSave, editor.headers, { routes: [{ ...before.routes[0], script: '<b>' }] });
    expect(extra.data!.routes).toEqual([before.routes[0]]);
    expect(JSON.stringify(await publicInstructions())).not.toContain('script');
  });
});

describe('company profile', () => {
  it('is saved as sent, shown on the about page, and audited; a negative number is refused', async () => {
    const loaded = await get<CompanyProfile>(app, STAFF_PATHS.companyProfile, editor.headers, {});
    const profile = { ...loaded.data!, highlights: [...loaded.data!.highlights, { zh: '准点率 98%', ja: '定時運航率 98%' }] };
    const saved = await post<CompanyProfile>(app, STAFF_PATHS.companyProfileSave, editor.headers, profile);
    expect(saved).toMatchObject({ code: 200, data: profile });
    const shown = (await app.inject({ method: 'GET', url: `/api${paths.companyProfile}` })).json<{ data: CompanyProfile }>().data;
    expect(shown).toEqual(profile);
    expect(await auditOf('companyProfile')).toMatchObject([
      { staffUserId: editor.userId, action: 'setting.companyProfile', before: loaded.data, after: profile },
    ]);

    const refused = await post(app, STAFF_PATHS.companyProfileSave, editor.headers, { ...profile, founded: -1 });
    expect(refused).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { founded: expect.anything() } } });
  });
});
