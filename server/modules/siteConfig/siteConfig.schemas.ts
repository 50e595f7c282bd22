import { bilingualSchema } from '../../lib/responseSchemas';

const officeSchema = {
  type: 'object',
  required: ['key', 'name', 'phone', 'fax', 'email', 'address'],
  properties: {
    key: { type: 'string', enum: ['shanghai', 'osaka'] },
    name: bilingualSchema,
    phone: { type: 'string' },
    fax: { type: 'string' },
    email: { type: 'string' },
    address: bilingualSchema,
  },
} as const;

export const siteConfigSchema = {
  type: 'object',
  required: ['productName', 'companyName', 'icpNumber', 'businessRegistrationUrl', 'wechatAccount', 'offices'],
  properties: {
    productName: bilingualSchema,
    companyName: {
      type: 'object',
      required: ['zh', 'ja', 'en'],
      properties: { zh: { type: 'string' }, ja: { type: 'string' }, en: { type: 'string' } },
    },
    icpNumber: { type: 'string' },
    businessRegistrationUrl: { type: 'string' },
    wechatAccount: { type: 'string' },
    offices: { type: 'array', items: officeSchema },
  },
} as const;
