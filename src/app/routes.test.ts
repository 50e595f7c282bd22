import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATHS } from '../domain/clientRoutes';
import { MENU_KEYS, NOT_FOUND_ROUTE, ROUTES } from './routes';
import { findRoute, isPublicPath, resolveRoute } from './routeLookup';
import { PUBLIC_ROUTES, SPEC_ROUTES } from '../../tests/e2e/specRoutes';

// Spec section 2's table and DOMAIN's public list, written out independently of the app's table
// (the browser journeys visit the same list).
const SPEC_PATHS = SPEC_ROUTES;
const PUBLIC_PATHS = PUBLIC_ROUTES;

/** Spec section 2: the dynamic routes and the menu key that registers each. */
const MENU_OF: Record<string, string> = {
  '/booking': 'menu.booking',
  '/myBooking': 'menu.myBooking',
  '/downloadBls': 'menu.downloadBls',
  '/cargoTracking': 'menu.cargoTracking',
  '/dndChargeFreeDayIndex': 'menu.dndChargeFreeDayIndex',
  '/dndChargeQueryIndex': 'menu.dndChargeQueryIndex',
  '/dndQueryAndCalcRate': 'menu.dndQueryAndCalcRate',
  '/scheduleMgt': 'menu.scheduleMgt',
  '/accountMgt': 'menu.accountMgt',
  '/passwordMgt': 'menu.passwordMgt',
  '/partyMgt': 'menu.partyMgt',
  // Screens beside the booking form, under its permission.
  '/addressMgt': 'menu.booking',
  '/documentMgt': 'menu.booking',
  '/entrust': 'menu.booking',
  '/myCommission': 'menu.booking',
};

const SHIPPING_PATHS = new Set([
  '/passwordMgt',
  '/booking',
  '/myBooking',
  '/myCommission',
  '/myMessage',
  '/myTemplate',
  '/downloadBls',
  '/importBooking',
  '/addressMgt',
  '/cargoTracking',
  '/dndChargeFreeDayIndex',
  '/dndChargeQueryIndex',
  '/dndQueryAndCalcRate',
  '/scheduleMgt',
  '/accountMgt',
  '/partyMgt',
  '/billoflading',
  '/entrust',
  '/documentMgt',
  '/uploadContainer',
]);

describe('route table', () => {
  it('holds every path of the spec, once, and nothing else', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('gives every path of the list shared with the server a screen', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...CLIENT_ROUTE_PATHS].sort());
  });

  it('has unique route names', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(SPEC_PATHS)('%s is public exactly when DOMAIN says so', (path) => {
    expect(findRoute(path)?.public).toBe(PUBLIC_PATHS.has(path));
    expect(isPublicPath(path)).toBe(PUBLIC_PATHS.has(path));
  });

  it('names the ticketing steps as the header expects', () => {
    const name = (path: string) => findRoute(path)?.name;
    expect(name('/ticketing/search')).toBe('Search');
    expect(name('/ticketing/one_way')).toBe('OneWay');
    expect(name('/ticketing/round_trip')).toBe('RoundTrip');
    expect(name('/ticketing/create_order')).toBe('CreateOrder');
    expect(name('/ticketing/pay')).toBe('Payment');
    expect(name('/ticketing/success')).toBe('Success');
    expect(name('/')).toBe('Home');
    expect(name('/login')).toBe('Login');
  });

  it('flags only / as the home page', () => {
    expect(ROUTES.filter((r) => r.homePage).map((r) => r.path)).toEqual(['/']);
  });

  it('puts container routes in the 1280 px layout and the "Two" routes in the ticketing layout', () => {
    for (const route of ROUTES) {
      expect([route.path, route.layout]).toEqual([route.path, SHIPPING_PATHS.has(route.path) ? 'shipping' : 'ticketing']);
    }
    expect(findRoute('/cargoTrackingTwo')?.layout).toBe('ticketing');
    expect(findRoute('/dndQueryAndCalcRateTwo')?.layout).toBe('ticketing');
    expect(findRoute('/scheduleMgtTwo')?.layout).toBe('ticketing');
  });

  it('gives each dynamic route its menu permission key, and uses every key', () => {
    const withMenu = Object.fromEntries(ROUTES.filter((r) => r.menu).map((r) => [r.path, r.menu]));
    expect(withMenu).toEqual(MENU_OF);
    expect(new Set(Object.values(withMenu))).toEqual(new Set(MENU_KEYS));
  });

  it('gives every route but home a title', () => {
    expect(ROUTES.filter((r) => !r.titleId).map((r) => r.path)).toEqual(['/']);
  });
});

describe('route lookup', () => {
  const none = new Set<string>();

  it('sends unknown paths to the catch-all error page, which is public', () => {
    expect(resolveRoute('/no/such/page', none)).toBe(NOT_FOUND_ROUTE);
    expect(isPublicPath('/no/such/page')).toBe(true);
  });

  it('matches case-insensitively and ignores a trailing slash', () => {
    expect(findRoute('/Ticketing/Search/')?.name).toBe('Search');
    expect(findRoute('')?.name).toBe('Home');
  });

  it('renders a dynamic route only when the menu list grants it', () => {
    expect(resolveRoute('/booking', none)).toBe(NOT_FOUND_ROUTE);
    expect(resolveRoute('/booking', new Set(['menu.booking'])).name).toBe('Booking');
    expect(resolveRoute('/partyMgt', new Set(['menu.booking']))).toBe(NOT_FOUND_ROUTE);
  });

  it('keeps public container tools open without a grant', () => {
    expect(resolveRoute('/scheduleMgt', none).name).toBe('ScheduleMgt');
    expect(resolveRoute('/dndChargeFreeDayIndex', none).name).toBe('DndChargeFreeDayIndex');
  });

  it('needs no grant for routes without a menu key', () => {
    expect(resolveRoute('/orders', none).name).toBe('Orders');
  });
});
