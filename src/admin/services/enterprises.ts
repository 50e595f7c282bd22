import type { Page } from '../../domain/envelope';
import { ENTERPRISE, type DisableBody, type EnterpriseReviewItem, type ReviewBody } from '../../domain/identityApi';
import type { EnterpriseState } from '../../domain/roles';
import { BUSINESS_LICENSE_FILE, type EnterpriseQuery } from '../../domain/staff/enterpriseReview';
import { http, type CallOptions } from '../../services/http';

/** The reviewer's calls (spec section 7's enterprise user calls, code-0 envelope). */

export function pageEnterprises(query: EnterpriseQuery): Promise<Page<EnterpriseReviewItem>> {
  return http.post<Page<EnterpriseReviewItem>>(ENTERPRISE.selectReviewUsersById, query);
}

/** One application, by the id of the enterprise's (first) user. */
export function enterpriseOfUser(userId: string): Promise<EnterpriseReviewItem> {
  return http.post<EnterpriseReviewItem>(ENTERPRISE.selectCustomersById, { id: userId });
}

export function reviewEnterprise(body: ReviewBody): Promise<{ enterpriseId: string; state: EnterpriseState }> {
  return http.post(ENTERPRISE.reviewUsersById, body);
}

export function setEnterpriseDisabled(body: DisableBody): Promise<{ enterpriseId: string; state: EnterpriseState }> {
  return http.post(ENTERPRISE.isDisableUsersById, body);
}

/** The business licence as uploaded (PDF, JPEG or PNG). */
export function licenceFile(enterpriseId: string, options?: CallOptions): Promise<Blob> {
  return http.getBlob(BUSINESS_LICENSE_FILE, { enterpriseId }, options);
}
