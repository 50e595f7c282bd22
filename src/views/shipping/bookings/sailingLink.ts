/**
 * The booking form opened on a sailing of the schedule: `/booking?voyage=&pol=&pod=`. Both ends
 * of the link live here, so the schedule's button and the form agree on its names.
 */

export interface SailingChoice {
  voyageUuid: string;
  polCode: string;
  podCode: string;
}

/** The booking form's address for a sailing and its ports. */
export function bookingPathOfSailing(choice: SailingChoice): string {
  return `/booking?${new URLSearchParams({ voyage: choice.voyageUuid, pol: choice.polCode, pod: choice.podCode }).toString()}`;
}

/** The sailing a booking form's query names; null when it names none. Codes upper-cased. */
export function sailingOfQuery(query: URLSearchParams): SailingChoice | null {
  const voyageUuid = query.get('voyage')?.trim();
  if (!voyageUuid) return null;
  return { voyageUuid, polCode: (query.get('pol') ?? '').trim().toUpperCase(), podCode: (query.get('pod') ?? '').trim().toUpperCase() };
}
