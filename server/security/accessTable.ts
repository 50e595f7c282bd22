import type { MenuKey } from '../../src/domain/roles';

/**
 * The menu permissions each caller of the access matrix holds, written out by hand from the
 * spec (section 2: the eleven menu.* keys) and DOMAIN ("Permission lists are active",
 * "Accounts", "Who may open what"), not taken from src/domain/roles: the matrix has to catch a
 * role given a menu it should not have, or denied one it should.
 *
 * - An individual, and an enterprise not yet approved, get the public container tools
 *   (schedule, free days), cargo tracking, the D&D estimate, and the password screen that
 *   every logged-in user has.
 * - An approved enterprise gets every container menu.
 * - Staff work in the console and hold no customer menu.
 */
const CUSTOMER_TOOLS: readonly MenuKey[] = [
  'menu.scheduleMgt',
  'menu.dndChargeFreeDayIndex',
  'menu.cargoTracking',
  'menu.dndQueryAndCalcRate',
  'menu.passwordMgt',
];

const EVERY_CONTAINER_MENU: readonly MenuKey[] = [
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
];

/** By the matrix caller's name (server/security/ownerRecords.testkit.ts). */
const MENUS_OF_CALLER: Readonly<Record<string, readonly MenuKey[]>> = {
  individual: CUSTOMER_TOOLS,
  'pending enterprise': CUSTOMER_TOOLS,
  'approved enterprise': EVERY_CONTAINER_MENU,
  reviewer: [],
  ticketingClerk: [],
  shippingClerk: [],
  editor: [],
  admin: [],
};

export function menusOfCaller(name: string): readonly MenuKey[] {
  const menus = MENUS_OF_CALLER[name];
  if (!menus) throw new Error(`no menus written down for the caller ${name}`);
  return menus;
}
