import { fromCallback, fromPromise } from 'xstate';
import type { OrderStatusAnswer, PaymentOptions } from '../domain/payments';
import type { OrderView } from '../domain/ticketing/order';
import type { PaymentEvent, PaymentLoaded } from './payment.machine';
import { repeatRouteOf } from './ticketing.repeat';

/** The calls the payment chart makes (services/payments.ts and services/orders.ts in the app). */
export interface PaymentServices {
  loadOrder(uuid: string): Promise<Pick<OrderView, 'uuid' | 'status' | 'orderType' | 'legs'>>;
  getPaymentOptions(orderUuid: string): Promise<PaymentOptions>;
  queryOrderStatus(uuid: string): Promise<OrderStatusAnswer>;
  markOffline(uuid: string): Promise<unknown>;
  qrImageUrl(orderUuid: string): Promise<string>;
  releaseQrImageUrl(url: string): void;
}

/**
 * The order first: only an order waiting for payment has options to ask for, and its
 * first leg's ports are the route "buy again" searches (with its cabin and passengers).
 */
export async function loadPayment(services: PaymentServices, now: () => number, orderUuid: string): Promise<PaymentLoaded> {
  const order = await services.loadOrder(orderUuid);
  const options = order.status === 'DUE_PAY' ? await services.getPaymentOptions(orderUuid) : null;
  const route = order.legs.length > 0 ? repeatRouteOf(order) : null;
  return { status: order.status, options, route, now: now() };
}

/** The chart's actors over the given calls and clock. */
export function createPaymentActors(services: PaymentServices, now: () => number) {
  return {
    loadPayment: fromPromise<PaymentLoaded, { orderUuid: string }>(({ input }) => loadPayment(services, now, input.orderUuid)),
    readClock: fromPromise<number>(async () => now()),
    queryStatus: fromPromise<OrderStatusAnswer, { orderUuid: string }>(({ input }) => services.queryOrderStatus(input.orderUuid)),
    markOffline: fromPromise<unknown, { orderUuid: string }>(({ input }) => services.markOffline(input.orderUuid)),
    // The image lives as long as this actor: an URL that arrives after it stopped is released at once.
    showQr: fromCallback<PaymentEvent, { orderUuid: string }>(({ sendBack, input }) => {
      let stopped = false;
      let shown: string | null = null;
      services.qrImageUrl(input.orderUuid).then(
        (url) => {
          if (stopped) return services.releaseQrImageUrl(url);
          shown = url;
          sendBack({ type: 'qr.loaded', url });
        },
        () => {
          if (!stopped) sendBack({ type: 'qr.failed' });
        },
      );
      return () => {
        stopped = true;
        if (shown) services.releaseQrImageUrl(shown);
      };
    }),
  };
}
