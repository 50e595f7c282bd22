import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/domain/envelope';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { SHIPPING_ERRORS, SHIPPING_MESSAGES } from '../../../../src/domain/shipping/messages';
import { BOOKING_PATHS, PARTY_PATHS } from '../../../../src/domain/shipping/paths';
import type { BookingStatusAnswer, BookingSummary, BookingTemplate, BookingTemplateSummary, BookingView, Party } from '../../../../src/domain/shipping/types';
import { bookingEvents, bookings, users } from '../../../db/schema';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { futureSailings, type Sailing } from '../../../test/orders.testkit';
import { bookingForm, get, newCaller, post, type Caller } from '../../../test/shipping/shipping.testkit';

/** The enterprise's bookings and templates through the real application and database. */

let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let owner: Caller;
let colleague: Caller;
let other: Caller;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 3);
  owner = await newCaller(app, testDb.db, 'enterprise');
  other = await newCaller(app, testDb.db, 'enterprise');
  // A second user of the owner's enterprise.
  colleague = await newCaller(app, testDb.db, 'enterprise');
  await testDb.db.update(users).set({ enterpriseId: owner.enterpriseId }).where(eq(users.id, colleague.userId));
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const sailing = () => sailings[0]!;
const submit = (caller: Caller, body: object) => post<BookingView>(app, BOOKING_PATHS.submit, caller.headers, body);
const saveDraft = (caller: Caller, body: object) => post<BookingView>(app, BOOKING_PATHS.saveDraft, caller.headers, body);
const load = (caller: Caller, query: Record<string, string>) => get<BookingView>(app, BOOKING_PATHS.load, caller.headers, query);
const NOT_FOUND = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません', data: null };
const REFUSED = { code: ErrorCode.BUSINESS, reason: 'booking.move_refused' };

async function stored(uuid: string) {
  const [row] = await testDb.db.select().from(bookings).where(eq(bookings.uuid, uuid));
  const history = await testDb.db.select().from(bookingEvents).where(eq(bookingEvents.bookingUuid, uuid));
  return { row: row!, history };
}

