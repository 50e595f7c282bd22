/** Paths of the spec's section 7 used by both sides (without the /api prefix for client calls). */
const BASE_DATA = '/web-ts/common/ts/baseData';
export const EB_BASE = '/web/simp2/business/eb';

export const paths = {
  dictList: `${BASE_DATA}/getDataDictListCombo`,
  countryList: `${BASE_DATA}/getBdCountryListCombo`,
  portList: `${BASE_DATA}/getBdPortListCombo`,
  enums: `${BASE_DATA}/getTsEnumsCdeNme`,
  baf: `${BASE_DATA}/queryTsBaf`,
  adultAge: `${BASE_DATA}/getAdultAge`,
  announcementPage: `${BASE_DATA}/getTsAnnouncementPage`,
  announcementLatest: `${BASE_DATA}/getTsAnnouncement`,
  announcementByUuid: `${BASE_DATA}/getTsAnnouncementByUuid`,
  /** not in the spec: company details for the footer and about page */
  siteConfig: `${BASE_DATA}/getSiteConfig`,
  /** not in the spec: the passenger notice (PassengerNotice) agreed to at CreateOrder and shown on /notice */
  passengerNotice: `${BASE_DATA}/getTsPassengerNotice`,
  /** not in the spec: boarding, baggage and documents per route (RouteInstructions), shown on /notice */
  routeInstructions: `${BASE_DATA}/getTsRouteInstructions`,
  /** not in the spec: the company's introduction and fleet (CompanyProfile), shown on /infoUS */
  companyProfile: `${BASE_DATA}/getCompanyProfile`,
  /** not in the spec: the footer's WeChat QR code as a PNG */
  wechatQr: `${BASE_DATA}/getWechatQr`,
  ebPortList: `${EB_BASE}/getPortDataComboList`,
  ebCityList: `${EB_BASE}/getCityDataComboList`,
} as const;
