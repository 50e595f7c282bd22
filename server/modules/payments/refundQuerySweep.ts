import { repeatingRounds, type SweepTimers } from '../../lib/repeatingRounds';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { createOrdersRepository, type OrdersRepository } from '../orders/orders.repository';
import type { PaymentProvider } from './provider';
import type { ApplyRefundOutcome } from './refundNotifications';
import { createRefundQueriesRepository, type RefundQueriesRepository, type WaitingRefund } from './refundQueries.repository';

/**
 * The refund query sweep: a refund (or payment return) the provider took as PROCESSING ends by
 * its refund notification; when that never comes, this asks the provider (WeChat: query by
 * out_refund_no) once the refund has waited `afterMs`, and again each round after. A final
 * answer goes through the notification's own rules (applyRefundOutcome) as if it had been
 * notified, under a notification id made of the refund number and the outcome: a second round,
 * a second process, or the real notification arriving later finds it applied and changes
 * nothing. PROCESSING waits for the next round; a provider's error is logged and tried again.
 *
 * The round picks its refunds in a short transaction under a transaction-level advisory lock
 * (the orders repository's tryLock): of two server processes, the one that finds it held skips
 * the round. The provider is asked outside any transaction, so a slow provider never holds a
 * connection (on PGlite, the only one) open; each outcome is applied in a transaction of its own.
 */

/** Refunds and returns asked for per round, each: the oldest first, the next round takes the rest. */
const QUERY_BATCH = 50;
/** the advisory lock's name (a test holds it to see a round skip) */
const REFUND_QUERY_LOCK = 'payments.refund-query';

type RefundAnswer = Awaited<ReturnType<PaymentProvider['queryRefund']>>;

export interface RefundQueryResult {
  /** false when another process held the lock: this round asked nothing */
  ran: boolean;
  /** refund numbers whose final answer was applied (a duplicate included: the rules make it a no-op) */
  settled: { refundNo: string; outcome: 'SUCCESS' | 'CLOSED' | 'ABNORMAL' }[];
  /** still PROCESSING at the provider */
  processing: string[];
  /** the provider or the database failed: tried again next round */
  failed: string[];
}

interface SweepLog {
  error(details: Record<string, unknown>, message: string): void;
  info?(details: Record<string, unknown>, message: string): void;
}

interface Deps {
  db: Db;
  clock: Clock;
  provider: Pick<PaymentProvider, 'name' | 'queryRefund'>;
  /** the refund notification's rules (refundNotifications.ts), the same instance the route uses */
  applyRefundOutcome: ApplyRefundOutcome;
  /** how long a refund waits on its notification before it is asked for */
  afterMs: number;
  log: SweepLog;
  repositoryFor?: (db: Db) => Pick<RefundQueriesRepository, 'waitingRefunds' | 'waitingReturns'>;
  lockFor?: (db: Db) => Pick<OrdersRepository, 'tryLock'>;
  /** schedules the next round; tests pass their own so rounds run when they say, not after a sleep */
  timers?: SweepTimers;
}

const FINAL: Record<Exclude<RefundAnswer['status'], 'PENDING'>, RefundQueryResult['settled'][number]['outcome']> = {
  SUCCEEDED: 'SUCCESS',
  CLOSED: 'CLOSED',
  ABNORMAL: 'ABNORMAL',
};

export function createRefundQuerySweep({
  db,
  clock,
  provider,
  applyRefundOutcome,
  afterMs,
  log,
  repositoryFor = (on) => createRefundQueriesRepository({ db: on }),
  lockFor = (on) => createOrdersRepository({ db: on }),
  timers,
}: Deps) {
  async function waiting(): Promise<WaitingRefund[] | undefined> {
    const before = new Date(clock().getTime() - afterMs);
    return transaction(db, async (tx) => {
      if (!(await lockFor(tx).tryLock(REFUND_QUERY_LOCK))) return undefined;
      const store = repositoryFor(tx);
      return [...(await store.waitingRefunds(provider.name, before, QUERY_BATCH)), ...(await store.waitingReturns(provider.name, before, QUERY_BATCH))];
    });
  }

  /** One round: the provider asked for each refund waiting too long, each final answer applied. */
  async function queryOnce(): Promise<RefundQueryResult> {
    const due = await waiting();
    const result: RefundQueryResult = { ran: due !== undefined, settled: [], processing: [], failed: [] };
    for (const refund of due ?? []) {
      let answer: RefundAnswer;
      try {
        answer = await provider.queryRefund(refund.refundNo);
      } catch (error) {
        log.error({ err: error, refundNo: refund.refundNo }, 'refund query: the provider did not answer; asked again next round');
        result.failed.push(refund.refundNo);
        continue;
      }
      if (answer.status === 'PENDING') {
        result.processing.push(refund.refundNo);
        continue;
      }
      const outcome = FINAL[answer.status];
      try {
        const applied = await applyRefundOutcome({
          notificationId: `refund-query:${refund.refundNo}:${outcome}`,
          refundNo: refund.refundNo,
          outTradeNo: refund.outTradeNo,
          providerRefundId: answer.providerRefundId,
          outcome,
          // The query answers no amount of its own: the refund's is the one the provider took.
          amountMinor: refund.amountMinor,
          succeededAt: null,
          body: { source: 'refund query', out_refund_no: refund.refundNo, refund_id: answer.providerRefundId, status: answer.status },
        });
        if (applied.httpStatus !== 200) throw new Error(`refused: ${applied.body.message}`);
        result.settled.push({ refundNo: refund.refundNo, outcome });
      } catch (error) {
        log.error({ err: error, refundNo: refund.refundNo, outcome }, 'refund query: the provider’s answer could not be applied; asked again next round');
        result.failed.push(refund.refundNo);
      }
    }
    return result;
  }

  /** A round that never throws: a failing database is logged and tried again next round. */
  async function round(): Promise<void> {
    try {
      const result = await queryOnce();
      if (result.settled.length || result.failed.length)
        log.info?.({ settled: result.settled.length, processing: result.processing.length, failed: result.failed.length }, 'refund query sweep');
    } catch (error) {
      log.error({ err: error }, 'refund query sweep failed');
    }
  }

  return {
    queryOnce,

    ...repeatingRounds(round, timers),
  };
}
export type RefundQuerySweep = ReturnType<typeof createRefundQuerySweep>;

declare module 'fastify' {
  interface FastifyInstance {
    /** the refund query sweep; main.ts starts it, tests run queryOnce themselves */
    refundQuerySweep: RefundQuerySweep;
  }
}
