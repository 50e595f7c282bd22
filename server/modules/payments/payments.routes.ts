import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAYMENT_PATHS, WXPAY_QR_PATH, type WxpayScene } from '../../../src/domain/payments';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { webTsReply, type JsonSchema } from '../../lib/responseSchemas';
import { notifyAnswerSchema, orderUuidQuery, paymentOptionsSchema, wxpayH5Schema, wxpayQuery } from './payments.schemas';
import type { PaymentsService } from './payments.service';
import { PROVIDER_SIGNED, SIGNED_IN } from '../../lib/auth/routeAccess';

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

/** Paying an order: the WeChat QR code or H5 page, the payment options, and the provider's notifications. */
export async function paymentsRoutes(app: FastifyInstance, { service, publicBaseUrl }: Options): Promise<void> {
  const notifyUrl = (request: FastifyRequest) => new URL(NOTIFY_ROUTE, publicBaseUrl ?? `${request.protocol}://${request.host}`).toString();

  const h5Answer = webTsReply(wxpayH5Schema, 'H5: the page to send the browser to')[200] as { anyOf: JsonSchema[] };
  app.get<{ Querystring: { orderUuid: string; scene: WxpayScene } }>(
    `/api${WXPAY_QR_PATH}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'The WeChat prepay of the logged-in user’s unpaid RMB order: the Native QR code (PNG), or the H5 page for a phone browser',
        description:
          'Creates the order’s prepay at the provider (amount, expiry = the order’s payment deadline) or reuses the open one of ' +
          'the same scene; an open one of the other scene, or one no longer matching the order, is closed (at the provider too). ' +
          'scene NATIVE (default) answers the code_url as a PNG; scene H5 sends the payer’s IP address to WeChat (scene_info) ' +
          'and answers { code: 200, data: { h5Url } }, the page the browser goes to (the sandbox: its own pay page). Errors ' +
          'answer the JSON error envelope: 10422 for an unknown scene; 10404 for an unknown or another user’s order; 10500 ' +
          'when the order is not DUE_PAY, is a JPY order (bank transfer only), has an offline payment claimed, or its payment ' +
          'window is over.',
        querystring: wxpayQuery,
        response: {
          200: {
            description: 'NATIVE: PNG image of the code_url (also in the X-Code-Url header); H5: the h5Url; or the error envelope',
            headers: { 'x-code-url': { description: 'NATIVE: the code_url the picture encodes', schema: { type: 'string' } } },
            content: {
              'image/png': { schema: { type: 'string', format: 'binary' } },
              'application/json': { schema: { anyOf: h5Answer.anyOf } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const { orderUuid, scene } = request.query;
      if (scene === 'H5') {
        // WeChat checks the H5 payer's address against the one it sees: ours is request.ip (trustProxy decides which hop that is).
        return reply.header('cache-control', 'no-store').send(ok(await service.h5Url(userId, orderUuid, notifyUrl(request), request.ip)));
      }
      const { png, codeUrl } = await service.qrCode(userId, orderUuid, notifyUrl(request));
      // The header lets a payer without a second device (and a browser test) open what the picture holds.
      return reply.type('image/png').header('cache-control', 'no-store').header(CODE_URL_HEADER, codeUrl).send(png);
    },
  );

  app.get<{ Querystring: { orderUuid: string } }>(
    `/api${PAYMENT_PATHS.options}`,
    {
      config: { access: SIGNED_IN },
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
        config: { access: PROVIDER_SIGNED },
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
