import { ORDER_PATHS, type OrderRequest, type OrderView } from '../domain/ticketing/order';
import { http } from './http';

/**
 * Order calls of spec section 7 ("Orders") used by the ticketing flow. Thin: the HTTP
 * client owns envelopes, messages and field errors (a refused order rejects with an
 * ApiError whose data.fields name the fields at fault).
 */

/** Saves a DRAFT (submit false) or submits it (submit true: validated again, berths reserved, DUE_PAY). */
export function saveOrder(request: OrderRequest): Promise<OrderView> {
  return http.post<OrderView>(ORDER_PATHS.save, request);
}

/** One of the caller's orders (10404 when unknown or another user's). */
export function loadOrder(uuid: string): Promise<OrderView> {
  return http.get<OrderView>(ORDER_PATHS.load, { uuid });
}
