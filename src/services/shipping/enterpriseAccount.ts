import { ENTERPRISE, type AccountInfo, type EnterpriseReviewItem } from '../../domain/identityApi';
import type { AccountForm } from '../../domain/validation/accountSchemas';
import { http, type CallOptions } from '../http';

/**
 * The enterprise user's own account on the container side (spec 7 "Enterprise users",
 * /ebUserInfo/): the company as registered and reviewed, and the user's contact details.
 * The calls take the spec's form `id` (a user id: the caller's own).
 */

/** selectCustomersById: the company, its credit code, contact and review state. */
export function getEnterpriseCustomer(userId: string, options?: CallOptions): Promise<EnterpriseReviewItem> {
  return http.postForm<EnterpriseReviewItem>(ENTERPRISE.selectCustomersById, { id: userId }, undefined, options);
}

/** selectUserById: the user's own account. */
export function getEnterpriseUser(userId: string, options?: CallOptions): Promise<AccountInfo> {
  return http.postForm<AccountInfo>(ENTERPRISE.selectUserById, { id: userId }, undefined, options);
}

/** updateUserById: nickname (contact), e-mail and mobile, checked by accountSchema on both sides. */
export function updateEnterpriseUser(userId: string, form: AccountForm): Promise<AccountInfo> {
  return http.post<AccountInfo>(ENTERPRISE.updateUserById, { ...form, id: userId });
}
