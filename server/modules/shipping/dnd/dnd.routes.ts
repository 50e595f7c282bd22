import type { FastifyInstance } from 'fastify';
import { DND_PATHS, STAFF_DND_PATHS } from '../../../../src/domain/shipping/cargoPaths';
import { dndEstimateSchema, dndFreeDaysSchema, dndTariffSchema } from '../../../../src/domain/shipping/cargoSchemas';
import type { ContainerType } from '../../../../src/domain/shipping/enums';
import { requireUser } from '../../../lib/auth/guards';
import { okWeb } from '../../../lib/envelope';
import { optionalBody } from '../../../lib/optionalBody';
import { pageSchema, webReply } from '../../../lib/responseSchemas';
import { parseWith } from '../../../lib/validateBody';
import { demurrageLineSchema, demurragePageBody, estimateBody, estimateSchema, freeDayQuery, freeDaysBody, tariffBody, tariffSchema } from '../cargo.schemas';
import type { DemurrageQuery, DndService } from './dnd.service';
import { enterpriseUser, GUARD_NOTE } from '../shipping.guard';
import { PUBLIC, approvedEnterprise, customerMenu, staffOnly } from '../../../lib/auth/routeAccess';

const TAGS = ['demurrage and detention'];
const STAFF_TAGS = ['demurrage and detention (staff)'];
const STAFF_GUARD = 'Shipping clerks only (btn.staff.shipping; others 10403, HTTP 401 without a token).';
const MONEY = 'Money in integer minor units of the port’s currency (fen for RMB; JPY has no minor unit).';
const TARIFF_RULES =
  '10422 with data.fields (both languages) for an unknown port or type, free days outside 0–60, tiers that do not run on from the day after the free days without gaps to an open last tier, rates that are not positive integers.';

type FreeDayFilter = { portCode?: string; containerType?: ContainerType };

/** Demurrage and detention (DND_PATHS) and the clerk's tariffs (STAFF_DND_PATHS). */
export async function dndRoutes(app: FastifyInstance, { service }: { service: DndService }): Promise<void> {
  const freeDays = {
    tags: TAGS,
    summary: 'Free days and tiered daily rates per port and container type (the published D&D tariffs)',
    description: `Public (DOMAIN: dndChargeFreeDayIndex). Combined demurrage and detention: free days, then each tier’s daily rate per container. ${MONEY} An unknown port answers an empty list.`,
    response: webReply({ type: 'array', items: tariffSchema }, 'the tariffs, by port and container type'),
  };
  app.get<{ Querystring: FreeDayFilter }>(
    `/api${DND_PATHS.freeDayList}`,
    { config: { access: PUBLIC }, schema: { ...freeDays, querystring: freeDayQuery } },
    async (request) => okWeb(await service.freeDayList(request.query)),
  );
  app.post<{ Body: FreeDayFilter }>(
    `/api${DND_PATHS.freeDayList}`,
    { config: { access: PUBLIC }, schema: { ...freeDays, body: freeDayQuery }, preValidation: optionalBody },
    async (request) => okWeb(await service.freeDayList(request.body)),
  );

  app.post(
    `/api${DND_PATHS.estimate}`,
    {
      config: { access: customerMenu('menu.dndQueryAndCalcRate') },
      schema: {
        tags: TAGS,
        summary: 'Estimate D&D charges: each tier’s days, rate and amount, and the total, for containers of a type at a port between two dates',
        description:
          'Login required (HTTP 401 without a token); users with menu.dndQueryAndCalcRate (individuals and enterprises; others 10403). Days are ' +
          `the port’s calendar days with the first and the last counted (the same day is 1). ${MONEY} 10422 with data.fields in both languages ` +
          'for missing or malformed fields, a quantity outside 1–999, an end date before the start date, and a port without a tariff for the type.',
        body: estimateBody,
        response: webReply(estimateSchema, 'the estimate'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      return okWeb(await service.estimate(await parseWith(dndEstimateSchema, request.body)));
    },
  );

  app.post<{ Body: DemurrageQuery }>(
    `/api${DND_PATHS.demurragePage}`,
    {
      config: { access: approvedEnterprise('menu.dndChargeQueryIndex') },
      schema: {
        tags: TAGS,
        summary: 'The enterprise’s containers’ D&D so far: days used, free days left, charges per tier',
        description:
          `${GUARD_NOTE} Export: from the empty pick-up (GTOT) to loading (LOAD) at the port of loading; import: from discharge (DISC) to the ` +
          `empty return (GTIN) at the port of discharge; actual events only; a period still running counts to today. ${MONEY}`,
        body: demurragePageBody,
        response: webReply(pageSchema(demurrageLineSchema), 'the page, newest booking first'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const { enterpriseId } = enterpriseUser(request, 'menu.dndChargeQueryIndex');
      return okWeb(await service.demurragePage(enterpriseId, request.body));
    },
  );

  app.post(
    `/api${STAFF_DND_PATHS.saveTariff}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Create or replace the D&D tariff of a port and container type (free days and tiers)',
        description: `${STAFF_GUARD} The currency is the port’s. ${MONEY} ${TARIFF_RULES}`,
        body: tariffBody,
        response: webReply(tariffSchema, 'the tariff as stored'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const { userId } = requireUser(request);
      return okWeb(await service.saveTariff(userId, await parseWith(dndTariffSchema, request.body)));
    },
  );

  app.post(
    `/api${STAFF_DND_PATHS.setFreeDays}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Change the free days of a tariff; every tier keeps its length and moves with them',
        description: `${STAFF_GUARD} 10422 for free days outside 0–60; 10404 when the port has no tariff for the type.`,
        body: freeDaysBody,
        response: webReply(tariffSchema, 'the tariff as stored'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const { userId } = requireUser(request);
      return okWeb(await service.setFreeDays(userId, await parseWith(dndFreeDaysSchema, request.body)));
    },
  );
}
