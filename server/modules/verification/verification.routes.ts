import type { FastifyInstance } from 'fastify';
import { INDIVIDUAL, type CodePurpose } from '../../../src/domain/identityApi';
import { sendCodeSchema } from '../../../src/domain/validation/accountSchemas';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import { CODE_VALID_MINUTES, RESEND_RULE, type VerificationService } from './verification.service';
import { PUBLIC } from '../../lib/auth/routeAccess';

const TAGS = ['accounts'];

/** sendVerificationCode: the e-mail code of registration (individual and enterprise) and of a forgotten password. */
export async function verificationRoutes(app: FastifyInstance, { service }: { service: VerificationService }): Promise<void> {
  app.post<{ Body: { email?: string; purpose: CodePurpose } }>(
    `/api${INDIVIDUAL.sendVerificationCode}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Mail a six-digit code to an address',
        description:
          'register: 10409 when the e-mail is taken, 10425 when the mail server refuses the address. ' +
          'forgot: the same answer whether or not an account uses the address (the code is only sent to one). ' +
          'One code a minute per address and purpose (10429 says how long to wait). The code is valid for ' +
          `${CODE_VALID_MINUTES} minutes, five tries, once.`,
        body: {
          type: 'object',
          properties: {
            email: { type: 'string' },
            purpose: { type: 'string', enum: ['register', 'forgot'], default: 'register' },
          },
        },
        response: webTsReply(
          {
            type: 'object',
            required: ['resendAfterSeconds', 'expiresInSeconds'],
            properties: { resendAfterSeconds: { type: 'integer' }, expiresInSeconds: { type: 'integer' } },
          },
          'the code is on its way',
        ),
      },
    },
    async (request) => {
      const { email } = await parseWith(sendCodeSchema, request.body);
      await service.requestCode({ email, purpose: request.body.purpose, ip: request.ip });
      return ok({ resendAfterSeconds: RESEND_RULE.windowSeconds, expiresInSeconds: CODE_VALID_MINUTES * 60 });
    },
  );
}
