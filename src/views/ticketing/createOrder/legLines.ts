import type { Lang } from '../../../domain/lang';
import { vesselName } from '../../../domain/vessels';
import type { OrderType } from '../../../domain/orderEnums';
import type { LegChoice, OrderLegView } from '../../../domain/ticketing/order';
import type { LegLine } from './LegSummary';
import { cabinOf, messageSeparator } from './orderFormState';
import { portTime } from './portTime';

export type LegTitleId = 'legSummary.oneWay' | 'legSummary.outbound' | 'legSummary.return';

/** A leg's title by its place in the order. */
const legTitleId = (orderType: OrderType, index: number): LegTitleId =>
  orderType === 'ONE_WAY' ? 'legSummary.oneWay' : index === 0 ? 'legSummary.outbound' : 'legSummary.return';

const byLang = (lang: Lang, zh: string, ja: string) => (lang === 'zh' ? zh : ja);

/** The legs chosen on OneWay/RoundTrip, as CreateOrder shows them. */
export function legLinesOfChoices(
  legs: readonly LegChoice[],
  orderType: OrderType,
  lang: Lang,
  title: (id: LegTitleId) => string,
  messages: Readonly<Record<string, string>> = {},
): LegLine[] {
  return legs.map((leg, index) => {
    const { voyage } = leg;
    const cabin = cabinOf(leg);
    const field = index === 0 ? 'outbound.cabinClass' : 'returnLeg';
    const message = [messages[field], index === 1 ? messages['returnLeg.cabinClass'] : undefined].filter(Boolean).join(messageSeparator(lang));
    return {
      key: `${index}-${voyage.uuid}`,
      title: title(legTitleId(orderType, index)),
      voyageCode: voyage.voyageCode,
      vessel: vesselName(voyage.vessel, lang),
      from: byLang(lang, voyage.departurePortNameZh, voyage.departurePortNameJa),
      to: byLang(lang, voyage.arrivalPortNameZh, voyage.arrivalPortNameJa),
      departure: portTime(voyage.departureTime, voyage.departurePort),
      arrival: portTime(voyage.arrivalTime, voyage.arrivalPort),
      cabin: cabin ? byLang(lang, cabin.cabinNameZh, cabin.cabinNameJa) : leg.cabinClass,
      ...(message ? { message } : {}),
    };
  });
}

/** The legs of a stored order. */
export function legLinesOfOrder(legs: readonly OrderLegView[], orderType: OrderType, lang: Lang, title: (id: LegTitleId) => string): LegLine[] {
  return [...legs]
    .sort((a, b) => a.legIndex - b.legIndex)
    .map((leg, index) => ({
      key: `${leg.legIndex}-${leg.voyageUuid}`,
      title: title(legTitleId(orderType, index)),
      voyageCode: leg.voyageCode,
      vessel: vesselName(leg.vessel, lang),
      from: byLang(lang, leg.departurePortNameZh, leg.departurePortNameJa),
      to: byLang(lang, leg.arrivalPortNameZh, leg.arrivalPortNameJa),
      departure: portTime(leg.departureTime, leg.departurePort),
      arrival: portTime(leg.arrivalTime, leg.arrivalPort),
      cabin: byLang(lang, leg.cabinNameZh, leg.cabinNameJa),
    }));
}
