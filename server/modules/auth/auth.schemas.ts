import { BUTTON_KEYS, CUSTOMER_ROLES, MENU_KEYS, STAFF_ROLES } from '../../../src/domain/roles';
import type { JsonSchema } from '../../lib/responseSchemas';

const text = { type: 'string' } as const;
const roleSchema = { type: 'string', enum: [...CUSTOMER_ROLES, ...STAFF_ROLES] } as const;
const enterpriseStateSchema = { type: ['string', 'null'], enum: ['PENDING_REVIEW', 'APPROVED', 'REJECTED', 'DISABLED', null] } as const;

/** The password-grant form (form-encoded or JSON). Rules are checked by the service, in the order the answers need. */
export const tokenRequestSchema = {
  type: 'object',
  properties: {
    grant_type: { type: 'string', maxLength: 50, description: 'password (the only grant)' },
    client_id: { type: 'string', maxLength: 200 },
    client_secret: { type: 'string', maxLength: 200 },
    scope: { type: 'string', maxLength: 50, description: 'server' },
    username: { type: 'string', maxLength: 200, description: 'the login name (any case)' },
    password: { type: 'string', maxLength: 200 },
    code: { type: 'string', maxLength: 50, description: 'the captcha answer' },
    randomStr: { type: 'string', maxLength: 100, description: 'the randomStr the captcha was fetched with' },
  },
} as const;

export const tokenAnswerSchema = {
  type: 'object',
  description: 'OAuth-style token info (no envelope on the token call); empty strings where a field does not apply',
  required: [
    'access_token',
    'refresh_token',
    'expires_in',
    'token_type',
    'scope',
    'logon_id',
    'user_id',
    'user_name',
    'user_cnnme',
    'enterprise_id',
    'enterprise_cnnme',
    'tenant_id',
    'sap_id',
    'license',
    'member_level',
    'phone',
    'wximgurl',
  ],
  properties: {
    access_token: text,
    refresh_token: text,
    expires_in: { type: 'integer', description: 'seconds the access token lives' },
    token_type: { type: 'string', enum: ['bearer'] },
    scope: { type: 'string', enum: ['server'] },
    logon_id: text,
    user_id: text,
    user_name: { type: 'string', description: 'nickname' },
    user_cnnme: { type: 'string', description: 'Chinese name' },
    enterprise_id: text,
    enterprise_cnnme: text,
    tenant_id: text,
    sap_id: text,
    license: { type: 'string', description: "the enterprise's credit code (business licence number)" },
    member_level: { type: 'integer' },
    phone: text,
    wximgurl: text,
  },
} as const satisfies JsonSchema;

export const userInfoSchema = {
  type: 'object',
  required: ['logonId', 'userId', 'username', 'usernme', 'userCnnme', 'enterpriseCnnme', 'enterpriseId', 'menuAll', 'menuLeft', 'role', 'enterpriseState'],
  properties: {
    logonId: text,
    userId: text,
    username: { type: 'string', description: 'nickname' },
    usernme: { type: 'string', description: "nickname, in the spec's spelling" },
    userCnnme: text,
    enterpriseCnnme: text,
    enterpriseId: text,
    menuAll: { type: 'array', items: text, description: 'permitted menu paths' },
    menuLeft: { type: 'array', items: text, description: 'the permitted paths of the left menu' },
    role: roleSchema,
    enterpriseState: enterpriseStateSchema,
    mustChangePassword: { type: 'boolean', description: 'staff accounts only: every call but changing its own password answers 10428 until it is changed' },
  },
} as const satisfies JsonSchema;

export const userAuthenticationSchema = {
  type: 'object',
  required: ['role', 'menus', 'buttons', 'authorities'],
  properties: {
    role: roleSchema,
    menus: { type: 'array', items: { type: 'string', enum: [...MENU_KEYS] } },
    buttons: { type: 'array', items: { type: 'string', enum: [...BUTTON_KEYS] } },
    authorities: { type: 'array', items: text, description: 'menus and buttons together' },
  },
} as const satisfies JsonSchema;

/** The token-empty answer of the code-0 family (DOMAIN "The envelope and error codes"). */
export const tokenEmptySchema = {
  type: 'object',
  description: 'no token was sent: the client clears its session and goes to /login',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', enum: [1] }, msg: text, data: { type: 'integer', enum: [10040] } },
} as const satisfies JsonSchema;
