import { expect } from 'vitest';
import { fromCallback, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { OrderStatusAnswer, PaymentOptions } from '../../src/domain/payments';
import { paymentMachine, type PaymentEvent, type PaymentLoaded } from '../../src/machines/payment.machine';
import type { PathModel } from './pathModel';
// The paths feed the chart the events its actors and timers would send; the provided
// actors never answer on their own.
const never = <T>() => new Promise<T>(() => {});
export const paymentWalkMachine = paymentMachine.provide({
  actors: {
    loadPayment: fromPromise(() => never<PaymentLoaded>()),
    readClock: fromPromise(() => never<number>()),
    queryStatus: fromPromise(() => never<OrderStatusAnswer>()),
    markOffline: fromPromise(() => never<unknown>()),
    showQr: fromCallback<PaymentEvent, { orderUuid: string }>(() => {}),
  },
});
const machine = paymentWalkMachine;

const T0 = Date.UTC(2026, 10, 22, 8, 0, 0);
const DEADLINE = new Date(T0 + 30 * 60_000).toISOString();
const REOPENED = new Date(T0 + 40 * 60_000).toISOString();
const RMB: PaymentOptions = {
  orderUuid: 'o-1',
  orderNo: 'T1',
  currency: 'RMB',
  amount: 1100,
  methods: ['WECHAT_QR', 'BANK_TRANSFER'],
  paymentDeadline: DEADLINE,
  offlineClaimed: false,
  bankTransfer: { country: 'CN', bankName: '银行', branchName: '支行', accountNumber: '1', holderName: '收款人', reference: 'T1', demo: false },
};
const JPY: PaymentOptions = { ...RMB, currency: 'JPY', methods: ['BANK_TRANSFER'] };
const CLAIMED: PaymentOptions = { ...RMB, offlineClaimed: true, paymentDeadline: null };
const ROUTE = { orderUuid: 'o-1', from: 'CNSHA', to: 'JPOSA', orderType: 'ONE_WAY' as const };
const loaded = (overrides: Partial<PaymentLoaded>) =>
  ({ type: 'xstate.done.actor.loadPayment', output: { status: 'DUE_PAY', options: RMB, route: ROUTE, now: T0, ...overrides } }) as EventObject;
const polled = (id: string, status: OrderStatusAnswer['status'], paymentDeadline: string | null) =>
  ({
    type: `xstate.done.actor.${id}`,
    output: {
      uuid: 'o-1',
      status,
      stateValue: status === 'DUE_PAY' ? { DUE_PAY: paymentDeadline ? 'awaitingPayment' : 'offlineClaimed' } : status,
      paymentDeadline,
    },
  }) as EventObject;

const afterEvent = (region: 'countdown' | 'polling') => {
  const node = machine.root.states.paying!.states[region]!.states.waiting!;
  return { type: node.after[0]!.eventType } as EventObject;
};

type Region = 'countdown' | 'tab' | 'qr' | 'offline' | 'polling';

/** Where each parallel region rests between its own steps. */
const RESTING: Record<Region, string[]> = {
  countdown: ['waiting', 'stopped'],
  tab: ['wechat', 'bankTransfer'],
  qr: ['active.shown', 'failed', 'none'],
  offline: ['idle', 'claimed'],
  polling: ['waiting'],
};
const at = (snapshot: SnapshotFrom<typeof machine>, region: Region, where: string) => {
  const [state, inner] = where.split('.');
  return snapshot.matches({ paying: { [region]: inner ? { [state!]: inner } : state! } } as never);
};
/**
 * The regions are independent: each region's steps are walked while the others rest, which
 * takes every transition without walking the product of all their states.
 */
const othersRest = (snapshot: SnapshotFrom<typeof machine>, region: Region) =>
  (Object.keys(RESTING) as Region[]).every((other) => other === region || RESTING[other].some((where) => at(snapshot, other, where)));

const GESTURES: [Region | null, EventObject][] = [
  [null, { type: 'payment.retry' }],
  ['tab', { type: 'tab.choose', method: 'WECHAT_QR' } as EventObject],
  ['tab', { type: 'tab.choose', method: 'BANK_TRANSFER' } as EventObject],
  ['qr', { type: 'qr.loaded', url: 'blob:qr' } as EventObject],
  ['qr', { type: 'qr.failed' }],
  ['qr', { type: 'qr.retry' }],
  ['offline', { type: 'offline.claim' }],
  ['offline', { type: 'offline.confirm' }],
  ['offline', { type: 'offline.cancel' }],
  [null, { type: 'payment.buyAgain' }],
];

/**
 * Gestures where the chart takes them, answers and timers only where they run (an
 * unhandled error event would stop the actor); in the paying state, one region at a time.
 */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const paying = snapshot.matches('paying');
  const turn = (region: Region | null) => !paying || region === null || othersRest(snapshot, region);
  const events = GESTURES.filter(([region, event]) => turn(region) && snapshot.can(event as PaymentEvent)).map(([, event]) => event);
  if (snapshot.matches('loading')) {
    events.push(
      loaded({}),
      loaded({ options: JPY }),
      loaded({ options: CLAIMED }),
      loaded({ now: Date.parse(DEADLINE) }),
      loaded({ status: 'PAID', options: null }),
      loaded({ status: 'CANCEL', options: null }),
      loaded({ status: 'CANCEL', options: null, route: null }),
      loaded({ status: 'REFUND', options: null }),
      { type: 'xstate.error.actor.loadPayment', error: { code: 10404 } } as EventObject,
      { type: 'xstate.error.actor.loadPayment', error: { kind: 'network' } } as EventObject,
    );
  }
  if (turn('countdown') && snapshot.matches({ paying: { countdown: 'waiting' } })) events.push(afterEvent('countdown'));
  if (turn('countdown') && snapshot.matches({ paying: { countdown: 'reading' } })) {
    events.push(
      { type: 'xstate.done.actor.readClock', output: T0 } as EventObject,
      { type: 'xstate.done.actor.readClock', output: Date.parse(DEADLINE) } as EventObject,
      { type: 'xstate.error.actor.readClock', error: 'no clock' } as EventObject,
    );
  }
  if (turn('offline') && snapshot.matches({ paying: { offline: 'marking' } })) {
    events.push(
      { type: 'xstate.done.actor.markOffline', output: null } as EventObject,
      { type: 'xstate.error.actor.markOffline', error: { code: 10500 } } as EventObject,
    );
  }
  if (turn('polling') && snapshot.matches({ paying: { polling: 'waiting' } })) events.push(afterEvent('polling'));
  if (turn('polling') && snapshot.matches({ paying: { polling: 'checking' } })) {
    events.push(
      polled('queryStatus', 'DUE_PAY', snapshot.context.options?.paymentDeadline ?? null),
      polled('queryStatus', 'DUE_PAY', REOPENED),
      polled('queryStatus', 'PAID', null),
      polled('queryStatus', 'CANCEL', null),
      { type: 'xstate.error.actor.queryStatus', error: { kind: 'network' } } as EventObject,
    );
  }
  if (snapshot.matches('expired')) {
    events.push(polled('lastCheck', 'PAID', null), polled('lastCheck', 'CANCEL', null), {
      type: 'xstate.error.actor.lastCheck',
      error: { kind: 'network' },
    } as EventObject);
  }
  return events;
}

