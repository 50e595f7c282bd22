import { assertEvent, assign, fromPromise, setup, type StateValue } from 'xstate';
import { ApiError } from '../domain/apiError';
import { ErrorCode } from '../domain/errorCodes';
import { isChangeable } from '../domain/ticketing/changeFee';
import type { OrderView } from '../domain/ticketing/order';
import type { OrderChangeConfirm, OrderChangeQuote, OrderChangeRequest } from '../domain/ticketing/orderChange';
import type { LocalDate } from '../domain/voyages';
import { orderSnapshotOf } from './order.machine';

/** One cabin class of a sailing the leg may move to, with units enough for the leg's passengers. */
interface ChangeCabinOption {
  cabinClass: string;
  cabinNameZh: string;
  cabinNameJa: string;
  remaining: number;
}

/** A sailing of the chosen day on the leg's route and direction, with the classes it may move into. */
export interface ChangeSailingOption {
  voyageUuid: string;
  voyageCode: string;
  vessel: string;
  /** ISO instants */
  departureTime: string;
  arrivalTime: string;
  cabins: ChangeCabinOption[];
}

interface ChangeChoice {
  voyageUuid: string;
  cabinClass: string;
}

/** What the server said no to, in its words; `requote`: a conflict (price, berths, another change) a new quote may clear. */
export interface ChangeRefusal {
  message: string;
  requote: boolean;
}

export interface OrderChangeDialogContext {
  order: OrderView | null;
  legIndex: number;
  day: LocalDate | null;
  options: ChangeSailingOption[];
  choice: ChangeChoice | null;
  quote: OrderChangeQuote | null;
  refusal: ChangeRefusal | null;
}

export type OrderChangeDialogEvent =
  /** `now`: the instant asked at; the cut-off is counted from it */
  | { type: 'change.open'; order: OrderView; legIndex: number; now: string }
  | { type: 'change.day'; day: LocalDate }
  | ({ type: 'change.pick' } & ChangeChoice)
  | { type: 'change.quote' }
  | { type: 'change.confirm' }
  | { type: 'change.back' }
  | { type: 'change.dismiss' };

export interface SailingsInput {
  order: OrderView;
  legIndex: number;
  day: LocalDate;
}

/**
 * Before the server is asked: the order chart is PAID (not being refunded) and the leg is before
 * the change cut-off (src/domain/ticketing/changeFee.ts). The server asks the same again.
 */
export function canChangeLeg(order: OrderView, legIndex: number, now: string): boolean {
  const leg = order.legs.find((l) => l.legIndex === legIndex);
  if (!leg) return false;
  try {
    if (!orderSnapshotOf(order.stateValue as StateValue).matches('PAID')) return false;
  } catch {
    return false;
  }
  return isChangeable(leg.departureTime, now);
}

/** A refusal as the dialog shows it: the HTTP client's error carries the server's message; a conflict may be quoted again. */
function refusalOf(error: unknown): ChangeRefusal {
  const message = error instanceof Error ? error.message : String(error);
  return { message, requote: error instanceof ApiError && error.code === ErrorCode.CONFLICT };
}

const CLOSED: OrderChangeDialogContext = { order: null, legIndex: 0, day: null, options: [], choice: null, quote: null, refusal: null };

const requestOf = (context: OrderChangeDialogContext): OrderChangeRequest => ({
  uuid: context.order?.uuid ?? '',
  legIndex: context.legIndex,
  voyageUuid: context.choice?.voyageUuid ?? '',
  cabinClass: context.choice?.cabinClass ?? '',
});

/**
 * The passenger's (or the clerk's) change of one leg's sailing (issue 25 "Change sailing"): a day,
 * a sailing of that day on the same route and direction and a class with units left, then the
 * server's quote (fee band, difference, what comes back or is due), then the change with the
 * quote's balance. A quote leaving money due is shown but cannot be confirmed (no second payment
 * yet: the server refuses it). The calls are provided: the passenger's and the clerk's paths differ.
 */
