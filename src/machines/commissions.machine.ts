import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, type Page } from '../domain/envelope';
import type { RailCommission, RailCommissionStatus } from '../domain/shipping/railCommissions';

/** What the list is filtered by: a status ('' for any) and part of the booking number. */
interface CommissionFilter {
  status: RailCommissionStatus | '';
  bookingNo: string;
}

export interface CommissionsContext {
  current: number;
  size: number;
  filter: CommissionFilter;
  page: Page<RailCommission> | null;
  /** the commission the details or the cancel confirmation are about */
  selected: RailCommission | null;
}

export type CommissionsEvent =
  | { type: 'list.retry' }
  | { type: 'page.change'; current: number; size: number }
  | { type: 'filter.apply'; filter: CommissionFilter }
  | { type: 'commission.view'; commission: RailCommission }
  | { type: 'details.close' }
  | { type: 'commission.cancel'; commission: RailCommission }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

export interface CommissionPageInput {
  current: number;
  size: number;
  filter: CommissionFilter;
}

/**
 * The enterprise's rail commissions (/myCommission): a paged list newest first, filtered by status
 * and booking number; the details of one; withdrawing one after a confirmation (the lifecycle
 * chart decides whether it may be). The calls and the user messages are provided by the screen.
 */
export const commissionsMachine = setup({
  types: {
    context: {} as CommissionsContext,
    events: {} as CommissionsEvent,
    /** `bookingNo`: the list opens filtered to one booking (a message's link) */
    input: {} as { bookingNo?: string } | undefined,
  },
  actors: {
    loadPage: fromPromise<Page<RailCommission>, CommissionPageInput>(async () => {
      throw new Error('loadPage is provided by the screen');
    }),
    cancelCommission: fromPromise<RailCommission, { uuid: string }>(async () => {
      throw new Error('cancelCommission is provided by the screen');
    }),
  },
  actions: {
    cancelled: (_, _params: { commission: RailCommission }) => {},
  },
}).createMachine({
  id: 'commissions',
  context: ({ input }) => ({ current: 1, size: DEFAULT_PAGE_SIZE, filter: { status: '', bookingNo: input?.bookingNo ?? '' }, page: null, selected: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ current: context.current, size: context.size, filter: context.filter }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: {
        'list.retry': 'loading',
        'filter.apply': {
          target: 'loading',
          actions: assign(({ event }) => ({ filter: { ...event.filter, bookingNo: event.filter.bookingNo.trim() }, current: 1 })),
        },
      },
    },
    ready: {
      on: {
        'page.change': { target: 'loading', actions: assign(({ event }) => ({ current: Math.max(1, event.current), size: event.size })) },
        // A new search starts at its first page.
        'filter.apply': {
          target: 'loading',
          actions: assign(({ event }) => ({ filter: { ...event.filter, bookingNo: event.filter.bookingNo.trim() }, current: 1 })),
        },
        'commission.view': { target: 'viewing', actions: assign({ selected: ({ event }) => event.commission }) },
        'commission.cancel': { target: 'confirmingCancel', actions: assign({ selected: ({ event }) => event.commission }) },
      },
    },
    viewing: {
      on: {
        'details.close': { target: 'ready', actions: assign({ selected: null }) },
        'commission.cancel': { target: 'confirmingCancel', actions: assign({ selected: ({ event }) => event.commission }) },
      },
    },
    confirmingCancel: {
      on: {
        'cancel.confirm': 'cancelling',
        'cancel.dismiss': { target: 'ready', actions: assign({ selected: null }) },
      },
    },
    // The HTTP client tells a refused cancel (decided meanwhile); the list is asked again either way.
    cancelling: {
      invoke: {
        id: 'cancelCommission',
        src: 'cancelCommission',
        input: ({ context }) => ({ uuid: context.selected?.uuid ?? '' }),
        onDone: { target: 'loading', actions: [{ type: 'cancelled', params: ({ event }) => ({ commission: event.output }) }, assign({ selected: null })] },
        onError: { target: 'loading', actions: assign({ selected: null }) },
      },
    },
  },
});
