import type { FastifyInstance } from 'fastify';
import { paths } from '../../../src/domain/apiPaths';
import type { AnnouncementType } from '../../../src/domain/baseData';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/domain/envelope';
import { ok } from '../../lib/envelope';
import { pageSchema, webTsReply } from '../../lib/responseSchemas';
import { announcementSchema, announcementSummarySchema, announcementTypeSchema } from './announcements.schemas';
import type { AnnouncementsService } from './announcements.service';
import { PUBLIC } from '../../lib/auth/routeAccess';

const TAGS = ['announcements'];

/** News, notices and service information, published ones only, newest first. */
export async function announcementsRoutes(app: FastifyInstance, { service }: { service: AnnouncementsService }): Promise<void> {
  app.get<{ Querystring: { current: number; size: number; type?: AnnouncementType } }>(
    `/api${paths.announcementPage}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'A page of published announcements',
        querystring: {
          type: 'object',
          properties: {
            current: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            size: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE },
            type: announcementTypeSchema,
          },
        },
        response: webTsReply(pageSchema(announcementSummarySchema), 'the page, newest first'),
      },
    },
    async (request) => ok(await service.page(request.query)),
  );

  app.get<{ Querystring: { limit: number } }>(
    `/api${paths.announcementLatest}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'The latest published announcements (home page)',
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: 20, default: 5 } },
        },
        response: webTsReply({ type: 'array', items: announcementSummarySchema }, 'newest first'),
      },
    },
    async (request) => ok(await service.latest(request.query.limit)),
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${paths.announcementByUuid}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'One published announcement with its body (10404 when unknown or unpublished)',
        querystring: {
          type: 'object',
          required: ['uuid'],
          properties: { uuid: { type: 'string', maxLength: 64 } },
        },
        response: webTsReply(announcementSchema, 'the announcement'),
      },
    },
    async (request) => ok(await service.byUuid(request.query.uuid)),
  );
}
