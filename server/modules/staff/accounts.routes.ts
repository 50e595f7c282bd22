import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/domain/envelope';
import { STAFF_ROLES, type StaffRole } from '../../../src/domain/roles';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { ok } from '../../lib/envelope';
import { pageSchema, webTsReply, type JsonSchema } from '../../lib/responseSchemas';
import type { StaffAccounts } from './accounts.staff';
import { guardText, requireStaff, STAFF_BUTTON } from './staff.guard';

const TAGS = ['staff: accounts'];
const GUARD = guardText(STAFF_BUTTON.admin);

const accountSchema: JsonSchema = {
  type: 'object',
  required: ['userId', 'logonId', 'role', 'cnName', 'email', 'disabled', 'createdAt'],
  properties: {
    userId: { type: 'string' },
    logonId: { type: 'string' },
    role: { type: 'string', enum: [...STAFF_ROLES] },
    cnName: { type: 'string' },
    email: { type: 'string' },
    disabled: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

/** The administrator's staff accounts (btn.staff.admin). */
export async function staffAccountsRoutes(app: FastifyInstance, { accounts }: { accounts: StaffAccounts }): Promise<void> {
  app.get<{ Querystring: { current: number; size: number; role?: StaffRole } }>(
    `/api${STAFF_PATHS.accountPage}`,
    {
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
      requireStaff(request, STAFF_BUTTON.admin);
      return ok(await accounts.page(request.query));
    },
  );

  app.post(
    `/api${STAFF_PATHS.accountCreate}`,
    {
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
    async (request) => ok(await accounts.create(requireStaff(request, STAFF_BUTTON.admin).userId, request.body)),
  );

  app.post<{ Body: { userId: string; disabled: boolean } }>(
    `/api${STAFF_PATHS.accountDisable}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Disable (no login; every session ends at once) or enable a staff account; not one’s own',
        description: `${GUARD} A customer's account is 10404 here (enterprises are disabled by the reviewer).`,
        body: { type: 'object', required: ['userId', 'disabled'], additionalProperties: false, properties: { userId: { type: 'string', maxLength: 64 }, disabled: { type: 'boolean' } } },
        response: webTsReply(accountSchema, 'the account'),
      },
    },
    async (request) => ok(await accounts.setDisabled(requireStaff(request, STAFF_BUTTON.admin).userId, request.body.userId, request.body.disabled)),
  );
}
