import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { orderEvents, orders, orderTickets } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createOrderLifecycle, type EnteredHook, type OrderLifecycle } from './orders.lifecycle';
import { adult, futureSailings, newUser, oneWay, remaining, type Sailing } from '../../test/orders.testkit';

const CABIN = 'SECOND_DORMITORY';
const WINDOW = 30;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let nextSailing = 0;
let user: { userId: string; headers: { authorization: string } };
/** the lifecycle's clock: tests move it */
let now = new Date();
const clock = () => now;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 10);
  user = await newUser(app, testDb.db);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

function lifecycle(onEntered?: EnteredHook | EnteredHook[], logError = vi.fn()): OrderLifecycle {
  return createOrderLifecycle({ db: testDb.db, clock, config: { payments: { windowMinutes: WINDOW } }, onEntered, logError });
}

/** A submitted one-way order of `adults` adults on a sailing of its own; its sailing and the berths left after it. */
async function submitted(adults = 2): Promise<{ order: OrderView; sailing: Sailing; left: number }> {
  const sailing = sailings[nextSailing++]!;
  const response = await app.inject({
    method: 'POST',
    url: `/api${ORDER_PATHS.save}`,
    headers: user.headers,
    payload: oneWay(sailing, CABIN, { passengers: Array.from({ length: adults }, () => adult()) }),
  });
  const answer = response.json() as { code: number; data: OrderView };
  expect(answer.code).toBe(200);
  return { order: answer.data, sailing, left: await remaining(testDb.db, sailing.uuid, CABIN) };
}

