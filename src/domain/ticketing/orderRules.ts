import type { DictItem } from '../baseData';
import { DEFAULT_ADULT_AGE } from './age';

/** The data the CreateOrder form's rules need: the same dictionaries and adult age the server checks with. */
export interface OrderRuleData {
  /** TICKET_TYPE items */
  ticketTypes: readonly DictItem[];
  /** SHIPPING_CLASS_TYPE items */
  cabinClasses: readonly DictItem[];
  adultAge: number;
}

/** The rule data from its three answers. A served age that is not a whole number would make every age check wrong: DOMAIN's default then. */
export function orderRuleDataOf(ticketTypes: readonly DictItem[], cabinClasses: readonly DictItem[], adultAge: number): OrderRuleData {
  return { ticketTypes, cabinClasses, adultAge: Number.isInteger(adultAge) ? adultAge : DEFAULT_ADULT_AGE };
}
