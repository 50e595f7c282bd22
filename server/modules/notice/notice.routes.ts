import type { FastifyInstance } from 'fastify';
import { paths } from '../../../src/domain/apiPaths';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import { passengerNoticeSchema } from './notice.schemas';
import type { NoticeService } from './notice.service';

const TAGS = ['base data'];

/** The passenger notice, public: visitors read it on /notice before they log in. */
export async function noticeRoutes(app: FastifyInstance, { service }: { service: NoticeService }): Promise<void> {
  app.get(
    `/api${paths.passengerNotice}`,
    {
      schema: {
        tags: TAGS,
        summary: 'The passenger notice agreed to when ordering (boarding, documents, baggage, refund fees, children, conduct on board)',
        description: 'Not in the spec. Both languages at once; submitting an order names the version agreed to.',
        response: webTsReply(passengerNoticeSchema, 'the current notice'),
      },
    },
    async () => ok(await service.passengerNotice()),
  );
}
