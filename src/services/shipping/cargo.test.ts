import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../http';
import { ApiError } from '../../domain/apiError';
import { answerFetch } from '../testing/fakeFetch';
import { searchSchedule } from './schedule';
import { trackCargo } from './tracking';

let notified: string[];
beforeEach(() => {
  notified = [];
  configureHttp({ getToken: () => 'access', awaitRefresh: () => Promise.resolve(), getLang: () => 'zh', notify: (message) => notified.push(message) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const QUERY = { polCode: 'CNSHA', podCode: 'JPOSA', etdFrom: '2026-12-01', etdTo: '2026-12-28' };

describe('schedule search (public, code-0 family)', () => {
  it('posts the ports and dates to searchSchedule and answers the sailings', async () => {
    const sent = answerFetch({ code: 0, msg: 'success', data: [{ uuid: 'v1', voyageCode: 'ESP261E' }] });
    await expect(searchSchedule(QUERY)).resolves.toEqual([{ uuid: 'v1', voyageCode: 'ESP261E' }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/web/api/eb/ebItsVoyage/searchSchedule');
    expect(sent[0]!.method.toLowerCase()).toBe('post');
    expect(JSON.parse(String(sent[0]!.body))).toEqual(QUERY);
  });

  it('a refusal (10422 at the fields) rejects with the messages at the fields', async () => {
    answerFetch({
      code: 10422,
      message: '提交的数据有误，请检查',
      jpMessage: '入力内容に誤りがあります',
      data: { fields: { podCode: { message: '卸货港不能与装货港相同', jpMessage: '揚地港は積地港と異なる港を指定してください' } } },
    });
    const error = await searchSchedule({ ...QUERY, podCode: 'CNSHA' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({ podCode: '卸货港不能与装货港相同' });
  });
});

describe('cargo tracking (login required)', () => {
  it('posts the numbers with the token and answers the containers and the numbers not found', async () => {
    const answer = { containers: [{ containerNo: 'CSQU3054383', events: [] }], notFound: [{ number: 'ESF26000007', kind: 'BL' }] };
    const sent = answerFetch({ code: 0, msg: 'success', data: answer });
    await expect(trackCargo(['CSQU3054383', 'ESF26000007'])).resolves.toEqual(answer);
    expect(sent[0]!.url).toBe('/api/web/simp2/business/eb/ebCargoTracking/track');
    expect(sent[0]!.authorization).toBe('access');
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ numbers: ['CSQU3054383', 'ESF26000007'] });
  });

  it('nothing found at all (10404) is every number listed as not found, with its kind', async () => {
    answerFetch({ code: 10404, message: '数据不存在', jpMessage: 'データが存在しません', data: null });
    await expect(trackCargo(['CSQU3054383', 'ESF26000007', 'BK26000012'])).resolves.toEqual({
      containers: [],
      notFound: [
        { number: 'CSQU3054383', kind: 'CONTAINER' },
        { number: 'ESF26000007', kind: 'BL' },
        { number: 'BK26000012', kind: 'BOOKING' },
      ],
    });
  });

  it('other refusals still reject (a number the server refuses is said at the field)', async () => {
    answerFetch({
      code: 10422,
      message: '提交的数据有误，请检查',
      jpMessage: '入力内容に誤りがあります',
      data: { fields: { numbers: { message: '集装箱号校验位不正确：CSQU3054384', jpMessage: 'x' } } },
    });
    const error = await trackCargo(['CSQU3054384']).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(10422);
    expect((error as ApiError).fields).toEqual({ numbers: '集装箱号校验位不正确：CSQU3054384' });
  });
});
