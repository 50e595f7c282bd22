import type { Lang } from '../../domain/lang';
import type { OrderLegView } from '../../domain/ticketing/order';
import { portTime } from '../ticketing/createOrder/portTime';

/** The legs in travel order, each as its ports' names and its departure at the departure port's clock. */
export function legTexts(legs: readonly OrderLegView[], lang: Lang): { key: string; from: string; to: string; departure: string }[] {
  return [...legs]
    .sort((a, b) => a.legIndex - b.legIndex)
    .map((leg) => ({
      key: `${leg.legIndex}-${leg.voyageUuid}`,
      from: lang === 'zh' ? leg.departurePortNameZh : leg.departurePortNameJa,
      to: lang === 'zh' ? leg.arrivalPortNameZh : leg.arrivalPortNameJa,
      departure: portTime(leg.departureTime, leg.departurePort),
    }));
}
