import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_KINDS, NOTIFICATION_STAFF_PATHS, SAILING_NOTIFICATION_KINDS, type SailingNotificationKind } from '../../../src/domain/notifications';
import { requireUser } from '../../lib/auth/guards';
import { staffOnly } from '../../lib/auth/routeAccess';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import type { NotificationsStaff } from './notifications.staff';

const TAGS = ['notifications (staff)'];
const GUARD = 'Ticketing clerks and the administrator (others 10403).';
const ACCESS = staffOnly('ticketingClerk', 'admin');

const item = {
  type: 'object',
  properties: {
    uuid: { type: 'string' },
    kind: { type: 'string', enum: [...NOTIFICATION_KINDS] },
    toAddress: { type: 'string' },
    lang: { type: 'string', enum: ['zh', 'jp'] },
    status: { type: 'string', enum: ['PENDING', 'SENT', 'FAILED'] },
    attempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    nextAttemptAt: { type: 'string' },
    sentAt: { type: ['string', 'null'] },
    orderUuid: { type: ['string', 'null'] },
    orderNo: { type: ['string', 'null'] },
  },
};

/** The outbox as staff see it: what did not go out and why, and sending a given-up notification again. */
export async function notificationsStaffRoutes(app: FastifyInstance, { staff }: { staff: NotificationsStaff }): Promise<void> {
  app.get(
    `/api${NOTIFICATION_STAFF_PATHS.undelivered}`,
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary:
          'Notifications not delivered: FAILED (attempts used up, or the address refused) and PENDING after a failed attempt, newest first, with the last error',
        description: GUARD,
        response: webTsReply({ type: 'array', items: item }, 'the undelivered notifications'),
      },
    },
    async () => ok(await staff.undelivered()),
  );

  app.post<{ Body: { orderNos: string[]; kind: SailingNotificationKind } }>(
    `/api${NOTIFICATION_STAFF_PATHS.ofOrders}`,
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'What a sailing’s cancel or new times told the passengers of these orders: the latest notification of the kind per order, any status',
        description: `${GUARD} Orders without one (or unknown ids) are left out.`,
        body: {
          type: 'object',
          required: ['orderNos', 'kind'],
          properties: {
            orderNos: { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 32 }, description: 'the orders’ numbers, e.g. T2612010001' },
            kind: { type: 'string', enum: [...SAILING_NOTIFICATION_KINDS] },
          },
        },
        response: webTsReply({ type: 'array', items: item }, 'one notification per order that has one'),
      },
    },
    async (request) => ok(await staff.ofOrders(request.body.orderNos, request.body.kind)),
  );

  app.post<{ Body: { uuid?: string } }>(
    `/api${NOTIFICATION_STAFF_PATHS.resend}`,
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Put a FAILED notification back in line, with a fresh count of attempts',
        description: `${GUARD} 10404 unknown; 10500 (notification.not_failed) when it is not FAILED. Audited on its order.`,
        body: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
        response: webTsReply(item, 'the notification, PENDING again'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await staff.resend(userId, String(request.body?.uuid ?? '')));
    },
  );
}
