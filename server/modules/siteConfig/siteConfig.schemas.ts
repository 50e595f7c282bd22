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

const vesselSchema = {
  type: 'object',
  required: ['name', 'route', 'builtYear', 'grossTonnage', 'lengthMetres', 'serviceSpeedKnots', 'passengers', 'containersTeu', 'description'],
  properties: {
    name: bilingualSchema,
    route: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2, description: 'UN/LOCODEs of the route it serves' },
    builtYear: { type: 'integer' },
    grossTonnage: { type: 'integer' },
    lengthMetres: { type: 'number' },
    serviceSpeedKnots: { type: 'number' },
    passengers: { type: 'integer' },
    containersTeu: { type: 'integer' },
    description: bilingualSchema,
  },
} as const;

/** JSON schema of the about page's company text (CompanyProfile in src/domain/information.ts). */
export const companyProfileSchema = {
  type: 'object',
  required: ['founded', 'headquarters', 'introduction', 'highlights', 'vessels'],
  properties: {
    founded: { type: 'integer' },
    headquarters: bilingualSchema,
    introduction: { type: 'array', items: bilingualSchema, description: 'paragraphs' },
    highlights: { type: 'array', items: bilingualSchema },
    vessels: { type: 'array', items: vesselSchema },
  },
} as const;
