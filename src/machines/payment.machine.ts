import { assertEvent, assign, fromCallback, fromPromise, not, setup } from 'xstate';
import { ErrorCode } from '../domain/errorCodes';
import type { OrderStatus } from '../domain/orderEnums';
import type { OrderStatusAnswer, PaymentMethod, PaymentOptions } from '../domain/payments';
import type { OrderView } from '../domain/ticketing/order';
import type { RepeatRoute } from './ticketing.repeat';

/** The order's route, trip type and uuid, for "buy again" (src/machines/ticketing.repeat.ts). */
export type OrderRoute = RepeatRoute;

/** What is being paid for, recapped above the payment methods: the sailings, the passengers, the total. */
export type PaymentTrip = Pick<OrderView, 'orderType' | 'legs' | 'passengers' | 'tickets' | 'totalAmount' | 'currency' | 'extraBed'>;

/** What the screen needs before it can show anything. */
export interface PaymentLoaded {
  status: OrderStatus;
  /** null unless the order waits for payment (DUE_PAY) */
  options: PaymentOptions | null;
  route: OrderRoute | null;
  /** the order's trip, when it waits for payment */
  trip?: PaymentTrip;
  /** the injected clock when the answer came, in epoch ms */
  now: number;
}

export interface PaymentInput {
  orderUuid: string;
}

export interface PaymentContext {
  orderUuid: string;
  options: PaymentOptions | null;
  route: OrderRoute | null;
  /** the trip recapped while paying; null until the order is loaded */
  trip: PaymentTrip | null;
  /** the last reading of the injected clock, in epoch ms: the countdown is deadline - now */
  now: number;
  /** object URL of the QR image, while one is shown */
  qrUrl: string | null;
}

export type PaymentEvent =
  | { type: 'payment.retry' }
  | { type: 'tab.choose'; method: PaymentMethod }
  /** sent back by the showQr actor */
  | { type: 'qr.loaded'; url: string }
  | { type: 'qr.failed' }
  | { type: 'qr.retry' }
  | { type: 'offline.claim' }
  | { type: 'offline.confirm' }
  | { type: 'offline.cancel' }
  | { type: 'payment.buyAgain' };

/** The status an answer (the load's or the poll's) carries, for the guards below. */
const answered = ({ event }: { event: { output: { status: OrderStatus } } }) => ({ status: event.output.status });
const deadlineOf = (options: PaymentOptions | null) => (options?.paymentDeadline ? Date.parse(options.paymentDeadline) : null);

/** The order statechart's value while a bank transfer is claimed (src/machines/order.machine.ts). */
const isClaimedValue = (stateValue: unknown): boolean =>
  typeof stateValue === 'object' && stateValue !== null && (stateValue as Record<string, unknown>).DUE_PAY === 'offlineClaimed';

/**
 * The methods open now: the server makes no QR for an order whose bank transfer is
 * claimed, so WeChat is offered again only if staff reject the claim.
 */
export function methodsOpen(options: PaymentOptions | null): PaymentMethod[] {
  if (!options) return [];
  return options.offlineClaimed ? options.methods.filter((method) => method !== 'WECHAT_QR') : options.methods;
}

