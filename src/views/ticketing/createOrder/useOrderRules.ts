import { useMemo } from 'react';
import { useAsyncResource } from '../../../app/useAsyncResource';
import { ruleSetOf, type OrderRuleData, type RuleSet } from './orderFormState';
import { getPassengerNotice } from '../../../services/information';
import { loadOrderRuleData } from './orderRulesApi';

export type LoadedRules = { data: OrderRuleData; rules: RuleSet };

/**
 * What the CreateOrder form checks against: the ticket-type and cabin dictionaries, the
 * adult age, and the passenger notice. The notice loads on its own, so a slow notice never
 * holds back the price.
 */
export function useOrderRules() {
  const [data, reloadRules] = useAsyncResource(loadOrderRuleData, 'order-rules');
  const [notice, reloadNotice] = useAsyncResource(getPassengerNotice, 'passenger-notice');
  const loaded = useMemo<LoadedRules | null>(() => (data.status === 'ready' ? { data: data.data, rules: ruleSetOf(data.data) } : null), [data]);
  return { loaded, rulesStatus: data.status, reloadRules, notice, reloadNotice };
}
