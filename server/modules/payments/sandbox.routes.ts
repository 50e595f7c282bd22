import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../lib/clock';
import { NOTIFY_ROUTE } from './payments.routes';
import { htmlPage, sandboxActionBody, tokenQuery } from './payments.schemas';
import type { PaymentsService } from './payments.service';
import type { NotificationOutcome } from './provider';
import { sandboxPageHtml, sandboxUnknownHtml, type SandboxPageState } from './sandboxPage';
import { SANDBOX_PAGE_ROUTE, type SandboxProvider } from './sandboxProvider';
import { PUBLIC } from '../../lib/auth/routeAccess';

const TAGS = ['payments'];

// The page has no script, and its form posts only here.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

interface Options {
  service: PaymentsService;
  provider: SandboxProvider;
  clock: Clock;
}

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', CSP).send(html);
}

/**
 * The sandbox provider's payment page (what the QR code opens) and the payer's choice.
 * Choosing sends the notification a real provider would: signed, posted to our own notify
 * endpoint (in-process, through the whole HTTP pipeline), so paying in the sandbox runs
 * exactly the code a real payment runs.
 */
export async function sandboxRoutes(app: FastifyInstance, { service, provider, clock }: Options): Promise<void> {
  async function pageOf(token: unknown) {
    const outTradeNo = provider.outTradeNoOfToken(token);
    const found = outTradeNo ? await service.paymentWithOrder(outTradeNo) : undefined;
    if (!found) return undefined;
    const { payment, order } = found;
    const expired = payment.expiresAt !== null && clock() >= payment.expiresAt;
    const state: SandboxPageState =
      payment.status === 'SUCCEEDED'
        ? 'paid'
        : payment.status === 'FAILED'
          ? 'failed'
          : payment.status === 'CREATED' && !expired && order.status === 'DUE_PAY'
            ? 'open'
            : 'closed';
    return { payment, order, state };
  }

  async function render(reply: FastifyReply, token: string, problem = false) {
    const page = await pageOf(token);
    if (!page) return sendHtml(reply, sandboxUnknownHtml(), 404);
    const { payment, order, state } = page;
    return sendHtml(
      reply,
      sandboxPageHtml({
        token,
        orderNo: order.orderNo ?? '',
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        expiresAt: payment.expiresAt,
        state,
        problem,
      }),
      problem ? 502 : 200,
    );
  }

  app.get<{ Querystring: { token: string } }>(
    SANDBOX_PAGE_ROUTE,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Sandbox provider: the payment page a QR code opens (HTML, Chinese and Japanese), public',
        description: 'The token is the signed reference of one payment; an unknown or altered token answers 404 showing nothing.',
        querystring: tokenQuery,
        response: { 200: htmlPage('the order number, amount and deadline, and the confirm and fail buttons while the payment is open') },
      },
    },
    async (request, reply) => render(reply, request.query.token),
  );

  app.post<{ Body: { token: string; outcome: NotificationOutcome } }>(
    SANDBOX_PAGE_ROUTE,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Sandbox provider: the payer confirms (SUCCESS) or fails (PAYERROR) the payment; public',
        description:
          'While the payment is open, sends the signed notification to the notify endpoint, then redirects (303) to the page, ' +
          'which shows the outcome. A closed, paid or failed payment just shows the page again.',
        body: sandboxActionBody,
        response: { 303: { description: 'to the page', type: 'null' }, 200: htmlPage('the page, when nothing was sent') },
      },
    },
    async (request, reply) => {
      const { token, outcome } = request.body;
      const page = await pageOf(token);
      if (!page || page.state !== 'open') return render(reply, token);
      const { headers, rawBody } = provider.notification(page.payment, outcome);
      const answer = await app.inject({ method: 'POST', url: NOTIFY_ROUTE, headers, payload: rawBody });
      if (answer.statusCode !== 200) {
        request.log.error({ status: answer.statusCode, body: answer.body }, 'sandbox notification refused');
        return render(reply, token, true);
      }
      return reply
        .code(303)
        .header('location', `${SANDBOX_PAGE_ROUTE}?token=${encodeURIComponent(token)}`)
        .send();
    },
  );
}
