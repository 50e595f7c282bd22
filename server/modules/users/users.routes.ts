import type { FastifyInstance } from 'fastify';
import { INDIVIDUAL } from '../../../src/domain/identityApi';
import {
  accountSchema,
  changePasswordSchema,
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
  changePasswordBody,
  forgotPasswordBody,
  nullData,
  registerIndividualBody,
  registeredAnswerSchema,
} from './users.schemas';
import type { UsersService } from './users.service';

const TAGS = ['accounts'];

/** Individual users (spec section 7), `{ code: 200, data, message }`. */
export async function usersRoutes(app: FastifyInstance, { service }: { service: UsersService }): Promise<void> {
  app.post(
    `/api${INDIVIDUAL.register}`,
    {
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
    async (request) => ok(await service.registerIndividual(await parseWith(registerIndividualSchema, request.body))),
  );

  app.post(
    `/api${INDIVIDUAL.forgotPassword}`,
    {
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
      schema: { tags: TAGS, summary: 'The logged-in user’s account (login required)', response: webTsReply(accountInfoSchema, 'the account') },
    },
    async (request) => ok(await service.account(requireUser(request).userId)),
  );

  app.post(
    `/api${INDIVIDUAL.updateInfo}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Change the logged-in user’s nickname, e-mail and mobile (10409 when the e-mail or mobile is taken)',
        body: accountBody,
        response: webTsReply(accountInfoSchema, 'the account as saved'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await service.updateAccount(userId, await parseWith(accountSchema, request.body)));
    },
  );

  app.post(
    `/api${INDIVIDUAL.changePassword}`,
    {
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