describe('who may call', () => {
  const calls: [string, 'GET' | 'POST', string][] = Object.entries(BOOKING_PATHS).map(([name, path]) => [name, name.startsWith('load') ? 'GET' : 'POST', path]);

  it.each(calls)('%s: anonymous is HTTP 401', async (_, method, path) => {
    const response = await app.inject({ method, url: `/api${path}`, ...(method === 'POST' ? { payload: {} } : { query: { uuid: 'x' } }) });
    expect(response.statusCode).toBe(401);
  });

  let refused: Caller[];
  beforeAll(async () => {
    refused = [
      await newCaller(app, testDb.db, 'individual'),
      await newCaller(app, testDb.db, 'enterprise', 'PENDING_REVIEW'),
      await newCaller(app, testDb.db, 'enterprise', 'REJECTED'),
    ];
  });

  it.each(calls)('%s: an individual user and a pending or rejected enterprise are HTTP 200 with 10403, and nothing is written', async (_, method, path) => {
    const before = (await testDb.db.select().from(bookings)).length;
    for (const caller of refused) {
      const response = await app.inject({
        method,
        url: `/api${path}`,
        headers: caller.headers,
        ...(method === 'POST' ? { payload: bookingForm(sailing()) } : { query: { uuid: 'x' } }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    }
    expect((await testDb.db.select().from(bookings)).length).toBe(before);
  });

  it('staff without an enterprise get 10403 too', async () => {
    const clerk = await newCaller(app, testDb.db, 'shippingClerk');
    expect((await post(app, BOOKING_PATHS.page, clerk.headers, {})).code).toBe(ErrorCode.NO_PERMISSION);
  });
});

describe('drafts and submitting', () => {
  it('saves a numbered Draft with an incomplete form, updates it, then submits it', async () => {
    const draft = await saveDraft(owner, {
      polCode: 'cnsha',
      commodity: '  机械零件 ',
      containers: [{ containerType: '20gp', quantity: 1, grossWeightKg: 5000 }],
    });
    expect(draft.code, JSON.stringify(draft)).toBe(0);
    expect(draft.msg).toBe('success');
    expect(draft.data).toMatchObject({
      status: 'Draft',
      stateValue: 'Draft',
      blStage: 'none',
      polCode: 'CNSHA',
      podCode: '',
      commodity: '机械零件',
      containerSummary: '1x20GP',
      voyageUuid: null,
    });
    expect(draft.data.bookingNo).toMatch(/^BK\d{8}$/);
    expect(draft.data.history).toEqual([expect.objectContaining({ event: 'booking.saveDraft', fromStatus: null, toStatus: 'Draft', actor: 'customer' })]);

    const updated = await saveDraft(owner, { ...bookingForm(sailing()), uuid: draft.data.uuid });
    expect(updated.data).toMatchObject({
      uuid: draft.data.uuid,
      bookingNo: draft.data.bookingNo,
      status: 'Draft',
      voyageUuid: sailing().uuid,
      voyageCode: sailing().code,
      vessel: sailing().vessel,
      containerSummary: '2x40HC, 1x20GP',
    });
    expect(updated.data.parties.map((p) => p.role)).toEqual(['SH', 'CO', 'NF1']);

    const submitted = await submit(owner, { ...bookingForm(sailing()), uuid: draft.data.uuid });
    expect(submitted.data).toMatchObject({ uuid: draft.data.uuid, status: 'Submitted', stateValue: 'Submitted', etd: sailing().departureTime.toISOString() });
    expect(submitted.data.submittedAt).not.toBeNull();
    expect(submitted.data.history.map((h) => `${h.fromStatus}->${h.toStatus}`)).toEqual(['null->Draft', 'Draft->Submitted']);

    // No longer a draft: saving over it is refused and changes nothing.
    const before = await stored(draft.data.uuid);
    expect(await saveDraft(owner, { ...bookingForm(sailing(), { commodity: '别的' }), uuid: draft.data.uuid })).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: SHIPPING_ERRORS.draftOnly.zh,
    });
    expect(await submit(owner, { ...bookingForm(sailing()), uuid: draft.data.uuid })).toMatchObject({ code: ErrorCode.BUSINESS });
    expect(await stored(draft.data.uuid)).toEqual(before);
  });

  it('submits a new booking in one call; a colleague of the same enterprise sees it', async () => {
    const answer = await submit(owner, bookingForm(sailing()));
    expect(answer.data.status).toBe('Submitted');
    expect((await load(colleague, { uuid: answer.data.uuid })).data.bookingNo).toBe(answer.data.bookingNo);
    expect((await load(colleague, { bookingNo: answer.data.bookingNo.toLowerCase() })).data.uuid).toBe(answer.data.uuid);
  });

  it('refuses an incomplete submit with every field at fault, in both languages, and writes nothing', async () => {
    const count = async () => (await testDb.db.select().from(bookings)).length;
    const before = await count();
    const answer = await submit(owner, {
      polCode: 'SHANGHAI',
      podCode: '',
      containers: [{ containerType: '45HC', quantity: 0, grossWeightKg: -1 }],
      parties: [
        { role: 'SH', name: '' },
        { role: 'SH', name: 'x' },
      ],
    });
    expect(answer.code).toBe(ErrorCode.VALIDATION);
    const fields = (answer.data as unknown as { fields: Record<string, { message: string; jpMessage: string }> }).fields;
    expect(fields.polCode).toEqual({ message: SHIPPING_MESSAGES.portFormat.zh, jpMessage: SHIPPING_MESSAGES.portFormat.ja });
    expect(fields.podCode).toEqual({ message: SHIPPING_MESSAGES.podRequired.zh, jpMessage: SHIPPING_MESSAGES.podRequired.ja });
    expect(fields.voyageUuid?.jpMessage).toBe(SHIPPING_MESSAGES.sailingRequired.ja);
    expect(fields.commodity?.message).toBe(SHIPPING_MESSAGES.commodityRequired.zh);
    expect(fields['containers[0].containerType']?.message).toBe(SHIPPING_MESSAGES.containerTypeInvalid.zh);
    expect(fields['containers[0].quantity']?.message).toBe(SHIPPING_MESSAGES.quantityRange.zh);
    expect(fields['containers[0].grossWeightKg']?.jpMessage).toBe(SHIPPING_MESSAGES.weightRange.ja);
    expect(fields['parties[0].name']?.message).toBe(SHIPPING_MESSAGES.partyNameRequired.zh);
    expect(fields.parties?.message).toBe(SHIPPING_MESSAGES.partyRoleDuplicate.zh);
    expect(await count()).toBe(before);
  });

  it('needs a shipper and a consignee, different ports the company serves, and a sailing between them', async () => {
    const fieldsOf = async (body: object) => ((await submit(owner, body)).data as unknown as { fields: Record<string, { message: string }> }).fields;
    expect(Object.keys(await fieldsOf(bookingForm(sailing(), { parties: [] })))).toEqual(['parties']);
    expect((await fieldsOf(bookingForm(sailing(), { podCode: 'CNSHA' }))).podCode?.message).toBe(SHIPPING_MESSAGES.samePorts.zh);
    expect((await fieldsOf(bookingForm(sailing(), { podCode: 'USLAX' }))).podCode?.message).toBe(SHIPPING_MESSAGES.portUnknown.zh);
    expect((await fieldsOf(bookingForm(sailing(), { podCode: 'JPUKB' }))).voyageUuid?.message).toBe(SHIPPING_MESSAGES.sailingRouteMismatch.zh);
    expect((await fieldsOf(bookingForm(sailing(), { voyageUuid: '00000000-0000-4000-8000-000000000000' }))).voyageUuid?.message).toBe(
      SHIPPING_MESSAGES.sailingNotOffered.zh,
    );
  });

  it('takes a party from the caller’s own address book only: another enterprise’s is 10404, never used', async () => {
    const theirs = await post<Party>(app, PARTY_PATHS.save, other.headers, { name: '他社荷主', shipperInd: true });
    const answer = await submit(
      owner,
      bookingForm(sailing(), { parties: [{ ...bookingForm(sailing()).parties[0]!, partyUuid: theirs.data.uuid }, bookingForm(sailing()).parties[1]!] }),
    );
    expect(answer).toEqual(NOT_FOUND);
    const mine = await post<Party>(app, PARTY_PATHS.save, owner.headers, { name: '上海东海国际贸易有限公司', address: '上海', shipperInd: true });
    const ok = await submit(
      owner,
      bookingForm(sailing(), { parties: [{ ...bookingForm(sailing()).parties[0]!, partyUuid: mine.data.uuid }, bookingForm(sailing()).parties[1]!] }),
    );
    expect(ok.data.parties.find((p) => p.role === 'SH')?.partyUuid).toBe(mine.data.uuid);
  });

  it('takes back a booking as it answered it (nulls where nothing is set) to save it again', async () => {
    const draft = await saveDraft(owner, { commodity: '茶叶', parties: [{ role: 'SH', name: '某公司' }] });
    expect(draft.data.voyageUuid).toBeNull();
    expect(draft.data.parties[0]!.partyUuid).toBeNull();
    const again = await saveDraft(owner, { ...draft.data, remarks: '再保存' });
    expect(again.data).toMatchObject({
      uuid: draft.data.uuid,
      voyageUuid: null,
      remarks: '再保存',
      parties: [{ role: 'SH', name: '某公司', partyUuid: null }],
    });
  });

  it('answers a body that is no JSON object with 10422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${BOOKING_PATHS.submit}`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"polCode":',
    });
    expect(response.json()).toMatchObject({ code: ErrorCode.VALIDATION });
  });
});

