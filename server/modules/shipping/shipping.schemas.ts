import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/domain/envelope';
import { LANGS } from '../../../src/domain/lang';
import { BOOKING_ACTORS, BOOKING_STATUSES, CONTAINER_TYPES, MESSAGE_TYPES, PARTY_ROLES } from '../../../src/domain/shipping/enums';
import type { JsonSchema } from '../../lib/responseSchemas';

/**
 * JSON schemas of the container-shipping calls (types in src/domain/shipping/types.ts), for the
 * OpenAPI document and the answers' serialisation. Request bodies list fields and types only:
 * their rules and bilingual messages are the shared yup schemas' (src/domain/shipping/schemas.ts),
 * applied by the routes, so a form and the server refuse the same input with the same words.
 */

const str = { type: 'string' } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const nullableInstant = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
/** a statechart state value: a status name, or { Confirmed: 'blIssued' } */
const stateValue = { description: 'the booking statechart’s state value, e.g. "Submitted" or {"Confirmed":"blIssued"}' } as const;
const blStage = { type: 'string', enum: ['none', 'pending', 'issued', 'telexReleased'], description: 'where the bill of lading stands' } as const;

export const pageQueryProps = {
  current: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  size: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE, description: '10, 20 or 50' },
} as const;

export const uuidQuery: JsonSchema = { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string', maxLength: 64 } } };
export const bookingRefQuery: JsonSchema = {
  type: 'object',
  properties: { uuid: { type: 'string', maxLength: 64 }, bookingNo: { type: 'string', maxLength: 32, description: 'instead of uuid' } },
};
export const uuidBody: JsonSchema = { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } };
export const noteBody: JsonSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string', maxLength: 64 },
    note: { type: 'string', maxLength: 500, description: 'recorded in the history and the enterprise’s message' },
  },
};
export const nullData: JsonSchema = { type: 'null' };

const containerInput = {
  type: 'object',
  properties: {
    containerType: { type: 'string', description: `one of ${CONTAINER_TYPES.join(', ')}` },
    quantity: { type: 'integer', description: '1 to 99' },
    grossWeightKg: { type: 'number', description: 'gross weight of the line in kg, more than 0' },
  },
} as const;

const partyFields = {
  name: str,
  address: str,
  contact: str,
  phone: str,
  email: str,
  countryCode: { type: 'string', description: 'ISO 3166-1 alpha-2' },
} as const;

/** Request strings: null reads as empty (answers carry null where nothing is set). */
const inStr = { type: ['string', 'null'] } as const;
const inPartyFields = Object.fromEntries(Object.keys(partyFields).map((k) => [k, { ...partyFields[k as keyof typeof partyFields], type: ['string', 'null'] }]));

const bookingPartyInput = {
  type: 'object',
  properties: {
    role: {
      type: 'string',
      description: `one of ${PARTY_ROLES.join(', ')}, one party per role; NF2 is the loading-place contact, NF3 the destination receiver`,
    },
    partyUuid: { type: ['string', 'null'], description: 'the address-book entry it was picked from (the caller’s own; another’s is 10404)' },
    ...inPartyFields,
  },
} as const;

const bookingContent = {
  polCode: { type: ['string', 'null'], description: 'port of loading, UN/LOCODE (CNSHA)' },
  podCode: { type: ['string', 'null'], description: 'port of discharge, UN/LOCODE (JPOSA)' },
  voyageUuid: { type: ['string', 'null'], description: 'a container sailing of queryItsVoyage (its uuid)' },
  commodity: inStr,
  cargoDescription: inStr,
  marks: { type: ['string', 'null'], description: 'marks and numbers, as printed on the bill' },
  remarks: inStr,
  containers: { type: 'array', items: containerInput },
  parties: { type: 'array', items: bookingPartyInput },
} as const;

export const bookingFormBody: JsonSchema = {
  type: 'object',
  properties: { uuid: { type: ['string', 'null'], description: 'the caller’s Draft to update; absent: a new booking' }, ...bookingContent },
};

export const templateSaveBody: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'unique in the enterprise (10409 otherwise)' },
    bookingUuid: { type: 'string', description: 'copy this booking of the caller’s…' },
    content: { type: 'object', properties: bookingContent, description: '…or this booking form (exactly one of the two)' },
  },
};

export const templateRenameBody: JsonSchema = { type: 'object', properties: { uuid: str, name: str } };

export const partyFormBody: JsonSchema = {
  type: 'object',
  properties: {
    uuid: { type: ['string', 'null'], description: 'the caller’s entry to update; absent: a new one' },
    ...inPartyFields,
    bookingInd: { type: 'boolean', description: 'BK' },
    shipperInd: { type: 'boolean', description: 'SH' },
    consigneeInd: { type: 'boolean', description: 'CO' },
    notifyPartyInd: { type: 'boolean', description: 'NF1' },
    secondNotifyPartyInd: { type: 'boolean', description: 'NF2 (also accepted as loadingPlaceContact)' },
    loadingPlaceContact: { type: 'boolean', description: 'the booking-side spelling of secondNotifyPartyInd' },
    destinationReceiver: { type: 'boolean', description: 'NF3' },
    forwarderInd: { type: 'boolean', description: 'FW (also accepted as forwarder)' },
    forwarder: { type: 'boolean', description: 'the alternate list’s spelling of forwarderInd' },
  },
};

export const markReadBody: JsonSchema = {
  type: 'object',
  properties: { uuids: { type: 'array', items: str, maxItems: 200 }, all: { type: 'boolean', description: 'every unread message of the caller' } },
};

