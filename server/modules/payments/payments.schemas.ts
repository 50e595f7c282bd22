import type { JsonSchema } from '../../lib/responseSchemas';

export const orderUuidQuery: JsonSchema = {
  type: 'object',
  required: ['orderUuid'],
  properties: { orderUuid: { type: 'string', maxLength: 64 } },
};

const bilingual = { type: 'object', required: ['zh', 'ja'], properties: { zh: { type: 'string' }, ja: { type: 'string' } } } as const;

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
    bankTransfer: { type: 'object', required: ['payee', 'bank', 'account'], properties: { payee: bilingual, bank: bilingual, account: { type: 'string' } } },
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
