import { fromPromise } from 'xstate';
import type { Currency } from '../domain/baseData';
import type { OrderView } from '../domain/ticketing/order';
import type { OrderChangeConfirm, OrderChangeQuote, OrderChangeRequest } from '../domain/ticketing/orderChange';
import { unitsTaken } from '../domain/ticketing/saleUnit';
import type { LocalDate, VoyagePortLine } from '../domain/voyages';
import type { RouteQuery } from '../services/voyages';
import type { ChangeSailingOption, SailingsInput } from './orderChangeDialog.machine';

/**
 * The calls the change dialog makes: the day's sailings (getWebTsVoyageList, the same for the
 * passenger and the clerk), and the quote and the change (the passenger's ORDER_PATHS or the
 * clerk's STAFF_ORDER_CHANGE_PATHS).
 */
export interface OrderChangeCalls {
  sailings(route: RouteQuery, day: LocalDate, currency: Currency, options?: { signal?: AbortSignal }): Promise<VoyagePortLine[]>;
  quote(request: OrderChangeRequest, options?: { signal?: AbortSignal }): Promise<OrderChangeQuote>;
  change(body: OrderChangeConfirm): Promise<OrderView>;
}

/**
 * The sailings of the day the leg may move to: each class with units enough for the leg (one room,
 * or a berth per paying passenger), not the class the leg has on its own sailing, and on a round
 * trip only the leg's class (one order keeps one class on both legs). Sailings left with no class
 * are not offered.
 */
export function changeOptionsOf(lines: readonly VoyagePortLine[], order: OrderView, legIndex: number): ChangeSailingOption[] {
  const leg = order.legs.find((l) => l.legIndex === legIndex);
  if (!leg) return [];
  const roundTrip = order.orderType === 'ROUND_TRIP';
  return lines
    .filter((line) => line.departurePort === leg.departurePort && line.arrivalPort === leg.arrivalPort)
    .map((line) => ({
      voyageUuid: line.uuid,
      voyageCode: line.voyageCode,
      vessel: line.vessel,
      departureTime: line.departureTime,
      arrivalTime: line.arrivalTime,
      cabins: line.cabins
        .filter((c) => c.remainingBerths >= unitsTaken(c.unit ?? 'room', leg.berths))
        .filter((c) => !roundTrip || c.cabinClass === leg.cabinClass)
        .filter((c) => !(line.uuid === leg.voyageUuid && c.cabinClass === leg.cabinClass))
        .map((c) => ({ cabinClass: c.cabinClass, cabinNameZh: c.cabinNameZh, cabinNameJa: c.cabinNameJa, remaining: c.remainingBerths })),
    }))
    .filter((option) => option.cabins.length > 0);
}

/** The dialog chart's actors over the given calls; the sailings are priced in the order's currency. */
export function orderChangeDialogActors(calls: OrderChangeCalls) {
  return {
    loadSailings: fromPromise<ChangeSailingOption[], SailingsInput>(async ({ input, signal }) => {
      const leg = input.order.legs.find((l) => l.legIndex === input.legIndex);
      if (!leg) return [];
      const lines = await calls.sailings({ departurePort: leg.departurePort, arrivalPort: leg.arrivalPort }, input.day, input.order.currency, { signal });
      return changeOptionsOf(lines, input.order, input.legIndex);
    }),
    quoteChange: fromPromise<OrderChangeQuote, OrderChangeRequest>(({ input, signal }) => calls.quote(input, { signal })),
    changeSailing: fromPromise<OrderView, OrderChangeConfirm>(({ input }) => calls.change(input)),
  };
}
