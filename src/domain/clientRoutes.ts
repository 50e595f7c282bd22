/**
 * Every path the passenger site's router knows, relative to the base /tickets (spec section 2).
 * One list for both sides: the client's route table may only use these paths, and the server
 * answers an unknown page path with 404 (still the app's page, which shows its error screen).
 */
export const CLIENT_ROUTE_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgetPassword',
  '/passwordMgt',
  '/account',
  '/passengers',
  '/infoUS',
  '/notice',
  '/timetable',
  '/information',
  '/newsDetail',
  '/detail',
  '/orders',
  '/order/details',
  '/messages',
  '/ticketing/search',
  '/ticketing/one_way',
  '/ticketing/round_trip',
  '/ticketing/create_order',
  '/ticketing/pay',
  '/ticketing/success',
  '/errorPageJump',
  '/booking',
  '/myBooking',
  '/myCommission',
  '/myMessage',
  '/myTemplate',
  '/downloadBls',
  '/importBooking',
  '/addressMgt',
  '/cargoTracking',
  '/cargoTrackingTwo',
  '/dndChargeFreeDayIndex',
  '/dndChargeQueryIndex',
  '/dndQueryAndCalcRate',
  '/dndQueryAndCalcRateTwo',
  '/scheduleMgt',
  '/scheduleMgtTwo',
  '/accountMgt',
  '/partyMgt',
  '/billoflading',
  '/entrust',
  '/documentMgt',
  '/uploadContainer',
] as const;

export type ClientRoutePath = (typeof CLIENT_ROUTE_PATHS)[number];

/** Route paths match case-insensitively and ignore a trailing slash, like the original router. */
export function normaliseRoutePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
}

const KNOWN = new Set<string>(CLIENT_ROUTE_PATHS.map(normaliseRoutePath));

/** Whether a path inside the base (no query string) opens a screen of its own rather than the error page. */
export function isClientRoutePath(path: string): boolean {
  return KNOWN.has(normaliseRoutePath(path));
}
