import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/domain/envelope';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { SHIPPING_MESSAGES } from '../../../../src/domain/shipping/messages';
import { BOOKING_PATHS, PARTY_PATHS } from '../../../../src/domain/shipping/paths';
import type { BookingView, Party } from '../../../../src/domain/shipping/types';
import { VALIDATION_MESSAGES } from '../../../../src/domain/validation/messages';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { futureSailings, type Sailing } from '../../../test/orders.testkit';
import { bookingForm, get, newCaller, post, type Caller } from '../../../test/shipping/shipping.testkit';

/** The enterprise's address book (PARTY_PATHS) through the real application. */

let testDb: TestDb;
let app: FastifyInstance;
let owner: Caller;
let other: Caller;
let sailing: Sailing;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  owner = await newCaller(app, testDb.db, 'enterprise');
  other = await newCaller(app, testDb.db, 'enterprise');
  [sailing] = (await futureSailings(testDb.db, 'SHA-OSA', 3)) as [Sailing];
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const NOT_FOUND = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません', data: null };
const save = (caller: Caller, body: object) => post<Party>(app, PARTY_PATHS.save, caller.headers, body);
const page = (caller: Caller, body: object = {}) => post<Page<Party>>(app, PARTY_PATHS.page, caller.headers, body);

describe('the address book', () => {
  it('saves, loads, updates and deletes the enterprise’s parties', async () => {
    const saved = await save(owner, {
      name: ' 株式会社なにわ商事 ',
      address: '大阪府大阪市北区梅田1-1-1',
      email: 'import@example.jp',
      countryCode: 'jp',
      consigneeInd: true,
      notifyPartyInd: true,
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data).toMatchObject({
      name: '株式会社なにわ商事',
      countryCode: 'JP',
      consigneeInd: true,
      notifyPartyInd: true,
      shipperInd: false,
      roles: ['CO', 'NF1'],
    });
    expect((await get<Party>(app, PARTY_PATHS.load, owner.headers, { uuid: saved.data.uuid })).data).toEqual(saved.data);
    const updated = await save(owner, { ...saved.data, phone: '+81 6 6345 0000', notifyPartyInd: false });
    expect(updated.data).toMatchObject({ uuid: saved.data.uuid, phone: '+81 6 6345 0000', roles: ['CO'] });
    expect((await post(app, PARTY_PATHS.remove, owner.headers, { uuid: saved.data.uuid })).data).toBeNull();
    expect(await get(app, PARTY_PATHS.load, owner.headers, { uuid: saved.data.uuid })).toEqual(NOT_FOUND);
  });

  it('accepts the spec’s other spellings of NF2 and FW and answers with the party list’s', async () => {
    const saved = await save(owner, { name: '太仓装货联系人', loadingPlaceContact: true, forwarder: true });
    expect(saved.data).toMatchObject({ secondNotifyPartyInd: true, forwarderInd: true, roles: ['NF2', 'FW'] });
    expect(saved.data).not.toHaveProperty('loadingPlaceContact');
  });

  it('searches by name (contains, any case) and by the role a party can take, by name', async () => {
    const searcher = await newCaller(app, testDb.db, 'enterprise');
    await save(searcher, { name: 'Osaka Trading', consigneeInd: true });
    await save(searcher, { name: 'Kobe Logistics', forwarderInd: true });
    await save(searcher, { name: 'OSAKA Steel', shipperInd: true, consigneeInd: true });
    expect((await page(searcher, { name: 'osaka' })).data.records.map((p) => p.name)).toEqual(['OSAKA Steel', 'Osaka Trading']);
    expect((await page(searcher, { role: 'CO' })).data.records.map((p) => p.name)).toEqual(['OSAKA Steel', 'Osaka Trading']);
    expect((await page(searcher, { role: 'FW', size: 20 })).data).toMatchObject({ total: 1, size: 20, records: [{ name: 'Kobe Logistics' }] });
    expect((await page(searcher, { name: '100%_' })).data.total).toBe(0);
  });

  it('refuses a party without a name or a role, with a bad e-mail, phone or country, in both languages', async () => {
    const answer = await save(owner, { name: '', email: 'no-at-sign', phone: 'call me', countryCode: 'JPN' });
    expect(answer.code).toBe(ErrorCode.VALIDATION);
    const fields = (answer.data as unknown as { fields: Record<string, { message: string; jpMessage: string }> }).fields;
    expect(fields.name).toEqual({ message: SHIPPING_MESSAGES.partyNameRequired.zh, jpMessage: SHIPPING_MESSAGES.partyNameRequired.ja });
    expect(fields.email).toEqual({ message: VALIDATION_MESSAGES.emailFormat.zh, jpMessage: VALIDATION_MESSAGES.emailFormat.ja });
    expect(fields.phone?.message).toBe(SHIPPING_MESSAGES.phoneFormat.zh);
    expect(fields.countryCode?.jpMessage).toBe(SHIPPING_MESSAGES.countryFormat.ja);
    const noRole = await save(owner, { name: 'x' });
    expect(noRole).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { roles: { message: SHIPPING_MESSAGES.partyFlagsRequired.zh, jpMessage: SHIPPING_MESSAGES.partyFlagsRequired.ja } } },
    });
  });

  it('keeps another enterprise’s parties out of reach: not found, not listed, not changed', async () => {
    const mine = await save(owner, { name: '上海东海国际贸易有限公司', shipperInd: true });
    expect(await get(app, PARTY_PATHS.load, other.headers, { uuid: mine.data.uuid })).toEqual(NOT_FOUND);
    expect(await save(other, { uuid: mine.data.uuid, name: '改名', shipperInd: true })).toEqual(NOT_FOUND);
    expect(await post(app, PARTY_PATHS.remove, other.headers, { uuid: mine.data.uuid })).toEqual(NOT_FOUND);
    expect((await page(other, { name: '东海' })).data.total).toBe(0);
    expect((await get<Party>(app, PARTY_PATHS.load, owner.headers, { uuid: mine.data.uuid })).data.name).toBe('上海东海国际贸易有限公司');
  });

  it('deleting a party leaves the bookings that used it with their copy', async () => {
    const party = await save(owner, { name: '株式会社なにわ商事', address: '大阪', consigneeInd: true });
    const form = bookingForm(sailing);
    const booking = await post<BookingView>(app, BOOKING_PATHS.submit, owner.headers, {
      ...form,
      parties: [form.parties[0], { ...form.parties[1], partyUuid: party.data.uuid }],
    });
    expect(booking.data.parties.find((p) => p.role === 'CO')?.partyUuid).toBe(party.data.uuid);
    await post(app, PARTY_PATHS.remove, owner.headers, { uuid: party.data.uuid });
    const after = await get<BookingView>(app, BOOKING_PATHS.load, owner.headers, { uuid: booking.data.uuid });
    expect(after.data.parties.find((p) => p.role === 'CO')).toMatchObject({ partyUuid: null, name: '株式会社なにわ商事' });
  });

  it('needs an approved enterprise with the party menu: 401 anonymous, 10403 individual or pending', async () => {
    expect((await app.inject({ method: 'POST', url: `/api${PARTY_PATHS.page}`, payload: {} })).statusCode).toBe(401);
    for (const who of [await newCaller(app, testDb.db, 'individual'), await newCaller(app, testDb.db, 'enterprise', 'PENDING_REVIEW')]) {
      expect(await page(who)).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      expect(await save(who, { name: 'x', shipperInd: true })).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    }
  });
});
