import { DEFAULT_ADULT_AGE } from '../../../domain/ticketing/age';
import { getAdultAge, getDictList } from '../../../services/baseData';
import type { OrderRuleData } from './orderFormState';

/** The dictionaries and the adult age the order rules read; the same data the server checks with. */
export async function loadOrderRuleData(): Promise<OrderRuleData> {
  const [ticketTypes, cabinClasses, adultAge] = await Promise.all([getDictList('TICKET_TYPE'), getDictList('SHIPPING_CLASS_TYPE'), getAdultAge()]);
  // A served age that is not a whole number would make every age check wrong: use DOMAIN's default.
  return { ticketTypes, cabinClasses, adultAge: Number.isInteger(adultAge) ? adultAge : DEFAULT_ADULT_AGE };
}
