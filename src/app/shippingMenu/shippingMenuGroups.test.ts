import { describe, expect, it } from 'vitest';
import { shippingMenuGroups } from './shippingMenuGroups';

describe('shippingMenuGroups', () => {
  it('shows nothing without permissions', () => {
    expect(shippingMenuGroups(new Set())).toEqual([]);
  });

  it('keeps only permitted items and drops empty groups', () => {
    const groups = shippingMenuGroups(new Set(['menu.cargoTracking', 'menu.dndQueryAndCalcRate', 'menu.scheduleMgt']));
    expect(groups.map((g) => [g.key, g.items.map((i) => i.path)])).toEqual([
      ['booking', ['/cargoTracking']],
      ['demurrage', ['/dndQueryAndCalcRate']],
    ]);
  });

  it('shows every group, in the spec’s order, to a user with every menu', () => {
    const all = new Set([
      'menu.booking',
      'menu.myBooking',
      'menu.downloadBls',
      'menu.cargoTracking',
      'menu.dndChargeFreeDayIndex',
      'menu.dndChargeQueryIndex',
      'menu.dndQueryAndCalcRate',
      'menu.scheduleMgt',
      'menu.accountMgt',
      'menu.passwordMgt',
      'menu.partyMgt',
    ]);
    const groups = shippingMenuGroups(all);
    expect(groups.map((g) => g.icon)).toEqual(['pi-user-plus', 'pi-book', 'pi-money-bill']);
    expect(groups.flatMap((g) => g.items).length).toBe(15);
    // Rail commission and its list close the booking group, under the booking permission.
    expect(groups[1]!.items.slice(-2).map((i) => [i.path, i.menu])).toEqual([
      ['/entrust', 'menu.booking'],
      ['/myCommission', 'menu.booking'],
    ]);
    // The booking import sits beside the booking form, under the same permission.
    expect(groups[1]!.items.slice(0, 2).map((i) => [i.path, i.menu])).toEqual([
      ['/booking', 'menu.booking'],
      ['/importBooking', 'menu.booking'],
    ]);
  });
});
