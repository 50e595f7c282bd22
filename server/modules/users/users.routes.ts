import type { FastifyInstance } from 'fastify';
import { headerLang } from '../../lib/requestLang';
import { INDIVIDUAL } from '../../../src/domain/identityApi';
import {
  accountSchema,
  changeEmailSchema,
  changePasswordSchema,
  changePhoneSchema,
  emailChangeCodeSchema,
  forgotPasswordSchema,
  registerIndividualSchema,
} from '../../../src/domain/validation/accountSchemas';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import {
  accountBody,
  accountInfoSchema,
  changeEmailBody,
  changePasswordBody,
  changePhoneBody,
  emailChangeCodeBody,
  forgotPasswordBody,
  nullData,
  registerIndividualBody,
  registeredAnswerSchema,
} from './users.schemas';
import { CODE_VALID_MINUTES, RESEND_RULE } from '../verification/verification.service';
import { PASSWORD_PROOFS_PER_ACCOUNT, type UsersService } from './users.service';
import { PUBLIC, SIGNED_IN } from '../../lib/auth/routeAccess';

const TAGS = ['accounts'];

/** Individual users (spec section 7), `{ code: 200, data, message }`. */
export async function usersRoutes(app: FastifyInstance, { service }: { service: UsersService }): Promise<void> {
  app.post(
    `/api${INDIVIDUAL.register}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Register an individual account (active at once)',
        description:
          'Needs the code sent by sendVerificationCode (purpose register) to the same e-mail. 10422 with data.fields for the ' +
          'form rules, 10409 naming the taken field (logonId, email, phone), 10424 for a wrong, expired or used code.',
        body: registerIndividualBody,
        response: webTsReply(registeredAnswerSchema, 'the new account'),
      },
    },
    async (request) => ok(await service.registerIndividual(await parseWith(registerIndividualSchema, request.body), headerLang(request.headers.lang))),
  );

  app.post(
    `/api${INDIVIDUAL.forgotPassword}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Set a new password with the code sent for purpose forgot; ends every session of the account',
        body: forgotPasswordBody,
        response: webTsReply(nullData, 'the password is changed'),
      },
    },
    async (request) => {
      await service.resetByEmail(await parseWith(forgotPasswordSchema, request.body));
      return ok(null);
    },
  );

  app.get(
    `/api${INDIVIDUAL.selectInfo}`,
    {
      config: { access: SIGNED_IN },
      schema: { tags: TAGS, summary: 'The logged-in user’s account (login required)', response: webTsReply(accountInfoSchema, 'the account') },
    },
    async (request) => ok(await service.account(requireUser(request).userId)),
  );

  app.post(
    `/api${INDIVIDUAL.updateInfo}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Change the logged-in user’s nickname',
        description:
          'The body keeps the spec’s e-mail and mobile, which must be the account’s own: a different one is refused with 10422 ' +
          'naming the field and nothing is saved (they change through changeEmail and changePhone, with the current password).',
        body: accountBody,
        response: webTsReply(accountInfoSchema, 'the account as saved'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await service.updateAccount(userId, await parseWith(accountSchema, request.body)));
    },
  );

  const proofs = `At most ${PASSWORD_PROOFS_PER_ACCOUNT.limit} password proofs per account in ${PASSWORD_PROOFS_PER_ACCOUNT.windowSeconds / 60} minutes (10429).`;

  app.post(
    `/api${INDIVIDUAL.sendEmailChangeCode}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Mail a code to the new address of the logged-in account (changing its e-mail, step 1)',
        description:
          '10422 when it is the current address, 10409 when another account uses it, 10425 when the mail server refuses it. ' +
          `One code a minute per address, codes per client address limited as sendVerificationCode's; valid ${CODE_VALID_MINUTES} minutes, ` +
          'five tries, once, and only for the account that asked.',
        body: emailChangeCodeBody,
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
      const { userId } = requireUser(request);
      const { email } = await parseWith(emailChangeCodeSchema, request.body);
      await service.requestEmailChange(userId, { email, ip: request.ip });
      return ok({ resendAfterSeconds: RESEND_RULE.windowSeconds, expiresInSeconds: CODE_VALID_MINUTES * 60 });
    },
  );

  app.post(
    `/api${INDIVIDUAL.changeEmail}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Change the logged-in account’s e-mail (step 2): the code sent to the new address and the current password',
        description:
          '10422 at password for a wrong password, 10424 at emailCode for a wrong, expired or used code or one sent to another ' +
          `address, 10409 when the address was taken meanwhile; nothing changes then. The old address is told by mail. ${proofs}`,
        body: changeEmailBody,
        response: webTsReply(accountInfoSchema, 'the account as saved'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await service.changeEmail(userId, await parseWith(changeEmailSchema, request.body)));
    },
  );

  app.post(
    `/api${INDIVIDUAL.changePhone}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Change the logged-in account’s mobile with the current password',
        description: `10422 at password for a wrong password, 10409 when the mobile is taken; nothing changes then. ${proofs}`,
        body: changePhoneBody,
        response: webTsReply(accountInfoSchema, 'the account as saved'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await service.changePhone(userId, await parseWith(changePhoneSchema, request.body)));
    },
  );

  app.post(
    `/api${INDIVIDUAL.changePassword}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Change the password (old one checked, new one different and strong); every session ends, so log in again',
        body: changePasswordBody,
        response: webTsReply(nullData, 'the password is changed'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await service.changePassword(userId, await parseWith(changePasswordSchema, request.body));
      return ok(null);
    },
  );
}
