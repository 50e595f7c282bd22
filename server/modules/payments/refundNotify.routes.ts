import type { FastifyInstance } from 'fastify';
import { PAYMENT_PATHS } from '../../../src/domain/payments';
import { notifyAnswerSchema } from './payments.schemas';
import type { RefundNotify } from './refundNotifications';
import { PROVIDER_SIGNED } from '../../lib/auth/routeAccess';

export const REFUND_NOTIFY_ROUTE = `/api${PAYMENT_PATHS.refundNotify}`;

const NOTIFY_BODY_LIMIT = 64 * 1024;

/** The provider's refund notifications (WeChat Pay v3 REFUND.*), public and signed. */
export async function refundNotifyRoutes(app: FastifyInstance, { refundNotify }: { refundNotify: RefundNotify }): Promise<void> {
  // The signature covers the body as sent: kept as the raw text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.post(
    REFUND_NOTIFY_ROUTE,
    {
      config: { access: PROVIDER_SIGNED },
      schema: {
        tags: ['payments'],
        summary: 'A payment provider’s refund notification (WeChat Pay v3 REFUND.SUCCESS / CLOSED / ABNORMAL); public',
        description:
          'Verified (platform signature over "timestamp\\nnonce\\nbody\\n", timestamp within 5 minutes, resource decrypted with ' +
          'the APIv3 key), stored once per notification id; REFUND.SUCCESS makes the approved refund SUCCEEDED. Answers 200 { code: SUCCESS }, ' +
          'or { code: FAIL, message } with 401 (signature), 404 (unknown out_refund_no), 400 (amount) or 500 — the provider then sends it again.',
        response: {
          200: { description: 'accepted', ...notifyAnswerSchema },
          400: { description: 'refused', ...notifyAnswerSchema },
          401: { description: 'signature refused', ...notifyAnswerSchema },
          404: { description: 'unknown refund', ...notifyAnswerSchema },
          500: { description: 'not handled', ...notifyAnswerSchema },
        },
      },
    },
    async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      try {
        const answer = await refundNotify(request.headers, rawBody);
        return reply.code(answer.httpStatus).send(answer.body);
      } catch (error) {
        request.log.error({ err: error }, 'refund notification not handled');
        return reply.code(500).send({ code: 'FAIL', message: 'not handled' });
      }
    },
  );
}
