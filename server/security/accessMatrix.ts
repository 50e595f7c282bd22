import type { MenuKey, StaffRole } from '../../src/domain/roles';

/**
 * Who may call each route of the API (DOMAIN "Permission lists are active", "Accounts").
 * The test (accessMatrix.test.ts) holds it against the app's route table both ways: a new
 * route needs its line here, and a line whose route went away fails too.
 */
export type Access =
  /** anyone, logged in or not */
  | { kind: 'public' }
  /** any logged-in user (anonymous: HTTP 401) */
  | { kind: 'user' }
  /** a customer whose permission list has the menu (individuals and enterprises alike) */
  | { kind: 'menu'; menu: MenuKey }
  /** a user of an APPROVED enterprise whose permission list has the menu */
  | { kind: 'enterprise'; menu: MenuKey | null }
  /** staff of these roles */
  | { kind: 'staff'; roles: readonly StaffRole[] }
  /** the payment provider: its signature, not a session, lets it in; unsigned calls are HTTP 401 for everyone */
  | { kind: 'signed' };

/** Records a caller may own; a stranger asking for one gets 10404, as for a missing one. */
export type RecordKind =
  | 'order'
  | 'draftOrder'
  | 'passenger'
  | 'party'
  | 'booking'
  | 'bookingNo'
  | 'draftBooking'
  | 'template'
  | 'address'
  | 'commission'
  | 'document'
  | 'bill'
  | 'individualUser'
  | 'enterpriseUser'
  | 'enterpriseLogon';

/** How a call names a record: where the id goes. */
export type RecordRequest = { query?: Record<string, string>; body?: Record<string, unknown> };

export interface MatrixEntry {
  access: Access;
  /** the call on another's record; `id` is the record's id (uuid, number or logon name as the route takes it) */
  owned?: { record: RecordKind; request: (id: string) => RecordRequest };
  /** a fixed request for the allowed callers, where the generated one would not reach the guard's decision */
  request?: RecordRequest;
  /** an anonymous caller's answer other than HTTP 401, where the spec's client expects another shape */
  anonymous?: { status: number; code: number };
  /**
   * open to an account that must change its password first (who it is, its own password change);
   * every other route that needs a session refuses it with 10428 (server/lib/auth/passwordChangeFirst.ts)
   */
  duringPasswordChange?: true;
}

const PUBLIC: Access = { kind: 'public' };
const USER: Access = { kind: 'user' };
const staff = (...roles: StaffRole[]): Access => ({ kind: 'staff', roles });
const menu = (key: MenuKey): Access => ({ kind: 'menu', menu: key });
const enterprise = (key: MenuKey | null): Access => ({ kind: 'enterprise', menu: key });
const ALL_STAFF: StaffRole[] = ['reviewer', 'ticketingClerk', 'shippingClerk', 'editor', 'admin'];

const byQuery = (record: RecordKind, name = 'uuid') => ({ record, request: (id: string) => ({ query: { [name]: id } }) });
const byBody = (record: RecordKind, name = 'uuid', extra: Record<string, unknown> = {}) => ({ record, request: (id: string) => ({ body: { ...extra, [name]: id } }) });

const TS = '/api/web-ts/simp2/business/ts';
const TS_STAFF = '/api/web-ts/simp2/staff';
const TS_COMMON = '/api/web-ts/common/ts';
const EB = '/api/web/simp2/business/eb';
const EB_USER = '/api/web/simp2/business/eb/ebUserInfo';
const EB_LOGIN = '/api/web/login/eb/ebUserManager';

