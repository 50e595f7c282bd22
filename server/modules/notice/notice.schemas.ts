import { bilingualSchema } from '../../lib/responseSchemas';

/** JSON schema of the passenger notice (PassengerNotice in src/domain/ticketing/order.ts). */
export const passengerNoticeSchema = {
  type: 'object',
  required: ['version', 'zh', 'ja'],
  properties: {
    version: { type: 'integer', minimum: 1, description: 'a new text gets a new version; an order records the version agreed to (noticeVersion)' },
    zh: { type: 'string', description: 'Chinese text: plain text, paragraphs separated by blank lines' },
    ja: { type: 'string', description: 'Japanese text: plain text, paragraphs separated by blank lines' },
  },
} as const;

const bilingual = bilingualSchema;
const bilingualList = { type: 'array', items: bilingual } as const;
const portPair = {
  type: 'array',
  items: { type: 'string', pattern: '^[A-Z]{5}$' },
  minItems: 2,
  maxItems: 2,
  description: 'UN/LOCODEs: the Chinese port, the Japanese port',
} as const;

const boardingPlaceSchema = {
  type: 'object',
  required: ['port', 'terminal', 'address', 'departures', 'checkIn', 'access'],
  properties: {
    port: { type: 'string', description: 'UN/LOCODE of the departure port' },
    terminal: bilingual,
    address: bilingual,
    departures: { ...bilingual, description: "sailing days and the port's local departure time" },
    checkIn: { ...bilingual, description: 'when check-in opens and closes' },
    access: { ...bilingual, description: 'how to get to the terminal' },
  },
} as const;

/** JSON schema of the route instructions (RouteInstructions in src/domain/information.ts). */
export const routeInstructionsSchema = {
  type: 'object',
  required: ['version', 'routes'],
  properties: {
    version: { type: 'integer', minimum: 1 },
    routes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ports', 'vessel', 'boarding', 'baggage', 'documents'],
        properties: {
          ports: portPair,
          vessel: bilingual,
          boarding: { type: 'array', items: boardingPlaceSchema, description: 'one per departure port, the Chinese side first' },
          baggage: { ...bilingualList, description: 'one rule per item' },
          documents: { ...bilingualList, description: 'one document per item' },
        },
      },
    },
  },
} as const;
