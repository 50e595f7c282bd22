import { CONTAINER_TYPES } from '../../../src/domain/shipping/enums';
import { EVENT_CLASSIFIERS, TRACKING_EVENT_CODES } from '../../../src/domain/shipping/tracking';
import type { JsonSchema } from '../../lib/responseSchemas';
import { pageQueryProps } from './shipping.schemas';

/**
 * JSON schemas of cargo tracking and D&D (types in src/domain/shipping/cargoTypes.ts), for the
 * OpenAPI document and the answers' serialisation. Bodies list fields and types only: their rules
 * and bilingual messages are the shared yup schemas' (src/domain/shipping/cargoSchemas.ts).
 */

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const localDate = { type: 'string', format: 'date', description: 'the port’s local date' } as const;
const containerType = { type: 'string', enum: [...CONTAINER_TYPES] } as const;
const currency = { type: 'string', enum: ['RMB', 'JPY'], description: 'the port’s: RMB for Chinese ports, JPY for Japanese ones' } as const;
const minor = (what: string) => ({ type: 'integer', description: `${what}, in minor units (fen for RMB; JPY has none)` }) as const;

const portNames = { portCode: str, portNameZh: str, portNameJa: str, portNameEn: str } as const;

const eventProps = {
  eventType: { type: 'string', enum: ['EQUIPMENT', 'TRANSPORT'] },
  eventCode: {
    type: 'string',
    enum: [...TRACKING_EVENT_CODES],
    description: 'DCSA: GTOT gate out, GTIN gate in, STUF stuffed, LOAD loaded, DISC discharged, STRP stripped; DEPA and ARRI of the vessel',
  },
  classifier: { type: 'string', enum: [...EVENT_CLASSIFIERS], description: 'PLN planned, ACT actual' },
  nameZh: str,
  nameJa: str,
  nameEn: str,
  locationCode: { type: 'string', description: 'UN/LOCODE' },
  locationNameZh: str,
  locationNameJa: str,
  locationNameEn: str,
  eventTime: instant,
  vessel: nullableStr,
  voyageCode: nullableStr,
} as const;
export const trackingEventSchema: JsonSchema = { type: 'object', required: Object.keys(eventProps), properties: eventProps };

const trackProps = {
  containerNo: { type: 'string', description: 'ISO 6346' },
  containerType,
  bookingNo: str,
  blNo: nullableStr,
  polCode: str,
  podCode: str,
  vessel: str,
  voyageCode: str,
  matchedBy: { type: 'array', items: str, description: 'the numbers of the search that found it' },
  status: { anyOf: [{ type: 'null' }, trackingEventSchema], description: 'the latest actual equipment event; null while nothing has happened' },
  events: { type: 'array', items: trackingEventSchema, description: 'in time order, planned and actual' },
} as const;

export const trackingAnswerSchema: JsonSchema = {
  type: 'object',
  required: ['containers', 'notFound'],
  properties: {
    containers: { type: 'array', items: { type: 'object', required: Object.keys(trackProps), properties: trackProps } },
    notFound: {
      type: 'array',
      description: 'numbers that found nothing of the caller’s',
      items: { type: 'object', required: ['number', 'kind'], properties: { number: str, kind: { type: 'string', enum: ['BOOKING', 'BL', 'CONTAINER'] } } },
    },
  },
};

export const trackingBody: JsonSchema = {
  type: 'object',
  properties: {
    numbers: {
      anyOf: [
        { type: 'string', maxLength: 2000 },
        { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 200 } },
      ],
      description:
        'booking (BK26000012), bill of lading (ESF26000007) or container (CSQU3054383) numbers, up to 20: one string separated by commas, spaces or new lines, or a list',
    },
  },
};

const bookingContainerProps = { uuid: { type: 'string', format: 'uuid' }, containerNo: str, containerType, bookingNo: str } as const;
export const bookingContainersSchema: JsonSchema = {
  type: 'array',
  items: { type: 'object', required: Object.keys(bookingContainerProps), properties: bookingContainerProps },
};

export const assignContainersBody: JsonSchema = {
  type: 'object',
  properties: {
    bookingUuid: str,
    containers: {
      type: 'array',
      items: { type: 'object', properties: { containerNo: { type: 'string', description: 'ISO 6346 with its check digit' }, containerType: str } },
    },
  },
};