export const orderChangeDialogMachine = setup({
  types: {
    context: {} as OrderChangeDialogContext,
    events: {} as OrderChangeDialogEvent,
  },
  actors: {
    loadSailings: fromPromise<ChangeSailingOption[], SailingsInput>(async () => {
      throw new Error('loadSailings is provided by the screen');
    }),
    quoteChange: fromPromise<OrderChangeQuote, OrderChangeRequest>(async () => {
      throw new Error('quoteChange is provided by the screen');
    }),
    changeSailing: fromPromise<OrderView, OrderChangeConfirm>(async () => {
      throw new Error('changeSailing is provided by the screen');
    }),
  },
  guards: {
    isAllowed: ({ event }) => {
      assertEvent(event, 'change.open');
      return canChangeLeg(event.order, event.legIndex, event.now);
    },
    /** only a sailing and class the day's list offers */
    isOffered: ({ context, event }) => {
      assertEvent(event, 'change.pick');
      return context.options.some((o) => o.voyageUuid === event.voyageUuid && o.cabins.some((c) => c.cabinClass === event.cabinClass));
    },
    hasChoice: ({ context }) => context.choice !== null,
    /** nothing left to pay: a change that costs more is quoted, never sent */
    isChangeable: ({ context }) => context.quote?.changeable === true,
    canRequote: ({ context }) => context.refusal?.requote === true,
  },
  actions: {
    changed: (_, _params: { order: OrderView }) => {},
  },
}).createMachine({
  id: 'orderChangeDialog',
  context: CLOSED,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'change.open': {
          guard: 'isAllowed',
          target: 'choosing',
          actions: assign(({ event }) => ({ ...CLOSED, order: event.order, legIndex: event.legIndex })),
        },
      },
    },
    choosing: {
      initial: 'noDay',
      on: {
        // a new day forgets the last day's sailings and choice
        'change.day': { target: '.loading', actions: assign({ day: ({ event }) => event.day, options: [], choice: null, refusal: null }) },
        'change.dismiss': { target: 'closed', actions: assign(CLOSED) },
      },
      states: {
        noDay: {},
        loading: {
          invoke: {
            id: 'loadSailings',
            src: 'loadSailings',
            input: ({ context }) => ({ order: context.order!, legIndex: context.legIndex, day: context.day! }),
            onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output }) },
            // Told by the HTTP client; another day (or the same again) asks again.
            onError: { target: 'failed' },
          },
        },
        failed: {},
        ready: {
          on: {
            'change.pick': { guard: 'isOffered', actions: assign({ choice: ({ event }) => ({ voyageUuid: event.voyageUuid, cabinClass: event.cabinClass }) }) },
            'change.quote': { guard: 'hasChoice', target: '#orderChangeDialog.quoting', actions: assign({ refusal: null }) },
          },
        },
      },
    },
    quoting: {
      invoke: {
        id: 'quoteChange',
        src: 'quoteChange',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'quoted', actions: assign({ quote: ({ event }) => event.output, refusal: null }) },
        // Sold out, another route, past the cut-off: the server's message, and another choice.
        onError: { target: 'choosing.ready', actions: assign({ quote: null, refusal: ({ event }) => ({ ...refusalOf(event.error), requote: false }) }) },
      },
    },
    quoted: {
      on: {
        'change.confirm': { guard: 'isChangeable', target: 'changing' },
        'change.back': { target: 'choosing.ready', actions: assign({ quote: null }) },
        'change.dismiss': { target: 'closed', actions: assign(CLOSED) },
      },
    },
    // Not dismissable: the answer decides whether the order changed.
    changing: {
      invoke: {
        id: 'changeSailing',
        src: 'changeSailing',
        input: ({ context }) => ({ ...requestOf(context), balance: context.quote?.balance ?? 0 }),
        onDone: { target: 'closed', actions: [{ type: 'changed', params: ({ event }) => ({ order: event.output }) }, assign(CLOSED)] },
        onError: { target: 'refused', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    refused: {
      on: {
        // the price changed, the berths went or another change came first: a new quote on the same choice
        'change.quote': { guard: 'canRequote', target: 'quoting', actions: assign({ quote: null, refusal: null }) },
        'change.back': { target: 'choosing.ready', actions: assign({ quote: null, refusal: null }) },
        'change.dismiss': { target: 'closed', actions: assign(CLOSED) },
      },
    },
  },
});
