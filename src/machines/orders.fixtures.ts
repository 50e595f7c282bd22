import type { OrderStatus } from '../domain/orderEnums';
import type { OrderLegView, OrderView } from '../domain/ticketing/order';

/** Orders for the orders screens' tests: one way Shanghai–Osaka, RMB, one adult. */

const STATE_OF: Record<OrderStatus, unknown> = {
  DRAFT: 'DRAFT',
  DUE_PAY: { DUE_PAY: 'awaitingPayment' },
  PAID: 'PAID',
  BEING_REFUNDED: 'BEING_REFUNDED',
  REFUND: 'REFUND',
  CANCEL: 'CANCEL',
  ABOLISH: 'ABOLISH',
};

export function leg(overrides: Partial<OrderLegView> = {}): OrderLegView {
  return {
    legIndex: 0,
    voyageUuid: 'v-1',
    voyageCode: 'SO2612A',
    vessel: '新鉴真',
    departurePort: 'CNSHA',
    arrivalPort: 'JPOSA',
    departurePortNameZh: '上海',
    departurePortNameJa: '上海',
    arrivalPortNameZh: '大阪',
    arrivalPortNameJa: '大阪',
    departureTime: '2026-12-10T02:00:00.000Z',
    arrivalTime: '2026-12-11T01:00:00.000Z',
    departureDate: '2026-12-10',
    cabinClass: 'SECOND_JAPANESE',
    cabinNameZh: '二等日式房',
    cabinNameJa: '2等和室',
    berths: 1,
    ...overrides,
  };
}

export function order(uuid: string, status: OrderStatus, overrides: Partial<OrderView> = {}): OrderView {
  return {
    uuid,
    orderNo: `T26112200${uuid.replace(/\D/g, '').padStart(2, '0')}`,
    status,
    stateValue: STATE_OF[status],
    orderType: 'ONE_WAY',
    currency: 'RMB',
    totalAmount: 1100,
    breakdown: null,
    contactName: '张三',
    contactPhone: '13800138000',
    contactEmail: 'zhang@example.com',
    extraBed: false,
    noticeVersion: 1,
    legs: [leg()],
    passengers: [],
    tickets: [],
    createdAt: '2026-11-22T01:00:00.000Z',
    updatedAt: '2026-11-22T01:00:00.000Z',
    submittedAt: '2026-11-22T01:00:00.000Z',
    ...overrides,
  };
}
