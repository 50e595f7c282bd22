import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGE_PATHS } from '../../../../src/domain/shipping/paths';
import { markReadSchema } from '../../../../src/domain/shipping/schemas';
import { requireApprovedEnterprise } from '../../../lib/auth/guards';
import { okWeb } from '../../../lib/envelope';
import { optionalBody } from '../../../lib/optionalBody';
import { pageSchema, webReply } from '../../../lib/responseSchemas';
import { parseWith } from '../../../lib/validateBody';
import type { Reader } from './messages.repository';
import type { MessagesService } from './messages.service';
import { markReadBody, messagePageBody, messageSchema } from '../shipping.schemas';
import { approvedEnterprise } from '../../../lib/auth/routeAccess';

const TAGS = ['messages'];
const GUARD = 'Approved enterprise users (the /myMessage screen has no menu key of its own): HTTP 401 without a token, 10403 otherwise.';

/** Messages to the user and the user's enterprise (MESSAGE_PATHS): booking decisions, bills issued and released. */
export async function messagesRoutes(app: FastifyInstance, { service }: { service: MessagesService }): Promise<void> {
  const reader = (request: FastifyRequest): Reader => {
    const { userId, enterpriseId } = requireApprovedEnterprise(request);
    return { userId, enterpriseId };
  };

  app.post<{ Body: { current: number; size: number; unreadOnly?: boolean } }>(
    `/api${MESSAGE_PATHS.page}`,
    {
      config: { access: approvedEnterprise(null) },
      schema: {
        tags: TAGS,
        summary: 'A page of the user’s messages, newest first; unreadOnly for the unread ones',
        description: GUARD,
        body: messagePageBody,
        response: webReply(pageSchema(messageSchema), 'the page'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.page(reader(request), request.body)),
  );

  app.get(
    `/api${MESSAGE_PATHS.unreadCount}`,
    {
      config: { access: approvedEnterprise(null) },
      schema: {
        tags: TAGS,
        summary: 'How many of the user’s messages are unread',
        description: GUARD,
        response: webReply({ type: 'object', required: ['unread'], properties: { unread: { type: 'integer' } } }, 'the count'),
      },
    },
    async (request) => okWeb(await service.unreadCount(reader(request))),
  );

  app.post(
    `/api${MESSAGE_PATHS.markRead}`,
    {
      config: { access: approvedEnterprise(null) },
      schema: {
        tags: TAGS,
        summary: 'Mark some of the user’s messages read (uuids), or all of them (all: true)',
        description: `${GUARD} Messages that are not the user’s are not touched and not counted. 10422 when neither uuids nor all is given.`,
        body: markReadBody,
        response: webReply(
          { type: 'object', required: ['marked'], properties: { marked: { type: 'integer', description: 'how many became read' } } },
          'how many were marked',
        ),
      },
    },
    async (request) => {
      const who = reader(request);
      return okWeb(await service.markRead(who, await parseWith(markReadSchema, request.body)));
    },
  );
}
