import { WXPAY_SCENES } from '../../../src/domain/payments';
import type { JsonSchema } from '../../lib/responseSchemas';

export const orderUuidQuery: JsonSchema = {
  type: 'object',
  required: ['orderUuid'],
  properties: { orderUuid: { type: 'string', maxLength: 64 } },
};

/** The prepay call's query: the order, and how the payer pays (WxpayScene). */
export const wxpayQuery: JsonSchema = {
  type: 'object',
  required: ['orderUuid'],
  properties: {
    orderUuid: { type: 'string', maxLength: 64 },
    scene: {
      type: 'string',
      enum: [...WXPAY_SCENES],
      default: 'NATIVE',
      description: 'NATIVE (default): the QR code as a PNG; H5: a phone browser other than WeChat’s, answered the h5_url to go to',
    },
  },
};

/** The H5 answer (WxpayH5Answer). */
export const wxpayH5Schema: JsonSchema = {
  type: 'object',
  required: ['h5Url'],
  properties: { h5Url: { type: 'string', description: 'where the browser goes to pay (WeChat’s h5_url, valid a few minutes; the sandbox: its pay page)' } },
};

/** The payee account of the payer's country (PayeeAccount): a Japanese one has an account type, both have a branch. */
const bankTransferSchema = {
  type: 'object',
  required: ['country', 'bankName', 'branchName', 'accountNumber', 'holderName', 'reference', 'demo'],
  properties: {
    country: { type: 'string', enum: ['CN', 'JP'], description: 'CN for RMB orders, JP for JPY orders' },
    bankName: { type: 'string' },
    branchName: { type: 'string' },
    accountType: { type: 'string', enum: ['ORDINARY', 'CURRENT'], description: 'JP only: 普通 or 当座' },
    accountNumber: { type: 'string' },
    holderName: { type: 'string', description: 'JP: in katakana, as the transfer names it' },
    reference: { type: 'string', description: 'what the payer writes as the transfer reference: the order number' },
    demo: { type: 'boolean', description: 'a made-up development account: never pay into it' },
  },
} as const;

export const paymentOptionsSchema: JsonSchema = {
  type: 'object',
  required: ['orderUuid', 'orderNo', 'currency', 'amount', 'methods', 'paymentDeadline', 'offlineClaimed', 'bankTransfer'],
  properties: {
    orderUuid: { type: 'string' },
    orderNo: { type: 'string' },
    currency: { type: 'string', enum: ['RMB', 'JPY'] },
    amount: { type: 'number', description: 'major units' },
    methods: { type: 'array', items: { type: 'string', enum: ['WECHAT_QR', 'BANK_TRANSFER'] } },
    paymentDeadline: { type: ['string', 'null'], format: 'date-time', description: 'end of the payment window; null while an offline claim stops it' },
    offlineClaimed: { type: 'boolean' },
    bankTransfer: bankTransferSchema,
  },
};

/** The provider's own answer format (WeChat Pay v3). */
export const notifyAnswerSchema: JsonSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', enum: ['SUCCESS', 'FAIL'] }, message: { type: 'string' } },
};

export const tokenQuery: JsonSchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 200 } },
};

export const sandboxActionBody: JsonSchema = {
  type: 'object',
  required: ['token', 'outcome'],
  properties: { token: { type: 'string', maxLength: 200 }, outcome: { type: 'string', enum: ['SUCCESS', 'PAYERROR'] } },
};

export const htmlPage = (description: string): JsonSchema => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
