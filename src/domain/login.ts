import { isStaffRole, type Role } from './roles';

/** The two sites one logs in to; each takes only its own accounts. */
export type LoginSite = 'customer' | 'console';

/** Why a login the server accepted is not taken on this site. */
export type LoginRefusal = 'staffToConsole' | 'notStaff';

/**
 * Staff work in the operator console, which keeps a session of its own: a staff account that
 * logs in on the customer site is sent there. The console takes staff accounts only.
 */
export function refusalOf(site: LoginSite, role: Role | null): LoginRefusal | null {
  const staff = role !== null && isStaffRole(role);
  if (site === 'customer') return staff ? 'staffToConsole' : null;
  return staff ? null : 'notStaff';
}

/** A session that could not be started for this site's reason (the console's session found a customer). */
export class LoginRefusedError extends Error {
  override name = 'LoginRefusedError';
  constructor(readonly refusal: LoginRefusal) {
    super('');
  }
}

/** The session started: the name to welcome and the account's role (null when unknown). */
export interface SessionStarted {
  name: string;
  role: Role | null;
}
