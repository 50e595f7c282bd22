import type { FastifyInstance } from 'fastify';
import { AUTH } from '../../../src/domain/identityApi';
import type { CaptchaService } from './captcha.service';
import { PUBLIC } from '../../lib/auth/routeAccess';

/** The client's random key of one captcha: 1 to 64 characters that need no escaping. */
const RANDOM_STR_PATTERN = '^[A-Za-z0-9_.-]{1,64}$';

export async function captchaRoutes(app: FastifyInstance, { service }: { service: CaptchaService }): Promise<void> {
  app.get<{ Querystring: { randomStr: string } }>(
    `/api${AUTH.captcha}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'A new login captcha for randomStr, as an SVG image (expires in minutes, works once)',
        querystring: {
          type: 'object',
          required: ['randomStr'],
          properties: { randomStr: { type: 'string', pattern: RANDOM_STR_PATTERN, description: 'chosen by the client, sent again with the login' } },
        },
        response: {
          200: { description: 'SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
        },
      },
    },
    async (request, reply) => {
      const svg = await service.create(request.query.randomStr);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    },
  );
}
