import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderLegs, orders, paymentReturns, payments, refunds, voyageInventory } from '../db/schema';
import type { SignedNotification } from './payments.testkit';
import { NOTIFY_ROUTE } from '../modules/payments/payments.routes';
import { startServerProcess, type ServerProcess } from './serverProcess';
import type { TestDb } from './testDb';

/**
 * The money races of issue 21 across two server processes on one PostgreSQL (the test file's own
 * schema, as the inventory race uses it): process A takes one side of each race (the passenger's
 * cancel, the sailing's cancellation), process B the other (notifications, refund approvals,
 * payment confirmations), so the two sides meet only in the database. The figures are read from
 * the database afterwards, never from the answers alone.
 */

/** Two built servers (dist-server) on the test database's schema. */
export async function startServerPair(testDb: TestDb): Promise<[ServerProcess, ServerProcess]> {
  const env = {
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_SCHEMA: testDb.handle.schemaName,
    DATA_DIR: path.join(os.tmpdir(), 'portal-race-unused'),
    STATIC_DIR: path.join(os.tmpdir(), 'portal-race-no-client'),
  };
  const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  return [a, b];
}

export interface HttpAnswer {
  status: number;
  body: { code?: number | string; message?: string; data?: unknown };
}

/** POST `/api<path>` to a server process, answering the HTTP status and the parsed body. */
export async function postOver(origin: string, apiPath: string, headers: object, payload: object): Promise<HttpAnswer> {
  const response = await fetch(`${origin}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: await bodyOf(response) };
}

/** A signed payment notification delivered to a server process, as the provider would. */
export async function notifyOver(origin: string, { headers, rawBody }: SignedNotification): Promise<HttpAnswer> {
  const response = await fetch(`${origin}${NOTIFY_ROUTE}`, { method: 'POST', headers, body: rawBody });
  return { status: response.status, body: await bodyOf(response) };
}

// A 5xx from a crashed handler may carry any body; the test reports it whole.
async function bodyOf(response: Response): Promise<HttpAnswer['body']> {
  const text = await response.text();
  try {
    return JSON.parse(text) as HttpAnswer['body'];
  } catch {
    return { message: text };
  }
}

/** Where an order's money ended: its status, its payments, what went back (refunds and payment returns). */
export interface MoneyOutcome {
  orderUuid: string;
  status: string;
  payments: { uuid: string; status: string; amountMinor: number; paid: boolean }[];
  /** refunds decided for the order (APPROVED or SUCCEEDED), in minor units */
  refunded: number;
  /** payment returns of the order by payment, in minor units */
  returned: Record<string, number>;
}

export async function moneyOutcomes(db: Db, orderUuids: string[]): Promise<MoneyOutcome[]> {
  const [orderRows, paymentRows, refundRows, returnRows] = await Promise.all([
    db.select({ uuid: orders.uuid, status: orders.status }).from(orders).where(inArray(orders.uuid, orderUuids)),
    db.select().from(payments).where(inArray(payments.orderUuid, orderUuids)),
    db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.orderUuid, orderUuids), inArray(refunds.status, ['APPROVED', 'SUCCEEDED']))),
    db.select().from(paymentReturns).where(inArray(paymentReturns.orderUuid, orderUuids)),
  ]);
  return orderUuids.map((orderUuid) => ({
    orderUuid,
    status: orderRows.find((o) => o.uuid === orderUuid)?.status ?? 'MISSING',
    payments: paymentRows
      .filter((p) => p.orderUuid === orderUuid)
      .map((p) => ({ uuid: p.uuid, status: p.status, amountMinor: p.amountMinor, paid: p.paidAt !== null })),
    refunded: refundRows.filter((r) => r.orderUuid === orderUuid).reduce((sum, r) => sum + r.amountMinor, 0),
    returned: Object.fromEntries(returnRows.filter((r) => r.orderUuid === orderUuid).map((r) => [r.paymentUuid, r.amountMinor])),
  }));
}

/** Order statuses whose legs hold units of the inventory (the others gave theirs back, or never took any). */
const HOLDING = ['DUE_PAY', 'PAID', 'BEING_REFUNDED'] as const;

interface ClassCount {
  cabinClass: string;
  total: number;
  remaining: number;
  /** units in the legs of the sailing's orders that hold them */
  held: number;
}

/** Per cabin class of a sailing: its inventory row and what live orders hold, in one statement (one snapshot). */
export async function heldBySailing(db: Db, voyageUuid: string): Promise<ClassCount[]> {
  const held = db
    .select({ units: sql<number>`coalesce(sum(${orderLegs.berths}), 0)::int` })
    .from(orderLegs)
    .innerJoin(orders, eq(orders.uuid, orderLegs.orderUuid))
    .where(
      and(eq(orderLegs.voyageUuid, voyageInventory.voyageUuid), eq(orderLegs.cabinClass, voyageInventory.cabinClass), inArray(orders.status, [...HOLDING])),
    );
  const rows = await db
    .select({
      cabinClass: voyageInventory.cabinClass,
      total: voyageInventory.totalBerths,
      remaining: voyageInventory.remainingBerths,
      held: sql<number>`(${held})`,
    })
    .from(voyageInventory)
    .where(eq(voyageInventory.voyageUuid, voyageUuid))
    .orderBy(voyageInventory.cabinClass);
  return rows.map((row) => ({ ...row, held: Number(row.held) }));
}