describe('another enterprise’s bookings', () => {
  it('are "not found" by uuid and by number, for every call, and never change', async () => {
    const mine = await submit(owner, bookingForm(sailing()));
    const before = await stored(mine.data.uuid);
    const uuid = mine.data.uuid;
    expect(await load(other, { uuid })).toEqual(NOT_FOUND);
    expect(await load(other, { bookingNo: mine.data.bookingNo })).toEqual(NOT_FOUND);
    expect(await load(other, { uuid: 'not-a-uuid' })).toEqual(NOT_FOUND);
    expect(await load(other, { uuid: '00000000-0000-4000-8000-000000000000' })).toEqual(NOT_FOUND);
    expect(await load(other, {})).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { uuid: expect.any(Object) } } });
    expect(await post(app, BOOKING_PATHS.cancel, other.headers, { uuid })).toEqual(NOT_FOUND);
    expect(await post(app, BOOKING_PATHS.copy, other.headers, { uuid })).toEqual(NOT_FOUND);
    expect(await saveDraft(other, { uuid, commodity: 'x' })).toEqual(NOT_FOUND);
    expect(await post(app, BOOKING_PATHS.saveTemplate, other.headers, { name: 'theirs', bookingUuid: uuid })).toEqual(NOT_FOUND);
    const page = await post<Page<BookingSummary>>(app, BOOKING_PATHS.page, other.headers, { bookingNo: mine.data.bookingNo });
    expect(page.data.total).toBe(0);
    expect(await stored(uuid)).toEqual(before);
  });
});

