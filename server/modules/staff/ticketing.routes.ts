import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/domain/envelope';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import {
  ADULT_AGE_RANGE,
  STAFF_ROUTES_PATH,
  type BafBody,
  type FareBody,
  type InventoryBody,
  type VoyageCancelBody,
  type VoyageCreateBody,
  type VoyagePageQuery,
  type VoyageRescheduleBody,
} from '../../../src/domain/staff/ticketing';
import { VOYAGE_STATUSES } from '../../../src/domain/voyages';
import { ok } from '../../lib/envelope';
import { pageSchema, webTsReply, type JsonSchema } from '../../lib/responseSchemas';
import type { CheckIn } from './checkIn.staff';
import type { StaffRates } from './rates.staff';
import { guardText, STAFF_BUTTON } from './staff.guard';
import { requireUser } from '../../lib/auth/guards';
import type { StaffVoyages } from './voyages.staff';
import { staffOnly } from '../../lib/auth/routeAccess';

const TAGS = ['staff: ticketing'];
const GUARD = guardText(STAFF_BUTTON.ticketing);

const uuid = { type: 'string', minLength: 1, maxLength: 64 } as const;
const instant = { type: 'string', minLength: 1, maxLength: 40, description: 'ISO 8601 with offset' } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' } as const;
const code = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
const amount = { type: 'number', minimum: 0, maximum: 10_000_000 } as const;
const berths = { type: 'integer', minimum: 0, maximum: 5000 } as const;

const inventorySchema: JsonSchema = {
  type: 'object',
  required: ['cabinClass', 'totalBerths', 'remainingBerths', 'soldBerths'],
  properties: {
    cabinClass: { type: 'string' },
    unit: { type: 'string', enum: ['room', 'berth'], description: 'what the counts count: whole rooms or single berths' },
    totalBerths: { type: 'integer' },
    remainingBerths: { type: 'integer' },
    soldBerths: { type: 'integer' },
  },
};
const voyageSchema: JsonSchema = {
  type: 'object',
  required: ['uuid', 'code', 'routeCode', 'vessel', 'departureTime', 'arrivalTime', 'status', 'inventory'],
  properties: {
    uuid: { type: 'string' },
    code: { type: 'string' },
    routeCode: { type: 'string' },
    vessel: { type: 'string' },
    departureTime: { type: 'string' },
    arrivalTime: { type: 'string' },
    status: { type: 'string', enum: [...VOYAGE_STATUSES] },
    inventory: { type: 'array', items: inventorySchema },
  },
};
const period = { effectiveFrom: { type: 'string' }, effectiveTo: { type: ['string', 'null'] } };
const fareSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'routeCode', 'cabinClass', 'ticketType', 'amount', 'currency', 'effectiveFrom', 'effectiveTo'],
  properties: {
    id: { type: 'string' },
    routeCode: { type: 'string' },
    cabinClass: { type: 'string' },
    ticketType: { type: 'string' },
    amount: { type: 'number' },
    currency: { type: 'string' },
    ...period,
  },
};
const bafSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'departureCountry', 'amount', 'currency', 'effectiveFrom', 'effectiveTo'],
  properties: { id: { type: 'string' }, departureCountry: { type: 'string' }, amount: { type: 'number' }, currency: { type: 'string' }, ...period },
};
const checkInTicketSchema: JsonSchema = {
  type: 'object',
  required: ['ticketNo', 'status', 'orderNo', 'ticketType', 'passengerNameZh', 'passengerNameEn', 'cabinClass', 'voyageCode', 'routeCode', 'departureTime'],
  properties: Object.fromEntries(
    ['ticketNo', 'status', 'orderNo', 'ticketType', 'passengerNameZh', 'passengerNameEn', 'cabinClass', 'voyageCode', 'routeCode', 'departureTime'].map((k) => [
      k,
      { type: 'string' },
    ]),
  ),
};
const cancelAnswerSchema: JsonSchema = {
  type: 'object',
  required: ['voyage', 'cancelledOrders', 'voidedOrders', 'refunds'],
  properties: {
    voyage: voyageSchema,
    cancelledOrders: { type: 'array', items: { type: 'string' } },
    voidedOrders: { type: 'array', items: { type: 'string' } },
    refunds: {
      type: 'array',
      items: {
        type: 'object',
        required: ['orderNo', 'refundNo', 'amount', 'currency', 'status'],
        properties: {
          orderNo: { type: 'string' },
          refundNo: { type: 'string' },
          amount: { type: 'number' },
          currency: { type: 'string' },
          status: { type: 'string' },
        },
      },
    },
  },
};