export const recordEventBody: JsonSchema = {
  type: 'object',
  properties: {
    containerNo: str,
    bookingNo: { type: 'string', description: 'the booking the container travels on; absent: its newest' },
    eventCode: { type: 'string', description: [...TRACKING_EVENT_CODES].join(', ') },
    classifier: { type: 'string', description: 'PLN or ACT' },
    locationCode: { type: 'string', description: 'UN/LOCODE of a port the portal knows' },
    eventTime: { type: 'string', description: 'ISO 8601 with offset, e.g. 2026-03-01T10:00:00+08:00' },
    voyageUuid: { type: 'string', description: 'the sailing; LOAD, DISC, DEPA and ARRI default to the booking’s' },
  },
};

const tierProps = {
  fromDay: { type: 'integer', description: 'first day of the tier (day 1 is the first day of the period)' },
  toDay: { type: ['integer', 'null'], description: 'last day; null: every later day' },
  rateMinor: minor('per container per day'),
} as const;
const tierSchema = { type: 'object', required: Object.keys(tierProps), properties: tierProps } as const;

const tariffProps = {
  ...portNames,
  containerType,
  currency,
  freeDays: { type: 'integer' },
  tiers: { type: 'array', items: tierSchema },
  updatedAt: instant,
} as const;
export const tariffSchema: JsonSchema = { type: 'object', required: Object.keys(tariffProps), properties: tariffProps };

const chargeTierProps = {
  ...tierProps,
  days: { type: 'integer', description: 'days of the tier used' },
  amountMinor: minor('days x rate x quantity'),
} as const;
const chargeProps = {
  currency,
  quantity: { type: 'integer' },
  totalDays: { type: 'integer', description: 'from the first to the last day, both counted' },
  freeDays: { type: 'integer' },
  freeDaysUsed: { type: 'integer' },
  freeDaysLeft: { type: 'integer' },
  chargeableDays: { type: 'integer' },
  tiers: { type: 'array', items: { type: 'object', required: Object.keys(chargeTierProps), properties: chargeTierProps } },
  totalMinor: minor('the sum of the tiers'),
} as const;
const chargeSchema = { type: 'object', required: Object.keys(chargeProps), properties: chargeProps } as const;

const estimateProps = { ...chargeProps, ...portNames, containerType, startDate: localDate, endDate: localDate } as const;
export const estimateSchema: JsonSchema = { type: 'object', required: Object.keys(estimateProps), properties: estimateProps };

const demurrageProps = {
  ...portNames,
  containerNo: str,
  containerType,
  bookingNo: str,
  side: {
    type: 'string',
    enum: ['EXPORT', 'IMPORT'],
    description: 'EXPORT: empty pick-up (GTOT) to loading at the port of loading; IMPORT: discharge to empty return (GTIN) at the port of discharge',
  },
  startDate: localDate,
  endDate: { ...localDate, type: ['string', 'null'], description: 'null while the period runs (counted to today)' },
  charge: { anyOf: [{ type: 'null' }, chargeSchema], description: 'so far; null when the port has no tariff for the type' },
} as const;
export const demurrageLineSchema: JsonSchema = { type: 'object', required: Object.keys(demurrageProps), properties: demurrageProps };

export const freeDayQuery: JsonSchema = {
  type: 'object',
  properties: {
    portCode: { type: 'string', pattern: '^[A-Za-z0-9]{5}$', description: 'UN/LOCODE; absent: every port' },
    containerType: { ...containerType, description: 'absent: every type' },
  },
};

export const estimateBody: JsonSchema = {
  type: 'object',
  properties: {
    portCode: { type: 'string', description: 'UN/LOCODE' },
    containerType: str,
    quantity: { type: ['integer', 'string'], description: '1 to 999' },
    startDate: { type: 'string', description: 'YYYY-MM-DD, the first day' },
    endDate: { type: 'string', description: 'YYYY-MM-DD, the last day (counted)' },
  },
};

export const demurragePageBody: JsonSchema = {
  type: 'object',
  properties: {
    ...pageQueryProps,
    containerNo: { type: 'string', maxLength: 11, description: 'the number or its beginning' },
    bookingNo: { type: 'string', maxLength: 32, description: 'the booking number or its beginning' },
  },
};

export const tariffBody: JsonSchema = {
  type: 'object',
  properties: {
    portCode: str,
    containerType: str,
    freeDays: { type: ['integer', 'string'] },
    tiers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          fromDay: { type: ['integer', 'string'] },
          toDay: { type: ['integer', 'string', 'null'] },
          rateMinor: { type: ['integer', 'string'], description: 'minor units' },
        },
      },
    },
  },
};

export const freeDaysBody: JsonSchema = { type: 'object', properties: { portCode: str, containerType: str, freeDays: { type: ['integer', 'string'] } } };