async function stored(uuid: string) {
  const [row] = await testDb.db.select().from(orders).where(eq(orders.uuid, uuid));
  const tickets = await testDb.db.select({ status: orderTickets.status }).from(orderTickets).where(eq(orderTickets.orderUuid, uuid));
  const events = await testDb.db.select().from(orderEvents).where(eq(orderEvents.orderUuid, uuid)).orderBy(asc(orderEvents.createdAt));
  return { row: row!, ticketStatuses: [...new Set(tickets.map((t) => t.status))], events };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const user_ = (userUuid?: string) => ({ actor: 'user' as const, userUuid, ownerUuid: userUuid });

describe('submit (orders.service through the lifecycle pieces)', () => {
  it('stores the payment deadline at the window after submitting, and the first history row DRAFT -> DUE_PAY', async () => {
    const { order } = await submitted(1);
    const { row, events, ticketStatuses } = await stored(order.uuid);
    expect(row.stateValue).toEqual({ DUE_PAY: 'awaitingPayment' });
    expect(row.paymentDeadline!.getTime() - row.submittedAt!.getTime()).toBe(WINDOW * MINUTE);
    expect(ticketStatuses).toEqual(['UNPAID']);
    expect(events).toEqual([
      expect.objectContaining({
        event: 'order.submit',
        fromStatus: 'DRAFT',
        toStatus: 'DUE_PAY',
        fromState: 'DRAFT',
        toState: { DUE_PAY: 'awaitingPayment' },
        actor: 'user',
        actorUserUuid: user.userId,
      }),
    ]);
  });
});

describe('move', () => {
  it('cancel: CANCEL, tickets CANCELLED, no deadline, berths back once, a history row; a second cancel is refused and changes nothing', async () => {
    const { order, sailing, left } = await submitted(2);
    now = new Date();
    const result = await lifecycle().move(order.uuid, { type: 'order.cancel' }, user_(user.userId));
    expect(result).toEqual({ from: { DUE_PAY: 'awaitingPayment' }, to: 'CANCEL', changed: true, fromStatus: 'DUE_PAY', toStatus: 'CANCEL' });
    const after = await stored(order.uuid);
    expect(after.row).toMatchObject({ status: 'CANCEL', stateValue: 'CANCEL', paymentDeadline: null });
    expect(after.ticketStatuses).toEqual(['CANCELLED']);
    expect(after.events.at(-1)).toMatchObject({ event: 'order.cancel', fromStatus: 'DUE_PAY', toStatus: 'CANCEL', actor: 'user', actorUserUuid: user.userId });
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 2);

    const again = await refusal(lifecycle().move(order.uuid, { type: 'order.cancel' }, user_(user.userId)));
    expect(again).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.move_refused' });
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 2);
    expect((await stored(order.uuid)).events).toHaveLength(after.events.length);
  });

  it('two concurrent cancels of one order: one wins, the other gets 10500, the berths come back once', async () => {
    const { order, sailing, left } = await submitted(3);
    const cycle = lifecycle();
    // On PostgreSQL these run on separate pooled connections at once; the row lock orders them.
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => cycle.move(order.uuid, { type: 'order.cancel' }, user_(user.userId))));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(5);
    for (const o of lost) expect(o.reason).toMatchObject({ code: ErrorCode.BUSINESS });
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 3);
    expect((await stored(order.uuid)).events.filter((e) => e.event === 'order.cancel')).toHaveLength(1);
  });

  it('a cancel racing a payment: exactly one of them happens, and the berths come back only if the cancel won', async () => {
    const { order, sailing, left } = await submitted(1);
    const cycle = lifecycle();
    const [cancel, paid] = await Promise.allSettled([
      cycle.move(order.uuid, { type: 'order.cancel' }, user_(user.userId)),
      cycle.move(order.uuid, { type: 'order.paid' }, { actor: 'provider' }),
    ]);
    const { row } = await stored(order.uuid);
    if (cancel.status === 'fulfilled') {
      expect(paid.status).toBe('rejected');
      expect(row.status).toBe('CANCEL');
      expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 1);
    } else {
      expect(paid.status).toBe('fulfilled');
      expect(row.status).toBe('PAID');
      expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left);
    }
  });

  it('someone else’s order, an unknown one and a malformed id are all 10404, and nothing moves', async () => {
    const { order } = await submitted(1);
    const other = await newUser(app, testDb.db);
    for (const [uuid, by] of [
      [order.uuid, user_(other.userId)],
      ['00000000-0000-4000-8000-000000000000', { actor: 'system' as const }],
      ['not-a-uuid', { actor: 'system' as const }],
    ] as const) {
      expect(await refusal(lifecycle().move(uuid, { type: 'order.cancel' }, by))).toMatchObject({ code: ErrorCode.NOT_FOUND });
    }
    expect((await stored(order.uuid)).row.status).toBe('DUE_PAY');
  });

  it('offline claim stops the window; a rejection restarts it from the moment of rejection; staff confirmation pays', async () => {
    const { order } = await submitted(1);
    now = new Date(Date.now() + 5 * MINUTE);
    await lifecycle().move(order.uuid, { type: 'order.claimOffline' }, user_(user.userId));
    let { row } = await stored(order.uuid);
    expect(row).toMatchObject({ status: 'DUE_PAY', stateValue: { DUE_PAY: 'offlineClaimed' }, paymentDeadline: null });
    // No cancel while the money may be on its way.
    expect(await refusal(lifecycle().move(order.uuid, { type: 'order.cancel' }, user_(user.userId)))).toMatchObject({ code: ErrorCode.BUSINESS });

    now = new Date(Date.now() + 2 * HOUR);
    const staff = await newUser(app, testDb.db);
    await lifecycle().move(order.uuid, { type: 'order.rejectOffline' }, { actor: 'staff', userUuid: staff.userId, note: 'no transfer' });
    ({ row } = await stored(order.uuid));
    expect(row).toMatchObject({ status: 'DUE_PAY', stateValue: { DUE_PAY: 'awaitingPayment' } });
    expect(row.paymentDeadline!.getTime()).toBe(now.getTime() + WINDOW * MINUTE);

    now = new Date(now.getTime() + MINUTE);
    await lifecycle().move(order.uuid, { type: 'order.claimOffline' }, user_(user.userId));
    now = new Date(now.getTime() + MINUTE);
    await lifecycle().move(order.uuid, { type: 'order.paid' }, { actor: 'staff', userUuid: staff.userId });
    const after = await stored(order.uuid);
    expect(after.row).toMatchObject({ status: 'PAID', stateValue: 'PAID', paymentDeadline: null });
    expect(after.ticketStatuses).toEqual(['VALID']);
    expect(after.events.map((e) => [e.event, e.actor])).toEqual([
      ['order.submit', 'user'],
      ['order.claimOffline', 'user'],
      ['order.rejectOffline', 'staff'],
      ['order.claimOffline', 'user'],
      ['order.paid', 'staff'],
    ]);
    expect(after.events[2]).toMatchObject({
      actorUserUuid: staff.userId,
      note: 'no transfer',
      fromState: { DUE_PAY: 'offlineClaimed' },
      toState: { DUE_PAY: 'awaitingPayment' },
    });
  });

  it('a repeated payment confirmation is accepted and changes nothing (no row, no hook)', async () => {
    const { order } = await submitted(1);
    const hook = vi.fn();
    const cycle = lifecycle(hook);
    expect(await cycle.move(order.uuid, { type: 'order.paid' }, { actor: 'provider' })).toMatchObject({ changed: true, toStatus: 'PAID' });
    const before = await stored(order.uuid);
    expect(await cycle.move(order.uuid, { type: 'order.paid' }, { actor: 'provider' })).toEqual({
      from: 'PAID',
      to: 'PAID',
      changed: false,
      fromStatus: 'PAID',
      toStatus: 'PAID',
    });
    const after = await stored(order.uuid);
    expect(after.events).toHaveLength(before.events.length);
    expect(after.row.updatedAt).toEqual(before.row.updatedAt);
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook).toHaveBeenCalledWith(
      'PAID',
      order.uuid,
      expect.objectContaining({ event: { type: 'order.paid' }, from: { DUE_PAY: 'awaitingPayment' }, to: 'PAID' }),
    );
  });

  it('refund: refused with less than 24 hours left before departure (the cut-off), applied with exactly 24 hours left; rejected back to PAID; approved: REFUNDED, berths back once', async () => {
    const { order, sailing, left } = await submitted(2);
    const cycle = lifecycle();
    await cycle.move(order.uuid, { type: 'order.paid' }, { actor: 'provider' });
    const departure = sailing.departureTime;
    const late = await refusal(
      cycle.move(order.uuid, { type: 'order.applyRefund', departureTime: departure, now: new Date(departure.getTime() - 24 * HOUR + 1) }, user_(user.userId)),
    );
    expect(late.code).toBe(ErrorCode.BUSINESS);
    expect((await stored(order.uuid)).row.status).toBe('PAID');

    await cycle.move(order.uuid, { type: 'order.applyRefund', departureTime: departure, now: new Date(departure.getTime() - 24 * HOUR) }, user_(user.userId));
    let after = await stored(order.uuid);
    expect(after.row.status).toBe('BEING_REFUNDED');
    expect(after.ticketStatuses).toEqual(['REFUNDING']);

    await cycle.move(order.uuid, { type: 'order.rejectRefund' }, { actor: 'staff' });
    after = await stored(order.uuid);
    expect(after.row.status).toBe('PAID');
    expect(after.ticketStatuses).toEqual(['VALID']);

    await cycle.move(order.uuid, { type: 'order.applyRefund', departureTime: departure, now: new Date() }, user_(user.userId));
    const approvals = await Promise.allSettled([
      cycle.move(order.uuid, { type: 'order.approveRefund' }, { actor: 'staff' }),
      cycle.move(order.uuid, { type: 'order.approveRefund' }, { actor: 'staff' }),
    ]);
    expect(approvals.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    after = await stored(order.uuid);
    expect(after.row).toMatchObject({ status: 'REFUND', stateValue: 'REFUND' });
    expect(after.ticketStatuses).toEqual(['REFUNDED']);
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 2);
    // A final state takes nothing more.
    expect(await refusal(cycle.move(order.uuid, { type: 'order.abolish' }, { actor: 'staff' }))).toMatchObject({ code: ErrorCode.BUSINESS });
  });

  it('abolish: a paid order is voided, tickets VOID, berths back; an unpaid one is cancelled (a cancelled sailing), berths back once', async () => {
    const unpaid = await submitted(1);
    await lifecycle().move(unpaid.order.uuid, { type: 'order.abolish' }, { actor: 'staff' });
    expect((await stored(unpaid.order.uuid)).row.status).toBe('CANCEL');
    expect(await remaining(testDb.db, unpaid.sailing.uuid, CABIN)).toBe(unpaid.left + 1);
    expect(await refusal(lifecycle().move(unpaid.order.uuid, { type: 'order.abolish' }, { actor: 'staff' }))).toMatchObject({ code: ErrorCode.BUSINESS });

    const { order, sailing, left } = await submitted(2);
    const cycle = lifecycle();
    await cycle.move(order.uuid, { type: 'order.paid' }, { actor: 'provider' });
    await cycle.move(order.uuid, { type: 'order.abolish' }, { actor: 'staff' });
    const after = await stored(order.uuid);
    expect(after.row.status).toBe('ABOLISH');
    expect(after.ticketStatuses).toEqual(['VOID']);
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 2);
  });

  it('expire: refused before the deadline, accepted at it (berths back); the chart decides from the instants given', async () => {
    const { order, sailing, left } = await submitted(1);
    const { row } = await stored(order.uuid);
    const deadline = row.paymentDeadline!;
    const early = { type: 'order.expire' as const, paymentDeadline: deadline, now: new Date(deadline.getTime() - 1) };
    expect(await refusal(lifecycle().move(order.uuid, early, { actor: 'system' }))).toMatchObject({ code: ErrorCode.BUSINESS });
    await lifecycle().move(order.uuid, { type: 'order.expire', paymentDeadline: deadline, now: deadline }, { actor: 'system' });
    const after = await stored(order.uuid);
    expect(after.row.status).toBe('CANCEL');
    expect(after.events.at(-1)).toMatchObject({ event: 'order.expire', actor: 'system', actorUserUuid: null });
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 1);
  });
});

