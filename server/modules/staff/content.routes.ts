import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_TYPES } from '../../../src/domain/baseData';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/domain/envelope';
import type { AnnouncementBody, AnnouncementPageQuery } from '../../../src/domain/staff/content';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { ok } from '../../lib/envelope';
import { bilingualSchema, pageSchema, webTsReply, type JsonSchema } from '../../lib/responseSchemas';
import type { StaffContent } from './content.staff';
import { guardText, STAFF_BUTTON } from './staff.guard';
import { requireUser } from '../../lib/auth/guards';
import { staffOnly } from '../../lib/auth/routeAccess';

const TAGS = ['staff: content'];
const GUARD = guardText(STAFF_BUTTON.content);

const staffAnnouncementSchema: JsonSchema = {
  type: 'object',
  required: ['uuid', 'type', 'title', 'body', 'published', 'publishTime', 'updatedAt'],
  properties: {
    uuid: { type: 'string' },
    type: { type: 'string', enum: [...ANNOUNCEMENT_TYPES] },
    title: bilingualSchema,
    body: { ...bilingualSchema, description: 'HTML in each language, as sanitised on save' },
    published: { type: 'boolean' },
    publishTime: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};
const bilingualInput = (max: number): JsonSchema => ({
  type: 'object',
  required: ['zh', 'ja'],
  additionalProperties: false,
  properties: { zh: { type: 'string', maxLength: max }, ja: { type: 'string', maxLength: max } },
});

/** The editor's announcements (btn.staff.content): drafts too, saved sanitised, published or withdrawn. */
export async function staffContentRoutes(app: FastifyInstance, { content }: { content: StaffContent }): Promise<void> {
  app.get<{ Querystring: AnnouncementPageQuery & { current: number; size: number } }>(
    `/api${STAFF_PATHS.announcementPage}`,
    {
      config: { access: staffOnly('editor') },
      schema: {
        tags: TAGS,
        summary: 'Every announcement, published or not, last changed first',
        description: GUARD,
        querystring: {
          type: 'object',
          properties: {
            current: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            size: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE },
            type: { type: 'string', enum: [...ANNOUNCEMENT_TYPES] },
            published: { type: 'boolean' },
          },
        },
        response: webTsReply(pageSchema(staffAnnouncementSchema), 'the page'),
      },
    },
    async (request) => {
      return ok(await content.page(request.query));
    },
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${STAFF_PATHS.announcementLoad}`,
    {
      config: { access: staffOnly('editor') },
      schema: {
        tags: TAGS,
        summary: 'One announcement, published or not, to edit',
        description: `${GUARD} 10404 when unknown.`,
        querystring: { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string', maxLength: 64 } } },
        response: webTsReply(staffAnnouncementSchema, 'the announcement'),
      },
    },
    async (request) => {
      return ok(await content.load(request.query.uuid));
    },
  );

  app.post<{ Body: AnnouncementBody }>(
    `/api${STAFF_PATHS.announcementSave}`,
    {
      config: { access: staffOnly('editor') },
      schema: {
        tags: TAGS,
        summary: 'Create (no uuid: unpublished) or update an announcement with both languages’ titles and HTML bodies, sanitised on save',
        description: `${GUARD} Scripts, event handlers and javascript: URLs are removed before the body is stored; a title or body left empty is 10422 at title.zh, body.ja...`,
        body: {
          type: 'object',
          required: ['type', 'title', 'body'],
          additionalProperties: false,
          properties: {
            uuid: { type: 'string', maxLength: 64 },
            type: { type: 'string', enum: [...ANNOUNCEMENT_TYPES] },
            title: bilingualInput(200),
            body: bilingualInput(100_000),
            publishTime: { type: 'string', maxLength: 40 },
          },
        },
        response: webTsReply(staffAnnouncementSchema, 'the announcement as stored'),
      },
    },
    async (request) => ok(await content.save(requireUser(request).userId, request.body)),
  );

  app.post<{ Body: { uuid: string; published: boolean } }>(
    `/api${STAFF_PATHS.announcementPublish}`,
    {
      config: { access: staffOnly('editor') },
      schema: {
        tags: TAGS,
        summary: 'Publish (readers see it from its publish time) or withdraw an announcement',
        description: GUARD,
        body: {
          type: 'object',
          required: ['uuid', 'published'],
          additionalProperties: false,
          properties: { uuid: { type: 'string', maxLength: 64 }, published: { type: 'boolean' } },
        },
        response: webTsReply(staffAnnouncementSchema, 'the announcement'),
      },
    },
    async (request) => ok(await content.publish(requireUser(request).userId, request.body.uuid, request.body.published)),
  );
}
