import type { DictItem } from '../../domain/baseData';
import { ErrorCode } from '../../domain/errorCodes';
import type { OrderView } from '../../domain/ticketing/order';
import { ApiError } from '../../domain/apiError';
import type { CustomerServices } from '../../app/customerServices';

export interface OrderDetails {
  order: OrderView;
  /** TICKET_TYPE items, for the ticket types' names */
  ticketTypes: DictItem[];
}

/** The order's page needs the order and the names of its ticket types; `signal` gives the order's read up. */
export async function loadOrderDetails(
  { orders, baseData }: Pick<CustomerServices, 'orders' | 'baseData'>,
  uuid: string,
  signal: AbortSignal,
): Promise<OrderDetails> {
  const [order, ticketTypes] = await Promise.all([orders.loadOrder(uuid, { signal }), baseData.getDictList('TICKET_TYPE')]);
  return { order, ticketTypes };
}

/** 10404: no such order, or another user's (DOMAIN: the same answer for both). */
export const isOrderNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === ErrorCode.NOT_FOUND;

/** The uuid asked for in the query (?uuid=), or null. */
export function uuidOf(search: string): string | null {
  const uuid = new URLSearchParams(search).get('uuid')?.trim();
  return uuid ? uuid : null;
}
