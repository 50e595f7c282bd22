import { describe, expect, it } from 'vitest';
import { activeMenuItem } from './activeMenuItem';

describe('activeMenuItem', () => {
  it.each([
    ['Search', '/ticketing/search', 'ticketing'],
    ['OneWay', '/ticketing/one_way', 'ticketing'],
    ['RoundTrip', '/ticketing/round_trip', 'ticketing'],
    ['CreateOrder', '/ticketing/create_order', 'ticketing'],
    ['Payment', '/ticketing/pay', 'ticketing'],
    ['Success', '/ticketing/success', 'ticketing'],
    ['Home', '/', 'index'],
    ['Notice', '/notice', 'notice'],
    ['Information', '/information', 'information'],
    ['NewsDetail', '/newsDetail', 'information'],
    ['Detail', '/detail', 'information'],
    ['InfoUS', '/infoUS', 'infoUS'],
    ['Login', '/login', null],
    ['Orders', '/orders', null],
    ['OrderDetails', '/order/details', null],
    ['Booking', '/booking', null],
    ['ScheduleMgtTwo', '/scheduleMgtTwo', null],
    ['NotFound', '/no/such/page', null],
  ] as const)('%s (%s) → %s', (name, path, expected) => {
    expect(activeMenuItem(name, path)).toBe(expected);
  });
});
