import type { ButtonKey } from '../../../src/domain/roles';

/** The staff permissions of the operator console (src/domain/roles.ts). */
export const STAFF_BUTTON = {
  ticketing: 'btn.staff.ticketing',
  content: 'btn.staff.content',
  admin: 'btn.staff.admin',
} as const satisfies Record<string, ButtonKey>;

export const guardText = (button: ButtonKey) => `Staff with ${button} only; a customer or another staff role is answered 10403 (HTTP 200), no login HTTP 401.`;
