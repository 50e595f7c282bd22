import { fromCallback, fromPromise } from 'xstate';
import type { OrderStatusAnswer, PaymentOptions } from '../domain/payments';
import type { OrderView } from '../domain/ticketing/order';
import type { CallOptions } from '../services/http';
import type * as ordersCalls from '../services/orders';
import type * as paymentsCalls from '../services/payments';
import type { PaymentEvent, PaymentLoaded, PaymentTrip } from './payment.machine';
import { repeatRouteOf } from './ticketing.repeat';

/**
 * The calls the payment chart makes (services/payments.ts and services/orders.ts in the app).
 * Reads take the actor's `signal`: leaving the screen gives the call up.
 */
export interface PaymentServices {
  loadOrder(uuid: string, options?: CallOptions): Promise<Pick<OrderView, 'uuid' | 'status'> & PaymentTrip>;
  getPaymentOptions(orderUuid: string, options?: CallOptions): Promise<PaymentOptions>;
  queryOrderStatus(uuid: string, options?: CallOptions): Promise<OrderStatusAnswer>;
  markOffline(uuid: string): Promise<unknown>;
  qrImageUrl(orderUuid: string): Promise<string>;
  releaseQrImageUrl(url: string): void;
}

/**
 * The order first: only an order waiting for payment has options to ask for (and a trip to
 * recap above them), and its first leg's ports are the route "buy again" searches (with its
 * cabin and passengers).
 */
export async function loadPayment(services: PaymentServices, now: () => number, orderUuid: string, signal?: AbortSignal): Promise<PaymentLoaded> {
  const order = await services.loadOrder(orderUuid, { signal });
  const options = order.status === 'DUE_PAY' ? await services.getPaymentOptions(orderUuid, { signal }) : null;
  const route = order.legs.length > 0 ? repeatRouteOf(order) : null;
  if (!options) return { status: order.status, options, route, now: now() };
  const { orderType, legs, passengers, tickets, totalAmount, currency, extraBed } = order;
  return { status: order.status, options, route, trip: { orderType, legs, passengers, tickets, totalAmount, currency, extraBed }, now: now() };
}

/** The chart's actors over the given calls and clock. */
export function createPaymentActors(services: PaymentServices, now: () => number) {
  return {
    loadPayment: fromPromise<PaymentLoaded, { orderUuid: string }>(({ input, signal }) => loadPayment(services, now, input.orderUuid, signal)),
    readClock: fromPromise<number>(async () => now()),
    queryStatus: fromPromise<OrderStatusAnswer, { orderUuid: string }>(({ input, signal }) => services.queryOrderStatus(input.orderUuid, { signal })),
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

/** The app's calls, by area, as the payment chart asks for them. */
export interface PaymentCalls {
  orders: Pick<typeof ordersCalls, 'loadOrder'>;
  payments: Pick<typeof paymentsCalls, 'getPaymentOptions' | 'queryOrderStatus' | 'markOffline' | 'qrImageUrl' | 'releaseQrImageUrl'>;
}

/** The chart's actors over the app's calls (the browser's object URLs for the QR image) and the clock. */
export function paymentActors({ orders, payments }: PaymentCalls, now: () => number) {
  return createPaymentActors(
    {
      loadOrder: (uuid, options) => orders.loadOrder(uuid, options),
      getPaymentOptions: (orderUuid, options) => payments.getPaymentOptions(orderUuid, options),
      queryOrderStatus: (uuid, options) => payments.queryOrderStatus(uuid, options),
      markOffline: (uuid) => payments.markOffline(uuid),
      qrImageUrl: (orderUuid) => payments.qrImageUrl(orderUuid),
      releaseQrImageUrl: (url) => payments.releaseQrImageUrl(url),
    },
    now,
  );
}
