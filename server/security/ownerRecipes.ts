/**
 * Test data of the access tests (accessMatrix.test.ts, the no-store walk): what each route's own
 * `config.access` does not say. A route that names a record a caller may own has its recipe here
 * (where the id goes), so that a stranger's call on the owner's record can be made; a few routes
 * need a fixed request to reach the access decision. Who may call a route is the route's own
 * declaration (server/lib/auth/routeAccess.ts), read from the registered routes.
 */

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
type RecordRequest = { query?: Record<string, string>; body?: Record<string, unknown> };

export interface RouteRecipe {
  /** the call on another's record; `id` is the record's id (uuid, number or logon name as the route takes it) */
  owned?: { record: RecordKind; request: (id: string) => RecordRequest };
  /** a fixed request for the allowed callers, where the generated one would not reach the guard's decision */
  request?: RecordRequest;
  /** per caller (by name), where what a caller may ask depends on the request (the audit trail: its record type) */
  requestAs?: (caller: string) => RecordRequest;
}

/** The record type each staff role reads the audit trail of (AUDIT_READER); the administrator reads them all. */
const AUDIT_TYPE_OF: Record<string, string> = { reviewer: 'enterprise', shippingClerk: 'booking', editor: 'announcement' };

const byQuery = (record: RecordKind, name = 'uuid') => ({ record, request: (id: string) => ({ query: { [name]: id } }) });
const byBody = (record: RecordKind, name = 'uuid', extra: Record<string, unknown> = {}) => ({
  record,
  request: (id: string) => ({ body: { ...extra, [name]: id } }),
});

const TS = '/api/web-ts/simp2/business/ts';
const TS_STAFF = '/api/web-ts/simp2/staff';
const EB = '/api/web/simp2/business/eb';
const EB_USER = '/api/web/simp2/business/eb/ebUserInfo';

/** By "METHOD url", as the route table keys routes. */
export const ROUTE_RECIPES: Record<string, RouteRecipe> = {
  [`GET ${TS}/userPassenger/loadTsUserPassenger`]: { owned: byQuery('passenger') },
  [`POST ${TS}/userPassenger/deleteTsUserPassenger`]: { owned: byBody('passenger') },
  [`GET ${TS}/order/loadTsOrder`]: { owned: byQuery('order') },
  [`POST ${TS}/order/cancelTsOrderByUuid`]: { owned: byBody('order') },
  [`POST ${TS}/order/deleteTsOrderDraftByUuid`]: { owned: byBody('draftOrder') },
  [`POST ${TS}/order/orderRefundByUuid`]: { owned: byBody('order') },
  [`POST ${TS}/order/submitRefundAccount`]: { owned: byBody('order') },
  [`POST ${TS}/order/markedTsOrderAsOfflinePaymentByUuid`]: { owned: byBody('order') },
  [`GET ${TS}/order/queryOrderStatus`]: { owned: byQuery('order') },
  [`GET ${TS}/order/downloadETicket`]: { owned: byQuery('order') },
  [`GET /api/web-ts/simp2/business/payment/wxpay`]: { owned: byQuery('order', 'orderUuid') },
  [`GET /api/web-ts/simp2/business/payment/getPaymentOptions`]: { owned: byQuery('order', 'orderUuid') },
  [`GET ${TS_STAFF}/audit/list`]: { requestAs: (caller) => ({ query: { recordType: AUDIT_TYPE_OF[caller] ?? 'order', recordId: 'none' } }) },
  [`POST ${EB_USER}/selectCustomersById`]: { owned: byBody('enterpriseUser', 'id') },
  [`POST ${EB_USER}/selectPhoneById`]: { owned: byBody('enterpriseUser', 'id') },
  [`GET ${EB_USER}/selectEnterpriseStateById`]: { owned: byQuery('enterpriseLogon', 'loginId') },
  [`POST ${EB_USER}/selectUserById`]: { owned: byBody('individualUser', 'id') },
  [`GET ${EB}/ebParty/load`]: { owned: byQuery('party') },
  [`POST ${EB}/ebParty/delete`]: { owned: byBody('party') },
  [`POST ${EB}/ebBooking/saveTemplate`]: { owned: byBody('booking', 'bookingUuid', { name: 'stolen' }) },
  [`GET ${EB}/ebBooking/load`]: { owned: byQuery('booking') },
  [`GET ${EB}/ebBooking/loadTemplate`]: { owned: byQuery('template') },
  [`POST ${EB}/ebBooking/cancel`]: { owned: byBody('draftBooking') },
  [`POST ${EB}/ebBooking/copy`]: { owned: byBody('booking') },
  [`POST ${EB}/ebBooking/renameTemplate`]: { owned: byBody('template', 'uuid', { name: 'stolen' }) },
  [`POST ${EB}/ebBooking/deleteTemplate`]: { owned: byBody('template') },
  [`POST ${EB}/ebBooking/useTemplate`]: { owned: byBody('template') },
  [`GET ${EB}/ebBillOfLading/download`]: { owned: byQuery('bill') },
  [`GET ${EB}/ebDocument/list`]: { owned: byQuery('bookingNo', 'bookingNo') },
  [`GET ${EB}/ebDocument/download`]: { owned: byQuery('document') },
  [`POST ${EB}/ebDocument/delete`]: { owned: byBody('document') },
  [`GET ${EB}/ebLoadingAddress/load`]: { owned: byQuery('address') },
  [`POST ${EB}/ebLoadingAddress/delete`]: { owned: byBody('address') },
  [`POST ${EB}/ebRailCommission/cancel`]: { owned: byBody('commission') },
  [`GET ${EB}/ebRailCommission/load`]: { owned: byQuery('commission') },
};
