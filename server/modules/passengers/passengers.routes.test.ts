import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/envelope';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { PASSENGER_PATHS, type SavedPassenger } from '../../../src/domain/passengers';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../../src/domain/validation/messages';
import { userPassengers } from '../../db/schema';
import { authHeader, createUser, loginAs } from '../../test/login';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const valid = {
  cnSurname: '王',
  cnGivenName: '小明',
  enSurname: 'WANG',
  enGivenName: 'XIAOMING',
  nationality: 'CN',
  gender: 'MALE',
  certificateType: 'PASSPORT',
  certificateNo: 'E12345678',
  certificateExpiry: '2030-05-01',
  birthDate: '1990-02-28',
  jpMobile: '090-1234-5678',
  jpAddress: '大阪府大阪市住之江区南港北1-20-52',
};

const both = (key: ValidationMessageKey) => ({ message: VALIDATION_MESSAGES[key].zh, jpMessage: VALIDATION_MESSAGES[key].ja });

/** A new individual user, logged in: the Authorization header of its calls. */
async function newUser(): Promise<{ userId: string; headers: { authorization: string } }> {
  const logonId = `pax_${randomBytes(4).toString('hex')}`;
  const user = await createUser(testDb.db, { logonId, role: 'individual' });
  return { userId: user.userId, headers: authHeader(await loginAs(app, logonId)) };
}

interface Answer<T> {
  code: number;
  message: string;
  jpMessage?: string;
  data: T;
}

