import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/domain/envelope';
import { STAFF_ROLES, type StaffRole } from '../../../src/domain/roles';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { ok } from '../../lib/envelope';
import { pageSchema, webTsReply, type JsonSchema } from '../../lib/responseSchemas';
import type { StaffAccounts } from './accounts.staff';
import { guardText, STAFF_BUTTON } from './staff.guard';
import { requireUser } from '../../lib/auth/guards';
import { ANY_STAFF, staffOnly } from '../../lib/auth/routeAccess';

const TAGS = ['staff: accounts'];
const GUARD = guardText(STAFF_BUTTON.admin);

const accountSchema: JsonSchema = {
  type: 'object',
  required: ['userId', 'logonId', 'role', 'cnName', 'email', 'disabled', 'mustChangePassword', 'createdAt'],
  properties: {
    userId: { type: 'string' },
    logonId: { type: 'string' },
    role: { type: 'string', enum: [...STAFF_ROLES] },
    cnName: { type: 'string' },
    email: { type: 'string' },
    disabled: { type: 'boolean' },
    mustChangePassword: { type: 'boolean', description: 'its password was set by someone else and must be changed at its next login' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

const userIdBody = { type: 'string', maxLength: 64 } as const;

/** The administrator's staff accounts (btn.staff.admin), and every staff member's own password. */
export async function staffAccountsRoutes(app: FastifyInstance, { accounts }: { accounts: StaffAccounts }): Promise<void> {
  app.get<{ Querystring: { current: number; size: number; role?: StaffRole } }>(
    `/api${STAFF_PATHS.accountPage}`,
    {
      config: { access: staffOnly('admin') },
      schema: {
        tags: TAGS,
        summary: 'Staff accounts by login name, with their role and whether disabled',
        description: GUARD,
        querystring: {
          type: 'object',
          properties: {
            current: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            size: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE },
            role: { type: 'string', enum: [...STAFF_ROLES] },
          },
        },
        response: webTsReply(pageSchema(accountSchema), 'the page'),
      },
    },
    async (request) => {
      return ok(await accounts.page(request.query));
    },
  );

  app.post(
    `/api${STAFF_PATHS.accountCreate}`,
    {
      config: { access: staffOnly('admin') },
      schema: {
        tags: TAGS,
        summary: 'Create a staff account with a role and a first password (8 to 30, digit, upper and lower case, symbol)',
        description: `${GUARD} 10422 naming each field at fault (the shared staffAccountSchema); a login name or e-mail taken is 10409 at that field.`,
        body: {
          type: 'object',
          required: ['logonId', 'password', 'role', 'cnName', 'email'],
          additionalProperties: false,
          properties: {
            logonId: { type: 'string', maxLength: 30 },
            password: { type: 'string', maxLength: 100 },
            role: { type: 'string', enum: [...STAFF_ROLES] },
            cnName: { type: 'string', maxLength: 50 },
            email: { type: 'string', maxLength: 100 },
          },
        },
        response: webTsReply(accountSchema, 'the account created'),
      },
    },
    async (request) => ok(await accounts.create(requireUser(request).userId, request.body)),
  );

  app.post<{ Body: { userId: string; disabled: boolean } }>(
    `/api${STAFF_PATHS.accountDisable}`,
    {
      config: { access: staffOnly('admin') },
      schema: {
        tags: TAGS,
        summary: 'Disable (no login; every session ends at once) or enable a staff account; not one’s own',
        description: `${GUARD} A customer's account is 10404 here (enterprises are disabled by the reviewer).`,
        body: {
          type: 'object',
          required: ['userId', 'disabled'],
          additionalProperties: false,
          properties: { userId: { type: 'string', maxLength: 64 }, disabled: { type: 'boolean' } },
        },
        response: webTsReply(accountSchema, 'the account'),
      },
    },
    async (request) => ok(await accounts.setDisabled(requireUser(request).userId, request.body.userId, request.body.disabled)),
  );

  app.post<{ Body: { userId: string } }>(
    `/api${STAFF_PATHS.accountResetPassword}`,
    {
      config: { access: staffOnly('admin') },
      schema: {
        tags: TAGS,
        summary:
          'Reset another staff member’s password: a generated temporary password, answered this once; the account must change it at its next login and its sessions end',
        description: `${GUARD} One's own password is 10500 here (it is changed at ${STAFF_PATHS.passwordChange}); a customer's account is 10404.`,
        body: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: userIdBody } },
        response: webTsReply(
          {
            type: 'object',
            required: ['account', 'temporaryPassword'],
            properties: { account: accountSchema, temporaryPassword: { type: 'string', description: 'shown once; only its hash is kept' } },
          },
          'the account and its temporary password',
        ),
      },
    },
    async (request) => ok(await accounts.resetPassword(requireUser(request).userId, request.body.userId)),
  );

  app.post<{ Body: { userId: string; role: StaffRole } }>(
    `/api${STAFF_PATHS.accountRole}`,
    {
      config: { access: staffOnly('admin') },
      schema: {
        tags: TAGS,
        summary: 'Change another staff member’s role; its sessions end (its next login shows the new role)',
        description: `${GUARD} One's own role, and the last active administrator's, are 10500; a customer's account is 10404.`,
        body: {
          type: 'object',
          required: ['userId', 'role'],
          additionalProperties: false,
          properties: { userId: userIdBody, role: { type: 'string', enum: [...STAFF_ROLES] } },
        },
        response: webTsReply(accountSchema, 'the account'),
      },
    },
    async (request) => ok(await accounts.changeRole(requireUser(request).userId, request.body.userId, request.body.role)),
  );

  app.post(
    `/api${STAFF_PATHS.passwordChange}`,
    {
      config: { access: { ...ANY_STAFF, duringPasswordChange: true } },
      schema: {
        tags: TAGS,
        summary: 'Change one’s own password: the current one, a new one (8 to 30, digit, upper and lower case, symbol) twice; clears a required change',
        description:
          'Any staff member, also while a password change is required (every other call answers 10428 then); a customer is 10403. ' +
          '10422 naming each field (the shared changePasswordSchema; a wrong current password at oldPassword, the same password again at newPassword). ' +
          'Every other session of the account ends; this one goes on.',
        body: {
          type: 'object',
          required: ['oldPassword', 'newPassword', 'confirmPassword'],
          additionalProperties: false,
          properties: {
            oldPassword: { type: 'string', maxLength: 100 },
            newPassword: { type: 'string', maxLength: 100 },
            confirmPassword: { type: 'string', maxLength: 100 },
          },
        },
        response: webTsReply(accountSchema, 'one’s own account'),
      },
    },
    async (request) => ok(await accounts.changeOwnPassword(requireUser(request), request.body)),
  );
}