describe('cancelling', () => {
  it('cancels a Draft and a Submitted booking once; a second cancel is refused and changes nothing', async () => {
    const draft = await saveDraft(owner, { commodity: 'x' });
    const submitted = await submit(owner, bookingForm(sailing()));
    for (const { uuid } of [draft.data, submitted.data]) {
      const answer = await post<BookingStatusAnswer>(app, `${BOOKING_PATHS.cancel}?uuid=${uuid}`, owner.headers);
      expect(answer.data).toMatchObject({ uuid, status: 'Canceled', stateValue: 'Canceled', blStage: 'none' });
      const before = await stored(uuid);
      expect(await post(app, BOOKING_PATHS.cancel, owner.headers, { uuid })).toMatchObject(REFUSED);
      expect(await stored(uuid)).toEqual(before);
    }
    expect((await stored(submitted.data.uuid)).history.map((h) => h.toStatus)).toEqual(['Draft', 'Submitted', 'Canceled']);
  });

  it('asks for the uuid', async () => {
    const answer = await post(app, BOOKING_PATHS.cancel, owner.headers);
    expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { uuid: expect.any(Object) } } });
  });
});

describe('the bookings list', () => {
  it('lists the enterprise’s bookings newest first, filtered by status, number and creation days, paged by 10/20/50', async () => {
    const lister = await newCaller(app, testDb.db, 'enterprise');
    const made: BookingView[] = [];
    for (let i = 0; i < 3; i++) made.push((await submit(lister, bookingForm(sailing(), { commodity: `货物${i}` }))).data);
    made.push((await saveDraft(lister, { commodity: '草稿' })).data);

    const all = await post<Page<BookingSummary>>(app, BOOKING_PATHS.page, lister.headers);
    expect(all.data).toMatchObject({ total: 4, current: 1, size: 10, pages: 1 });
    expect(all.data.records.map((r) => r.commodity)).toEqual(['草稿', '货物2', '货物1', '货物0']);

    const submitted = await post<Page<BookingSummary>>(app, BOOKING_PATHS.page, lister.headers, { status: 'Submitted', size: 20, current: 1 });
    expect(submitted.data.records.map((r) => r.status)).toEqual(['Submitted', 'Submitted', 'Submitted']);
    expect(
      (await post<Page<BookingSummary>>(app, BOOKING_PATHS.page, lister.headers, { bookingNo: made[1]!.bookingNo })).data.records.map((r) => r.uuid),
    ).toEqual([made[1]!.uuid]);

    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await post<Page<BookingSummary>>(app, BOOKING_PATHS.page, lister.headers, { createdFrom: today, createdTo: today })).data.total).toBe(4);
    expect((await post<Page<BookingSummary>>(app, BOOKING_PATHS.page, lister.headers, { createdTo: '2020-01-01' })).data.total).toBe(0);
    expect(await post(app, BOOKING_PATHS.page, lister.headers, { createdFrom: '2026-02-30' })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { createdFrom: expect.any(Object) } },
    });
    expect(await post(app, BOOKING_PATHS.page, lister.headers, { size: 15 })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { size: expect.any(Object) } },
    });
    expect(await post(app, BOOKING_PATHS.page, lister.headers, { status: 'Shipped' })).toMatchObject({ code: ErrorCode.VALIDATION });
  });
});

