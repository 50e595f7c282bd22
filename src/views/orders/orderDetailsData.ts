import type { DictItem } from '../../domain/baseData';
import { ErrorCode } from '../../domain/errorCodes';
import type { OrderView } from '../../domain/ticketing/order';
import { getDictList } from '../../services/baseData';
import { ApiError } from '../../services/http';
import { loadOrder } from '../../services/orders';

export interface OrderDetails {
  order: OrderView;
  /** TICKET_TYPE items, for the ticket types' names */
  ticketTypes: DictItem[];
}

/** The order's page needs the order and the names of its ticket types. */
export async function loadOrderDetails(uuid: string): Promise<OrderDetails> {
  const [order, ticketTypes] = await Promise.all([loadOrder(uuid), getDictList('TICKET_TYPE')]);
  return { order, ticketTypes };
}

/** 10404: no such order, or another user's (DOMAIN: the same answer for both). */
export const isOrderNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === ErrorCode.NOT_FOUND;

/** The uuid asked for in the query (?uuid=), or null. */
export function uuidOf(search: string): string | null {
  const uuid = new URLSearchParams(search).get('uuid')?.trim();
  return uuid ? uuid : null;
}
