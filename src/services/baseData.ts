import { paths } from '../domain/apiPaths';
import type { BafItem, CityItem, CountryItem, DictItem, DictType, EnumItem, EnumType, PortItem, SiteConfig } from '../domain/baseData';
import type { Lang } from '../domain/lang';
import { API_BASE, http, type CallOptions } from './http';

/** Base data calls of spec section 7 ("Common data" and "Base data"). */

export function getDictList(type: DictType, options?: CallOptions): Promise<DictItem[]> {
  return http.post(paths.dictList, undefined, { dataItemType: type, returnType: 'CdeCnnme' }, options);
}

/** Country names come in the asked language. */
export function getCountries(lang: Lang, options?: CallOptions): Promise<CountryItem[]> {
  return http.post(paths.countryList, undefined, { lang }, options);
}

export function getFerryPorts(options?: CallOptions): Promise<PortItem[]> {
  return http.post(paths.portList, undefined, undefined, options);
}

export function getEnums(type: EnumType, options?: CallOptions): Promise<EnumItem[]> {
  return http.get(paths.enums, { enumsType: type, returnType: 'Name' }, options);
}

/** Fuel surcharges in force, one per departure country. */
export function getBaf(options?: CallOptions): Promise<BafItem[]> {
  return http.get(paths.baf, undefined, options);
}

/** Age at departure from which a passenger needs an adult ticket. */
export function getAdultAge(options?: CallOptions): Promise<number> {
  return http.get(paths.adultAge, undefined, options);
}

export function getSiteConfig(): Promise<SiteConfig> {
  return http.get(paths.siteConfig);
}

/** For an <img src>: the browser fetches the image itself, outside the HTTP client. */
export function wechatQrUrl(): string {
  return API_BASE + paths.wechatQr;
}

export function getContainerPorts(keyword?: string): Promise<PortItem[]> {
  return http.post(paths.ebPortList, { keyword });
}

export function getCities(keyword?: string): Promise<CityItem[]> {
  return http.post(paths.ebCityList, { keyword });
}
