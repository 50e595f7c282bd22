import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/envelope';
import { BL_PATHS, BOOKING_PATHS, MESSAGE_PATHS, PARTY_PATHS } from '../../../src/domain/shipping/paths';
import type { BillOfLadingSummary, BookingSummary, BookingView, Party, UserMessage } from '../../../src/domain/shipping/types';
import { INITIAL_BOOKING_STATE, bookingStatusOf, nextBookingState, type BookingEvent } from '../../../src/machines/booking.machine';
import { textRunsInPdf } from '../../test/pdfText';
import { authHeader, loginAs } from '../../test/login';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { DEMO_DRAFT, DEMO_MOVES } from './shipping.seed';

/** demo.container-bookings: what demo.shipper finds on first start. */

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

describe('the demo container bookings', () => {
  it('give demo.shipper an address book and a booking in every state, newest first', async () => {
    const parties = await post<Page<Party>>(PARTY_PATHS.page, { size: 20 });
    expect(parties.total).toBe(5);
    expect(parties.records.flatMap((p) => p.roles).sort()).toEqual(['BK', 'CO', 'CO', 'FW', 'NF1', 'NF2', 'SH']);
    const bookings = await post<Page<BookingSummary>>(BOOKING_PATHS.page, { size: 20 });
    expect(bookings.records.map((b) => b.status)).toEqual(['Draft', 'Submitted', 'Confirmed', 'Confirmed', 'Shutout', 'Canceled']);
    expect(bookings.records.map((b) => b.blStage)).toEqual(['none', 'none', 'pending', 'telexReleased', 'none', 'none']);
  });

  it('has a telex-released bill whose PDF downloads, and messages about the operator’s decisions', async () => {
    const bills = await post<Page<BillOfLadingSummary>>(BL_PATHS.page);
    expect(bills.records).toEqual([expect.objectContaining({ telexReleased: true })]);
    const bill = bills.records[0]!;
    const pdf = await app.inject({ method: 'GET', url: `/api${BL_PATHS.download}`, headers, query: { uuid: bill.uuid } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(textRunsInPdf(pdf.rawPayload).some((run) => run.includes('株式会社なにわ商事'))).toBe(true);

    const booking = await app.inject({ method: 'GET', url: `/api${BOOKING_PATHS.load}`, headers, query: { uuid: bill.bookingUuid } });
    const view = (booking.json() as { data: BookingView }).data;
    expect(view.history.map((h) => h.event)).toEqual(['booking.saveDraft', 'booking.submit', 'booking.confirm', 'booking.issueBl', 'booking.telexRelease']);
    expect(view.parties.map((p) => p.role)).toEqual(['BK', 'SH', 'CO', 'NF1', 'NF2', 'FW']);

    const unread = await app.inject({ method: 'GET', url: `/api${MESSAGE_PATHS.unreadCount}`, headers });
    // Released: confirmed, issued, released; confirmed; shut out.
    expect(unread.json()).toMatchObject({ code: 0, data: { unread: 5 } });

    // Worded as the lifecycle words them, the operator's note included.
    const messages = await post<Page<UserMessage>>(MESSAGE_PATHS.page, { size: 20 });
    const released = messages.records.find((m) => m.type === 'BL_RELEASED')!;
    expect(released.title).toEqual({ zh: `提单已电放：${bill.blNo}`, ja: `船荷証券サレンダー済み：${bill.blNo}` });
    const confirmed = messages.records.find((m) => m.type === 'BOOKING_CONFIRMED' && m.bookingUuid !== bill.bookingUuid)!;
    expect(confirmed.body.zh).toBe(`您的订舱 ${confirmed.bookingNo} 已由船公司确认。备注：请于截关前进港`);
    expect(confirmed.bookingNo).toMatch(/^BK\d{8}$/);
  });
});

describe('the demo moves', () => {
  // The seed may not import the booking chart, so it writes the chart's answers down: they must stay the chart's.
  it('are the booking chart’s answers, from the saved draft on', () => {
    expect(DEMO_DRAFT).toEqual({ state: INITIAL_BOOKING_STATE, status: bookingStatusOf(INITIAL_BOOKING_STATE) });
    for (const moves of Object.values(DEMO_MOVES)) {
      let from = DEMO_DRAFT.state;
      for (const move of moves) {
        const to = nextBookingState(from, { type: move.event } as BookingEvent);
        expect(move.to, move.event).toEqual(to);
        expect(move.status, move.event).toBe(bookingStatusOf(to));
        from = move.to;
      }
    }
  });
});
