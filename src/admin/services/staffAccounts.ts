import type { Page } from '../../domain/envelope';
import type { StaffRole } from '../../domain/roles';
import type { PasswordResetAnswer, PasswordResetBody, RoleChangeBody, StaffAccount, StaffAccountBody } from '../../domain/staff/accounts';
import type { ChangePasswordForm } from '../../domain/validation/accountSchemas';
import { STAFF_PATHS } from '../../domain/staff/paths';
import { http, type CallOptions } from '../../services/http';

/** The administrator's staff accounts, and every staff member's own password. */

export function pageStaffAccounts(query: { current: number; size: number; role?: StaffRole }, options?: CallOptions): Promise<Page<StaffAccount>> {
  return http.get<Page<StaffAccount>>(STAFF_PATHS.accountPage, { ...query }, options);
}

export function createStaffAccount(body: StaffAccountBody): Promise<StaffAccount> {
  return http.post<StaffAccount>(STAFF_PATHS.accountCreate, body);
}

/** Disabling ends every session of the account at once. */
export function setStaffAccountDisabled(userId: string, disabled: boolean): Promise<StaffAccount> {
  return http.post<StaffAccount>(STAFF_PATHS.accountDisable, { userId, disabled });
}

/** A generated temporary password, answered once; the account must change it at its next login and is signed out. */
export function resetStaffPassword(userId: string): Promise<PasswordResetAnswer> {
  return http.post<PasswordResetAnswer>(STAFF_PATHS.accountResetPassword, { userId } satisfies PasswordResetBody);
}

/** Another staff member's role; the account is signed out, its next login shows the new role. */
export function changeStaffRole(body: RoleChangeBody): Promise<StaffAccount> {
  return http.post<StaffAccount>(STAFF_PATHS.accountRole, body);
}

/** One's own password (every staff role); clears a required change. Other sessions end, this one goes on. */
export function changeOwnPassword(body: ChangePasswordForm): Promise<StaffAccount> {
  return http.post<StaffAccount>(STAFF_PATHS.passwordChange, body);
}
