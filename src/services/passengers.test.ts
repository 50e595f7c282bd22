import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PassengerForm } from '../domain/validation/passengerSchema';
import { configureHttp } from './http';
import { ApiError } from '../domain/apiError';
import { answerFetch, type SentRequest } from './testing/fakeFetch';
import { deletePassenger, getPassengerPage, loadPassenger, submitPassenger } from './passengers';

let sent: SentRequest[];

function answer(body: unknown) {
  sent = answerFetch(body);
}

beforeEach(() => {
  configureHttp({ getToken: () => 'tok', awaitRefresh: () => Promise.resolve(), getLang: () => 'zh', notify: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({ getToken: () => undefined });
});

const BASE = '/api/web-ts/simp2/business/ts/userPassenger';

const FORM: PassengerForm = {
  cnSurname: '张',
  cnGivenName: '三',
  enSurname: 'ZHANG',
  enGivenName: 'SAN',
  nationality: 'CN',
  gender: 'MALE',
  certificateType: 'PASSPORT',
  certificateNo: 'E12345678',
  certificateExpiry: '2030-01-01',
  secondCertificateType: '',
  secondCertificateNo: '',
  secondCertificateExpiry: '',
  birthDate: '1990-05-06',
  career: '',
  email: '',
  cnMobile: '',
  jpMobile: '09012345678',
  jpAddress: '大阪府大阪市',
  sailingPurpose: '',
};

describe('saved-passenger calls (spec 7 "Passengers")', () => {
  it('getPassengerPage: GET with current and size, bearer token, answers the page', async () => {
    const page = { records: [], total: 0, current: 2, size: 20, pages: 0 };
    answer({ code: 200, data: page, message: 'ok' });
    await expect(getPassengerPage({ current: 2, size: 20 })).resolves.toEqual(page);
    expect(sent).toEqual([{ url: `${BASE}/getTsUserPassengerByPgGrid?current=2&size=20`, method: 'GET', body: undefined, authorization: 'bearer tok' }]);
  });

  it('loadPassenger: GET with the uuid in the query, encoded', async () => {
    answer({ code: 200, data: { ...FORM, uuid: 'p 1' }, message: 'ok' });
    await expect(loadPassenger('p 1')).resolves.toMatchObject({ uuid: 'p 1' });
    expect(sent[0]?.url).toBe(`${BASE}/loadTsUserPassenger?uuid=p+1`);
  });

  it('submitPassenger: a new one is POSTed without uuid, an edit with its uuid', async () => {
    answer({ code: 200, data: { ...FORM, uuid: 'p-1' }, message: 'ok' });
    await submitPassenger(FORM);
    await submitPassenger(FORM, 'p-1');
    expect(sent.map((s) => [s.method, s.url, JSON.parse(String(s.body))])).toEqual([
      ['POST', `${BASE}/submitTsUserPassenger`, FORM],
      ['POST', `${BASE}/submitTsUserPassenger`, { ...FORM, uuid: 'p-1' }],
    ]);
  });

  it('deletePassenger: POST the uuid in the body', async () => {
    answer({ code: 200, data: null, message: 'ok' });
    await deletePassenger('p-1');
    expect(sent.map((s) => [s.method, s.url, JSON.parse(String(s.body))])).toEqual([['POST', `${BASE}/deleteTsUserPassenger`, { uuid: 'p-1' }]]);
  });

  it('a refused form rejects with the field messages in the current language', async () => {
    answer({
      code: 10422,
      message: '请选择国籍',
      jpMessage: '国籍を選択してください',
      data: { fields: { nationality: { message: '请选择国籍', jpMessage: '国籍を選択してください' } } },
    });
    const refusal = await submitPassenger(FORM).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).fields).toEqual({ nationality: '请选择国籍' });
  });

  it('another user’s passenger (10404) rejects', async () => {
    answer({ code: 10404, message: '不存在', jpMessage: '存在しません', data: null });
    await expect(loadPassenger('x')).rejects.toMatchObject({ kind: 'business', code: 10404 });
  });
});