async function get<T>(path: string, query: Record<string, string | number>, headers?: object): Promise<Answer<T>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await app.inject({ method: 'GET', url: `/api${path}?${search}`, headers: { ...headers } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function post<T>(path: string, body: object, headers?: object, query = ''): Promise<Answer<T>> {
  const response = await app.inject({ method: 'POST', url: `/api${path}${query}`, payload: body, headers: { ...headers } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const submit = (headers: object, body: object) => post<SavedPassenger>(PASSENGER_PATHS.submit, body, headers);
const list = (headers: object, current = 1, size = 10) => get<Page<SavedPassenger>>(PASSENGER_PATHS.page, { current, size }, headers);
const load = (headers: object, uuid: string) => get<SavedPassenger>(PASSENGER_PATHS.load, { uuid }, headers);

describe('saved passengers', () => {
  it('creates, lists, loads, updates and deletes a passenger', async () => {
    const me = await newUser();
    const created = await submit(me.headers, { ...valid, email: 'wang@example.org', sailingPurpose: '旅游' });
    expect(created).toEqual({
      code: 200,
      message: 'success',
      data: {
        ...valid,
        uuid: expect.any(String),
        secondCertificateType: '',
        secondCertificateNo: '',
        secondCertificateExpiry: '',
        career: '',
        email: 'wang@example.org',
        cnMobile: '',
        sailingPurpose: '旅游',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const { uuid } = created.data;
    const [row] = await testDb.db.select().from(userPassengers).where(eq(userPassengers.uuid, uuid));
    expect(row?.ownerUserId).toBe(me.userId);

    expect((await list(me.headers)).data).toEqual({ records: [created.data], total: 1, current: 1, size: 10, pages: 1 });
    expect(await load(me.headers, uuid)).toEqual({ code: 200, message: 'success', data: created.data });

    const second = { secondCertificateType: 'CN_ID_CARD', secondCertificateNo: '110101199001011234', secondCertificateExpiry: '2031-01-01' };
    const updated = await submit(me.headers, { ...valid, ...second, uuid, cnGivenName: '大明', email: '' });
    expect(updated.data).toMatchObject({ ...second, uuid, cnGivenName: '大明', email: '', createdAt: created.data.createdAt });
    expect((await load(me.headers, uuid)).data).toEqual(updated.data);
    expect((await list(me.headers)).data.total).toBe(1);

    expect(await post(PASSENGER_PATHS.remove, { uuid }, me.headers)).toEqual({ code: 200, message: 'success', data: null });
    expect((await load(me.headers, uuid)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await list(me.headers)).data).toEqual({ records: [], total: 0, current: 1, size: 10, pages: 0 });
    expect((await post(PASSENGER_PATHS.remove, { uuid }, me.headers)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('deletes with the uuid in the query too', async () => {
    const me = await newUser();
    const { uuid } = (await submit(me.headers, valid)).data;
    const response = await app.inject({ method: 'POST', url: `/api${PASSENGER_PATHS.remove}?uuid=${uuid}`, headers: me.headers });
    expect(response.json()).toEqual({ code: 200, message: 'success', data: null });
    expect((await list(me.headers)).data.total).toBe(0);
  });

  it('asks for the uuid to delete', async () => {
    const me = await newUser();
    expect(await post(PASSENGER_PATHS.remove, {}, me.headers)).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { uuid: both('required') } } });
  });

  it('lists the caller’s passengers newest first, page by page (10/20/50)', async () => {
    const me = await newUser();
    const saved: SavedPassenger[] = [];
    for (let i = 0; i < 12; i++) saved.push((await submit(me.headers, { ...valid, cnGivenName: `第${'甲乙丙丁戊己庚辛壬癸子丑'[i]}` })).data);
    const newestFirst = saved.map((p) => p.uuid).reverse();

    const first = await list(me.headers, 1, 10);
    expect(first.data).toMatchObject({ total: 12, current: 1, size: 10, pages: 2 });
    expect(first.data.records.map((p) => p.uuid)).toEqual(newestFirst.slice(0, 10));
    const second = await list(me.headers, 2, 10);
    expect(second.data.records.map((p) => p.uuid)).toEqual(newestFirst.slice(10));
    expect((await list(me.headers, 1, 20)).data).toMatchObject({ total: 12, pages: 1, size: 20 });
    expect((await list(me.headers, 1, 50)).data.records).toHaveLength(12);
    expect((await get<Page<SavedPassenger>>(PASSENGER_PATHS.page, {}, me.headers)).data).toMatchObject({ current: 1, size: 10 });
  });

  it.each([5, 11, 100, 0, 'ten'])('refuses page size %j with 10422', async (size) => {
    const me = await newUser();
    const answer = await get(PASSENGER_PATHS.page, { current: 1, size }, me.headers);
    expect(answer.code).toBe(ErrorCode.VALIDATION);
  });

  it('refuses page 0 with 10422', async () => {
    const me = await newUser();
    expect((await get(PASSENGER_PATHS.page, { current: 0, size: 10 }, me.headers)).code).toBe(ErrorCode.VALIDATION);
  });

  it.each([
    ['cnSurname', 'cnSurnameRequired'],
    ['cnGivenName', 'cnGivenNameRequired'],
    ['enSurname', 'enSurnameRequired'],
    ['enGivenName', 'enGivenNameRequired'],
    ['nationality', 'nationalityRequired'],
    ['gender', 'genderRequired'],
    ['certificateType', 'certificateTypeRequired'],
    ['certificateNo', 'certificateNoRequired'],
    ['certificateExpiry', 'certificateExpiryRequired'],
    ['birthDate', 'birthDateRequired'],
    ['jpMobile', 'jpMobileRequired'],
    ['jpAddress', 'jpAddressRequired'],
  ] as const)('requires %s with %s in both languages; nothing is saved', async (field, key) => {
    const me = await newUser();
    const answer = await submit(me.headers, { ...valid, [field]: '' });
    expect(answer).toEqual({
      code: ErrorCode.VALIDATION,
      message: expect.any(String),
      jpMessage: expect.any(String),
      data: { fields: { [field]: both(key) } },
      reason: 'common.validation',
    });
    expect((await list(me.headers)).data.total).toBe(0);
  });

  it('answers the spec’s examples in both languages', async () => {
    const me = await newUser();
    const answer = await submit(me.headers, {});
    const fields = (answer.data as unknown as { fields: Record<string, { message: string; jpMessage: string }> }).fields;
    expect(fields.cnSurname).toEqual({ message: '请输入中文姓', jpMessage: '漢字の姓を入力してください' });
    expect(fields.nationality?.message).toBe('请选择国籍');
    expect(fields.birthDate?.message).toBe('请选择出生日期');
    expect(Object.keys(fields)).toHaveLength(12);
  });

  it.each([
    ['jpMobile', '13800138000', 'jpMobileFormat'],
    ['cnMobile', '09012345678', 'cnMobileFormat'],
    ['email', 'x@', 'emailFormat'],
    ['birthDate', '2999-01-01', 'birthDateFuture'],
    ['certificateExpiry', '2030-02-30', 'dateFormat'],
    ['secondCertificateNo', 'X1', 'secondCertificateTypeRequired'],
  ] as const)('refuses %s = %j with %s', async (field, value, key) => {
    const me = await newUser();
    const answer = await submit(me.headers, { ...valid, [field]: value });
    expect(answer).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: expect.objectContaining(Object.fromEntries([[key === 'secondCertificateTypeRequired' ? 'secondCertificateType' : field, both(key)]])) },
    });
  });

  it.each([
    ['nationality', 'XX', 'nationalityRequired'],
    ['gender', 'M', 'genderRequired'],
    ['certificateType', 'DRIVING_LICENCE', 'certificateTypeRequired'],
    ['career', 'ASTRONAUT', 'optionInvalid'],
  ] as const)('refuses %s = %j, not an item of its list, with %s', async (field, value, key) => {
    const me = await newUser();
    expect(await submit(me.headers, { ...valid, [field]: value })).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { [field]: both(key) } } });
    expect((await list(me.headers)).data.total).toBe(0);
  });

  it('refuses an unknown second ID type and accepts list items for every coded field', async () => {
    const me = await newUser();
    const second = { secondCertificateNo: 'X1', secondCertificateExpiry: '2031-01-01' };
    expect(await submit(me.headers, { ...valid, ...second, secondCertificateType: 'NOPE' })).toMatchObject({
      data: { fields: { secondCertificateType: both('secondCertificateTypeRequired') } },
    });
    const saved = await submit(me.headers, {
      ...valid,
      ...second,
      nationality: 'JP',
      gender: 'FEMALE',
      secondCertificateType: 'JP_RESIDENCE_CARD',
      career: 'STUDENT',
    });
    expect(saved.data).toMatchObject({ nationality: 'JP', gender: 'FEMALE', secondCertificateType: 'JP_RESIDENCE_CARD', career: 'STUDENT' });
  });

  it('answers 10404 for an unknown or malformed uuid', async () => {
    const me = await newUser();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await load(me.headers, unknown)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await load(me.headers, 'not-a-uuid')).code).toBe(ErrorCode.NOT_FOUND);
    expect((await submit(me.headers, { ...valid, uuid: unknown })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await submit(me.headers, { ...valid, uuid: 'nope' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(PASSENGER_PATHS.remove, { uuid: 'nope' }, me.headers)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await list(me.headers)).data.total).toBe(0);
  });

  it('keeps each user to their own passengers: another user can neither list, load, update nor delete them (10404)', async () => {
    const owner = await newUser();
    const other = await newUser();
    const mine = (await submit(owner.headers, valid)).data;
    await submit(other.headers, { ...valid, cnSurname: '李' });

    const othersList = (await list(other.headers)).data;
    expect(othersList.total).toBe(1);
    expect(othersList.records.map((p) => p.uuid)).not.toContain(mine.uuid);

    const notFound = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません' };
    expect(await load(other.headers, mine.uuid)).toMatchObject(notFound);
    expect(await submit(other.headers, { ...valid, uuid: mine.uuid, cnSurname: '偷' })).toMatchObject(notFound);
    expect(await post(PASSENGER_PATHS.remove, { uuid: mine.uuid }, other.headers)).toMatchObject(notFound);
    const viaQuery = await app.inject({ method: 'POST', url: `/api${PASSENGER_PATHS.remove}?uuid=${mine.uuid}`, headers: other.headers });
    expect(viaQuery.json()).toMatchObject(notFound);

    expect((await load(owner.headers, mine.uuid)).data).toEqual(mine);
    expect((await list(other.headers)).data.total).toBe(1);
  });

  it('needs a login (HTTP 401)', async () => {
    const owner = await newUser();
    const { uuid } = (await submit(owner.headers, valid)).data;
    const calls = [
      app.inject({ method: 'GET', url: `/api${PASSENGER_PATHS.page}?current=1&size=10` }),
      app.inject({ method: 'GET', url: `/api${PASSENGER_PATHS.load}?uuid=${uuid}` }),
      app.inject({ method: 'POST', url: `/api${PASSENGER_PATHS.submit}`, payload: valid }),
      app.inject({ method: 'POST', url: `/api${PASSENGER_PATHS.remove}`, payload: { uuid } }),
      app.inject({ method: 'GET', url: `/api${PASSENGER_PATHS.page}`, headers: { authorization: 'bearer not-a-token' } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
    expect((await load(owner.headers, uuid)).code).toBe(200);
  });
});
