import { useLoaded } from '../../../app/customerServices';

/**
 * Every published tariff (a few ports times five types): the free-days screen filters them and
 * the estimate offers their ports and types, so only a port that has a tariff can be chosen.
 */
export const useTariffs = () => useLoaded(({ dnd }, signal) => dnd.getFreeDays({}, { signal }), 'dnd-tariffs');
