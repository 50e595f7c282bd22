import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from './auth/routeAccess';

export const OPENAPI_PATH = '/api/docs/json';

/**
 * Collects every route's schema into an OpenAPI 3.1 document at GET /api/docs/json.
 * Registered before the routes, since it learns them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ferry and container-shipping customer portal API',
        description:
          'Calls of the portal (spec section 7). /api/web-ts/... answers { code: 200, data, message }; ' +
          '/api/web/... and /auth-ts/... answer { code: 0, msg, data }; business and validation errors ' +
          'answer HTTP 200 with the ErrorEnvelope.',
        version: '0.1.0',
      },
    },
    // Shared schemas appear under their own $id in components.schemas.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  app.get(OPENAPI_PATH, { config: { access: PUBLIC }, schema: { hide: true } }, async () => app.swagger());
}
