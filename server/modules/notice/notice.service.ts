import type { PassengerNotice } from '../../../src/domain/ticketing/order';
import type { SettingsRepository } from '../settings/settings.repository';

/** The passenger notice: one bilingual text in the settings, agreed to at CreateOrder and shown on /notice. */
export function createNoticeService({ settings }: { settings: SettingsRepository }) {
  return {
    /** Missing is a broken installation (the seed puts it), hence a 500 rather than an empty notice to agree to. */
    passengerNotice: (): Promise<PassengerNotice> => settings.require('passengerNotice'),
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
