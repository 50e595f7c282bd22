import type { DictItem, DictType } from '../../../src/domain/baseData';
import { ticketTypeRules, type TicketTypeRule } from '../../../src/domain/ticketing/age';
import { cabinRules, type CabinRules } from '../../../src/domain/ticketing/party';

/** The base data the order rules are read from. */
export interface RuleSource {
  dictionary(type: DictType): Promise<DictItem[]>;
  adultAge(): Promise<number>;
}

/**
 * The rules an order is checked against, built from base data: each with the key it is kept
 * under in the base-data cache, so that submitting and changing an order share one entry.
 */
export const BASE_RULES = {
  ticketRules: {
    key: 'orders:ticketRules',
    async load(baseData: RuleSource): Promise<TicketTypeRule[]> {
      const [items, adultAge] = await Promise.all([baseData.dictionary('TICKET_TYPE'), baseData.adultAge()]);
      return ticketTypeRules(items, adultAge);
    },
  },
  cabinRules: {
    key: 'orders:cabinRules',
    async load(baseData: RuleSource): Promise<Map<string, CabinRules>> {
      const items = await baseData.dictionary('SHIPPING_CLASS_TYPE');
      return new Map(items.map((item) => [item.cde, cabinRules(item)]));
    },
  },
} as const;
