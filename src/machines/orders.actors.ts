import { fromPromise } from 'xstate';
import type { Page } from '../domain/envelope';
import type { OrderPageQuery } from '../domain/payments';
import type { OrderView } from '../domain/ticketing/order';
import type * as ordersCalls from '../services/orders';

/**
 * The orders list chart's call (services/orders.ts in the app). The page is a POST (the spec's
 * filters travel as query parameters): a page that arrives after the list moved on is dropped by the chart.
 */
export function ordersActors(calls: Pick<typeof ordersCalls, 'getOrderPage'>) {
  return {
    loadPage: fromPromise<Page<OrderView>, OrderPageQuery>(({ input, signal }) => calls.getOrderPage(input, { signal })),
  };
}
