import type { FastifyInstance, FastifyRequest } from 'fastify';
import { headerLang } from '../../lib/requestLang';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/domain/envelope';
import { ENTERPRISE, type DisableBody, type ReviewBody } from '../../../src/domain/identityApi';
import type { EnterpriseState } from '../../../src/domain/roles';
import {
  accountSchema,
  changePasswordSchema,
  forgotByLogonIdSchema,
  registerEnterpriseSchema,
  resetByLogonIdSchema,
} from '../../../src/domain/validation/accountSchemas';
import { requireUser } from '../../lib/auth/guards';
import { okWeb } from '../../lib/envelope';
import { optionalBody } from '../../lib/optionalBody';
import { invalidField } from '../../lib/errors';
import { pageSchema, webReply, type JsonSchema } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import { validationMessage } from '../../../src/domain/validation/messages';
import {
  accountBody,
  accountInfoSchema,
  changePasswordBody,
  enterpriseStateSchema,
  forgotByLogonIdBody,
  nullData,
  registerEnterpriseBody,
  registeredAnswerSchema,
  resetByLogonIdBody,
} from '../users/users.schemas';
import type { UsersService } from '../users/users.service';
import { BUSINESS_LICENSE_FILE } from '../../../src/domain/staff/enterpriseReview';
import type { EnterpriseService } from './enterprise.service';
import { PUBLIC, SIGNED_IN, staffOnly } from '../../lib/auth/routeAccess';

const TAGS = ['enterprise accounts'];
// The reviewer's view of a licence file: its path is shared with the operator console.
export { BUSINESS_LICENSE_FILE } from '../../../src/domain/staff/enterpriseReview';

const nullableString = { type: ['string', 'null'] };

const reviewItemSchema: JsonSchema = {
  type: 'object',
  required: [
    'enterpriseId',
    'userId',
    'logonId',
    'companyName',
    'creditCode',
    'contactName',
    'email',
    'phone',
    'state',
    'licenseFileId',
    'reviewReason',
    'createdAt',
  ],
  properties: {
    enterpriseId: { type: 'string' },
    userId: { type: 'string' },
    logonId: { type: 'string' },
    companyName: { type: 'string' },
    creditCode: { type: 'string' },
    contactName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    state: enterpriseStateSchema,
    licenseFileId: nullableString,
    reviewReason: nullableString,
    createdAt: { type: 'string', format: 'date-time' },
  },
};

const moveAnswerSchema: JsonSchema = {
  type: 'object',
  required: ['enterpriseId', 'state'],
  properties: { enterpriseId: { type: 'string' }, state: enterpriseStateSchema },
};

const idForm: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64, description: 'a user id' } } };

// One field of the registration schema, with its rule and messages, for the availability checks.
const phoneOnly = registerEnterpriseSchema.pick(['phone']);
const emailOnly = registerEnterpriseSchema.pick(['email']);

