import type { SaleUnit } from '../ticketing/saleUnit';
import type { Currency } from '../baseData';
import type { Bilingual } from '../lang';
import type { TicketStatus } from '../orderEnums';
import type { VoyageStatus } from '../voyages';
import type { OrderPageQuery } from '../payments';

/** The ticketing clerk's wire types (STAFF_PATHS voyage*, fare*, baf*, adultAge, ticket*). */

/** GET, under /api: StaffRoute[], every route direction a sailing or a fare is set for (btn.staff.ticketing). */
export const STAFF_ROUTES_PATH = '/web-ts/simp2/staff/route/list';

/** A route direction as the clerk's forms offer it: its ports give the local times and the fares' currency. */
export interface StaffRoute {
  code: string;
  departurePort: string;
  arrivalPort: string;
  defaultVessel: string;
  durationMinutes: number;
  currency: Currency;
}

export interface StaffInventory {
  cabinClass: string;
  /** what the counts count: whole rooms or single berths (ticketing/saleUnit.ts); absent: rooms */
  unit?: SaleUnit;
  totalBerths: number;
  remainingBerths: number;
  /** berths held by orders (unpaid, paid or waiting for a refund); 0 once the sailing is cancelled */
  soldBerths: number;
}

export interface StaffVoyage {
  uuid: string;
  code: string;
  routeCode: string;
  vessel: string;
  /** ISO 8601 */
  departureTime: string;
  arrivalTime: string;
  status: VoyageStatus;
  inventory: StaffInventory[];
}

export interface VoyagePageQuery {
  current?: number;
  size?: number;
  routeCode?: string;
  /** voyage code prefix */
  code?: string;
  /** departure day range, YYYY-MM-DD in China time, both inclusive */
  departFrom?: string;
  departTo?: string;
  status?: VoyageStatus;
}

export interface VoyageCreateBody {
  code: string;
  routeCode: string;
  vessel: string;
  departureTime: string;
  arrivalTime: string;
  inventory: { cabinClass: string; totalBerths: number }[];
}

export interface VoyageRescheduleBody {
  uuid: string;
  departureTime: string;
  arrivalTime: string;
}

export interface VoyageCancelBody {
  uuid: string;
  reason: string;
}

export interface VoidRefund {
  orderNo: string;
  refundNo: string;
  /** major units */
  amount: number;
  currency: Currency;
  /** APPROVED until the provider has taken it; cancelling the sailing again resends it */
  status: 'APPROVED' | 'SUCCEEDED';
}

/** An order holding berths on a sailing: what cancelling it or moving its times does to whom (told by mail and in the portal). */
export interface VoyageAffectedOrder {
  uuid: string;
  orderNo: string | null;
  /** DUE_PAY would be cancelled; PAID and BEING_REFUNDED voided and refunded in full */
  status: 'DUE_PAY' | 'PAID' | 'BEING_REFUNDED';
  contactName: string;
  contactEmail: string;
  passengerNames: string[];
  /** major units */
  totalAmount: number;
  currency: 'RMB' | 'JPY';
}

export interface VoyageCancelAnswer {
  voyage: StaffVoyage;
  /** unpaid orders cancelled, their berths back */
  cancelledOrders: string[];
  /** paid orders (refund applied for or not) voided and refunded in full */
  voidedOrders: string[];
  refunds: VoidRefund[];
}

export interface InventoryBody {
  uuid: string;
  cabinClass: string;
  totalBerths: number;
}

export interface FareBody {
  routeCode: string;
  cabinClass: string;
  ticketType: string;
  /** major units of the departure country's currency */
  amount: number;
  /** YYYY-MM-DD, today or later */
  effectiveFrom: string;
}

export interface StaffFare {
  id: string;
  routeCode: string;
  cabinClass: string;
  ticketType: string;
  amount: number;
  currency: Currency;
  effectiveFrom: string;
  /** exclusive; null while open */
  effectiveTo: string | null;
}

export interface BafBody {
  departureCountry: 'CN' | 'JP';
  amount: number;
  effectiveFrom: string;
}

export interface StaffBaf {
  id: string;
  departureCountry: 'CN' | 'JP';
  amount: number;
  currency: Currency;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** The adult age setting's limits (child tickets run from 2 up to it). */
export const ADULT_AGE_RANGE = { min: 6, max: 20 } as const;

/** What the check-in screen shows of a ticket found by its number (the e-ticket's QR code holds it). */
export interface CheckInTicket {
  ticketNo: string;
  status: TicketStatus;
  orderNo: string;
  ticketType: string;
  passengerNameZh: string;
  passengerNameEn: string;
  cabinClass: string;
  voyageCode: string;
  routeCode: string;
  departureTime: string;
}

/**
 * Check-in opens 12 hours before the scheduled departure and closes 2 hours after it (a
 * sailing boards in the hours before it leaves, and may leave late); outside that window the
 * ticket is for another day's sailing and is refused.
 */
export const CHECK_IN_WINDOW = { opensHoursBefore: 12, closesHoursAfter: 2 } as const;

/** Why a check-in is refused, in both languages; nothing changes. */
export const CHECK_IN_REFUSALS = {
  USED: { zh: '该船票已检票，不可重复使用', ja: 'この乗船券は改札済みです（再使用できません）' },
  UNPAID: { zh: '该船票尚未付款', ja: 'この乗船券は未払いです' },
  REFUNDING: { zh: '该船票正在退款中', ja: 'この乗船券は払い戻し手続き中です' },
  REFUNDED: { zh: '该船票已退款', ja: 'この乗船券は払い戻し済みです' },
  CANCELLED: { zh: '该船票所属订单已取消', ja: 'この乗船券の注文は取り消されています' },
  VOID: { zh: '该船票已作废（航次取消）', ja: 'この乗船券は無効です（運航中止）' },
  tooEarly: { zh: '尚未开始检票：检票于开航前12小时开始', ja: 'まだ改札できません（出航12時間前から）' },
  tooLate: { zh: '该航次已开航，检票已结束', ja: 'この便は出航済みで、改札は終了しました' },
  voyageCancelled: { zh: '该航次已取消', ja: 'この便は運航中止です' },
} as const satisfies Record<string, Bilingual>;

/**
 * Approving a refund: the amount is the fee table's unless the clerk changes it, which needs a
 * reason (kept in the order's history and audit); it never exceeds what was paid.
 */
export const REFUND_DECISION_MESSAGES = {
  reasonRequired: { zh: '修改退款金额时须填写原因', ja: '払い戻し額を変更する場合は理由を入力してください' },
  amountAbovePaid: { zh: '退款金额不能超过已付金额', ja: '払い戻し額は支払額を超えられません' },
} as const satisfies Record<string, Bilingual>;

/** A page of sailings, as the ticketing clerk asks for it. */
export type StaffVoyageQuery = VoyagePageQuery & { current: number; size: number };

/** A page of every user's submitted orders, as the ticketing clerk asks for it. */
export type StaffOrderQuery = OrderPageQuery & { current: number; size: number };
