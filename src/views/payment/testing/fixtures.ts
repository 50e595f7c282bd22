import type { PaymentOptions } from '../../../domain/payments';
import type { OrderView } from '../../../domain/ticketing/order';

export const USER = { userId: 'u-1', logonId: 'demo.passenger' };

export const BANK = { payee: { zh: '上海国际轮渡有限公司', ja: '上海国際フェリー株式会社' }, bank: { zh: '中国银行上海分行', ja: '中国銀行上海支店' }, account: '4567-8901-2345' };

export const rmbOptions = (overrides: Partial<PaymentOptions> = {}): PaymentOptions => ({
  orderUuid: 'o-1',
  orderNo: 'T2611220001',
  currency: 'RMB',
  amount: 1100,
  methods: ['WECHAT_QR', 'BANK_TRANSFER'],
  paymentDeadline: new Date(Date.now() + 30 * 60_000).toISOString(),
  offlineClaimed: false,
  bankTransfer: BANK,
  ...overrides,
});

export const ORDER: OrderView = {
  uuid: 'o-1',
  orderNo: 'T2611220001',
  status: 'DUE_PAY',
  stateValue: { DUE_PAY: 'awaitingPayment' },
  orderType: 'ONE_WAY',
  currency: 'RMB',
  totalAmount: 1100,
  breakdown: null,
  contactName: '张三',
  contactPhone: '13800138000',
  contactEmail: 'zhang@example.com',
  extraBed: false,
  noticeVersion: 1,
  legs: [
    {
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
    },
  ],
  passengers: [],
  tickets: [],
  createdAt: '2026-11-22T01:00:00.000Z',
  updatedAt: '2026-11-22T01:00:00.000Z',
  submittedAt: '2026-11-22T01:00:00.000Z',
};
