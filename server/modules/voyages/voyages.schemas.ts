/** JSON schemas of the voyage calls (answers typed in src/domain/voyages.ts), for validation and the OpenAPI document. */
const portCode = { type: 'string', pattern: '^[A-Z]{5}$', description: 'UN/LOCODE of a ferry port, e.g. CNSHA' } as const;

const portPair = {
  departurePort: { ...portCode, description: 'UN/LOCODE of the departure port, e.g. CNSHA' },
  arrivalPort: { ...portCode, description: 'UN/LOCODE of the arrival port, e.g. JPOSA' },
} as const;

export const routeQuery = { type: 'object', required: ['departurePort', 'arrivalPort'], properties: portPair } as const;

export const monthQuery = {
  type: 'object',
  required: ['departurePort', 'arrivalPort', 'month'],
  properties: {
    ...portPair,
    month: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' },
  },
} as const;

export const dateQuery = {
  type: 'object',
  required: ['departurePort', 'arrivalPort', 'date'],
  properties: {
    ...portPair,
    date: { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: "YYYY-MM-DD, the departure port's local date" },
  },
} as const;

export const portLineQuery = {
  ...dateQuery,
  properties: {
    ...dateQuery.properties,
    currency: {
      type: 'string',
      enum: ['RMB', 'JPY'],
      description: "currency of fares, extra bed fee and surcharge; default the departure port's (a round trip's return leg: the first departure port's)",
    },
  },
} as const;

const localDate = { type: 'string', format: 'date', description: "the departure port's local date (China UTC+8, Japan UTC+9)" } as const;

export const ticketDateSchema = {
  type: 'object',
  required: ['startDate', 'endDate'],
  properties: {
    startDate: { ...localDate, type: ['string', 'null'], description: 'first day with a bookable sailing; null when none' },
    endDate: { ...localDate, type: ['string', 'null'], description: 'last day with a bookable sailing; null when none' },
  },
} as const;

export const localDatesSchema = { type: 'array', items: localDate } as const;

const summaryProperties = {
  uuid: { type: 'string', format: 'uuid' },
  voyageCode: { type: 'string', description: 'e.g. SO2612A' },
  routeCode: { type: 'string', description: 'e.g. SHA-OSA' },
  vessel: { type: 'string' },
  departurePort: { type: 'string' },
  arrivalPort: { type: 'string' },
  departureTime: { type: 'string', format: 'date-time' },
  arrivalTime: { type: 'string', format: 'date-time', description: 'estimated time of arrival' },
  durationMinutes: { type: 'integer' },
} as const;

export const voyageSummarySchema = { type: 'object', required: Object.keys(summaryProperties), properties: summaryProperties } as const;

const cabinSchema = {
  type: 'object',
  required: ['cabinClass', 'cabinNameZh', 'cabinNameJa', 'totalBerths', 'remainingBerths', 'fares', 'extraBedFee'],
  properties: {
    cabinClass: { type: 'string', description: 'SHIPPING_CLASS_TYPE code' },
    cabinNameZh: { type: 'string' },
    cabinNameJa: { type: 'string' },
    unit: {
      type: 'string',
      enum: ['room', 'berth'],
      description: 'what totalBerths and remainingBerths count: whole rooms (one per order and leg) or single berths (one per paying passenger)',
    },
    totalBerths: { type: 'integer', description: 'units on sale, in `unit`' },
    remainingBerths: { type: 'integer', description: 'units left, in `unit`, live from the inventory' },
    fares: {
      type: 'array',
      description: 'per ticket type a passenger can hold (the extra bed is extraBedFee, not a fare)',
      items: {
        type: 'object',
        required: ['ticketType', 'amount'],
        properties: { ticketType: { type: 'string', description: 'TICKET_TYPE code' }, amount: { type: 'number' } },
      },
    },
    extraBedFee: { type: ['number', 'null'], description: "one extra bed in the room, in the port line's currency; null where the cabin sells none" },
  },
} as const;

