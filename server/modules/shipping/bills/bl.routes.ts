import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../../../../src/domain/lang';
import { BL_PATHS } from '../../../../src/domain/shipping/paths';
import { requestLang } from '../../../lib/requestLang';
import { okWeb } from '../../../lib/envelope';
import { optionalBody } from '../../../lib/optionalBody';
import { pageSchema, webReply } from '../../../lib/responseSchemas';
import type { BillsService } from './bl.service';
import { enterpriseUser, GUARD_NOTE, NOT_FOUND_NOTE } from '../shipping.guard';
import { billSchema, blDownloadQuery, blPageBody } from '../shipping.schemas';
import { approvedEnterprise } from '../../../lib/auth/routeAccess';

const TAGS = ['bills of lading'];

/** The enterprise's bills of lading (BL_PATHS, menu.downloadBls). */
export async function billsRoutes(app: FastifyInstance, { service }: { service: BillsService }): Promise<void> {
  const downloader = (request: FastifyRequest) => enterpriseUser(request, 'menu.downloadBls');

  app.post<{ Body: { current: number; size: number; blNo?: string } }>(
    `/api${BL_PATHS.page}`,
    {
      config: { access: approvedEnterprise('menu.downloadBls') },
      schema: {
        tags: TAGS,
        summary: 'A page of the enterprise’s bills of lading, newest first: number, booking number, vessel and voyage, ports, telex state',
        description: GUARD_NOTE,
        body: blPageBody,
        response: webReply(pageSchema(billSchema), 'the page'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.page(downloader(request), request.body)),
  );

  app.get<{ Querystring: { uuid: string; lang?: Lang } }>(
    `/api${BL_PATHS.download}`,
    {
      config: { access: approvedEnterprise('menu.downloadBls') },
      schema: {
        tags: TAGS,
        summary: 'The PDF of one of the enterprise’s telex-released bills of lading',
        description:
          `${GUARD_NOTE} A4: bill and booking numbers, shipper, consignee, notify party, vessel, voyage, ports, containers with marks, ` +
          'description and weights, and the TELEX RELEASED stamp, in an embedded CJK font; lang (zh or jp; default: the lang header, else zh) ' +
          `picks the words beside the English. Not released yet: 10500 "提单尚未电放，暂不能下载". ${NOT_FOUND_NOTE} Errors come as the ErrorEnvelope in JSON.`,
        querystring: blDownloadQuery,
        produces: ['application/pdf'],
        response: {
          200: {
            description: 'the PDF; errors as the ErrorEnvelope in JSON',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = downloader(request);
      const file = await service.download(user, request.query.uuid, requestLang(request.query.lang, request.headers.lang));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.pdf);
    },
  );
}
