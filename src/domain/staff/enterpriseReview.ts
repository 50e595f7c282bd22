import type { EnterpriseState } from '../roles';

/**
 * The reviewer's licence view (for the operator console), beside the spec's enterprise calls
 * in identityApi's ENTERPRISE: GET ?enterpriseId → the file as uploaded (PDF, JPEG or PNG),
 * reviewers only (10403 otherwise, as JSON).
 */
export const BUSINESS_LICENSE_FILE = '/web/simp2/business/eb/ebUserInfo/businessLicense';

/** A page of enterprises, as the reviewer asks for it. */
export interface EnterpriseQuery {
  current: number;
  size: number;
  /** none: every enterprise (pending first, then newest first) */
  state?: EnterpriseState;
}
