import { repeatingRounds, type SweepTimers } from '../../lib/repeatingRounds';
import type { OrderEvent } from '../../../src/machines/order.machine';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { createInventoryRepository, type InventoryRepository } from './inventory.repository';
import { isAwaitingPayment, type MovedBy, type MoveResult, type OrderLifecycle } from './orders.lifecycle';
import { createOrdersRepository, type OrdersRepository } from './orders.repository';

/**
 * The payment-window sweep (DOMAIN "Order lifecycle"): every few seconds it cancels the
 * DUE_PAY orders whose window has run out, through the lifecycle (order.expire: berths back
 * on sale, tickets CANCELLED, one history row), and removes the drafts nobody touched for a day.
 *
 * The whole sweep runs in one transaction that first takes a transaction-level advisory lock
 * with pg_try_advisory_xact_lock: of two server processes on one PostgreSQL database, one
 * sweeps and the other skips this round, so no order is acted on twice. The lock is named
 * after the schema, so test schemas in one database do not block each other. On PGlite the
 * database serves one process and the lock is always free. Each order moves in a savepoint of
 * its own, so one refused or failing order does not undo the others.
 */

/** DOMAIN: drafts older than 24 hours are removed (counted from their last change). */
export const DRAFT_MAX_AGE_MS = 24 * 3600 * 1000;
/** Orders moved per round: keeps the transaction short; the next round takes the rest. */
const SWEEP_BATCH = 200;
const LOCK_NAME = 'orders.sweep';
const SYSTEM: MovedBy = { actor: 'system', note: 'payment window expired' };

export interface SweepResult {
  /** false when another process held the sweep lock: this round did nothing */
  ran: boolean;
  /** orders moved DUE_PAY -> CANCEL */
  expired: string[];
  draftsRemoved: number;
}

interface SweepLog {
  error(details: Record<string, unknown>, message: string): void;
  info?(details: Record<string, unknown>, message: string): void;
}

interface Deps {
  db: Db;
  clock: Clock;
  lifecycle: Pick<OrderLifecycle, 'move' | 'announce'>;
  log: SweepLog;
  /** the orders repository over the sweep's transaction */
  ordersFor?: (db: Db) => Pick<OrdersRepository, 'tryLock' | 'dueForExpiry' | 'deleteSubmitKeysBefore' | 'deleteDraftsBefore'>;
  /** the rooms and berths on sale, over the sweep's transaction (locked before the orders) */
  inventoryFor?: (db: Db) => Pick<InventoryRepository, 'lockFor'>;
  /** schedules the next round; tests pass their own so rounds run when they say, not after a sleep */
  timers?: SweepTimers;
}

export function createOrderSweep({
  db,
  clock,
  lifecycle,
  log,
  ordersFor = (on) => createOrdersRepository({ db: on }),
  inventoryFor = (on) => createInventoryRepository({ db: on }),
  timers,
}: Deps) {
  /** One round: under the lock, expire what is due and remove stale drafts. */
  async function sweepOnce(): Promise<SweepResult> {
    let moved: { orderUuid: string; event: OrderEvent; result: MoveResult }[] = [];
    const outcome = await transaction(db, async (tx): Promise<SweepResult> => {
      moved = [];
      const store = ordersFor(tx);
      if (!(await store.tryLock(LOCK_NAME))) return { ran: false, expired: [], draftsRemoved: 0 };

      const now = clock();
      // An offline claim stops the window (deadline null), so claimed orders are never picked.
      const due = await store.dueForExpiry(now, SWEEP_BATCH);
      // The global lock order (server/db/transaction.ts): every inventory row these orders give
      // back, by (sailing, cabin), before any order row; then the orders by uuid.
      if (due.length) {
        await inventoryFor(tx).lockFor(due.map((order) => order.uuid));
        due.sort((a, b) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0));
      }
      for (const order of due) {
        if (!order.paymentDeadline || !isAwaitingPayment(order.stateValue)) continue;
        const event: OrderEvent = { type: 'order.expire', paymentDeadline: order.paymentDeadline, now };
        try {
          const result = await tx.transaction((savepoint) => lifecycle.move(order.uuid, event, SYSTEM, savepoint as unknown as Db));
          if (result.changed) moved.push({ orderUuid: order.uuid, event, result });
        } catch (error) {
          log.error({ err: error, orderUuid: order.uuid }, 'payment-window sweep: the order could not be expired');
        }
      }

      // A submit is retried within minutes; a day-old idempotency key has done its work.
      await store.deleteSubmitKeysBefore(new Date(now.getTime() - DRAFT_MAX_AGE_MS));
      const draftsRemoved = await store.deleteDraftsBefore(new Date(now.getTime() - DRAFT_MAX_AGE_MS));
      return { ran: true, expired: moved.map((m) => m.orderUuid), draftsRemoved };
    });
    // After the commit, as the lifecycle does for its own transactions: hooks of the status entered.
    for (const m of moved) await lifecycle.announce(m.orderUuid, m.event, SYSTEM, m.result);
    return outcome;
  }

  /** A round that never throws: a failing database is logged and tried again next round. */
  async function round(): Promise<void> {
    try {
      const result = await sweepOnce();
      if (result.expired.length || result.draftsRemoved)
        log.info?.({ expired: result.expired.length, draftsRemoved: result.draftsRemoved }, 'payment-window sweep');
    } catch (error) {
      log.error({ err: error }, 'payment-window sweep failed');
    }
  }

  return {
    sweepOnce,

    ...repeatingRounds(round, timers),
  };
}
type OrderSweep = ReturnType<typeof createOrderSweep>;

declare module 'fastify' {
  interface FastifyInstance {
    /** the payment-window sweep; main.ts starts it, tests run sweepOnce themselves */
    orderSweep: OrderSweep;
  }
}
