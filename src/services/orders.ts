import type { Page } from '../domain/envelope';
import type { OrderPageQuery } from '../domain/payments';
import { ORDER_PATHS, type OrderRequest, type OrderView } from '../domain/ticketing/order';
import type { RefundAccountForm } from '../domain/refunds/refundAccount';
import type { OrderChangeConfirm, OrderChangeQuote, OrderChangeRequest } from '../domain/ticketing/orderChange';
import { http, type CallOptions } from './http';

/**
 * Order calls of spec section 7 ("Orders") used by the ticketing flow. Thin: the HTTP
 * client owns envelopes, messages and field errors (a refused order rejects with an
 * ApiError whose data.fields name the fields at fault).
 */

/**
 * Saves a DRAFT (submit false) or submits it (submit true: validated again, rooms or berths
 * reserved, DUE_PAY). A submit's `idempotencyKey` travels as the Idempotency-Key header: sent
 * again on a retry, it answers the order the first attempt made instead of a second one.
 */
export function saveOrder(request: OrderRequest, options: { idempotencyKey?: string } = {}): Promise<OrderView> {
  const headers = options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : undefined;
  return http.post<OrderView>(ORDER_PATHS.save, request, undefined, headers ? { headers } : undefined);
}

/** One of the caller's orders (10404 when unknown or another user's). */
export function loadOrder(uuid: string, options?: CallOptions): Promise<OrderView> {
  return http.get<OrderView>(ORDER_PATHS.load, { uuid }, options);
}

/** Not in ORDER_PATHS (issue 5 adds it beside the spec's calls): GET ?uuid=, the e-ticket PDF of a PAID order. */

/** A page of the caller's orders, newest first; the filters travel as query parameters (spec: "query params"). */
export function getOrderPage(query: OrderPageQuery, options?: CallOptions): Promise<Page<OrderView>> {
  return http.post<Page<OrderView>>(ORDER_PATHS.page, undefined, { ...query }, options);
}

// The moves below name the order in the body and in the query: the spec gives no body, and
// either reading of "POST with uuid" finds it.
const move = (path: string, uuid: string): Promise<unknown> => http.post(path, { uuid }, { uuid });

/** DUE_PAY (waiting for payment) -> CANCEL; the berths go back on sale. */
export function cancelOrder(uuid: string): Promise<unknown> {
  return move(ORDER_PATHS.cancel, uuid);
}

/** Not in the spec: deletes the caller's DRAFT (a submitted order is refused, 10500). */
export function deleteDraft(uuid: string): Promise<unknown> {
  return move(ORDER_PATHS.deleteDraft, uuid);
}

/**
 * PAID -> BEING_REFUNDED before the refund cut-off; the server takes the fee from the published table.
 * A bank-transfer order names the account the refund is paid into.
 */
export function applyRefund(uuid: string, account?: RefundAccountForm): Promise<unknown> {
  return account ? http.post(ORDER_PATHS.refund, { uuid, account }, { uuid }) : move(ORDER_PATHS.refund, uuid);
}

/** The account a waiting payout is paid into, when no refund application asked for it (10422 at account.<field>). */
export function giveRefundAccount(uuid: string, account: RefundAccountForm): Promise<unknown> {
  return http.post(ORDER_PATHS.refundAccount, { uuid, account }, { uuid });
}

/** The user says the bank transfer is done: stays DUE_PAY, the payment window stops, staff confirm. */
export function markOfflinePaid(uuid: string): Promise<unknown> {
  return move(ORDER_PATHS.offlinePayment, uuid);
}

/** Issue 25: what changing one leg to another sailing (and class) would cost now: fee band, difference, balance. */
export function quoteChange(request: OrderChangeRequest, options?: CallOptions): Promise<OrderChangeQuote> {
  return http.post<OrderChangeQuote>(ORDER_PATHS.changeQuote, request, undefined, options);
}

/** Issue 25: the change itself, with the quote's balance as shown (refused with 10409 when the price moved since). */
export function changeSailing(body: OrderChangeConfirm): Promise<OrderView> {
  return http.post<OrderView>(ORDER_PATHS.changeSailing, body);
}

/** The e-ticket PDF, through the HTTP client so that the bearer token is sent. */
export function downloadETicket(uuid: string, options?: CallOptions): Promise<Blob> {
  return http.getBlob(ORDER_PATHS.eTicket, { uuid }, options);
}
