import { DICT_TYPES, ENUM_TYPES } from '../../../src/domain/baseData';

/** JSON schemas of the base-data items (src/domain/baseData.ts), for validation and the OpenAPI document. */
export const dictItemSchema = {
  type: 'object',
  required: ['id', 'cde', 'cnnme', 'ennme', 'sort', 'extraInfoMap'],
  properties: {
    id: { type: 'string' },
    cde: { type: 'string' },
    cnnme: { type: 'string', description: 'Chinese name' },
    ennme: { type: 'string', description: 'English/Japanese name (Japanese text)' },
    sort: { type: 'integer' },
    extraInfoMap: {
      type: 'object',
      description:
        'cnnme and ennme again, plus per-type facts (cabin class: roomStyle, roomCapacity, maxAdults, minAdults, extraBedAllowed; ticket type: minAge, maxAge, isFree, ...)',
      additionalProperties: { type: ['string', 'number', 'boolean'] },
    },
  },
} as const;

export const countryItemSchema = {
  type: 'object',
  required: ['id', 'cde', 'name'],
  properties: { id: { type: 'string' }, cde: { type: 'string' }, name: { type: 'string' } },
} as const;

export const portItemSchema = {
  type: 'object',
  required: ['id', 'cde', 'cnnme', 'ennme', 'jpnme', 'countryCde', 'cityCde', 'currency'],
  properties: {
    id: { type: 'string' },
    cde: { type: 'string', description: 'UN/LOCODE' },
    cnnme: { type: 'string' },
    ennme: { type: 'string' },
    jpnme: { type: 'string' },
    countryCde: { type: 'string' },
    cityCde: { type: 'string' },
    currency: { type: 'string', enum: ['RMB', 'JPY'] },
  },
} as const;

export const cityItemSchema = {
  type: 'object',
  required: ['id', 'cde', 'cnnme', 'ennme', 'jpnme', 'countryCde'],
  properties: {
    id: { type: 'string' },
    cde: { type: 'string', description: 'UN/LOCODE' },
    cnnme: { type: 'string' },
    ennme: { type: 'string' },
    jpnme: { type: 'string' },
    countryCde: { type: 'string' },
  },
} as const;

export const enumItemSchema = {
  type: 'object',
  required: ['cde', 'cnnme', 'ennme'],
  properties: { cde: { type: 'string' }, cnnme: { type: 'string' }, ennme: { type: 'string', description: 'Japanese label' } },
} as const;

export const bafItemSchema = {
  type: 'object',
  required: ['id', 'departureCountry', 'currency', 'amount', 'effectiveFrom', 'effectiveTo'],
  properties: {
    id: { type: 'string' },
    departureCountry: { type: 'string', enum: ['CN', 'JP'] },
    currency: { type: 'string', enum: ['RMB', 'JPY'] },
    amount: { type: 'number', description: 'per paying ticket' },
    effectiveFrom: { type: 'string', format: 'date' },
    effectiveTo: { type: ['string', 'null'], format: 'date', description: 'exclusive; null: until further notice' },
  },
} as const;

export const dictTypeSchema = { type: 'string', enum: [...DICT_TYPES] } as const;
export const enumTypeSchema = { type: 'string', enum: [...ENUM_TYPES] } as const;
