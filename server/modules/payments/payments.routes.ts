import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAYMENT_PATHS, WXPAY_QR_PATH } from '../../../src/domain/payments';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import { notifyAnswerSchema, orderUuidQuery, paymentOptionsSchema } from './payments.schemas';
import type { PaymentsService } from './payments.service';

const TAGS = ['payments'];
export const NOTIFY_ROUTE = `/api${PAYMENT_PATHS.notify}`;
/** Response header of the QR answer: the code_url the picture encodes. */
export const CODE_URL_HEADER = 'x-code-url';

/** Notifications are small; anything bigger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

interface Options {
  service: PaymentsService;
  /** origin the provider reaches us at (config payments.publicBaseUrl); by default the request's own */
  publicBaseUrl: string | undefined;
}

/** Paying an order: the WeChat QR code, the payment options, and the provider's notifications. */
export async function paymentsRoutes(app: FastifyInstance, { service, publicBaseUrl }: Options): Promise<void> {
  const notifyUrl = (request: FastifyRequest) => new URL(NOTIFY_ROUTE, publicBaseUrl ?? `${request.protocol}://${request.host}`).toString();

  app.get<{ Querystring: { orderUuid: string } }>(
    `/api${WXPAY_QR_PATH}`,
    {
      schema: {
        tags: TAGS,
        summary: 'The WeChat Native QR code (PNG) of the logged-in user’s unpaid RMB order',
        description:
          'Creates the order’s prepay at the provider (amount, expiry = the order’s payment deadline) or reuses the open one, ' +
          'and answers its code_url as a PNG. Errors answer the JSON error envelope: 10404 for an unknown or another user’s ' +
          'order; 10500 when the order is not DUE_PAY, is a JPY order (bank transfer only), has an offline payment claimed, or ' +
          'its payment window is over.',
        querystring: orderUuidQuery,
        response: {
          200: {
            description: 'PNG image of the code_url (also in the X-Code-Url header)',
            headers: { 'x-code-url': { description: 'the code_url the picture encodes', schema: { type: 'string' } } },
            content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const { png, codeUrl } = await service.qrCode(userId, request.query.orderUuid, notifyUrl(request));
      // The header lets a payer without a second device (and a browser test) open what the picture holds.
      return reply.type('image/png').header('cache-control', 'no-store').header(CODE_URL_HEADER, codeUrl).send(png);
    },
  );

  app.get<{ Querystring: { orderUuid: string } }>(
    `/api${PAYMENT_PATHS.options}`,
    {
      schema: {
        tags: TAGS,
        summary: 'How the logged-in user’s DUE_PAY order can be paid: methods of its currency, amount, window, bank-transfer details',
        querystring: orderUuidQuery,
        response: webTsReply(paymentOptionsSchema, 'the payment options (10404 unknown or another user’s order, 10500 not DUE_PAY)'),
      },
    },
    async (request) => ok(await service.options(requireUser(request).userId, request.query.orderUuid)),
  );

  // In a scope of its own: the signature covers the body as sent, so it must be kept as the raw text.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      NOTIFY_ROUTE,
      {
        schema: {
          tags: TAGS,
          summary: 'A payment provider’s notification (WeChat Pay v3 format, signed in the Wechatpay-* headers); public',
          description:
            'Verified (signature over "timestamp\\nnonce\\nbody\\n", timestamp within 5 minutes, body shape), stored once per ' +
            'notification id (a replay changes nothing), then in the same transaction the payment is marked and, on SUCCESS, ' +
            'the order moved to PAID. Answers 200 { code: SUCCESS }, or { code: FAIL, message } with 401 (signature), 404 ' +
            '(unknown out_trade_no), 400 (amount) or 500 — the provider then sends it again.',
          response: {
            200: { description: 'accepted', ...notifyAnswerSchema },
            400: { description: 'refused', ...notifyAnswerSchema },
            401: { description: 'signature refused', ...notifyAnswerSchema },
            404: { description: 'unknown payment', ...notifyAnswerSchema },
            500: { description: 'not handled', ...notifyAnswerSchema },
          },
        },
      },
      async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        try {
          const answer = await service.notify(request.headers, rawBody);
          return reply.code(answer.httpStatus).send(answer.body);
        } catch (error) {
          request.log.error({ err: error }, 'payment notification not handled');
          return reply.code(500).send({ code: 'FAIL', message: 'not handled' });
        }
      },
    );
  });
}
