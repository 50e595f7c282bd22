import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { AUTH } from '../../../src/domain/identityApi';
import { tokenOf } from '../../lib/auth/authPlugin';
import { requireUser } from '../../lib/auth/guards';
import { okWeb } from '../../lib/envelope';
import { optionalBody } from '../../lib/optionalBody';
import { webReply, type JsonSchema } from '../../lib/responseSchemas';
import { tokenAnswerSchema, tokenEmptySchema, tokenRequestSchema, userAuthenticationSchema, userInfoSchema } from './auth.schemas';
import type { AuthService, TokenRequest } from './auth.service';
import { PUBLIC, SIGNED_IN } from '../../lib/auth/routeAccess';

const TAGS = ['auth'];
const errorRef = { $ref: 'ErrorEnvelope#' };

/** The answer without a token of getUserInfo: { code: 1, msg, data: 10040 }. */
const TOKEN_EMPTY = { code: 1, msg: 'token is empty', data: ErrorCode.TOKEN_EMPTY } as const;

function withTokenEmpty(reply: Record<number, JsonSchema>): Record<number, JsonSchema> {
  const ok = reply[200]!;
  return { ...reply, 200: { ...ok, anyOf: [...(ok.anyOf as JsonSchema[]), tokenEmptySchema] } };
}

const unauthorized = { 401: { description: 'an unknown or revoked token', ...errorRef } };

/** Login, logout, refresh and the user's own information (spec section 7 "Authentication"). */
export async function authRoutes(app: FastifyInstance, { service }: { service: AuthService }): Promise<void> {
  app.post<{ Body: TokenRequest }>(
    AUTH.token,
    {
      config: { access: PUBLIC },
      preValidation: optionalBody,
      schema: {
        tags: TAGS,
        summary: 'Password grant of the first-party client (form-encoded or JSON); answers the token info without an envelope',
        description:
          'Refusals answer HTTP 200 with a business code: 10426 client or grant, 10422 fields, 10420 captcha, ' +
          '10421 login name or password (never says which), 10423 locked after five failures, 10427 disabled account.',
        body: tokenRequestSchema,
        response: { 200: { description: 'the token info, or a refusal', anyOf: [tokenAnswerSchema, errorRef] } },
      },
    },
    async (request) => service.login(request.body),
  );

  app.delete(
    AUTH.logout,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: "Logout: revokes the presented token's session; succeeds whatever the token",
        response: webReply({ type: 'boolean' }, 'always true'),
      },
    },
    async (request) => {
      await service.logout(tokenOf(request));
      return okWeb(true);
    },
  );

  app.post(
    AUTH.userInfo,
    {
      config: { access: { ...SIGNED_IN, anonymous: { status: 200, code: 1 }, duringPasswordChange: true } },
      schema: {
        tags: TAGS,
        summary: 'The logged-in user with the permitted menu paths (code 1 / data 10040 without a token)',
        response: { ...withTokenEmpty(webReply(userInfoSchema, 'the user')), ...unauthorized },
      },
    },
    async (request) => {
      if (request.authProblem === 'missing') return TOKEN_EMPTY;
      return okWeb(await service.userInfo(requireUser(request)));
    },
  );

  app.post(
    AUTH.authentication,
    {
      config: { access: { ...SIGNED_IN, duringPasswordChange: true } },
      schema: {
        tags: TAGS,
        summary: "The logged-in user's authorities: role, menu and button permission keys",
        response: { ...webReply(userAuthenticationSchema, 'the authorities'), ...unauthorized },
      },
    },
    async (request) => okWeb(service.authentication(requireUser(request))),
  );

  app.post<{ Params: { logonId: string }; Body: { refresh_token?: string } }>(
    `${AUTH.refresh}/:logonId`,
    {
      config: { access: PUBLIC },
      preValidation: optionalBody,
      schema: {
        tags: TAGS,
        summary: 'A new token pair for the login, given its current refresh token (rotated on every use)',
        description:
          'A wrong, expired or foreign refresh token answers 100004 (the client logs out). A refresh token that was ' +
          'already rotated revokes every token of the login.',
        params: {
          type: 'object',
          required: ['logonId'],
          properties: { logonId: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        body: {
          type: 'object',
          properties: { refresh_token: { type: 'string', maxLength: 200, description: 'required' } },
        },
        response: webReply(tokenAnswerSchema, 'the new token info'),
      },
    },
    async (request) => okWeb(await service.refresh(request.params.logonId, request.body.refresh_token)),
  );
}
