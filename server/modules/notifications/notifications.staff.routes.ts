import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_KINDS, NOTIFICATION_STAFF_PATHS } from '../../../src/domain/notifications';
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
    orderUuid: { type: ['string', 'null'] },
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
