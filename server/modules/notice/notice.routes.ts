import type { FastifyInstance } from 'fastify';
import { paths } from '../../../src/domain/apiPaths';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import { passengerNoticeSchema, routeInstructionsSchema } from './notice.schemas';
import type { NoticeService } from './notice.service';
import { PUBLIC } from '../../lib/auth/routeAccess';

const TAGS = ['base data'];

/** The passenger notice and the route instructions, public: visitors read them on /notice before they log in. */
export async function noticeRoutes(app: FastifyInstance, { service }: { service: NoticeService }): Promise<void> {
  app.get(
    `/api${paths.passengerNotice}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'The passenger notice agreed to when ordering (boarding, documents, baggage, refund fees, children, conduct on board)',
        description: 'Not in the spec. Both languages at once; submitting an order names the version agreed to.',
        response: webTsReply(passengerNoticeSchema, 'the current notice'),
      },
    },
    async () => ok(await service.passengerNotice()),
  );

  app.get(
    `/api${paths.routeInstructions}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Route instructions: boarding time and place per departure port, baggage rules and documents, per route',
        description: 'Not in the spec. Both languages at once; the operator keeps them in the settings (key routeInstructions).',
        response: webTsReply(routeInstructionsSchema, 'the instructions of every route'),
      },
    },
    async () => ok(await service.routeInstructions()),
  );
}
