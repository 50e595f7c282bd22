import type { FastifyInstance } from 'fastify';
import { paths } from '../../../src/domain/apiPaths';
import type { DictType, EnumType } from '../../../src/domain/baseData';
import type { Lang } from '../../../src/domain/lang';
import { ok, okWeb } from '../../lib/envelope';
import { optionalBody } from '../../lib/optionalBody';
import { webReply, webTsReply } from '../../lib/responseSchemas';
import {
  bafItemSchema,
  cityItemSchema,
  countryItemSchema,
  dictItemSchema,
  dictTypeSchema,
  enumItemSchema,
  enumTypeSchema,
  portItemSchema,
} from './baseData.schemas';
import type { BaseDataService } from './baseData.service';
import { PUBLIC } from '../../lib/auth/routeAccess';

const TAGS = ['base data'];
const listOf = (items: object) => ({ type: 'array', items });
const keywordBody = {
  type: 'object',
  description: 'Optional: the call may be sent without a body (or form-encoded).',
  properties: { keyword: { type: 'string', maxLength: 50, description: 'part of the code or of a name, any language' } },
} as const;

/** Base data of the spec's "Common data" and "Base data" calls. */
export async function baseDataRoutes(app: FastifyInstance, { service }: { service: BaseDataService }): Promise<void> {
  app.post<{ Querystring: { dataItemType: DictType; returnType?: 'CdeCnnme' } }>(
    `/api${paths.dictList}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Items of one data dictionary',
        querystring: {
          type: 'object',
          required: ['dataItemType'],
          properties: { dataItemType: dictTypeSchema, returnType: { type: 'string', enum: ['CdeCnnme'] } },
        },
        response: webTsReply(listOf(dictItemSchema), 'the items, in display order'),
      },
    },
    async (request) => ok(await service.dictionary(request.query.dataItemType)),
  );

  app.post<{ Querystring: { lang: Lang } }>(
    `/api${paths.countryList}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Countries, named in the asked language',
        querystring: {
          type: 'object',
          properties: { lang: { type: 'string', enum: ['zh', 'jp'], default: 'zh' } },
        },
        response: webTsReply(listOf(countryItemSchema), 'the countries, China and Japan first'),
      },
    },
    async (request) => ok(await service.countries(request.query.lang)),
  );

  app.post(
    `/api${paths.portList}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Ferry ports',
        response: webTsReply(listOf(portItemSchema), 'the ports served by the ferry routes'),
      },
    },
    async () => ok(await service.ferryPorts()),
  );

  app.get<{ Querystring: { enumsType: EnumType; returnType?: 'Name' } }>(
    `/api${paths.enums}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Values and labels of an order enumeration',
        querystring: {
          type: 'object',
          required: ['enumsType'],
          properties: { enumsType: enumTypeSchema, returnType: { type: 'string', enum: ['Name'] } },
        },
        response: webTsReply(listOf(enumItemSchema), 'the values with their Chinese and Japanese labels'),
      },
    },
    async (request) => ok(service.enums(request.query.enumsType)),
  );

  app.get(
    `/api${paths.baf}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Fuel surcharges (BAF) in force today',
        response: webTsReply(listOf(bafItemSchema), 'one per departure country'),
      },
    },
    async () => ok(await service.currentFuelSurcharges()),
  );

  app.get(
    `/api${paths.adultAge}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Age at departure from which a passenger needs an adult ticket',
        response: webTsReply({ type: 'integer' }, 'the age in years'),
      },
    },
    async () => ok(await service.adultAge()),
  );

  app.post<{ Body: { keyword?: string } }>(
    `/api${paths.ebPortList}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Container ports',
        body: keywordBody,
        response: webReply(listOf(portItemSchema), 'the container ports matching the keyword'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.containerPorts(request.body.keyword)),
  );

  app.post<{ Body: { keyword?: string } }>(
    `/api${paths.ebCityList}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Cities',
        body: keywordBody,
        response: webReply(listOf(cityItemSchema), 'the cities matching the keyword'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.cities(request.body.keyword)),
  );
}
