import type { Resolver } from 'react-hook-form';
import type { OrderType } from '../../../domain/orderEnums';
import type { LegChoice, OrderDraft } from '../../../domain/ticketing/order';
import { lastArrivalDay } from '../../../domain/ticketing/idValidity';
import { orderSubmitSchema, type OrderSchemaContext } from '../../../domain/ticketing/orderSchema';
import { schemaResolver } from '../../forms/schemaResolver';

const submitResolver = schemaResolver<Record<string, unknown>>(orderSubmitSchema);

const choiceOf = (leg: LegChoice | undefined) => (leg ? { voyageUuid: leg.voyage.uuid, cabinClass: leg.cabinClass } : undefined);

/**
 * The form holds the draft; the submit schema checks the whole request. The sailings are
 * not inputs of this form, so they are added from the page's choice before the schema runs,
 * and their last arrival day is the schema's context: an ID expiring before it is refused at
 * its field (the server checks the same with checkOrder).
 */
export function orderResolver(orderType: OrderType, legs: readonly LegChoice[]): Resolver<OrderDraft> {
  const request = { orderType, outbound: choiceOf(legs[0]), returnLeg: orderType === 'ROUND_TRIP' ? (choiceOf(legs[1]) ?? null) : null, submit: true };
  const idValidOn = lastArrivalDay(legs.map((leg) => leg.voyage));
  const journey: OrderSchemaContext = idValidOn ? { idValidOn } : {};
  return ((values, context, options) =>
    submitResolver(
      { ...(values as unknown as Record<string, unknown>), ...request },
      { ...(context as object | undefined), ...journey },
      options as never,
    )) as Resolver<OrderDraft>;
}
