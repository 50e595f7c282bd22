import type { Page } from '../../domain/envelope';
import type { StaffRole } from '../../domain/roles';
import type { StaffAccount, StaffAccountBody } from '../../domain/staff/accounts';
import { STAFF_PATHS } from '../../domain/staff/paths';
import { http } from '../../services/http';

/** The administrator's staff accounts. */

export function pageStaffAccounts(query: { current: number; size: number; role?: StaffRole }): Promise<Page<StaffAccount>> {
  return http.get<Page<StaffAccount>>(STAFF_PATHS.accountPage, { ...query });
}

export function createStaffAccount(body: StaffAccountBody): Promise<StaffAccount> {
  return http.post<StaffAccount>(STAFF_PATHS.accountCreate, body);
}

/** Disabling ends every session of the account at once. */
export function setStaffAccountDisabled(userId: string, disabled: boolean): Promise<StaffAccount> {
  return http.post<StaffAccount>(STAFF_PATHS.accountDisable, { userId, disabled });
}
