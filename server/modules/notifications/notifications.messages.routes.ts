import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_KINDS, PASSENGER_MESSAGE_PATHS } from '../../../src/domain/notifications';
import { markReadSchema } from '../../../src/domain/shipping/schemas';
import { requireUser } from '../../lib/auth/guards';
import { SIGNED_IN } from '../../lib/auth/routeAccess';
import { ok } from '../../lib/envelope';
import { optionalBody } from '../../lib/optionalBody';
import { pageSchema, webTsReply } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import { markReadBody, messagePageBody } from '../shipping/shipping.schemas';
import type { PassengerMessages } from './notifications.messages';

const TAGS = ['messages (passengers)'];
const GUARD = 'Any signed-in customer, their own messages only: HTTP 401 without a token.';

const message = {
  type: 'object',
  properties: {
    uuid: { type: 'string' },
    kind: { type: 'string', enum: [...NOTIFICATION_KINDS] },
    orderUuid: { type: ['string', 'null'] },
    orderNo: { type: ['string', 'null'] },
    reason: { type: ['string', 'null'] },
    read: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
};

/** The passenger's message centre (PASSENGER_MESSAGE_PATHS): the decisions about their orders, as mailed. */
export async function passengerMessagesRoutes(app: FastifyInstance, { messages }: { messages: PassengerMessages }): Promise<void> {
  app.post<{ Body: { current: number; size: number; unreadOnly?: boolean } }>(
    `/api${PASSENGER_MESSAGE_PATHS.page}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'A page of the caller’s messages, newest first; unreadOnly for the unread ones',
        description: GUARD,
        body: messagePageBody,
        response: webTsReply(pageSchema(message), 'the page'),
      },
      preValidation: optionalBody,
    },
    async (request) => ok(await messages.page(requireUser(request).userId, request.body)),
  );

  app.get(
    `/api${PASSENGER_MESSAGE_PATHS.unreadCount}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'How many of the caller’s messages are unread (the bell in the header)',
        description: GUARD,
        response: webTsReply({ type: 'object', required: ['unread'], properties: { unread: { type: 'integer' } } }, 'the count'),
      },
    },
    async (request) => ok(await messages.unreadCount(requireUser(request).userId)),
  );

  const preferences = { type: 'object', required: ['remindersOn'], properties: { remindersOn: { type: 'boolean' } } };
  app.get(
    `/api${PASSENGER_MESSAGE_PATHS.preferences}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Whether the caller gets reminders (the check-in reminder); transactional mail always goes',
        description: GUARD,
        response: webTsReply(preferences, 'the choice'),
      },
    },
    async (request) => ok(await messages.preferences(requireUser(request).userId)),
  );

  app.post<{ Body: { remindersOn: boolean } }>(
    `/api${PASSENGER_MESSAGE_PATHS.savePreferences}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Turn the caller’s reminders on or off',
        description: `${GUARD} 10422 without a boolean remindersOn.`,
        body: { ...preferences, additionalProperties: false },
        response: webTsReply(preferences, 'the choice as saved'),
      },
    },
    async (request) => ok(await messages.savePreferences(requireUser(request).userId, { remindersOn: request.body.remindersOn })),
  );

  app.post(
    `/api${PASSENGER_MESSAGE_PATHS.markRead}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Mark some of the caller’s messages read (uuids), or all of them (all: true)',
        description: `${GUARD} Messages that are not the caller’s are not touched and not counted. 10422 when neither uuids nor all is given.`,
        body: markReadBody,
        response: webTsReply(
          { type: 'object', required: ['marked'], properties: { marked: { type: 'integer', description: 'how many became read' } } },
          'how many were marked',
        ),
      },
    },
    async (request) => ok(await messages.markRead(requireUser(request).userId, await parseWith(markReadSchema, request.body))),
  );
}