/** Enterprise users (spec section 7), `{ code: 0, msg: 'success', data }`. */
export async function enterpriseRoutes(app: FastifyInstance, { service, users }: { service: EnterpriseService; users: UsersService }): Promise<void> {
  app.post(
    `/api${ENTERPRISE.register}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Register an enterprise and its first user; it waits for review (state PENDING_REVIEW)',
        description:
          'licenseFileId is the fileId answered by uploadBusinessLicense, not yet used by another registration. The e-mail ' +
          'code comes from sendVerificationCode (purpose register). 10409 names each taken field (logonId, email, phone, creditCode).',
        body: registerEnterpriseBody,
        response: webReply(registeredAnswerSchema, 'the new user and the enterprise state'),
      },
    },
    async (request) => okWeb(await service.register(await parseWith(registerEnterpriseSchema, request.body), headerLang(request.headers.lang))),
  );

  app.post<{ Querystring: { phone?: string } }>(
    `/api${ENTERPRISE.validatePhoneNum}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Whether a mobile number is free (data true) or taken (data false); counted per client address',
        querystring: { type: 'object', properties: { phone: { type: 'string' } } },
        response: webReply({ type: 'boolean' }, 'true when free'),
      },
    },
    async (request) => {
      const { phone } = await parseWith(phoneOnly, request.query);
      return okWeb(await service.isPhoneFree(phone, request.ip));
    },
  );

  app.post<{ Querystring: { email?: string } }>(
    `/api${ENTERPRISE.validateEmail}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Whether an e-mail is free (data true) or taken (data false); counted per client address',
        querystring: { type: 'object', properties: { email: { type: 'string' } } },
        response: webReply({ type: 'boolean' }, 'true when free'),
      },
    },
    async (request) => {
      const { email } = await parseWith(emailOnly, request.query);
      return okWeb(await service.isEmailFree(email, request.ip));
    },
  );

  app.post(
    `/api${ENTERPRISE.forgotByLogonIdAndPhone}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Forgotten password, step 1: when logon id and phone match an account, a code goes to its registered e-mail',
        description: 'The answer is the same whether or not the pair matched. One request a minute per logon id.',
        body: forgotByLogonIdBody,
        response: webReply(nullData, 'done (whatever the pair)'),
      },
    },
    async (request) => {
      const form = await parseWith(forgotByLogonIdSchema, request.body);
      await users.requestResetByLogonId({ ...form, ip: request.ip });
      return okWeb(null);
    },
  );

  app.post(
    `/api${ENTERPRISE.forgotPassword}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Forgotten password, step 2: the code from the e-mail and a new password; ends every session',
        body: resetByLogonIdBody,
        response: webReply(nullData, 'the password is changed'),
      },
    },
    async (request) => {
      await users.resetByLogonId(await parseWith(resetByLogonIdSchema, request.body));
      return okWeb(null);
    },
  );

  app.post(
    `/api${ENTERPRISE.updatePassword}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Change the password (login required); every session ends, so log in again',
        body: changePasswordBody,
        response: webReply(nullData, 'the password is changed'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await users.changePassword(userId, await parseWith(changePasswordSchema, request.body));
      return okWeb(null);
    },
  );

  app.post<{ Body: { id: string } }>(
    `/api${ENTERPRISE.selectCustomersById}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'An enterprise user’s company and review details (form id: a user id; one’s own, or any for a reviewer)',
        body: idForm,
        response: webReply(reviewItemSchema, 'the details'),
      },
    },
    async (request) => okWeb(await service.customer(requireUser(request), request.body.id)),
  );

  app.post<{ Body: { current: number; size: number; state?: EnterpriseState } }>(
    `/api${ENTERPRISE.selectReviewUsersById}`,
    {
      config: { access: staffOnly('reviewer') },
      schema: {
        tags: TAGS,
        summary: 'The reviewer’s queue: PENDING_REVIEW first, newest first (reviewers only, else 10403)',
        body: {
          type: 'object',
          properties: {
            current: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            size: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE },
            state: enterpriseStateSchema,
          },
        },
        response: webReply(pageSchema(reviewItemSchema), 'a page of applications'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      return okWeb(await service.reviewQueue(request.body));
    },
  );

  app.post<{ Body: ReviewBody }>(
    `/api${ENTERPRISE.reviewUsersById}`,
    {
      config: { access: staffOnly('reviewer') },
      schema: {
        tags: TAGS,
        summary: 'Approve or reject an application (reviewers only); the applicant is told by e-mail',
        description: 'A reason is required to reject (10422 naming reason). A move the enterprise statechart refuses is 10409 and changes nothing.',
        body: {
          type: 'object',
          required: ['enterpriseId', 'approved'],
          properties: { enterpriseId: { type: 'string', maxLength: 64 }, approved: { type: 'boolean' }, reason: { type: 'string', maxLength: 500 } },
        },
        response: webReply(moveAnswerSchema, 'the new state'),
      },
    },
    async (request) => okWeb(await service.review(requireUser(request), request.body)),
  );

  app.post<{ Body: DisableBody }>(
    `/api${ENTERPRISE.isDisableUsersById}`,
    {
      config: { access: staffOnly('reviewer') },
      schema: {
        tags: TAGS,
        summary: 'Disable (every session of its users ends at once) or enable an approved enterprise (reviewers only)',
        description: 'A move the enterprise statechart refuses (enable a pending one, disable a disabled one) is 10409 and changes nothing.',
        body: {
          type: 'object',
          required: ['enterpriseId', 'disabled'],
          properties: { enterpriseId: { type: 'string', maxLength: 64 }, disabled: { type: 'boolean' } },
        },
        response: webReply(moveAnswerSchema, 'the new state'),
      },
    },
    async (request) => okWeb(await service.setDisabled(requireUser(request), request.body)),
  );

  app.post<{ Body: { id?: string } }>(
    `/api${ENTERPRISE.updateUserById}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Change one’s own nickname (contact), e-mail and mobile; `id`, when sent, must be one’s own',
        body: { ...accountBody, properties: { ...(accountBody.properties as object), id: { type: 'string' } } },
        response: webReply(accountInfoSchema, 'the account as saved'),
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const form = await parseWith(accountSchema, request.body);
      return okWeb(await service.updateOwn(viewer, request.body?.id, form));
    },
  );

  app.post<{ Body: { id: string } }>(
    `/api${ENTERPRISE.selectPhoneById}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'A user’s mobile number (form id; one’s own, or a customer’s for a reviewer)',
        body: idForm,
        response: webReply(
          { type: 'object', required: ['userId', 'phone'], properties: { userId: { type: 'string' }, phone: { type: 'string' } } },
          'the number',
        ),
      },
    },
    async (request) => okWeb(await service.phone(requireUser(request), request.body.id)),
  );

  const stateOptions = {
    config: { access: SIGNED_IN },
    schema: {
      tags: TAGS,
      summary: 'The enterprise state of a login (query loginId or logonId; one’s own, or a customer’s for a reviewer)',
      querystring: { type: 'object', properties: { loginId: { type: 'string', maxLength: 100 }, logonId: { type: 'string', maxLength: 100 } } },
      response: webReply(
        {
          type: 'object',
          required: ['logonId', 'enterpriseId', 'state', 'reviewReason'],
          properties: {
            logonId: { type: 'string' },
            enterpriseId: nullableString,
            state: { anyOf: [enterpriseStateSchema, { type: 'null' }] },
            reviewReason: nullableString,
          },
        },
        'the state (null for an account without an enterprise)',
      ),
    },
  };
  const stateHandler = async (request: FastifyRequest<{ Querystring: { loginId?: string; logonId?: string } }>) => {
    const viewer = requireUser(request);
    const logonId = request.query.loginId ?? request.query.logonId;
    if (!logonId) throw invalidField('loginId', validationMessage('loginNameRequired').zh, validationMessage('loginNameRequired').ja);
    return okWeb(await service.stateOf(viewer, logonId));
  };
  app.get(`/api${ENTERPRISE.selectEnterpriseStateById}`, stateOptions, stateHandler);
  app.post(`/api${ENTERPRISE.selectEnterpriseStateById}`, stateOptions, stateHandler);

  app.post<{ Body: { id: string } }>(
    `/api${ENTERPRISE.selectUserById}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'A user’s account (form id; one’s own, or a customer’s for a reviewer)',
        body: idForm,
        response: webReply(accountInfoSchema, 'the account'),
      },
    },
    async (request) => okWeb(await service.user(requireUser(request), request.body.id)),
  );

  app.get<{ Querystring: { enterpriseId: string } }>(
    `/api${BUSINESS_LICENSE_FILE}`,
    {
      config: { access: staffOnly('reviewer') },
      schema: {
        tags: TAGS,
        summary: 'The business licence file of an enterprise, as uploaded (reviewers only, else 10403)',
        querystring: { type: 'object', required: ['enterpriseId'], properties: { enterpriseId: { type: 'string', maxLength: 64 } } },
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: {
          200: { description: 'the file (PDF, JPEG or PNG); errors as the ErrorEnvelope in JSON', type: 'string', format: 'binary' },
        },
      },
    },
    async (request, reply) => {
      const file = await service.licenseFile(request.query.enterpriseId);
      return reply
        .type(file.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
}
