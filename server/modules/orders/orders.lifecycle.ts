import type { StateValue } from 'xstate';
import type { OrderStatus, TicketStatus } from '../../../src/domain/orderEnums';
import type { OrderHistoryEntry } from '../../../src/domain/payments';
import { nextOrderState, orderStatusOf, type OrderEvent } from '../../../src/machines/order.machine';
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db/client';
import { transaction as retriedTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { orderMoveRefused as moveRefused } from './orders.errors';
import { sameState } from '../../lib/stateValue';
import { isUuid } from '../../../src/domain/ids';
import { createInventoryRepository, type InventoryRepository } from './inventory.repository';
import { createOrdersRepository, type OrdersRepository } from './orders.repository';

/**
 * Every move of an order goes through here, its submit included (DOMAIN "Order lifecycle"): the row is
 * locked, the shared order statechart decides from the stored state value, and the move's
 * effects are written in the same transaction — status and state value, payment deadline,
 * ticket statuses, berths released, the history row. The row lock plus the chart's answer
 * is what makes each effect happen once: a second, racing move waits for the lock, then
 * finds the order already moved and is refused (or accepted as a no-op).
 */

type Actor = OrderHistoryEntry['actor'];

/** A move to put in the history: the order, the event, the states either side, who and when. */
interface HistoryEntry {
  orderUuid: string;
  event: OrderEvent;
  from: StateValue | null;
  to: StateValue;
  by: MovedBy;
  at: Date;
}

export interface MovedBy {
  actor: Actor;
  /** the user who acted (the customer, or the staff member), recorded in the history */
  userUuid?: string;
  /** only this user's order: another user's is answered like an unknown one (10404) */
  ownerUuid?: string;
  note?: string;
  /** when the move happens; default now (a submit gives the instant it stores as submittedAt) */
  at?: Date;
}

export interface MoveResult {
  from: StateValue;
  to: StateValue;
  /** false for an accepted move that stays put (a repeated order.paid): nothing was written */
  changed: boolean;
  fromStatus: OrderStatus;
  toStatus: OrderStatus;
}

/** Called after the move is committed; `status` is the status entered. */
export type EnteredHook = (
  status: OrderStatus,
  orderUuid: string,
  move: { event: OrderEvent; from: StateValue; to: StateValue; by: MovedBy },
) => void | Promise<void>;

/** A move as written, for what must be written with it (the notification of the decision). */
interface Move {
  orderUuid: string;
  event: OrderEvent;
  from: StateValue;
  to: StateValue;
  fromStatus: OrderStatus;
  toStatus: OrderStatus;
  by: MovedBy;
  at: Date;
}

/**
 * Called inside the move's transaction, after its effects, for every move that changed the state:
 * what it writes commits or rolls back with the move, and a failure undoes the move.
 */
export type MovedHook = (tx: Db, move: Move) => Promise<void>;

export interface LifecycleDeps {
  db: Db;
  clock: Clock;
  /** the whole Config fits */
  config: { payments: Pick<PaymentsConfig, 'windowMinutes'> };
  onEntered?: EnteredHook | EnteredHook[];
  /** where a failing hook is reported (the move stays) */
  logError?: (error: unknown, message: string) => void;
  /** the orders repository over a transaction */
  ordersFor?: (db: Db) => Pick<OrdersRepository, 'stateOf' | 'lockAny' | 'setState' | 'setTicketStatus' | 'insertEvent'>;
  /** the rooms and berths on sale, over a transaction (berths given back) */
  inventoryFor?: (db: Db) => Pick<InventoryRepository, 'release' | 'lockFor'>;
}

/** The ticket status that goes with each status entered; DUE_PAY keeps UNPAID, DRAFT has no tickets. */
const TICKET_STATUS: Partial<Record<OrderStatus, TicketStatus>> = {
  DUE_PAY: 'UNPAID',
  PAID: 'VALID',
  BEING_REFUNDED: 'REFUNDING',
  REFUND: 'REFUNDED',
  CANCEL: 'CANCELLED',
  ABOLISH: 'VOID',
};

/** Entering these gives the order's berths back to sale. */
const RELEASES_BERTHS: ReadonlySet<OrderStatus> = new Set(['CANCEL', 'REFUND', 'ABOLISH']);

/** The chart refused the move: nothing changed. */
/** The payment window runs only while the order waits for payment; an offline claim stops it. */
export function isAwaitingPayment(stateValue: unknown): boolean {
  return sameState(stateValue, { DUE_PAY: 'awaitingPayment' });
}

export function createOrderLifecycle({
  db,
  clock,
  config,
  onEntered,
  logError = (error, message) => console.error(message, error),
  ordersFor = (on) => createOrdersRepository({ db: on }),
  inventoryFor = (on) => createInventoryRepository({ db: on }),
}: LifecycleDeps) {
  const hooks: EnteredHook[] = onEntered ? (Array.isArray(onEntered) ? [...onEntered] : [onEntered]) : [];
  const movedHooks: MovedHook[] = [];
  /** Moves made inside transactions opened by `transaction`, announced after their commit. */
  const pending = new WeakMap<object, (() => Promise<void>)[]>();

  /** The end of the payment window of an order entering `stateValue` at `now`; null when no window runs. */
  function deadlineFor(stateValue: unknown, now: Date): Date | null {
    return isAwaitingPayment(stateValue) ? new Date(now.getTime() + config.payments.windowMinutes * 60_000) : null;
  }

  /** The history row of a move, as stored. */
  function historyRow(entry: HistoryEntry) {
    return {
      orderUuid: entry.orderUuid,
      event: entry.event.type,
      fromState: entry.from,
      toState: entry.to,
      fromStatus: entry.from === null ? null : orderStatusOf(entry.from),
      toStatus: orderStatusOf(entry.to),
      actor: entry.by.actor,
      actorUserUuid: entry.by.userUuid ?? null,
      note: entry.by.note ?? null,
      createdAt: entry.at,
    };
  }

  async function moveIn(tx: Db, orderUuid: string, event: OrderEvent, by: MovedBy): Promise<MoveResult> {
    if (!isUuid(orderUuid)) throw notFound();
    const store = ordersFor(tx);
    const inventory = inventoryFor(tx);
    // A move that will give berths back takes the inventory rows before the order row (the global
    // lock order, server/db/transaction.ts: a sailing cancellation holds that sailing's inventory
    // while it moves the orders). Judged from an unlocked read: should the order move meanwhile,
    // the decision below is taken again under the lock, and a rare deadlock left is retried by
    // the transaction helper.
    const seen = await store.stateOf(orderUuid);
    const ahead = seen ? nextOrderState(seen.stateValue as StateValue, event) : null;
    if (seen && ahead && RELEASES_BERTHS.has(orderStatusOf(ahead)) && !RELEASES_BERTHS.has(orderStatusOf(seen.stateValue as StateValue)))
      await inventory.lockFor([orderUuid]);
    // FOR UPDATE: a concurrent move of the same order waits here until this one commits.
    const row = await store.lockAny(orderUuid);
    if (!row || (by.ownerUuid !== undefined && row.userUuid !== by.ownerUuid)) throw notFound();
    const from = row.stateValue as StateValue;
    const to = nextOrderState(from, event);
    if (to === null) throw moveRefused();
    const fromStatus = orderStatusOf(from);
    const toStatus = orderStatusOf(to);
    if (sameState(from, to)) return { from, to, changed: false, fromStatus, toStatus };

    const now = by.at ?? clock();
    await store.setState(orderUuid, { status: toStatus, stateValue: to, paymentDeadline: deadlineFor(to, now), updatedAt: now });
    const ticketStatus = TICKET_STATUS[toStatus];
    // A ticket already used at boarding stays USED whatever happens to the order.
    if (toStatus !== fromStatus && ticketStatus) await store.setTicketStatus(orderUuid, ticketStatus);
    if (RELEASES_BERTHS.has(toStatus) && !RELEASES_BERTHS.has(fromStatus)) await inventory.release(orderUuid);
    await store.insertEvent(historyRow({ orderUuid, event, from, to, by, at: now }));
    for (const hook of movedHooks) await hook(tx, { orderUuid, event, from, to, fromStatus, toStatus, by, at: now });
    return { from, to, changed: true, fromStatus, toStatus };
  }

  async function announce(orderUuid: string, event: OrderEvent, by: MovedBy, result: MoveResult): Promise<void> {
    if (!result.changed || result.fromStatus === result.toStatus) return;
    for (const hook of hooks) {
      try {
        await hook(result.toStatus, orderUuid, { event, from: result.from, to: result.to, by });
      } catch (error) {
        logError(error, `order ${orderUuid}: a hook on entering ${result.toStatus} failed (the move stays)`);
      }
    }
  }

  return {
    /**
     * Moves the order by `event` and writes every effect, in its own transaction or in `tx`.
     * Hooks run after the commit: at once for its own transaction, after `transaction`'s
     * commit for a `tx` it opened, and never for any other `tx` (call `announce` yourself).
     */
    async move(orderUuid: string, event: OrderEvent, by: MovedBy, tx?: Db): Promise<MoveResult> {
      if (tx) {
        const result = await moveIn(tx, orderUuid, event, by);
        pending.get(tx)?.push(() => announce(orderUuid, event, by, result));
        return result;
      }
      const result = await retriedTransaction(db, (own) => moveIn(own, orderUuid, event, by));
      await announce(orderUuid, event, by, result);
      return result;
    },

    /**
     * A transaction for moves and the caller's own writes together; the moves' hooks run after it
     * commits. Inside `work`, query through `tx` only: on PGlite (one connection) a query on the
     * top-level db waits for this transaction to end, which never comes. Call providers after it.
     */
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      let announcements: (() => Promise<void>)[] = [];
      // A deadlock victim runs again whole (server/db/transaction.ts): only the last attempt's moves are announced.
      const result = await retriedTransaction(db, async (tx) => {
        announcements = [];
        pending.set(tx, announcements);
        return work(tx);
      });
      for (const run of announcements) await run();
      return result;
    },

    /** Runs the hooks of a move made in a transaction the lifecycle did not open, after that commit. */
    announce,

    /** Adds a hook run after each committed move into a new status (e-ticket mail on PAID…). */
    onEntered(hook: EnteredHook): void {
      hooks.push(hook);
    },

    /** Adds a hook run inside each move's transaction (the outbox: a decision and its notification commit together). */
    onMoved(hook: MovedHook): void {
      movedHooks.push(hook);
    },

    /** The end of the payment window of an order entering `stateValue` at `now` (what `move` stores); null when none runs. */
    deadlineFor,
  };
}
export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