/** The ticketing clerk's operations: sailings, berths, fares, fuel surcharge, adult age, boarding check-in. */
export async function staffTicketingRoutes(
  app: FastifyInstance,
  { voyages, rates, checkIn }: { voyages: StaffVoyages; rates: StaffRates; checkIn: CheckIn },
): Promise<void> {
  app.get(
    `/api${STAFF_ROUTES_PATH}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Every route direction: its ports, usual vessel and duration, the currency of its fares',
        description: GUARD,
        response: webTsReply(
          {
            type: 'array',
            items: {
              type: 'object',
              required: ['code', 'departurePort', 'arrivalPort', 'defaultVessel', 'durationMinutes', 'currency'],
              properties: {
                code: { type: 'string' },
                departurePort: { type: 'string' },
                arrivalPort: { type: 'string' },
                defaultVessel: { type: 'string' },
                durationMinutes: { type: 'integer' },
                currency: { type: 'string' },
              },
            },
          },
          'the routes, by code',
        ),
      },
    },
    async () => ok(await voyages.routes()),
  );

  app.get<{ Querystring: VoyagePageQuery & { current: number; size: number } }>(
    `/api${STAFF_PATHS.voyagePage}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Sailings (cancelled ones too), by departure, with berths per cabin class: total, remaining, sold',
        description: GUARD,
        querystring: {
          type: 'object',
          properties: {
            current: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            size: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE },
            routeCode: { type: 'string', maxLength: 20 },
            code: { type: 'string', maxLength: 40 },
            departFrom: day,
            departTo: day,
            status: { type: 'string', enum: [...VOYAGE_STATUSES] },
          },
        },
        response: webTsReply(pageSchema(voyageSchema), 'the page, earliest departure first'),
      },
    },
    async (request) => {
      return ok(await voyages.page(request.query));
    },
  );

  app.post<{ Body: VoyageCreateBody }>(
    `/api${STAFF_PATHS.voyageCreate}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Create a sailing: route direction, vessel, departure and arrival, berths per cabin class',
        description: `${GUARD} 10409 at code when the voyage code is taken; 10422 naming each field at fault.`,
        body: {
          type: 'object',
          required: ['code', 'routeCode', 'vessel', 'departureTime', 'arrivalTime', 'inventory'],
          additionalProperties: false,
          properties: {
            code: code(40),
            routeCode: code(20),
            vessel: code(100),
            departureTime: instant,
            arrivalTime: instant,
            inventory: {
              type: 'array',
              minItems: 1,
              maxItems: 20,
              items: {
                type: 'object',
                required: ['cabinClass', 'totalBerths'],
                additionalProperties: false,
                properties: { cabinClass: code(40), totalBerths: berths },
              },
            },
          },
        },
        response: webTsReply(voyageSchema, 'the sailing created'),
      },
    },
    async (request) => ok(await voyages.create(requireUser(request).userId, request.body)),
  );

  app.get<{ Querystring: { uuid?: string } }>(
    `/api${STAFF_PATHS.voyageAffected}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary:
          'The orders holding berths on a sailing, with contact and passengers: who a cancel or new times would reach (each is told by mail and in the portal)',
        description: `${GUARD} 10404 unknown.`,
        querystring: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
        response: webTsReply(
          {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                uuid: { type: 'string' },
                orderNo: { type: ['string', 'null'] },
                status: { type: 'string', enum: ['DUE_PAY', 'PAID', 'BEING_REFUNDED'] },
                contactName: { type: 'string' },
                contactEmail: { type: 'string' },
                passengerNames: { type: 'array', items: { type: 'string' } },
                totalAmount: { type: 'number' },
                currency: { type: 'string', enum: ['RMB', 'JPY'] },
              },
            },
          },
          'the orders, by order number',
        ),
      },
    },
    async (request) => ok(await voyages.affected(String(request.query.uuid ?? ''))),
  );

  app.post<{ Body: VoyageRescheduleBody }>(
    `/api${STAFF_PATHS.voyageReschedule}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'New departure and arrival times of a sailing; its berths and orders stay',
        description: `${GUARD} 10500 for a cancelled sailing.`,
        body: {
          type: 'object',
          required: ['uuid', 'departureTime', 'arrivalTime'],
          additionalProperties: false,
          properties: { uuid, departureTime: instant, arrivalTime: instant },
        },
        response: webTsReply(voyageSchema, 'the sailing'),
      },
    },
    async (request) => ok(await voyages.reschedule(requireUser(request).userId, request.body)),
  );

  app.post<{ Body: VoyageCancelBody }>(
    `/api${STAFF_PATHS.voyageCancel}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary:
          'Cancel a sailing: unpaid orders cancelled (berths back), paid ones and those waiting for a refund voided and refunded in full through the provider',
        description: `${GUARD} Every order moves through the order lifecycle and is audited; the refund numbers are idempotent, and calling again on the cancelled sailing only resends refunds the provider has not taken.`,
        body: {
          type: 'object',
          required: ['uuid', 'reason'],
          additionalProperties: false,
          properties: { uuid, reason: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: webTsReply(cancelAnswerSchema, 'the sailing and what happened to its orders'),
      },
    },
    async (request) => ok(await voyages.cancel(requireUser(request).userId, request.body)),
  );

  app.post<{ Body: InventoryBody }>(
    `/api${STAFF_PATHS.voyageInventory}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Raise or lower the total berths of a cabin class (never below the berths held)',
        description: GUARD,
        body: {
          type: 'object',
          required: ['uuid', 'cabinClass', 'totalBerths'],
          additionalProperties: false,
          properties: { uuid, cabinClass: code(40), totalBerths: berths },
        },
        response: webTsReply(voyageSchema, 'the sailing'),
      },
    },
    async (request) => ok(await voyages.setInventory(requireUser(request).userId, request.body)),
  );

  app.get<{ Querystring: { routeCode: string } }>(
    `/api${STAFF_PATHS.fareList}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Every fare period of a route direction, per cabin class and ticket type, newest first',
        description: GUARD,
        querystring: { type: 'object', required: ['routeCode'], properties: { routeCode: code(20) } },
        response: webTsReply({ type: 'array', items: fareSchema }, 'the fares'),
      },
    },
    async (request) => {
      return ok(await rates.fares(request.query.routeCode));
    },
  );

  app.post<{ Body: FareBody }>(
    `/api${STAFF_PATHS.fareSave}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'A fare from a day on (today or later): the period running then ends that day; the same start day replaces the amount',
        description: `${GUARD} In the departure country's currency, major units.`,
        body: {
          type: 'object',
          required: ['routeCode', 'cabinClass', 'ticketType', 'amount', 'effectiveFrom'],
          additionalProperties: false,
          properties: { routeCode: code(20), cabinClass: code(40), ticketType: code(40), amount, effectiveFrom: day },
        },
        response: webTsReply(fareSchema, 'the fare saved'),
      },
    },
    async (request) => ok(await rates.saveFare(requireUser(request).userId, request.body)),
  );

  app.get(
    `/api${STAFF_PATHS.bafList}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Every fuel surcharge (BAF) period per departure country, newest first',
        description: GUARD,
        response: webTsReply({ type: 'array', items: bafSchema }, 'the surcharges'),
      },
    },
    async () => ok(await rates.fuelSurcharges()),
  );

  app.post<{ Body: BafBody }>(
    `/api${STAFF_PATHS.bafSave}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'A fuel surcharge per paying ticket from a day on (today or later), in the departure country’s currency',
        description: GUARD,
        body: {
          type: 'object',
          required: ['departureCountry', 'amount', 'effectiveFrom'],
          additionalProperties: false,
          properties: { departureCountry: { type: 'string', enum: ['CN', 'JP'] }, amount, effectiveFrom: day },
        },
        response: webTsReply(bafSchema, 'the surcharge saved'),
      },
    },
    async (request) => ok(await rates.saveFuelSurcharge(requireUser(request).userId, request.body)),
  );

  app.post<{ Body: { adultAge: number } }>(
    `/api${STAFF_PATHS.adultAge}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'The age at departure from which a passenger travels on an adult ticket (getAdultAge answers it)',
        description: GUARD,
        body: {
          type: 'object',
          required: ['adultAge'],
          additionalProperties: false,
          properties: { adultAge: { type: 'integer', minimum: ADULT_AGE_RANGE.min, maximum: ADULT_AGE_RANGE.max } },
        },
        response: webTsReply({ type: 'object', required: ['adultAge'], properties: { adultAge: { type: 'integer' } } }, 'the setting'),
      },
    },
    async (request) => ok(await rates.setAdultAge(requireUser(request).userId, request.body.adultAge)),
  );

  app.get<{ Querystring: { ticketNo: string } }>(
    `/api${STAFF_PATHS.ticketLoad}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'A ticket by its number (the e-ticket’s QR code holds it), with its passenger and sailing',
        description: `${GUARD} 10404 when unknown.`,
        querystring: { type: 'object', required: ['ticketNo'], properties: { ticketNo: code(40) } },
        response: webTsReply(checkInTicketSchema, 'the ticket'),
      },
    },
    async (request) => {
      return ok(await checkIn.load(request.query.ticketNo));
    },
  );

  app.post<{ Body: { ticketNo: string } }>(
    `/api${STAFF_PATHS.ticketCheckIn}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Boarding check-in: VALID -> USED once, from 12 hours before the departure to 2 hours after it',
        description: `${GUARD} Any other ticket status, a cancelled sailing or a time outside the window is 10500 with the reason in both languages (also at data.fields.ticketNo), and nothing changes; of two check-ins of one ticket one wins.`,
        body: { type: 'object', required: ['ticketNo'], additionalProperties: false, properties: { ticketNo: code(40) } },
        response: webTsReply(checkInTicketSchema, 'the ticket, now USED'),
      },
    },
    async (request) => ok(await checkIn.checkIn(requireUser(request).userId, request.body.ticketNo)),
  );
}