const portLineProperties = {
  ...summaryProperties,
  departurePortNameZh: { type: 'string' },
  departurePortNameJa: { type: 'string' },
  departurePortNameEn: { type: 'string' },
  arrivalPortNameZh: { type: 'string' },
  arrivalPortNameJa: { type: 'string' },
  arrivalPortNameEn: { type: 'string' },
  currency: { type: 'string', enum: ['RMB', 'JPY'], description: "of every amount: the one asked for, else the departure port's" },
  fuelSurcharge: { type: 'number', description: 'per paying ticket, in currency, in force on the departure day' },
  cabins: { type: 'array', items: cabinSchema },
  minTurnaroundMinutes: {
    type: 'integer',
    description: "the route's minimum turnaround: a round trip's return leaves at least this many minutes after the outbound arrives",
  },
} as const;

export const portLineSchema = { type: 'object', required: Object.keys(portLineProperties), properties: portLineProperties } as const;

export const itsVoyageBody = {
  type: 'object',
  description: 'Optional: the call may be sent without a body (or form-encoded). Without dates: the next 30 days.',
  properties: {
    departurePort: { ...portCode, description: 'UN/LOCODE of the port of loading' },
    arrivalPort: { ...portCode, description: 'UN/LOCODE of the port of discharge' },
    etdFrom: { type: 'string', format: 'date', description: "first departure day, the loading port's local date (China when no port given)" },
    etdTo: { type: 'string', format: 'date', description: 'last departure day, inclusive' },
  },
} as const;

const instantOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

const instant = { type: 'string', format: 'date-time' } as const;

export const itsVoyageSchema = {
  type: 'object',
  required: [
    'uuid',
    'voyageCode',
    'routeCode',
    'vessel',
    'polCode',
    'podCode',
    'etd',
    'eta',
    'transitMinutes',
    'transitDays',
    'cyCutOff',
    'docCutOff',
    'vgmCutOff',
    'rotation',
  ],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    voyageCode: { type: 'string' },
    routeCode: { type: 'string' },
    vessel: { type: 'string' },
    polCode: { type: 'string', description: 'port of loading (the first call)' },
    podCode: { type: 'string', description: 'port of discharge (the last call)' },
    etd: { ...instant, description: 'departure from the port of loading' },
    eta: { ...instant, description: 'arrival at the port of discharge' },
    transitMinutes: { type: 'integer' },
    transitDays: { type: 'integer', description: 'whole days, rounded up' },
    cyCutOff: { ...instant, description: 'container yard cut-off at the port of loading, 24 h before ETD' },
    docCutOff: { ...instant, description: 'shipping instructions cut-off, 48 h before ETD' },
    vgmCutOff: { ...instant, description: 'verified gross mass (SOLAS) cut-off, 30 h before ETD' },
    rotation: {
      type: 'array',
      description: 'port calls in order',
      items: {
        type: 'object',
        required: ['portCode', 'portNameZh', 'portNameJa', 'portNameEn', 'eta', 'etd', 'cyCutOff', 'docCutOff'],
        properties: {
          portCode: { type: 'string' },
          portNameZh: { type: 'string' },
          portNameJa: { type: 'string' },
          portNameEn: { type: 'string' },
          eta: instantOrNull,
          etd: instantOrNull,
          cyCutOff: { ...instantOrNull, description: 'container yard cut-off, 24 h before ETD' },
          docCutOff: { ...instantOrNull, description: 'shipping instructions cut-off, 48 h before ETD' },
        },
      },
    },
  },
} as const;

export const scheduleSearchBody = {
  type: 'object',
  description: 'Every field required; 10422 with data.fields in both languages otherwise (src/domain/shipping/cargoSchemas.ts).',
  properties: {
    polCode: { type: 'string', description: 'UN/LOCODE of the port of loading' },
    podCode: { type: 'string', description: 'UN/LOCODE of the port of discharge' },
    etdFrom: { type: 'string', description: "first departure day, YYYY-MM-DD, the loading port's local date" },
    etdTo: { type: 'string', description: 'last departure day, inclusive; at most 120 days after etdFrom' },
  },
} as const;
