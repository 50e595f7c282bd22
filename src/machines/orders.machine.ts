import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, type Page } from '../domain/envelope';
import type { OrderPageQuery } from '../domain/payments';
import type { OrderView } from '../domain/ticketing/order';

/** The list's filters: everything of getTsOrderByPage's query but the page. */
export type OrderFilters = Omit<OrderPageQuery, 'current' | 'size'>;

export interface OrdersContext {
  filters: OrderFilters;
  /** 1-based page of the list */
  current: number;
  size: number;
  page: Page<OrderView> | null;
}

export type OrdersEvent =
  | { type: 'list.retry' }
  /** an order moved (cancelled, refund applied, …): the list shows what the server holds now */
  | { type: 'list.reload' }
  | { type: 'page.change'; current: number; size: number }
  | { type: 'filters.apply'; filters: OrderFilters }
  | { type: 'filters.clear' };

/**
 * The orders list (spec 2 "/orders", issue 5): a page of the user's orders, newest first,
 * filtered by status, order type, creation days and order number. New filters start again
 * from the first page. The moves on an order (with their confirmation) are the
 * ordersMove chart's; after one, the screen reloads this list.
 */
export const ordersMachine = setup({
  types: {
    context: {} as OrdersContext,
    events: {} as OrdersEvent,
  },
  actors: {
    loadPage: fromPromise<Page<OrderView>, OrderPageQuery>(async () => {
      throw new Error('loadPage is provided by the screen');
    }),
  },
}).createMachine({
  id: 'orders',
  context: { filters: {}, current: 1, size: DEFAULT_PAGE_SIZE, page: null },
  initial: 'loading',
  on: {
    // Filters may change whatever the list is doing; a load under way is replaced.
    'filters.apply': { target: '.loading', actions: assign({ filters: ({ event }) => event.filters, current: 1 }) },
    'filters.clear': { target: '.loading', actions: assign({ filters: {}, current: 1 }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ ...context.filters, current: context.current, size: context.size }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      on: {
        'page.change': {
          target: 'loading',
          actions: assign(({ event }) => ({ current: Math.max(1, event.current), size: event.size })),
        },
        'list.reload': 'loading',
      },
    },
  },
});
