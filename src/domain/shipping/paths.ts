import { EB_BASE } from '../apiPaths';

/**
 * The container-shipping calls (spec section 7 "Container business": /api/web/simp2/business/eb/...,
 * the `{ code: 0, msg, data }` family). The spec shows the bases; the mappings and bodies are our
 * design, described in the OpenAPI document. Paths are without the /api prefix (client calls).
 */

const BOOKING = `${EB_BASE}/ebBooking`;
const PARTY = `${EB_BASE}/ebParty`;
const BL = `${EB_BASE}/ebBillOfLading`;
const MESSAGE = `${EB_BASE}/ebMessage`;
const STAFF = `${EB_BASE}/staff/ebBooking`;

/** The enterprise's bookings and templates (menu.booking / menu.myBooking). */
export const BOOKING_PATHS = {
  /** POST BookingForm (+ uuid of the caller's Draft): a new Draft, or the Draft updated -> BookingView */
  saveDraft: `${BOOKING}/saveDraft`,
  /** POST BookingForm (+ uuid of the caller's Draft): every rule checked, saved and Draft -> Submitted -> BookingView */
  submit: `${BOOKING}/submit`,
  /** POST BookingPageQuery: Page<BookingSummary>, newest first */
  page: `${BOOKING}/page`,
  /** GET ?uuid= or ?bookingNo=: BookingView with containers, parties, history, bill */
  load: `${BOOKING}/load`,
  /** POST { uuid }: Draft or Submitted -> Canceled -> BookingStatusAnswer */
  cancel: `${BOOKING}/cancel`,
  /** POST { uuid }: a new Draft with the content of an earlier booking -> BookingView */
  copy: `${BOOKING}/copy`,
  /** POST TemplateSaveBody: a named copy of a booking's content (or of the form) -> BookingTemplate */
  saveTemplate: `${BOOKING}/saveTemplate`,
  /** POST TemplatePageQuery: Page<BookingTemplateSummary>, newest first */
  templatePage: `${BOOKING}/templatePage`,
  /** GET ?uuid=: BookingTemplate with its content */
  loadTemplate: `${BOOKING}/loadTemplate`,
  /** POST { uuid, name } -> BookingTemplate */
  renameTemplate: `${BOOKING}/renameTemplate`,
  /** POST { uuid } -> null */
  deleteTemplate: `${BOOKING}/deleteTemplate`,
  /** POST { uuid }: a new Draft with the template's content -> BookingView */
  useTemplate: `${BOOKING}/useTemplate`,
} as const;

/** The enterprise's address book of parties (menu.partyMgt). */
export const PARTY_PATHS = {
  /** POST PartyPageQuery (name contains, role): Page<Party>, by name */
  page: `${PARTY}/page`,
  /** GET ?uuid=: Party */
  load: `${PARTY}/load`,
  /** POST PartyForm (+ uuid to update) -> Party */
  save: `${PARTY}/save`,
  /** POST { uuid } -> null */
  remove: `${PARTY}/delete`,
} as const;

/** Bills of lading of the enterprise (menu.downloadBls). */
export const BL_PATHS = {
  /** POST { current, size, blNo? }: Page<BillOfLadingSummary>, newest first */
  page: `${BL}/page`,
  /** GET ?uuid=&lang=zh|jp: application/pdf, only once telex-released */
  download: `${BL}/download`,
} as const;

/** Messages to the user and the user's enterprise (/myMessage). */
export const MESSAGE_PATHS = {
  /** POST { current, size, unreadOnly? }: Page<UserMessage>, newest first */
  page: `${MESSAGE}/page`,
  /** GET: { unread } */
  unreadCount: `${MESSAGE}/unreadCount`,
  /** POST { uuids } or { all: true }: { marked } */
  markRead: `${MESSAGE}/markRead`,
} as const;

/** The shipping clerk's calls (btn.staff.shipping), on every enterprise's bookings. */
export const STAFF_BOOKING_PATHS = {
  /** POST BookingPageQuery: Page<BookingSummary> of every enterprise's submitted bookings */
  page: `${STAFF}/page`,
  /** GET ?uuid= or ?bookingNo=: BookingView */
  load: `${STAFF}/load`,
  /** POST { uuid, note? }: Submitted -> Confirmed */
  confirm: `${STAFF}/confirm`,
  /** POST { uuid, note? }: Submitted -> Shutout */
  shutout: `${STAFF}/shutout`,
  /** POST { uuid, note? }: Confirmed (bill not issued) -> Canceled, on the customer's request */
  cancel: `${STAFF}/cancel`,
  /** POST { uuid }: Confirmed.blPending -> blIssued, the bill's number assigned */
  issueBl: `${STAFF}/issueBl`,
  /** POST { uuid }: Confirmed.blIssued -> telexReleased; the enterprise may download the PDF */
  telexRelease: `${STAFF}/telexRelease`,
} as const;
