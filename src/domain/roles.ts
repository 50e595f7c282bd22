/**
 * Roles and the permissions each carries (DOMAIN "Permission lists are active", "Accounts").
 * The server builds a user's menu and button lists from here, and checks them on every
 * container-side and staff call; the client only uses them to show or hide things.
 */

export const CUSTOMER_ROLES = ['individual', 'enterprise'] as const;
export const STAFF_ROLES = ['reviewer', 'ticketingClerk', 'shippingClerk', 'editor', 'admin'] as const;
type CustomerRole = (typeof CUSTOMER_ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = CustomerRole | StaffRole;

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** The menu permission keys of spec section 2 ("dynamic routes"). */
export const MENU_KEYS = [
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
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** The path each menu key opens. */
export const MENU_PATHS: Record<MenuKey, string> = {
  'menu.booking': '/booking',
  'menu.myBooking': '/myBooking',
  'menu.downloadBls': '/downloadBls',
  'menu.cargoTracking': '/cargoTracking',
  'menu.dndChargeFreeDayIndex': '/dndChargeFreeDayIndex',
  'menu.dndChargeQueryIndex': '/dndChargeQueryIndex',
  'menu.dndQueryAndCalcRate': '/dndQueryAndCalcRate',
  'menu.scheduleMgt': '/scheduleMgt',
  'menu.accountMgt': '/accountMgt',
  'menu.passwordMgt': '/passwordMgt',
  'menu.partyMgt': '/partyMgt',
};

/** Paths of the left menu groups (spec section 2): the rest appear in the top menu only. */
const LEFT_MENU_PATHS: readonly string[] = [
  '/accountMgt',
  '/passwordMgt',
  '/partyMgt',
  '/booking',
  '/myBooking',
  '/cargoTracking',
  '/downloadBls',
  '/dndChargeFreeDayIndex',
  '/dndChargeQueryIndex',
  '/dndQueryAndCalcRate',
];

/** Public container tools plus cargo tracking and the D&D estimate (DOMAIN "Permission lists are active"). */
const INDIVIDUAL_MENUS: readonly MenuKey[] = [
  'menu.scheduleMgt',
  'menu.dndChargeFreeDayIndex',
  'menu.cargoTracking',
  'menu.dndQueryAndCalcRate',
  'menu.passwordMgt',
];

/**
 * Button permission keys. Later features add theirs here; an element guarded by a key
 * is removed unless the key is in the user's stored button list.
 */
export const BUTTON_KEYS = [
  'btn.booking.create',
  'btn.booking.submit',
  'btn.booking.cancel',
  'btn.booking.template',
  'btn.bl.download',
  'btn.party.edit',
  'btn.dnd.query',
  'btn.staff.enterpriseReview',
  'btn.staff.ticketing',
  'btn.staff.shipping',
  'btn.staff.content',
  'btn.staff.admin',
] as const;
export type ButtonKey = (typeof BUTTON_KEYS)[number];

export type EnterpriseState = 'PENDING_REVIEW' | 'APPROVED' | 'REJECTED' | 'DISABLED';

export interface Permissions {
  menus: MenuKey[];
  buttons: ButtonKey[];
}

const STAFF_BUTTONS: Record<StaffRole, ButtonKey[]> = {
  reviewer: ['btn.staff.enterpriseReview'],
  ticketingClerk: ['btn.staff.ticketing'],
  shippingClerk: ['btn.staff.shipping'],
  editor: ['btn.staff.content'],
  admin: ['btn.staff.admin'],
};

/**
 * What a user may open and press. Only an APPROVED enterprise reaches the enterprise
 * tools; an enterprise user waiting for review (or rejected) has what an individual has.
 */
export function permissionsFor(role: Role, enterpriseState?: EnterpriseState | null): Permissions {
  if (role === 'enterprise' && enterpriseState === 'APPROVED') {
    return {
      menus: [...MENU_KEYS],
      buttons: ['btn.booking.create', 'btn.booking.submit', 'btn.booking.cancel', 'btn.booking.template', 'btn.bl.download', 'btn.party.edit', 'btn.dnd.query'],
    };
  }
  if (role === 'individual' || role === 'enterprise') return { menus: [...INDIVIDUAL_MENUS], buttons: [] };
  return { menus: [], buttons: [...STAFF_BUTTONS[role]] };
}

/** menuAll and menuLeft of the user-info answer: the permitted paths. */
export function menuPaths(menus: readonly MenuKey[]): { menuAll: string[]; menuLeft: string[] } {
  const menuAll = menus.map((key) => MENU_PATHS[key]);
  return { menuAll, menuLeft: menuAll.filter((path) => LEFT_MENU_PATHS.includes(path)) };
}
