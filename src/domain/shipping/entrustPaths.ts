import { EB_BASE } from '../apiPaths';

/**
 * Rail commissions, booking documents and loading addresses (container shipping, the calls beside
 * the bookings). The mappings and bodies are our design, described in the OpenAPI document. Paths
 * are without the /api prefix (client calls). Every call is the caller's enterprise's only.
 */

const ADDRESS = `${EB_BASE}/ebLoadingAddress`;
const DOCUMENT = `${EB_BASE}/ebDocument`;

/** The enterprise's loading addresses, where containers are stuffed or picked up (/addressMgt). */
export const LOADING_ADDRESS_PATHS = {
  /** POST { current, size, keyword? }: Page<LoadingAddress>, by name */
  page: `${ADDRESS}/page`,
  /** GET ?uuid=: LoadingAddress */
  load: `${ADDRESS}/load`,
  /** POST LoadingAddressForm (+ uuid to update) -> LoadingAddress */
  save: `${ADDRESS}/save`,
  /** POST { uuid } -> null */
  remove: `${ADDRESS}/delete`,
} as const;

/** The files attached to the enterprise's bookings (/documentMgt). */
export const DOCUMENT_PATHS = {
  /** GET ?bookingNo=: BookingDocument[] of that booking, newest first */
  list: `${DOCUMENT}/list`,
  /** POST multipart: fields bookingNo and docType, then the file `file` -> BookingDocument */
  upload: `${DOCUMENT}/upload`,
  /** GET ?uuid=: the file's bytes, as an attachment under its original name */
  download: `${DOCUMENT}/download`,
  /** POST { uuid } -> null */
  remove: `${DOCUMENT}/delete`,
} as const;

const COMMISSION = `${EB_BASE}/ebRailCommission`;
const STAFF_COMMISSION = '/web-ts/simp2/staff/railCommission';

/** The enterprise's rail commissions: rail carriage attached to one of its bookings (/entrust, /myCommission). */
export const RAIL_COMMISSION_PATHS = {
  /** POST RailCommissionForm -> RailCommission (SUBMITTED, its number from a sequence) */
  create: `${COMMISSION}/create`,
  /** POST { current, size, status?, bookingNo? }: Page<RailCommission>, newest first */
  page: `${COMMISSION}/page`,
  /** GET ?uuid=: RailCommission */
  load: `${COMMISSION}/load`,
  /** POST { uuid }: SUBMITTED -> CANCELLED -> RailCommission */
  cancel: `${COMMISSION}/cancel`,
} as const;

/** The shipping clerk's calls on every enterprise's rail commissions (btn.staff.shipping). */
export const STAFF_RAIL_COMMISSION_PATHS = {
  /** POST { current, size, status?, bookingNo? }: Page<StaffRailCommission>, newest first */
  page: `${STAFF_COMMISSION}/page`,
  /** POST { uuid }: SUBMITTED -> ACCEPTED -> RailCommission */
  accept: `${STAFF_COMMISSION}/accept`,
  /** POST { uuid, reason }: SUBMITTED -> REJECTED -> RailCommission */
  reject: `${STAFF_COMMISSION}/reject`,
} as const;