export const paymentModel: PathModel<typeof machine> = {
  name: 'payment',
  machine,
  walks: [{ name: 'an order to pay', input: { orderUuid: 'o-1' }, events: eventsIn }],
  invariants: {
    // Paying shows the order's options: its methods, amount and window.
    'payment.paying': ({ context }) => expect(context.options).not.toBeNull(),
    // WeChat is shown only where offered and while no bank transfer is claimed.
    'payment.paying.tab.wechat': ({ context }) => {
      expect(context.options?.methods).toContain('WECHAT_QR');
      expect(context.options?.offlineClaimed).toBe(false);
    },
    // A QR shown has its image.
    'payment.paying.qr.active.shown': ({ context }) => expect(context.qrUrl).toEqual(expect.any(String)),
    // Claimed means the server (or this screen) said the transfer is claimed.
    'payment.paying.offline.claimed': ({ context }) => expect(context.options?.offlineClaimed).toBe(true),
    // The countdown waits inside the window, never past its end (a claim just made stops it at the next tick).
    'payment.paying.countdown.waiting': ({ context }) => {
      const deadline = context.options?.paymentDeadline;
      if (deadline) expect(context.now).toBeLessThan(Date.parse(deadline));
    },
    // Stopped only while a transfer is claimed or the server gave no deadline.
    'payment.paying.countdown.stopped': ({ context }) => {
      if (context.options?.offlineClaimed !== true) expect(context.options?.paymentDeadline).toBeNull();
    },
    // Off the paying screen no QR image is held.
    'payment.expired': ({ context }) => expect(context.qrUrl).toBeNull(),
    'payment.paid': ({ context }) => expect(context.qrUrl).toBeNull(),
  },
  golden: [
    {
      name: 'a bank transfer claimed: the window stops, WeChat and its QR go',
      input: { orderUuid: 'o-1' },
      events: [
        loaded({}),
        { type: 'offline.claim' },
        { type: 'offline.confirm' },
        { type: 'xstate.done.actor.markOffline', output: null } as EventObject,
        // the countdown stops at its next reading of the clock
        { type: 'xstate.after.tick.payment.paying.countdown.waiting' },
        { type: 'xstate.done.actor.readClock', output: Date.UTC(2026, 10, 22, 8, 0, 1) } as EventObject,
      ],
      ends: {
        value: { paying: { countdown: 'stopped', tab: 'bankTransfer', qr: 'none', offline: 'claimed', polling: 'waiting' } },
        context: { options: { offlineClaimed: true, paymentDeadline: null }, qrUrl: null },
      },
    },
    {
      name: 'a claim staff rejected: the window opens again with its new deadline',
      input: { orderUuid: 'o-1' },
      events: [
        loaded({ options: CLAIMED }),
        { type: 'xstate.after.pollInterval.payment.paying.polling.waiting' },
        polled('queryStatus', 'DUE_PAY', '2026-11-22T08:40:00.000Z'),
      ],
      ends: {
        value: { paying: { countdown: 'reading', tab: 'bankTransfer', qr: { active: 'loading' }, offline: 'idle', polling: 'waiting' } },
        context: { options: { offlineClaimed: false, paymentDeadline: '2026-11-22T08:40:00.000Z' } },
      },
    },
    {
      name: 'opened at the deadline: expired, and a payment made in the last seconds still succeeds',
      input: { orderUuid: 'o-1' },
      events: [loaded({ now: Date.UTC(2026, 10, 22, 8, 30, 0) }), polled('lastCheck', 'PAID', null)],
      ends: { value: 'paid', context: { orderUuid: 'o-1' } },
    },
    {
      name: 'a failed load is asked again; an order not found says so',
      input: { orderUuid: 'o-9' },
      events: [
        { type: 'xstate.error.actor.loadPayment', error: { kind: 'network' } } as EventObject,
        { type: 'payment.retry' },
        { type: 'xstate.error.actor.loadPayment', error: { code: 10404 } } as EventObject,
      ],
      ends: { value: 'notFound', context: { orderUuid: 'o-9', options: null } },
    },
  ],
};
