import type { RouteInstructions } from '../../../src/domain/information';
import type { PassengerNotice } from '../../../src/domain/ticketing/order';
import type { SettingsRepository } from '../settings/settings.repository';

/**
 * What /notice shows from the settings: the passenger notice (one bilingual text, agreed to at
 * CreateOrder) and the route instructions (boarding, baggage, documents per route).
 */
export function createNoticeService({ settings }: { settings: SettingsRepository }) {
  return {
    /** Missing is a broken installation (the seed puts it), hence a 500 rather than an empty notice to agree to. */
    passengerNotice: (): Promise<PassengerNotice> => settings.require('passengerNotice'),
    /** Missing likewise: the base seed puts them. */
    routeInstructions: (): Promise<RouteInstructions> => settings.require('routeInstructions'),
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
