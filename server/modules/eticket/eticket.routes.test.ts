import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { ORDER_PATHS, type OrderRequest, type OrderView } from '../../../src/domain/ticketing/order';
import { createMailer } from '../../lib/mail/createMailer';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createOrderLifecycle } from '../orders/orders.lifecycle';
import { adult, futureSailings, newUser, oneWay, passenger, type Sailing } from '../../test/orders.testkit';
import { textRunsInPdf } from '../../test/pdfText';
import { E_TICKET_DOWNLOAD } from './eticket.routes';

const CABIN = 'SECOND_DORMITORY';
const FROM = '东海渡轮 East Sea Ferry <no-reply@eastsea-ferry.example>';

let testDb: TestDb;
let app: FastifyInstance;
let outbox: string;
let outbound: Sailing[];
let returns: Sailing[];
let nextSailing = 0;
type User = Awaited<ReturnType<typeof newUser>>;
const users = new Map<string, User>();
let owner: User;
let stranger: User;

const silent = { info: () => undefined };
const lifecycle = () => createOrderLifecycle({ db: testDb.db, clock: () => new Date(), config: { payments: { windowMinutes: 30 } }, logError: vi.fn() });

beforeAll(async () => {
  testDb = await createTestDb();
  outbox = await mkdtemp(path.join(os.tmpdir(), 'portal-eticket-outbox-'));
  app = await buildTestApp(testDb, { mailer: createMailer({ smtpUrl: undefined, from: FROM, outboxDir: outbox }, silent) });
  outbound = await futureSailings(testDb.db, 'SHA-OSA', 10);
  returns = await futureSailings(testDb.db, 'OSA-SHA', 10);
  owner = await newUser(app, testDb.db);
  stranger = await newUser(app, testDb.db);
  users.set(owner.userId, owner).set(stranger.userId, stranger);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
  await rm(outbox, { recursive: true, force: true });
});

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  headers: object,
  payload?: object,
): Promise<{ code: number; message: string; jpMessage?: string; data: T }> {
  const response = await app.inject({ method, url, headers: { ...headers }, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The order as loadTsOrder answers its owner: the e-ticket service reads it the same way. */
async function loadAs(userId: string, uuid: string): Promise<OrderView> {
  const user = users.get(userId);
  const answer = await call<OrderView>('GET', `/api${ORDER_PATHS.load}?uuid=${uuid}`, user?.headers ?? {});
  if (answer.code !== 200) throw new Error(`load ${uuid}: ${answer.code}`);
  return answer.data;
}

/** A submitted (DUE_PAY) order of the owner: a round trip of a Chinese adult and a Japanese child, or `request`'s. */
async function submitted(request?: (sailing: Sailing) => OrderRequest): Promise<OrderView> {
  const out = outbound[nextSailing++]!;
  const back = returns.find((r) => r.departureTime > out.arrivalTime)!;
  const body = request?.(out) ?? {
    ...oneWay(out, CABIN, {
      contactEmail: `contact-${nextSailing}@example.jp`,
      passengers: [
        adult({ cnSurname: '张', cnGivenName: '伟', enSurname: 'ZHANG', enGivenName: 'WEI', certificateNo: 'E98765432' }),
        passenger('CHILD', '2018-04-01', { cnSurname: '渡辺', cnGivenName: 'はなこ', enSurname: 'WATANABE', enGivenName: 'HANAKO', nationality: 'JP' }),
      ],
    }),
    orderType: 'ROUND_TRIP' as const,
    returnLeg: { voyageUuid: back.uuid, cabinClass: CABIN },
  };
  const answer = await call<OrderView>('POST', `/api${ORDER_PATHS.save}`, owner.headers, body);
  expect(answer.code, answer.message).toBe(200);
  return answer.data;
}

async function paid(order?: OrderView): Promise<OrderView> {
  const due = order ?? (await submitted());
  await lifecycle().move(due.uuid, { type: 'order.paid' }, { actor: 'system' });
  return loadAs(owner.userId, due.uuid);
}

function download(uuid: string, headers: object = owner.headers, query = '') {
  return app.inject({ method: 'GET', url: `/api${E_TICKET_DOWNLOAD}?uuid=${uuid}${query}`, headers: { ...headers } });
}

describe('downloadETicket', () => {
  it('answers the owner of a PAID order with its PDF: one page per passenger per leg, a file name', async () => {
    const order = await paid();
    const response = await download(order.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="E-ticket_${order.orderNo}_zh.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(4);
    const runs = textRunsInPdf(pdf);
    // The tickets' own numbers and names, in the order's words (zh by default).
    for (const ticket of order.tickets) expect(runs).toContain(ticket.ticketNo);
    expect(runs).toEqual(expect.arrayContaining(['张伟', '渡辺はなこ', 'WATANABE HANAKO', '电子船票 · 去程', '电子船票 · 返程', '成人', '儿童']));
    // Each leg's departure terminal: the seeded route instructions' boarding place (terminal, address), in the ticket's language.
    expect(runs).toEqual(
      expect.arrayContaining(['上海港国际客运中心 上海市虹口区东大名路500号（北外滩）', '大阪南港国际渡轮码头 日本大阪府大阪市住之江区南港北1-20-15']),
    );
  });

  it('prints in Japanese when asked by the query or by the lang header the client sends', async () => {
    const order = await paid();
    const byQuery = await download(order.uuid, owner.headers, '&lang=jp');
    expect(byQuery.headers['content-disposition']).toContain('_ja.pdf');
    expect(textRunsInPdf(byQuery.rawPayload)).toEqual(
      expect.arrayContaining(['電子乗船券 · 往路', '大人', '小人', '上海港国際フェリーターミナル 中国上海市虹口区東大名路500号（北外灘）']),
    );
    const byHeader = await download(order.uuid, { ...owner.headers, lang: 'jp' });
    expect(textRunsInPdf(byHeader.rawPayload)).toContain('電子乗船券 · 復路');
  });

  it('after a change of sailing prints the new tickets only, not the old ones made VOID', async () => {
    const order = await paid(await submitted((sailing) => oneWay(sailing, CABIN, { contactEmail: 'changed@example.jp', passengers: [adult(), adult()] })));
    const target = outbound[outbound.length - 1]!;
    const changed = await call<OrderView>('POST', `/api${ORDER_PATHS.changeSailing}`, owner.headers, {
      uuid: order.uuid,
      legIndex: 0,
      voyageUuid: target.uuid,
      balance: 0,
    });
    expect(changed.code, changed.message).toBe(200);
    expect(changed.data.tickets.map((t) => [t.ticketNo, t.status]).sort()).toEqual([
      [`${order.orderNo}-1-1`, 'VOID'],
      [`${order.orderNo}-1-1-C1`, 'VALID'],
      [`${order.orderNo}-1-2`, 'VOID'],
      [`${order.orderNo}-1-2-C1`, 'VALID'],
    ]);
    const response = await download(order.uuid);
    expect(response.statusCode).toBe(200);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(2);
    const runs = textRunsInPdf(response.rawPayload);
    expect(runs).toEqual(expect.arrayContaining([`${order.orderNo}-1-1-C1`, `${order.orderNo}-1-2-C1`, target.code]));
    expect(runs).not.toContain(`${order.orderNo}-1-1`);
    expect(runs).not.toContain(`${order.orderNo}-1-2`);
  });

  it('answers 10404 for another user’s order and for an unknown one, and asks for a login without a token', async () => {
    const order = await paid();
    for (const [uuid, headers] of [
      [order.uuid, stranger.headers],
      ['7b0c7b0c-0000-4000-8000-000000000000', owner.headers],
      ['not-a-uuid', owner.headers],
    ] as const) {
      const response = await download(uuid, headers);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    }
    const anonymous = await download(order.uuid, {});
    expect(anonymous.headers['content-type']).toContain('application/json');
    expect(anonymous.json().code).not.toBe(200);
  });

  it('refuses with a business error while the tickets are not VALID: unpaid, cancelled, being refunded', async () => {
    const due = await submitted();
    const cancelled = await submitted();
    await lifecycle().move(cancelled.uuid, { type: 'order.cancel' }, { actor: 'user' });
    const refunding = await paid();
    const departure = refunding.legs[0]!.departureTime;
    await lifecycle().move(refunding.uuid, { type: 'order.applyRefund', departureTime: departure, now: new Date() }, { actor: 'user' });
    for (const order of [due, cancelled, refunding]) {
      const answer = (await download(order.uuid)).json();
      expect(answer).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'eticket.no_valid_tickets' });
      expect(answer.jpMessage).toMatch(/電子乗船券はありません/);
    }
  });
});
