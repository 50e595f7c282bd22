import { useAsyncResource } from '../../../app/useAsyncResource';
import { getFreeDays } from '../../../services/shipping/dnd';

/**
 * Every published tariff (a few ports times five types): the free-days screen filters them and
 * the estimate offers their ports and types, so only a port that has a tariff can be chosen.
 */
export const useTariffs = () => useAsyncResource(() => getFreeDays(), 'dnd-tariffs');
