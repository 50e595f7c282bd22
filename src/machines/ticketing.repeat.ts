import type { OrderType } from '../domain/orderEnums';
import type { OrderDraft, OrderView } from '../domain/ticketing/order';
import { STEP_PATHS, type SearchCriteria } from './ticketing.criteria';

/**
 * Ways back into the flow from an existing order. "Buy again" (the orders list, an expired payment): a new search on the order's route
 * and trip type, with its cabin class marked on the lists and its contact and passengers
 * already in the form. Dates and sailings are chosen afresh.
 */
export interface RepeatChoices {
  criteria: Pick<SearchCriteria, 'departurePort' | 'arrivalPort' | 'tripType'>;
  /** the first leg's cabin class (a round trip's return has the same one) */
  cabinClass: string;
  draft: OrderDraft;
}

/** The search URL's parameter naming the order to buy again. */
const REPEAT_PARAM = 'again';

const firstLeg = (order: Pick<OrderView, 'legs'>) => [...order.legs].sort((a, b) => a.legIndex - b.legIndex)[0];

/** What buying the order again starts from. The notice is agreed to again, and nobody is saved to the list twice. */
export function repeatOf(order: OrderView): RepeatChoices {
  const first = firstLeg(order);
  return {
    criteria: { departurePort: first?.departurePort ?? '', arrivalPort: first?.arrivalPort ?? '', tripType: order.orderType },
    cabinClass: first?.cabinClass ?? '',
    draft: {
      contactName: order.contactName,
      contactPhone: order.contactPhone,
      contactEmail: order.contactEmail,
      passengers: order.passengers.map((passenger) => ({ ...passenger, saveToList: false })),
      extraBed: order.extraBed,
      noticeAgreed: false,
    },
  };
}

/** What the search URL of "buy again" carries: the route and trip type, and the order to read the rest from. */
export interface RepeatRoute {
  orderUuid: string;
  from: string;
  to: string;
  orderType: OrderType;
}

export function repeatRouteOf(order: Pick<OrderView, 'uuid' | 'orderType' | 'legs'>): RepeatRoute {
  const first = firstLeg(order);
  return { orderUuid: order.uuid, from: first?.departurePort ?? '', to: first?.arrivalPort ?? '', orderType: order.orderType };
}

/** The search that buys an order again. */
export function repeatLocation(route: RepeatRoute): string {
  const query = new URLSearchParams({ from: route.from, to: route.to, type: route.orderType, [REPEAT_PARAM]: route.orderUuid });
  return `${STEP_PATHS.search}?${query.toString()}`;
}

/** The form's URL parameter naming a DRAFT of the user's to go on with. */
const DRAFT_PARAM = 'draft';

/** The order form going on with a DRAFT (the orders list's "continue"). */
export const draftLocation = (orderUuid: string): string => `${STEP_PATHS.createOrder}?${new URLSearchParams({ [DRAFT_PARAM]: orderUuid }).toString()}`;

const uuidParam = (search: string, name: string): string | null => new URLSearchParams(search).get(name)?.trim() || null;

/** The order a search URL asks to buy again, or null. */
export const repeatOrderFromUrl = (search: string): string | null => uuidParam(search, REPEAT_PARAM);

/** The DRAFT an order form URL asks to go on with, or null. */
export const draftFromUrl = (search: string): string | null => uuidParam(search, DRAFT_PARAM);