/**
 * Paying one order (spec 4 "order payment"; DOMAIN "Order lifecycle"): load the order's
 * options, then, while it waits for payment, four things at once — the countdown of the
 * payment window (a `tick` reading the injected clock), the tab (WeChat QR for RMB, bank
 * transfer always), the QR image and the offline claim — and polling the order's status
 * every `pollInterval`. PAID goes to Success, CANCEL to cancelled, the window's end to
 * expired with "buy again". Leaving the screen stops the actor, and with it the polling
 * and the QR's object URL. Calls, clock and navigation are provided.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    loadPayment: fromPromise<PaymentLoaded, { orderUuid: string }>(async () => {
      throw new Error('loadPayment is provided by the screen');
    }),
    readClock: fromPromise<number>(async () => {
      throw new Error('readClock is provided by the screen');
    }),
    queryStatus: fromPromise<OrderStatusAnswer, { orderUuid: string }>(async () => {
      throw new Error('queryStatus is provided by the screen');
    }),
    markOffline: fromPromise<unknown, { orderUuid: string }>(async () => {
      throw new Error('markOffline is provided by the screen');
    }),
    /** fetches the QR image, sends `qr.loaded` / `qr.failed`; releases the URL when stopped */
    showQr: fromCallback<PaymentEvent, { orderUuid: string }>(() => {
      throw new Error('showQr is provided by the screen');
    }),
  },
  delays: {
    tick: 1000,
    pollInterval: 3000,
  },
  guards: {
    isPaidAnswer: (_, { status }: { status: OrderStatus }) => status === 'PAID',
    isCancelledAnswer: (_, { status }: { status: OrderStatus }) => status === 'CANCEL',
    isDuePayAnswer: (_, { status }: { status: OrderStatus }) => status === 'DUE_PAY',
    isNotFound: (_, { error }: { error: unknown }) => (error as { code?: unknown } | null)?.code === ErrorCode.NOT_FOUND,
    offersWechat: ({ context }) => methodsOpen(context.options).includes('WECHAT_QR'),
    choosesOffered: ({ context, event }, { method }: { method: PaymentMethod }) => {
      assertEvent(event, 'tab.choose');
      return event.method === method && methodsOpen(context.options).includes(method);
    },
    /** the window does not run: the user claimed a bank transfer (or the server gave no deadline) */
    isWindowStopped: ({ context }) => context.options?.offlineClaimed === true || deadlineOf(context.options) === null,
    isWindowOver: ({ context }) => {
      const deadline = deadlineOf(context.options);
      return deadline !== null && context.now >= deadline;
    },
    isOfflineClaimed: ({ context }) => context.options?.offlineClaimed === true,
    hasRoute: ({ context }) => context.route !== null,
  },
  actions: {
    /** to the Success screen (in place of this one in the history) */
    showSuccess: (_, _params: { orderUuid: string }) => {},
    /** to the search with the order's route, cabin and passengers filled in */
    buyAgain: (_, _params: OrderRoute) => {},
    /**
     * The server's word on the window and the claim. The regions follow it on their own
     * (eventless transitions): a claim made elsewhere stops the countdown, a claim staff
     * rejected opens the window again.
     */
    assignStatus: assign({
      options: ({ context }, answer: OrderStatusAnswer) => {
        return context.options && { ...context.options, paymentDeadline: answer.paymentDeadline, offlineClaimed: isClaimedValue(answer.stateValue) };
      },
    }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ orderUuid: input.orderUuid, options: null, route: null, trip: null, now: 0, qrUrl: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ orderUuid: context.orderUuid }),
        onDone: [
          { guard: { type: 'isPaidAnswer', params: answered }, target: 'paid' },
          {
            guard: { type: 'isCancelledAnswer', params: answered },
            target: 'cancelled',
            actions: assign({ route: ({ event }) => event.output.route }),
          },
          {
            guard: { type: 'isDuePayAnswer', params: answered },
            target: 'paying',
            actions: assign({
              options: ({ event }) => event.output.options,
              route: ({ event }) => event.output.route,
              trip: ({ event }) => event.output.trip ?? null,
              now: ({ event }) => event.output.now,
            }),
          },
          { target: 'notPayable' },
        ],
        onError: [{ guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: {
      on: { 'payment.retry': 'loading' },
    },
    /** no such order, or another user's */
    notFound: {},
    /** the order is past paying (refunds, voided) or not submitted */
    notPayable: {},
    paying: {
      type: 'parallel',
      exit: assign({ qrUrl: null }),
      states: {
        countdown: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isWindowStopped', target: 'stopped' }, { guard: 'isWindowOver', target: '#payment.expired' }, { target: 'waiting' }],
            },
            waiting: {
              after: { tick: 'reading' },
            },
            reading: {
              invoke: {
                id: 'readClock',
                src: 'readClock',
                onDone: { target: 'checking', actions: assign({ now: ({ event }) => event.output }) },
                onError: 'waiting',
              },
            },
            /** a claimed bank transfer stops the window until staff decide */
            stopped: {
              always: { guard: not('isWindowStopped'), target: 'reading' },
            },
          },
        },
        tab: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'offersWechat', target: 'wechat' }, { target: 'bankTransfer' }],
            },
            wechat: {
              always: { guard: not('offersWechat'), target: 'bankTransfer' },
            },
            bankTransfer: {},
          },
          on: {
            'tab.choose': [
              { guard: { type: 'choosesOffered', params: { method: 'WECHAT_QR' } }, target: '.wechat' },
              { guard: { type: 'choosesOffered', params: { method: 'BANK_TRANSFER' } }, target: '.bankTransfer' },
            ],
          },
        },
        qr: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'offersWechat', target: 'active' }, { target: 'none' }],
            },
            /** the QR actor runs as long as its image may be shown: stopping it releases the URL */
            active: {
              invoke: { id: 'showQr', src: 'showQr', input: ({ context }) => ({ orderUuid: context.orderUuid }) },
              initial: 'loading',
              states: {
                loading: {
                  on: { 'qr.loaded': { target: 'shown', actions: assign({ qrUrl: ({ event }) => event.url }) } },
                },
                shown: {},
              },
              on: { 'qr.failed': 'failed' },
              always: { guard: not('offersWechat'), target: 'none' },
            },
            failed: {
              on: { 'qr.retry': 'active' },
              always: { guard: not('offersWechat'), target: 'none' },
            },
            /** JPY orders pay by bank transfer only; no QR while a bank transfer is claimed */
            none: {
              always: { guard: 'offersWechat', target: 'active' },
            },
          },
        },
        offline: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'offline.claim': 'confirming' },
              // claimed before the screen opened, or from another tab
              always: { guard: 'isOfflineClaimed', target: 'claimed' },
            },
            confirming: {
              on: { 'offline.confirm': 'marking', 'offline.cancel': 'idle' },
            },
            marking: {
              invoke: {
                id: 'markOffline',
                src: 'markOffline',
                input: ({ context }) => ({ orderUuid: context.orderUuid }),
                // The other regions follow the claim: the countdown stops, the QR goes.
                onDone: {
                  target: 'claimed',
                  actions: assign({ options: ({ context }) => context.options && { ...context.options, offlineClaimed: true, paymentDeadline: null } }),
                },
                // The HTTP client told the user why; the claim can be made again.
                onError: 'idle',
              },
            },
            /** staff confirm (PAID, seen by polling) or reject (the window opens again) */
            claimed: {
              always: { guard: not('isOfflineClaimed'), target: 'idle' },
            },
          },
        },
        polling: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { pollInterval: 'checking' },
            },
            checking: {
              invoke: {
                id: 'queryStatus',
                src: 'queryStatus',
                input: ({ context }) => ({ orderUuid: context.orderUuid }),
                onDone: [
                  { guard: { type: 'isPaidAnswer', params: answered }, target: '#payment.paid' },
                  { guard: { type: 'isCancelledAnswer', params: answered }, target: '#payment.cancelled' },
                  { target: 'waiting', actions: { type: 'assignStatus', params: ({ event }) => event.output } },
                ],
                // A missed answer is asked again at the next interval.
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
    paid: {
      entry: { type: 'showSuccess', params: ({ context }) => ({ orderUuid: context.orderUuid }) },
    },
    /** the window ended here; one last look catches a payment made in its final seconds */
    expired: {
      invoke: {
        id: 'lastCheck',
        src: 'queryStatus',
        input: ({ context }) => ({ orderUuid: context.orderUuid }),
        onDone: { guard: { type: 'isPaidAnswer', params: answered }, target: 'paid' },
        // Nothing more to learn: the window is over either way.
        onError: { actions: [] },
      },
      on: {
        'payment.buyAgain': { guard: 'hasRoute', actions: { type: 'buyAgain', params: ({ context }) => context.route! } },
      },
    },
    cancelled: {
      on: {
        'payment.buyAgain': { guard: 'hasRoute', actions: { type: 'buyAgain', params: ({ context }) => context.route! } },
      },
    },
  },
});
