import type { FastifyInstance } from 'fastify';
import { LANGS, type Lang } from '../../../src/domain/lang';
import { requestLang } from '../../lib/requestLang';
import { ORDER_PATHS } from '../../../src/domain/ticketing/order';
import { requireUser } from '../../lib/auth/guards';
import type { ETicketService } from './eticket.service';
import { SIGNED_IN } from '../../lib/auth/routeAccess';

/** Beside the spec's order calls. */
export const E_TICKET_DOWNLOAD = ORDER_PATHS.eTicket;

export async function eticketRoutes(app: FastifyInstance, { service }: { service: ETicketService }): Promise<void> {
  app.get<{ Querystring: { uuid: string; lang?: Lang } }>(
    `/api${E_TICKET_DOWNLOAD}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['orders'],
        summary: 'The e-ticket PDF of one of the logged-in user’s PAID orders: one page per passenger per leg',
        description:
          'Each page: the sailing (vessel, voyage, ports with local times), cabin, ticket type, the passenger’s names, the ID ' +
          'number masked, ticket and order numbers and a QR code of the ticket number, set in an embedded CJK font. lang ' +
          '(zh or jp; default: the lang header, else zh) picks the printed words. 10404 when the order is unknown or another ' +
          'user’s; 10500 unless the order is PAID (its tickets VALID). Errors come as the ErrorEnvelope in JSON.',
        querystring: {
          type: 'object',
          required: ['uuid'],
          properties: { uuid: { type: 'string', maxLength: 64 }, lang: { type: 'string', enum: [...LANGS] } },
        },
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
      const { userId } = requireUser(request);
      const file = await service.download(userId, request.query.uuid, requestLang(request.query.lang, request.headers.lang));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.pdf);
    },
  );
}
