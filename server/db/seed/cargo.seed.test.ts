import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/envelope';
import { DND_PATHS, TRACKING_PATHS } from '../../../src/domain/shipping/cargoPaths';
import type { CargoTrackingAnswer, DemurrageLine, DndTariffView } from '../../../src/domain/shipping/cargoTypes';
import { tariffProblem } from '../../../src/domain/shipping/dnd';
import { isContainerNo } from '../../../src/domain/shipping/tracking';
import { BOOKING_PATHS } from '../../../src/domain/shipping/paths';
import type { BookingSummary } from '../../../src/domain/shipping/types';
import { ports } from '../schema';
import { authHeader, loginAs } from '../../test/login';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';

/** base.dnd-tariffs and demo.container-tracking: what a first start offers. */

let testDb: TestDb;
let app: FastifyInstance;
let headers: { authorization: string };

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  headers = authHeader(await loginAs(app, 'demo.shipper'));
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

async function post<T>(path: string, payload: object = {}): Promise<T> {
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers, payload });
  const body = response.json() as { code: number; data: T };
  expect(body.code, response.body).toBe(0);
  return body.data;
}

describe('the seeded D&D tariffs', () => {
  it('cover every port and container type in the port’s currency, each a well-formed tariff', async () => {
    const tariffs = await post<DndTariffView[]>(DND_PATHS.freeDayList);
    const portRows = await testDb.db.select({ code: ports.code, currency: ports.currency }).from(ports);
    expect(tariffs).toHaveLength(portRows.length * 5);
    for (const t of tariffs) {
      expect(tariffProblem(t), `${t.portCode} ${t.containerType}`).toBeNull();
      expect(t.currency).toBe(portRows.find((p) => p.code === t.portCode)!.currency);
    }
    // Reefers get fewer free days than dry boxes; Japanese hubs fewer than Chinese ones.
    const free = (port: string, type: string) => tariffs.find((t) => t.portCode === port && t.containerType === type)!.freeDays;
    expect([free('CNSHA', '40HC'), free('CNSHA', '40RF'), free('JPTYO', '40HC'), free('CNTAG', '40HC')]).toEqual([7, 4, 5, 10]);
  });
});

describe('the demo containers', () => {
  it('number demo.shipper’s confirmed bookings’ boxes, each with a timeline and a status', async () => {
    const bookings = await post<Page<BookingSummary>>(BOOKING_PATHS.page, { size: 20 });
    const confirmed = bookings.records.filter((b) => b.status === 'Confirmed');
    expect(confirmed.length).toBe(2);
    const answer = await post<CargoTrackingAnswer>(TRACKING_PATHS.track, { numbers: confirmed.map((b) => b.bookingNo) });
    expect(answer.notFound).toEqual([]);
    expect(answer.containers.length).toBe(5);
    for (const c of answer.containers) {
      expect(isContainerNo(c.containerNo)).toBe(true);
      expect(c.events.map((e) => e.eventCode)).toEqual(['GTOT', 'STUF', 'GTIN', 'LOAD', 'DEPA', 'ARRI', 'DISC']);
      expect(c.status?.classifier).toBe('ACT');
    }
  });

  it('show their export D&D running in the demurrage query', async () => {
    const page = await post<Page<DemurrageLine>>(DND_PATHS.demurragePage, { size: 20 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((l) => l.side === 'EXPORT' && l.portCode === 'CNSHA' && l.charge !== null)).toBe(true);
  });
});
