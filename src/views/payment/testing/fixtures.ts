import type { BankTransferInstructions, PaymentOptions } from '../../../domain/payments';
import type { OrderView } from '../../../domain/ticketing/order';
import { order } from '../../../machines/orders.fixtures';

export const USER = { userId: 'u-1', logonId: 'demo.passenger' };

/** The payee accounts as the server answers them: in China for RMB orders, in Japan for JPY orders. */
const CN_TRANSFER: BankTransferInstructions = {
  country: 'CN',
  bankName: '中国银行',
  branchName: '上海分行',
  accountNumber: '4567 8901 2345 6789',
  holderName: '上海国际轮渡有限公司',
  reference: 'T2611220001',
  demo: false,
};
export const JP_TRANSFER: BankTransferInstructions = {
  country: 'JP',
  bankName: '三菱UFJ銀行',
  branchName: '難波支店',
  accountType: 'ORDINARY',
  accountNumber: '1234567',
  holderName: 'シャンハイコクサイフェリー（カ',
  reference: 'T2611220001',
  demo: false,
};

export const rmbOptions = (overrides: Partial<PaymentOptions> = {}): PaymentOptions => ({
  orderUuid: 'o-1',
  orderNo: 'T2611220001',
  currency: 'RMB',
  amount: 1100,
  methods: ['WECHAT_QR', 'BANK_TRANSFER'],
  paymentDeadline: new Date(Date.now() + 30 * 60_000).toISOString(),
  offlineClaimed: false,
  bankTransfer: CN_TRANSFER,
  ...overrides,
});

/** The order being paid: one way Shanghai–Osaka, RMB, waiting for payment. */
export const ORDER: OrderView = order('o-1', 'DUE_PAY');