describe('copies and templates', () => {
  it('copies a booking into a new Draft without its sailing', async () => {
    const source = await submit(owner, bookingForm(sailing()));
    const copy = await post<BookingView>(app, BOOKING_PATHS.copy, owner.headers, { uuid: source.data.uuid });
    expect(copy.data).toMatchObject({
      status: 'Draft',
      voyageUuid: null,
      polCode: 'CNSHA',
      podCode: 'JPOSA',
      commodity: source.data.commodity,
      containerSummary: source.data.containerSummary,
    });
    expect(copy.data.bookingNo).not.toBe(source.data.bookingNo);
    expect(copy.data.parties).toEqual(source.data.parties);
  });

  it('saves, lists, renames, uses and deletes templates of the enterprise only', async () => {
    const source = await submit(owner, bookingForm(sailing()));
    const fromBooking = await post<BookingTemplate>(app, BOOKING_PATHS.saveTemplate, owner.headers, { name: '大阪家具', bookingUuid: source.data.uuid });
    expect(fromBooking.data).toMatchObject({ name: '大阪家具', polCode: 'CNSHA', podCode: 'JPOSA' });
    expect(fromBooking.data.content.voyageUuid).toBe('');
    const fromForm = await post<BookingTemplate>(app, BOOKING_PATHS.saveTemplate, owner.headers, {
      name: '神户零件',
      content: { podCode: 'jpukb', commodity: '零件' },
    });
    expect(fromForm.data.content).toMatchObject({ podCode: 'JPUKB', commodity: '零件', containers: [], parties: [] });
    expect(await post(app, BOOKING_PATHS.saveTemplate, owner.headers, { name: '洛杉矶', content: { podCode: 'USLAX' } })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { 'content.podCode': { message: SHIPPING_MESSAGES.portUnknown.zh, jpMessage: SHIPPING_MESSAGES.portUnknown.ja } } },
    });

    expect(await post(app, BOOKING_PATHS.saveTemplate, owner.headers, { name: '大阪家具', bookingUuid: source.data.uuid })).toMatchObject({
      code: ErrorCode.CONFLICT,
    });
    expect(await post(app, BOOKING_PATHS.saveTemplate, owner.headers, { name: '两个来源', bookingUuid: source.data.uuid, content: {} })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { content: { message: SHIPPING_MESSAGES.templateSource.zh } } },
    });
    expect(await post(app, BOOKING_PATHS.saveTemplate, owner.headers, { name: '', content: {} })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { name: { message: SHIPPING_MESSAGES.templateNameRequired.zh } } },
    });

    const list = await post<Page<BookingTemplateSummary>>(app, BOOKING_PATHS.templatePage, owner.headers, { name: '大阪' });
    expect(list.data.records.map((t) => t.name)).toEqual(['大阪家具']);
    expect((await post<Page<BookingTemplateSummary>>(app, BOOKING_PATHS.templatePage, other.headers, {})).data.total).toBe(0);

    expect(await post(app, BOOKING_PATHS.renameTemplate, owner.headers, { uuid: fromForm.data.uuid, name: '大阪家具' })).toMatchObject({
      code: ErrorCode.CONFLICT,
    });
    expect((await post<BookingTemplate>(app, BOOKING_PATHS.renameTemplate, owner.headers, { uuid: fromForm.data.uuid, name: '神户机械零件' })).data.name).toBe(
      '神户机械零件',
    );
    expect(await post(app, BOOKING_PATHS.renameTemplate, other.headers, { uuid: fromForm.data.uuid, name: 'mine' })).toEqual(NOT_FOUND);
    expect(await get(app, BOOKING_PATHS.loadTemplate, other.headers, { uuid: fromForm.data.uuid })).toEqual(NOT_FOUND);
    expect(await post(app, BOOKING_PATHS.useTemplate, other.headers, { uuid: fromForm.data.uuid })).toEqual(NOT_FOUND);
    expect(await post(app, BOOKING_PATHS.deleteTemplate, other.headers, { uuid: fromForm.data.uuid })).toEqual(NOT_FOUND);

    const used = await post<BookingView>(app, BOOKING_PATHS.useTemplate, colleague.headers, { uuid: fromBooking.data.uuid });
    expect(used.data).toMatchObject({ status: 'Draft', voyageUuid: null, commodity: source.data.commodity, containerSummary: source.data.containerSummary });
    // The template's draft is submitted once it has a sailing.
    expect((await submit(colleague, { ...bookingForm(sailing()), uuid: used.data.uuid })).data.status).toBe('Submitted');

    expect((await post(app, BOOKING_PATHS.deleteTemplate, owner.headers, { uuid: fromForm.data.uuid })).data).toBeNull();
    expect(await get(app, BOOKING_PATHS.loadTemplate, owner.headers, { uuid: fromForm.data.uuid })).toEqual(NOT_FOUND);
  });
});