export const bookingPageBody: JsonSchema = {
  type: 'object',
  properties: {
    ...pageQueryProps,
    status: { type: 'string', enum: [...BOOKING_STATUSES] },
    bookingNo: { type: 'string', maxLength: 32, description: 'the number or its beginning' },
    createdFrom: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'creation day (China time), inclusive' },
    createdTo: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'creation day (China time), inclusive' },
  },
};

export const templatePageBody: JsonSchema = {
  type: 'object',
  properties: { ...pageQueryProps, name: { type: 'string', maxLength: 60, description: 'name contains' } },
};
export const partyPageBody: JsonSchema = {
  type: 'object',
  properties: {
    ...pageQueryProps,
    name: { type: 'string', maxLength: 200, description: 'name contains (any case)' },
    role: { type: 'string', enum: [...PARTY_ROLES], description: 'only entries that can take this role' },
  },
};
export const blPageBody: JsonSchema = {
  type: 'object',
  properties: { ...pageQueryProps, blNo: { type: 'string', maxLength: 32, description: 'the number or its beginning' } },
};
export const messagePageBody: JsonSchema = { type: 'object', properties: { ...pageQueryProps, unreadOnly: { type: 'boolean' } } };
export const blDownloadQuery: JsonSchema = {
  type: 'object',
  required: ['uuid'],
  properties: { uuid: { type: 'string', maxLength: 64, description: 'the bill’s uuid (from the bills list)' }, lang: { type: 'string', enum: [...LANGS] } },
};

// Answers.
export const statusAnswerSchema: JsonSchema = {
  type: 'object',
  required: ['uuid', 'bookingNo', 'status', 'stateValue', 'blStage'],
  properties: { uuid: str, bookingNo: str, status: { type: 'string', enum: [...BOOKING_STATUSES] }, stateValue, blStage },
};

export const billSchema: JsonSchema = {
  type: 'object',
  required: ['uuid', 'blNo', 'bookingUuid', 'bookingNo', 'vessel', 'voyageCode', 'polCode', 'podCode', 'issuedAt', 'telexReleasedAt', 'telexReleased'],
  properties: {
    uuid: str,
    blNo: str,
    bookingUuid: str,
    bookingNo: str,
    vessel: str,
    voyageCode: str,
    polCode: str,
    podCode: str,
    issuedAt: instant,
    telexReleasedAt: nullableInstant,
    telexReleased: { type: 'boolean', description: 'the PDF can be downloaded' },
  },
};

const summaryProps = {
  ...(statusAnswerSchema.properties as object),
  polCode: str,
  podCode: str,
  voyageUuid: nullableStr,
  voyageCode: str,
  vessel: str,
  etd: nullableInstant,
  commodity: str,
  containerSummary: { type: 'string', description: 'e.g. "2x40HC, 1x20GP"' },
  createdAt: instant,
  updatedAt: instant,
  submittedAt: nullableInstant,
};

export const bookingSummarySchema: JsonSchema = { type: 'object', properties: summaryProps };

const containerView = {
  type: 'object',
  properties: { containerType: { type: 'string', enum: [...CONTAINER_TYPES] }, quantity: { type: 'integer' }, grossWeightKg: { type: 'number' } },
} as const;

const bookingPartyView = { type: 'object', properties: { role: { type: 'string', enum: [...PARTY_ROLES] }, partyUuid: nullableStr, ...partyFields } } as const;

export const bookingViewSchema: JsonSchema = {
  type: 'object',
  properties: {
    ...summaryProps,
    cargoDescription: str,
    marks: str,
    remarks: str,
    containers: { type: 'array', items: containerView },
    parties: { type: 'array', items: bookingPartyView },
    history: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          event: str,
          fromStatus: { type: ['string', 'null'] },
          toStatus: str,
          fromState: stateValue,
          toState: stateValue,
          actor: { type: 'string', enum: [...BOOKING_ACTORS] },
          note: nullableStr,
          at: instant,
        },
      },
    },
    billOfLading: { anyOf: [billSchema, { type: 'null' }] },
  },
};

const templateSummaryProps = { uuid: str, name: str, polCode: str, podCode: str, commodity: str, createdAt: instant, updatedAt: instant };
export const templateSummarySchema: JsonSchema = { type: 'object', properties: templateSummaryProps };
export const templateSchema: JsonSchema = { type: 'object', properties: { ...templateSummaryProps, content: { type: 'object', properties: bookingContent } } };

export const partySchema: JsonSchema = {
  type: 'object',
  properties: {
    uuid: str,
    ...partyFields,
    bookingInd: { type: 'boolean' },
    shipperInd: { type: 'boolean' },
    consigneeInd: { type: 'boolean' },
    notifyPartyInd: { type: 'boolean' },
    secondNotifyPartyInd: { type: 'boolean' },
    destinationReceiver: { type: 'boolean' },
    forwarderInd: { type: 'boolean' },
    roles: { type: 'array', items: { type: 'string', enum: [...PARTY_ROLES] } },
    createdAt: instant,
    updatedAt: instant,
  },
};

const bilingual = { type: 'object', properties: { zh: str, ja: str } } as const;
export const messageSchema: JsonSchema = {
  type: 'object',
  properties: {
    uuid: str,
    type: { type: 'string', enum: [...MESSAGE_TYPES] },
    title: bilingual,
    body: bilingual,
    bookingUuid: nullableStr,
    bookingNo: nullableStr,
    blNo: nullableStr,
    read: { type: 'boolean' },
    createdAt: instant,
  },
};
