import type { FastifyInstance } from 'fastify';
import type { Currency } from '../../../src/domain/baseData';
import { SCHEDULE_SEARCH_PATH } from '../../../src/domain/shipping/cargoPaths';
import { scheduleSearchSchema } from '../../../src/domain/shipping/cargoSchemas';
import { ITS_VOYAGE_PATHS, TIMETABLE_DAYS, voyagePaths, type ItsVoyageQuery } from '../../../src/domain/voyages';
import { ok, okWeb } from '../../lib/envelope';
import { optionalBody } from '../../lib/optionalBody';
import { webReply, webTsReply } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import {
  dateQuery,
  itsVoyageBody,
  itsVoyageSchema,
  scheduleSearchBody,
  localDatesSchema,
  monthQuery,
  portLineQuery,
  portLineSchema,
  routeQuery,
  ticketDateSchema,
  voyageSummarySchema,
} from './voyages.schemas';
import type { VoyagesService } from './voyages.service';
import { PUBLIC } from '../../lib/auth/routeAccess';

const TAGS = ['voyages'];
const DAYS_NOTE =
  "Days are the departure port's local dates (China UTC+8, Japan UTC+9). Past and cancelled sailings are never offered; an unknown port pair has none.";

interface RouteQuery {
  departurePort: string;
  arrivalPort: string;
}

/** The public voyage reads of the spec's "Voyages" calls: no login needed. */
export async function voyagesRoutes(app: FastifyInstance, { service }: { service: VoyagesService }): Promise<void> {
  app.get<{ Querystring: RouteQuery & { month: string } }>(
    `/api${voyagePaths.byMonth}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Days of a month with a bookable sailing on a route, for the calendar',
        description: `Days with a scheduled sailing that has any berth left. ${DAYS_NOTE}`,
        querystring: monthQuery,
        response: webTsReply(localDatesSchema, 'the days, ascending'),
      },
    },
    async ({ query }) => ok(await service.daysWithSailings(query.departurePort, query.arrivalPort, query.month)),
  );

  app.get<{ Querystring: RouteQuery }>(
    `/api${voyagePaths.ticketDate}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'First and last days with a bookable sailing on a route',
        description: DAYS_NOTE,
        querystring: routeQuery,
        response: webTsReply(ticketDateSchema, 'the first and last days, null when there is no bookable sailing'),
      },
    },
    async ({ query }) => ok(await service.ticketDates(query.departurePort, query.arrivalPort)),
  );

  app.get<{ Querystring: RouteQuery & { date: string } }>(
    `/api${voyagePaths.byDate}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: "A day's sailings on a route",
        description: `Sold-out sailings are listed too (getWebTsVoyageList shows their berths). ${DAYS_NOTE}`,
        querystring: dateQuery,
        response: webTsReply({ type: 'array', items: voyageSummarySchema }, 'the sailings, by departure time'),
      },
    },
    async ({ query }) => ok(await service.voyagesOn(query.departurePort, query.arrivalPort, query.date)),
  );

  app.get<{ Querystring: RouteQuery & { date: string; currency?: Currency } }>(
    `/api${voyagePaths.list}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: "Port lines of a day: each sailing's ports, times, remaining berths and fares per cabin class",
        description: `Remaining berths are live from the inventory; fares per ticket type, the extra bed fee and the fuel surcharge are those in force on the departure day, in \`currency\` when given (a round trip's return leg is priced in the currency of its first departure port), else in the departure port's currency. Sold-out cabins and sailings are listed with 0 remaining berths. ${DAYS_NOTE}`,
        querystring: portLineQuery,
        response: webTsReply({ type: 'array', items: portLineSchema }, 'the port lines, by departure time'),
      },
    },
    async ({ query }) => ok(await service.portLines(query.departurePort, query.arrivalPort, query.date, query.currency)),
  );

  app.get<{ Querystring: { perRoute: number } }>(
    `/api${voyagePaths.next}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'The next bookable sailings of every route, with live remaining berths and fares (home page)',
        description: `Not in the spec. For each route (by code), its next \`perRoute\` scheduled sailings with a berth left, as port lines in the departure port's currency. ${DAYS_NOTE}`,
        querystring: {
          type: 'object',
          properties: { perRoute: { type: 'integer', minimum: 1, maximum: 5, default: 2 } },
        },
        response: webTsReply({ type: 'array', items: portLineSchema }, 'the port lines, by route, then departure time'),
      },
    },
    async ({ query }) => ok(await service.nextPortLines(query.perRoute)),
  );

  app.get<{ Querystring: { days: number } }>(
    `/api${voyagePaths.timetable}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'The passenger timetable: every scheduled sailing of every route in the coming days, with live remaining berths',
        description: `Not in the spec. Sailings departing within \`days\` days from now (sold out ones too: their cabins say 0 left), as port lines in the departure port's currency. ${DAYS_NOTE}`,
        querystring: {
          type: 'object',
          properties: { days: { type: 'integer', minimum: 1, maximum: TIMETABLE_DAYS.max, default: TIMETABLE_DAYS.default } },
        },
        response: webTsReply({ type: 'array', items: portLineSchema }, 'the port lines, by route, then departure time'),
      },
    },
    async ({ query }) => ok(await service.timetable(query.days)),
  );

  for (const path of ITS_VOYAGE_PATHS) {
    app.post<{ Body: ItsVoyageQuery }>(
      `/api${path}`,
      {
        config: { access: PUBLIC },
        schema: {
          tags: TAGS,
          summary: 'Container sailings with their port rotation, ETA/ETD, transit time and cut-offs',
          description: 'Scheduled sailings departing after now, by departure time (at most 500). Public.',
          body: itsVoyageBody,
          response: webReply({ type: 'array', items: itsVoyageSchema }, 'the sailings'),
        },
        preValidation: optionalBody,
      },
      async (request) => okWeb(await service.itsVoyages(request.body)),
    );
  }

  app.post(
    `/api${SCHEDULE_SEARCH_PATH}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Sailing schedule search: port of loading, port of discharge and departure dates -> vessel, voyage, rotation, transit time, cut-offs',
        description:
          'Public (DOMAIN: scheduleMgt). The queryItsVoyage answer for one port pair and a date range of at most 120 days, both required: ' +
          '10422 with data.fields in both languages for a missing or malformed port or date, the same port twice, an end before the start or ' +
          'a longer range. Scheduled sailings still to depart, by ETD; a pair the company does not sail answers an empty list.',
        body: scheduleSearchBody,
        response: webReply({ type: 'array', items: itsVoyageSchema }, 'the sailings'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const { polCode, podCode, etdFrom, etdTo } = await parseWith(scheduleSearchSchema, request.body);
      return okWeb(await service.itsVoyages({ departurePort: polCode, arrivalPort: podCode, etdFrom, etdTo }));
    },
  );
}
