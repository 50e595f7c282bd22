import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { SCHEDULE_SEARCH_PATH } from '../../../src/domain/shipping/cargoPaths';
import { SHIPPING_MESSAGES } from '../../../src/domain/shipping/messages';
import type { ScheduledSailing } from '../../../src/domain/shipping/schedule';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import { localDate } from '../../../src/domain/voyages';
import { voyages } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';

/** The sailing schedule search of /scheduleMgt, public, through the real application and database. */

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

const DAY = 24 * 3600 * 1000;
const field = (key: keyof typeof SHIPPING_MESSAGES) => ({ message: SHIPPING_MESSAGES[key].zh, jpMessage: SHIPPING_MESSAGES[key].ja });

async function search(payload?: object) {
  const response = await app.inject({ method: 'POST', url: `/api${SCHEDULE_SEARCH_PATH}`, payload });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; data: ScheduledSailing[] & { fields?: Record<string, unknown> } };
}

describe('searchSchedule', () => {
  it('answers, without login, each sailing of the pair in the range: vessel, voyage, rotation, ETD/ETA, transit time and cut-offs', async () => {
    const from = localDate(new Date(Date.now() + DAY), 'JPUKB');
    const to = localDate(new Date(Date.now() + 60 * DAY), 'JPUKB');
    const answer = await search({ polCode: 'jpukb', podCode: 'CNSHA', etdFrom: from, etdTo: to });
    expect(answer.code).toBe(0);
    const expected = await testDb.db
      .select()
      .from(voyages)
      .where(and(eq(voyages.routeCode, 'KOB-SHA'), eq(voyages.status, 'SCHEDULED'), gt(voyages.departureTime, new Date())))
      .orderBy(asc(voyages.departureTime));
    const inRange = expected.filter((v) => localDate(v.departureTime, 'JPUKB') >= from && localDate(v.departureTime, 'JPUKB') <= to);
    // About two sailings a week for the next 120 days.
    expect(inRange.length).toBeGreaterThanOrEqual(14);
    expect(answer.data.map((s) => s.voyageCode)).toEqual(inRange.map((v) => v.code));
    const first = answer.data[0]!;
    const etd = Date.parse(first.etd);
    expect(first).toMatchObject({
      polCode: 'JPUKB',
      podCode: 'CNSHA',
      vessel: inRange[0]!.vessel,
      eta: inRange[0]!.arrivalTime.toISOString(),
      transitMinutes: 45 * 60,
      transitDays: 2,
      cyCutOff: new Date(etd - 24 * 3600 * 1000).toISOString(),
      docCutOff: new Date(etd - 48 * 3600 * 1000).toISOString(),
      vgmCutOff: new Date(etd - 30 * 3600 * 1000).toISOString(),
      rotation: [
        expect.objectContaining({ portCode: 'JPUKB', portNameJa: '神戸港', etd: first.etd, eta: null }),
        expect.objectContaining({ portCode: 'CNSHA', eta: first.eta, etd: null }),
      ],
    });
  });

  it('answers an empty list for a pair the company does not sail', async () => {
    const from = localDate(new Date(), 'CNSHA');
    expect(await search({ polCode: 'CNNGB', podCode: 'JPTYO', etdFrom: from, etdTo: from })).toMatchObject({ code: 0, data: [] });
  });

  it('refuses missing and malformed fields, the same port twice, an end before the start and more than 120 days, in both languages', async () => {
    expect(await search()).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { polCode: field('polRequired'), podCode: field('podRequired'), etdFrom: field('dateRequired'), etdTo: field('dateRequired') } },
    });
    expect(await search({ polCode: 'SHANGHAI', podCode: 'JPOSA', etdFrom: '2026-02-30', etdTo: '2026/03/01' })).toMatchObject({
      data: {
        fields: {
          polCode: field('portFormat'),
          etdFrom: { message: VALIDATION_MESSAGES.dateFormat.zh, jpMessage: VALIDATION_MESSAGES.dateFormat.ja },
          etdTo: {},
        },
      },
    });
    expect(await search({ polCode: 'CNSHA', podCode: 'cnsha', etdFrom: '2026-03-01', etdTo: '2026-03-02' })).toMatchObject({
      data: { fields: { podCode: field('samePorts') } },
    });
    expect(await search({ polCode: 'CNSHA', podCode: 'JPOSA', etdFrom: '2026-03-02', etdTo: '2026-03-01' })).toMatchObject({
      data: { fields: { etdTo: field('dateRangeOrder') } },
    });
    expect(await search({ polCode: 'CNSHA', podCode: 'JPOSA', etdFrom: '2026-03-01', etdTo: '2026-06-29' })).toMatchObject({
      data: { fields: { etdTo: field('scheduleRangeTooLong') } },
    });
    // 120 days, both counted, is allowed.
    expect((await search({ polCode: 'CNSHA', podCode: 'JPOSA', etdFrom: '2026-03-01', etdTo: '2026-06-28' })).code).toBe(0);
  });
});
