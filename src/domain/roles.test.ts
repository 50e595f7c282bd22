import { describe, expect, it } from 'vitest';
import { isStaffRole, menuPaths, permissionsFor } from './roles';

describe('permissionsFor (DOMAIN "Permission lists are active")', () => {
  it('gives an approved enterprise every menu and the booking buttons', () => {
    expect(permissionsFor('enterprise', 'APPROVED')).toEqual({
      menus: [
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
      ],
      buttons: ['btn.booking.create', 'btn.booking.submit', 'btn.booking.cancel', 'btn.booking.template', 'btn.bl.download', 'btn.party.edit', 'btn.dnd.query'],
    });
  });

  const INDIVIDUAL = {
    menus: ['menu.scheduleMgt', 'menu.dndChargeFreeDayIndex', 'menu.cargoTracking', 'menu.dndQueryAndCalcRate', 'menu.passwordMgt'],
    buttons: [],
  };

  it.each([
    ['an individual', 'individual', undefined],
    ['an enterprise waiting for review', 'enterprise', 'PENDING_REVIEW'],
    ['a rejected enterprise', 'enterprise', 'REJECTED'],
    ['a disabled enterprise', 'enterprise', 'DISABLED'],
    ['an enterprise of unknown state', 'enterprise', null],
  ] as const)('gives %s the public tools only', (_, role, state) => {
    expect(permissionsFor(role, state)).toEqual(INDIVIDUAL);
  });

  it('gives an individual no enterprise tools even with an APPROVED state', () => {
    expect(permissionsFor('individual', 'APPROVED')).toEqual(INDIVIDUAL);
  });

  it.each([
    ['reviewer', 'btn.staff.enterpriseReview'],
    ['ticketingClerk', 'btn.staff.ticketing'],
    ['shippingClerk', 'btn.staff.shipping'],
    ['editor', 'btn.staff.content'],
    ['admin', 'btn.staff.admin'],
  ] as const)('gives the %s no menu and its one staff button', (role, button) => {
    expect(permissionsFor(role)).toEqual({ menus: [], buttons: [button] });
  });

  it('hands out copies: changing one user’s lists changes no other’s', () => {
    permissionsFor('enterprise', 'APPROVED').menus.pop();
    permissionsFor('individual').menus.pop();
    permissionsFor('admin').buttons.pop();
    expect(permissionsFor('enterprise', 'APPROVED').menus).toHaveLength(11);
    expect(permissionsFor('individual').menus).toHaveLength(5);
    expect(permissionsFor('admin').buttons).toEqual(['btn.staff.admin']);
  });
});

describe('menuPaths', () => {
  it('opens each menu key at its path, the left menu keeping the account, booking and D&D groups', () => {
    expect(
      menuPaths([
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
      ]),
    ).toEqual({
      menuAll: [
        '/booking',
        '/myBooking',
        '/downloadBls',
        '/cargoTracking',
        '/dndChargeFreeDayIndex',
        '/dndChargeQueryIndex',
        '/dndQueryAndCalcRate',
        '/scheduleMgt',
        '/accountMgt',
        '/passwordMgt',
        '/partyMgt',
      ],
      menuLeft: [
        '/booking',
        '/myBooking',
        '/downloadBls',
        '/cargoTracking',
        '/dndChargeFreeDayIndex',
        '/dndChargeQueryIndex',
        '/dndQueryAndCalcRate',
        '/accountMgt',
        '/passwordMgt',
        '/partyMgt',
      ],
    });
  });
});

describe('isStaffRole', () => {
  it('knows the five staff roles and nothing else', () => {
    expect(['reviewer', 'ticketingClerk', 'shippingClerk', 'editor', 'admin'].every(isStaffRole)).toBe(true);
    expect(['individual', 'enterprise', 'Admin', ''].some(isStaffRole)).toBe(false);
  });
});
