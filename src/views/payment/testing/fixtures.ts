import type { PaymentOptions } from '../../../domain/payments';
import type { OrderView } from '../../../domain/ticketing/order';
import { order } from '../../../machines/orders.fixtures';

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

/** The order being paid: one way Shanghai–Osaka, RMB, waiting for payment. */
export const ORDER: OrderView = order('o-1', 'DUE_PAY');
