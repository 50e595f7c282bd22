import type { Bilingual } from './lang';

/** Dictionary types served by getDataDictListCombo (spec section 7). */
export const DICT_TYPES = ['CERTIFICATE_TYPE', 'OCCUPATION', 'ROOM_STYLE', 'SHIPPING_CLASS_TYPE', 'TICKET_TYPE', 'GENDER'] as const;
export type DictType = (typeof DICT_TYPES)[number];

/** A dictionary item: cnnme is the Chinese name, ennme the English/Japanese name. */
export interface DictItem {
  id: string;
  cde: string;
  cnnme: string;
  ennme: string;
  sort: number;
  extraInfoMap: { cnnme: string; ennme: string } & Record<string, string | number | boolean>;
}

/** getBdCountryListCombo?lang=: the name is in the asked language. */
export interface CountryItem {
  id: string;
  cde: string;
  name: string;
}

export interface PortItem {
  id: string;
  /** UN/LOCODE */
  cde: string;
  cnnme: string;
  ennme: string;
  jpnme: string;
  countryCde: string;
  cityCde: string;
  /** currency of fares departing from this port */
  currency: Currency;
}

export interface CityItem {
  id: string;
  cde: string;
  cnnme: string;
  ennme: string;
  jpnme: string;
  countryCde: string;
}

export type Currency = 'RMB' | 'JPY';

/** Fuel surcharge (BAF) per paying ticket, by departure country. */
export interface BafItem {
  id: string;
  departureCountry: 'CN' | 'JP';
  currency: Currency;
  amount: number;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** Enumerations served by getTsEnumsCdeNme. */
export const ENUM_TYPES = ['TsOrderStatusEnums', 'TsOrderTicketStatusEnums', 'TsOrderTypeEnums'] as const;
export type EnumType = (typeof ENUM_TYPES)[number];
export interface EnumItem {
  cde: string;
  cnnme: string;
  ennme: string;
}

export const ANNOUNCEMENT_TYPES = ['NOTICE', 'NEWS', 'SERVICE'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export interface AnnouncementSummary {
  uuid: string;
  type: AnnouncementType;
  title: Bilingual;
  publishTime: string;
}

export interface Announcement extends AnnouncementSummary {
  /** HTML, sanitised before it is rendered */
  body: Bilingual;
}

export interface ServiceOffice {
  key: 'shanghai' | 'osaka';
  name: Bilingual;
  phone: string;
  fax: string;
  email: string;
  address: Bilingual;
}

/** Company details from configuration (DOMAIN "Company details"). */
export interface SiteConfig {
  productName: Bilingual;
  companyName: Bilingual & { en: string };
  icpNumber: string;
  businessRegistrationUrl: string;
  wechatAccount: string;
  offices: ServiceOffice[];
}
