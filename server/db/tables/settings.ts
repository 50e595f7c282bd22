import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SiteConfig } from '../../../src/domain/baseData';
import type { CompanyProfile, RouteInstructions } from '../../../src/domain/information';
import type { Bilingual } from '../../../src/domain/lang';
import type { PassengerNotice } from '../../../src/domain/ticketing/order';

/** Configuration kept in the database (adult age, company details, bank transfer); typed by key below. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  /** the notice agreed to at CreateOrder and shown on /notice; a new text gets a new version */
  passengerNotice: PassengerNotice;
  /** boarding, baggage and documents per route, shown on /notice */
  routeInstructions: RouteInstructions;
  /** the company's introduction and fleet, shown on /infoUS */
  companyProfile: CompanyProfile;
}
export type SettingKey = keyof SettingValues;
