import type { SiteConfig } from '../../../src/domain/baseData';
import type { Bilingual } from '../../../src/domain/lang';

/** Bank-transfer instructions shown at payment. */
export interface BankTransferDetails {
  payee: Bilingual;
  bank: Bilingual;
  account: string;
}

/** Every key of the settings table and the type of its value. */
export interface SettingValues {
  /** age at departure from which a passenger travels on an adult ticket */
  adultAge: number;
  siteConfig: SiteConfig;
  bankTransfer: BankTransferDetails;
}
export type SettingKey = keyof SettingValues;
