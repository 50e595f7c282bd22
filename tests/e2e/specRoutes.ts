/** Every route of the spec's section 2 table, written out independently of the app's own table. */
export const SPEC_ROUTES = [
  '/', '/login', '/register', '/forgetPassword', '/passwordMgt', '/account', '/passengers', '/infoUS',
  '/notice', '/information', '/newsDetail', '/detail', '/orders', '/order/details', '/ticketing/search',
  '/ticketing/one_way', '/ticketing/round_trip', '/ticketing/create_order', '/ticketing/pay',
  '/ticketing/success', '/errorPageJump', '/booking', '/myBooking', '/myCommission', '/myMessage',
  '/myTemplate', '/downloadBls', '/importBooking', '/addressMgt', '/cargoTracking', '/cargoTrackingTwo',
  '/dndChargeFreeDayIndex', '/dndChargeQueryIndex', '/dndQueryAndCalcRate', '/dndQueryAndCalcRateTwo',
  '/scheduleMgt', '/scheduleMgtTwo', '/accountMgt', '/partyMgt', '/billoflading', '/entrust',
  '/documentMgt', '/uploadContainer',
] as const;

/** DOMAIN.md "Who may open what": the routes a visitor opens without logging in. */
export const PUBLIC_ROUTES = new Set<string>([
  '/', '/login', '/register', '/forgetPassword', '/notice', '/infoUS', '/information', '/newsDetail',
  '/detail', '/errorPageJump', '/ticketing/search', '/ticketing/one_way', '/ticketing/round_trip',
  '/scheduleMgt', '/scheduleMgtTwo', '/dndChargeFreeDayIndex',
]);
