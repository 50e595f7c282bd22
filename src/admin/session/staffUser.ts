import type { UserInfoAnswer } from '../../domain/identityApi';
import { isStaffRole, type StaffRole } from '../../domain/roles';

/** Who is signed in to the console: the getUserInfo answer of a staff account, narrowed. */
export interface StaffUser {
  userId: string;
  logonId: string;
  /** the name shown in the header and written in audit entries */
  name: string;
  role: StaffRole;
  /** the password was set by someone else: the console shows only the password change until it is changed */
  mustChangePassword: boolean;
}

/** A staff user from the user-info answer, or null for a customer (or anything else). */
export function staffUserOf(info: UserInfoAnswer): StaffUser | null {
  if (!isStaffRole(info.role)) return null;
  return {
    userId: info.userId,
    logonId: info.logonId,
    name: info.userCnnme || info.usernme || info.username || info.logonId,
    role: info.role,
    mustChangePassword: info.mustChangePassword === true,
  };
}

export function isStaffUser(value: unknown): value is StaffUser {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.userId === 'string' &&
    typeof u.logonId === 'string' &&
    typeof u.name === 'string' &&
    typeof u.role === 'string' &&
    isStaffRole(u.role) &&
    typeof u.mustChangePassword === 'boolean'
  );
}

/** The token belongs to a customer: the console is for staff accounts only. */
export class NotStaffError extends Error {
  override name = 'NotStaffError';
  constructor() {
    super('not a staff account');
  }
}
