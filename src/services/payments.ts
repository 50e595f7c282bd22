import { PAYMENT_PATHS, WXPAY_QR_PATH, type OrderStatusAnswer, type PaymentOptions } from '../domain/payments';
import { ORDER_PATHS } from '../domain/ticketing/order';
import { http, type CallOptions } from './http';

/**
 * The payment screen's calls. Thin: the HTTP client owns the token, the envelope and
 * telling the user what went wrong.
 */

/** What the order can be paid with: amount, window, methods, the bank-transfer payee. */
export function getPaymentOptions(orderUuid: string, options?: CallOptions): Promise<PaymentOptions> {
  return http.get<PaymentOptions>(PAYMENT_PATHS.options, { orderUuid }, options);
}

/** Where the order stands; the payment screen polls it. */
export function queryOrderStatus(uuid: string, options?: CallOptions): Promise<OrderStatusAnswer> {
  return http.get<OrderStatusAnswer>(ORDER_PATHS.status, { uuid }, options);
}

/** The user says the bank transfer is done: the order waits for staff, its window stops. */
export function markOffline(uuid: string): Promise<unknown> {
  return http.post<unknown>(ORDER_PATHS.offlinePayment, { uuid });
}

export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

const browserUrls: ObjectUrls = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

/**
 * The order's WeChat QR as an address an <img> can show. The image is a web-ts call that
 * needs the bearer token, which an <img src> cannot send: it is fetched as a blob and
 * served from an object URL. The caller revokes the URL when it no longer shows it.
 */
export async function qrImageUrl(orderUuid: string, urls: ObjectUrls = browserUrls): Promise<string> {
  const blob = await http.getBlob(WXPAY_QR_PATH, { orderUuid });
  return urls.create(blob);
}

export function releaseQrImageUrl(url: string, urls: ObjectUrls = browserUrls): void {
  urls.revoke(url);
}
