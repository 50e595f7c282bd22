import { pageOf, type Page } from '../../../src/domain/envelope';
import type { OrderPageQuery } from '../../../src/domain/payments';
import type { OrderView } from '../../../src/domain/ticketing/order';
import { localMidnight, type LocalDate } from '../../../src/domain/voyages';
import { isCalendarDate } from '../../../src/domain/calendarDate';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import { invalidField } from '../../lib/errors';
import type { OrderFilter, OrdersRepository } from './orders.repository';
import { toView } from './orders.view';

/**
 * The orders lists (getTsOrderByPage for the user, the staff page for every user): filters
 * of OrderPageQuery, newest first, records without history or payments.
 */

/** Creation days are read in China time (the operator's), like the order numbers of Shanghai sailings. */
const DAY_ZONE_PORT = 'CNSHA';
const DAY = 24 * 3600 * 1000;

/** The start of a creation day; 10422 at the field for a day that does not exist (2026-02-30). */
function dayStart(day: string, field: 'createdFrom' | 'createdTo'): Date {
  if (!isCalendarDate(day)) throw invalidField(field, VALIDATION_MESSAGES.dateFormat.zh, VALIDATION_MESSAGES.dateFormat.ja);
  return localMidnight(day as LocalDate, DAY_ZONE_PORT);
}

export function orderFilterOf(query: OrderPageQuery): OrderFilter {
  const orderNo = query.orderNo?.trim().toUpperCase();
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.orderType ? { orderType: query.orderType } : {}),
    ...(orderNo ? { orderNoPrefix: orderNo } : {}),
    ...(query.contact?.trim() ? { contact: query.contact.trim() } : {}),
    ...(query.offlineClaimed ? { offlineClaimed: true } : {}),
    ...(query.createdFrom ? { createdFrom: dayStart(query.createdFrom, 'createdFrom') } : {}),
    // Both days inclusive: up to the start of the day after createdTo.
    ...(query.createdTo ? { createdBefore: new Date(dayStart(query.createdTo, 'createdTo').getTime() + DAY) } : {}),
  };
}

export async function orderPage(repository: OrdersRepository, filter: OrderFilter, current: number, size: number): Promise<Page<OrderView>> {
  const { rows, total } = await repository.page(filter, (current - 1) * size, size);
  const uuids = rows.map((row) => row.uuid);
  const [legs, tickets] = await Promise.all([repository.legsOf(uuids), repository.ticketsOf(uuids)]);
  return pageOf(
    rows.map((row) => toView(row, legs.get(row.uuid) ?? [], tickets.get(row.uuid) ?? [])),
    total,
    { current, size },
  );
}