describe('hooks', () => {
  it('run after the commit with the status entered; a failing hook is logged and the move stays', async () => {
    const { order } = await submitted(1);
    const seen: string[] = [];
    const logError = vi.fn();
    const cycle = lifecycle(
      [
        () => {
          throw new Error('mail down');
        },
        async (status, uuid) => {
          // After the commit: the row is visible outside the move's transaction.
          const [row] = await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, uuid));
          seen.push(`${status}:${row!.status}`);
        },
      ],
      logError,
    );
    await cycle.move(order.uuid, { type: 'order.paid' }, { actor: 'provider' });
    expect(seen).toEqual(['PAID:PAID']);
    expect(logError).toHaveBeenCalledOnce();
    expect((await stored(order.uuid)).row.status).toBe('PAID');
  });

  it('do not run for a move inside the same status (offline claim), and run after `transaction` commits, never after a rollback', async () => {
    const { order } = await submitted(1);
    const hook = vi.fn();
    const cycle = lifecycle(hook);
    await cycle.move(order.uuid, { type: 'order.claimOffline' }, user_(user.userId));
    expect(hook).not.toHaveBeenCalled();

    await expect(
      cycle.transaction(async (tx) => {
        await cycle.move(order.uuid, { type: 'order.paid' }, { actor: 'staff' }, tx);
        throw new Error('the payment row could not be written');
      }),
    ).rejects.toThrow('payment row');
    expect(hook).not.toHaveBeenCalled();
    expect((await stored(order.uuid)).row.status).toBe('DUE_PAY');

    await cycle.transaction(async (tx) => {
      await cycle.move(order.uuid, { type: 'order.paid' }, { actor: 'staff' }, tx);
      expect(hook).not.toHaveBeenCalled();
    });
    expect(hook).toHaveBeenCalledWith('PAID', order.uuid, expect.anything());
  });
});