export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  // Platform
  'GET /api/docs/json': { access: PUBLIC },
  'GET /api/code': { access: PUBLIC },
  'POST /api/payment/notify': { access: { kind: 'signed' } },
  'POST /api/payment/notify/refund': { access: { kind: 'signed' } },
  'GET /api/payment/sandbox/pay': { access: PUBLIC },
  'POST /api/payment/sandbox/pay': { access: PUBLIC },

  // Login and session
  'POST /auth-ts/oauth/token': { access: PUBLIC },
  'DELETE /auth-ts/token/logout': { access: PUBLIC },
  // The spec's client reads { code: 1, data: 10040 } (HTTP 200) here as "not logged in".
  'POST /auth-ts/token/getUserInfo': { access: USER, anonymous: { status: 200, code: 1 }, duringPasswordChange: true },
  'POST /auth-ts/token/getUserAuthentication': { access: USER, duringPasswordChange: true },
  'POST /auth-ts/token/updateTokenByLogonId/:logonId': { access: PUBLIC },

  // Individual accounts
  'POST /api/web-ts/login/tsEbUser/ebUser/sendVerificationCode': { access: PUBLIC },
  'POST /api/web-ts/login/tsEbUser/ebUser/ebUserRegister': { access: PUBLIC },
  'POST /api/web-ts/login/tsEbUser/ebUser/ebUserForgotPassword': { access: PUBLIC },
  [`GET ${TS}/ebUser/selectEbUserInfo`]: { access: USER },
  [`POST ${TS}/ebUser/updateEbUserInfo`]: { access: USER },
  [`POST ${TS}/ebUser/ebUserChangePsd`]: { access: USER },
  [`POST ${TS}/ebUser/sendEmailChangeCode`]: { access: USER },
  [`POST ${TS}/ebUser/changeEmail`]: { access: USER },
  [`POST ${TS}/ebUser/changePhone`]: { access: USER },

  // Passengers and orders (the records are the caller's own)
  [`GET ${TS}/userPassenger/getTsUserPassengerByPgGrid`]: { access: USER },
  [`GET ${TS}/userPassenger/loadTsUserPassenger`]: { access: USER, owned: byQuery('passenger') },
  [`POST ${TS}/userPassenger/submitTsUserPassenger`]: { access: USER },
  [`POST ${TS}/userPassenger/deleteTsUserPassenger`]: { access: USER, owned: byBody('passenger') },
  [`POST ${TS}/order/insertOrUpdateTsOrder`]: { access: USER },
  [`GET ${TS}/order/loadTsOrder`]: { access: USER, owned: byQuery('order') },
  [`POST ${TS}/order/getTsOrderByPage`]: { access: USER },
  [`POST ${TS}/order/cancelTsOrderByUuid`]: { access: USER, owned: byBody('order') },
  [`POST ${TS}/order/orderRefundByUuid`]: { access: USER, owned: byBody('order') },
  [`POST ${TS}/order/markedTsOrderAsOfflinePaymentByUuid`]: { access: USER, owned: byBody('order') },
  [`GET ${TS}/order/queryOrderStatus`]: { access: USER, owned: byQuery('order') },
  [`GET ${TS}/order/downloadETicket`]: { access: USER, owned: byQuery('order') },
  [`GET /api/web-ts/simp2/business/payment/wxpay`]: { access: USER, owned: byQuery('order', 'orderUuid') },
  [`GET /api/web-ts/simp2/business/payment/getPaymentOptions`]: { access: USER, owned: byQuery('order', 'orderUuid') },

  // The ticketing clerk
  [`POST ${TS}/staff/order/getOrderPage`]: { access: staff('ticketingClerk') },
  [`GET ${TS}/staff/order/loadOrder`]: { access: staff('ticketingClerk') },
  [`POST ${TS}/staff/order/confirmOfflinePayment`]: { access: staff('ticketingClerk') },
  [`POST ${TS}/staff/order/rejectOfflinePayment`]: { access: staff('ticketingClerk') },
  [`POST ${TS}/staff/order/rejectRefund`]: { access: staff('ticketingClerk') },
  [`POST ${TS}/staff/order/approveRefund`]: { access: staff('ticketingClerk') },
  [`GET ${TS_STAFF}/route/list`]: { access: staff('ticketingClerk') },
  [`GET ${TS_STAFF}/voyage/page`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/voyage/create`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/voyage/cancel`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/voyage/reschedule`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/voyage/inventory`]: { access: staff('ticketingClerk') },
  [`GET ${TS_STAFF}/fare/list`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/fare/save`]: { access: staff('ticketingClerk') },
  [`GET ${TS_STAFF}/baf/list`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/baf/save`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/setting/adultAge`]: { access: staff('ticketingClerk') },
  [`GET ${TS_STAFF}/ticket/load`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/ticket/checkIn`]: { access: staff('ticketingClerk') },
  // Money going back: payments to return and bank-transfer payouts (server/modules/refunds)
  [`GET ${TS_STAFF}/paymentReturn/queue`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/paymentReturn/retry`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/paymentReturn/returnedByHand`]: { access: staff('ticketingClerk') },
  [`GET ${TS_STAFF}/payout/queue`]: { access: staff('ticketingClerk') },
  [`POST ${TS_STAFF}/payout/markPaid`]: { access: staff('ticketingClerk') },

  // The shipping clerk
  [`POST ${TS_STAFF}/railCommission/page`]: { access: staff('shippingClerk') },
  [`POST ${TS_STAFF}/railCommission/accept`]: { access: staff('shippingClerk') },
  [`POST ${TS_STAFF}/railCommission/reject`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebBooking/page`]: { access: staff('shippingClerk') },
  [`GET ${EB}/staff/ebBooking/load`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebBooking/confirm`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebBooking/cancel`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebBooking/shutout`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebBooking/issueBl`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebBooking/telexRelease`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebCargoTracking/track`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebCargoTracking/bookingContainers`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebCargoTracking/assignContainers`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebCargoTracking/recordEvent`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebDndCharge/saveTariff`]: { access: staff('shippingClerk') },
  [`POST ${EB}/staff/ebDndCharge/setFreeDays`]: { access: staff('shippingClerk') },

  // The reviewer
  [`POST ${EB_USER}/selectReviewUsersById`]: { access: staff('reviewer') },
  [`POST ${EB_USER}/reviewUsersById`]: { access: staff('reviewer') },
  [`POST ${EB_USER}/isDisableUsersById`]: { access: staff('reviewer') },
  [`GET ${EB_USER}/businessLicense`]: { access: staff('reviewer') },

  // The editor
  [`GET ${TS_STAFF}/announcement/page`]: { access: staff('editor') },
  [`POST ${TS_STAFF}/announcement/publish`]: { access: staff('editor') },
  [`GET ${TS_STAFF}/announcement/load`]: { access: staff('editor') },
  [`POST ${TS_STAFF}/announcement/save`]: { access: staff('editor') },
  [`GET ${TS_STAFF}/page/routeInstructions`]: { access: staff('editor') },
  [`POST ${TS_STAFF}/page/routeInstructions/save`]: { access: staff('editor') },
  [`GET ${TS_STAFF}/page/companyProfile`]: { access: staff('editor') },
  [`POST ${TS_STAFF}/page/companyProfile/save`]: { access: staff('editor') },

  // The administrator
  [`GET ${TS_STAFF}/account/page`]: { access: staff('admin') },
  [`POST ${TS_STAFF}/account/create`]: { access: staff('admin') },
  [`POST ${TS_STAFF}/account/disable`]: { access: staff('admin') },
  [`POST ${TS_STAFF}/account/resetPassword`]: { access: staff('admin') },
  [`POST ${TS_STAFF}/account/role`]: { access: staff('admin') },

  // Every staff member's own password, also (and above all) while a change is required
  [`POST ${TS_STAFF}/password/change`]: { access: staff(...ALL_STAFF), duringPasswordChange: true },

  // Every staff role: the console's home; an order's audit trail for the ticketing clerk (the administrator reads every trail)
  [`GET ${TS_STAFF}/dashboard/counts`]: { access: staff(...ALL_STAFF) },
  [`GET ${TS_STAFF}/audit/list`]: { access: staff('ticketingClerk', 'admin'), request: { query: { recordType: 'order', recordId: 'none' } } },

  // Public reference data, content and sailings
  [`POST ${TS_COMMON}/baseData/getDataDictListCombo`]: { access: PUBLIC },
  [`POST ${TS_COMMON}/baseData/getBdCountryListCombo`]: { access: PUBLIC },
  [`POST ${TS_COMMON}/baseData/getBdPortListCombo`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/getTsEnumsCdeNme`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/getTsAnnouncement`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/getTsAnnouncementPage`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/getTsAnnouncementByUuid`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/getTsPassengerNotice`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/getTsRouteInstructions`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/getAdultAge`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/getSiteConfig`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/getCompanyProfile`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/getWechatQr`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/baseData/queryTsBaf`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/voyage/getTsVoyageByMonth`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/voyage/getTsVoyageByDate`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/voyage/getTsTicketDate`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/voyage/getTsNextVoyages`]: { access: PUBLIC },
  [`GET ${TS_COMMON}/voyage/getWebTsVoyageList`]: { access: PUBLIC },
  ['POST /api/web/api/eb/ebItsVoyage/queryItsVoyage']: { access: PUBLIC },
  ['POST /api/web/api/eb/ebItsVoyage/searchSchedule']: { access: PUBLIC },
  [`POST ${EB_LOGIN}/queryItsVoyage`]: { access: PUBLIC },
  [`POST ${EB}/getPortDataComboList`]: { access: PUBLIC },
  [`POST ${EB}/getCityDataComboList`]: { access: PUBLIC },
  [`GET ${EB}/ebDndCharge/freeDayList`]: { access: PUBLIC },
  [`POST ${EB}/ebDndCharge/freeDayList`]: { access: PUBLIC },

  // Enterprise registration and the enterprise's accounts
  ['POST /api/web/api/eb/ebFile/uploadBusinessLicense']: { access: PUBLIC },
  [`POST ${EB_LOGIN}/ebCompanyUserRegister`]: { access: PUBLIC },
  [`POST ${EB_LOGIN}/validatePhoneNum`]: { access: PUBLIC },
  [`POST ${EB_LOGIN}/validateEmail`]: { access: PUBLIC },
  [`POST ${EB_LOGIN}/forgotPswByLogonIdAndPhone`]: { access: PUBLIC },
  [`POST ${EB_LOGIN}/userForgotPassword`]: { access: PUBLIC },
  [`POST ${EB_LOGIN}/userUpdatePassword`]: { access: USER },
  // Own account, or (the reviewer) any applicant's; a stranger's is missing.
  [`POST ${EB_USER}/selectCustomersById`]: { access: USER, owned: byBody('enterpriseUser', 'id') },
  [`POST ${EB_USER}/selectPhoneById`]: { access: USER, owned: byBody('enterpriseUser', 'id') },
  [`GET ${EB_USER}/selectEnterpriseStateById`]: { access: USER, owned: byQuery('enterpriseLogon', 'loginId') },
  [`POST ${EB_USER}/selectEnterpriseStateById`]: { access: USER },
  [`POST ${EB_USER}/selectUserById`]: { access: USER, owned: byBody('individualUser', 'id') },
  [`POST ${EB_USER}/updateUserById`]: { access: USER },

  // Container tools: a user of an approved enterprise, on the enterprise's own records
  [`POST ${EB}/ebParty/page`]: { access: enterprise('menu.partyMgt') },
  [`GET ${EB}/ebParty/load`]: { access: enterprise('menu.partyMgt'), owned: byQuery('party') },
  [`POST ${EB}/ebParty/save`]: { access: enterprise('menu.partyMgt') },
  [`POST ${EB}/ebParty/delete`]: { access: enterprise('menu.partyMgt'), owned: byBody('party') },
  [`POST ${EB}/ebBooking/saveDraft`]: { access: enterprise('menu.booking') },
  [`POST ${EB}/ebBooking/saveTemplate`]: { access: enterprise('menu.booking'), owned: byBody('booking', 'bookingUuid', { name: 'stolen' }) },
  [`POST ${EB}/ebBooking/submit`]: { access: enterprise('menu.booking') },
  [`POST ${EB}/ebBooking/page`]: { access: enterprise('menu.myBooking') },
  [`GET ${EB}/ebBooking/load`]: { access: enterprise('menu.myBooking'), owned: byQuery('booking') },
  [`GET ${EB}/ebBooking/loadTemplate`]: { access: enterprise('menu.booking'), owned: byQuery('template') },
  [`POST ${EB}/ebBooking/cancel`]: { access: enterprise('menu.myBooking'), owned: byBody('draftBooking') },
  [`POST ${EB}/ebBooking/copy`]: { access: enterprise('menu.booking'), owned: byBody('booking') },
  [`POST ${EB}/ebBooking/templatePage`]: { access: enterprise('menu.booking') },
  [`POST ${EB}/ebBooking/renameTemplate`]: { access: enterprise('menu.booking'), owned: byBody('template', 'uuid', { name: 'stolen' }) },
  [`POST ${EB}/ebBooking/deleteTemplate`]: { access: enterprise('menu.booking'), owned: byBody('template') },
  [`POST ${EB}/ebBooking/useTemplate`]: { access: enterprise('menu.booking'), owned: byBody('template') },
  [`GET ${EB}/ebBookingImport/downloadTemplate`]: { access: enterprise('menu.booking') },
  [`POST ${EB}/ebBookingImport/validate`]: { access: enterprise('menu.booking') },
  [`POST ${EB}/ebBookingImport/save`]: { access: enterprise('menu.booking') },
  [`GET ${EB}/ebBookingImport/uploadContainers/downloadTemplate`]: { access: enterprise('menu.myBooking') },
  [`POST ${EB}/ebBookingImport/uploadContainers/validate`]: { access: enterprise('menu.myBooking') },
  [`POST ${EB}/ebBookingImport/uploadContainers/save`]: { access: enterprise('menu.myBooking') },
  [`POST ${EB}/ebBillOfLading/page`]: { access: enterprise('menu.downloadBls') },
  [`GET ${EB}/ebBillOfLading/download`]: { access: enterprise('menu.downloadBls'), owned: byQuery('bill') },
  [`POST ${EB}/ebMessage/page`]: { access: enterprise(null) },
  [`GET ${EB}/ebMessage/unreadCount`]: { access: enterprise(null) },
  [`POST ${EB}/ebMessage/markRead`]: { access: enterprise(null) },
  [`POST ${EB}/ebDndCharge/demurragePage`]: { access: enterprise('menu.dndChargeQueryIndex') },
  [`GET ${EB}/ebDocument/list`]: { access: enterprise('menu.booking'), owned: byQuery('bookingNo', 'bookingNo') },
  [`POST ${EB}/ebDocument/upload`]: { access: enterprise('menu.booking') },
  [`GET ${EB}/ebDocument/download`]: { access: enterprise('menu.booking'), owned: byQuery('document') },
  [`POST ${EB}/ebDocument/delete`]: { access: enterprise('menu.booking'), owned: byBody('document') },
  [`POST ${EB}/ebLoadingAddress/page`]: { access: enterprise('menu.booking') },
  [`GET ${EB}/ebLoadingAddress/load`]: { access: enterprise('menu.booking'), owned: byQuery('address') },
  [`POST ${EB}/ebLoadingAddress/save`]: { access: enterprise('menu.booking') },
  [`POST ${EB}/ebLoadingAddress/delete`]: { access: enterprise('menu.booking'), owned: byBody('address') },
  [`POST ${EB}/ebRailCommission/create`]: { access: enterprise('menu.booking') },
  [`POST ${EB}/ebRailCommission/cancel`]: { access: enterprise('menu.booking'), owned: byBody('commission') },
  [`POST ${EB}/ebRailCommission/page`]: { access: enterprise('menu.booking') },
  [`GET ${EB}/ebRailCommission/load`]: { access: enterprise('menu.booking'), owned: byQuery('commission') },

  // Customers with the menu: individuals and enterprises alike
  [`POST ${EB}/ebCargoTracking/track`]: { access: menu('menu.cargoTracking') },
  [`POST ${EB}/ebDndCharge/estimate`]: { access: menu('menu.dndQueryAndCalcRate') },
};
