import type { JsonSchema } from '../../lib/responseSchemas';

/**
 * JSON schemas of the account calls, for the OpenAPI document. They list the fields and
 * their types only: the rules and their messages are the shared yup schemas' (src/domain),
 * applied by the routes, so that both languages' messages reach `data.fields`.
 */
const strings = (...names: string[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
});

export const registerIndividualBody = strings('logonId', 'nickname', 'email', 'emailCode', 'phone', 'password', 'confirmPassword');
export const registerEnterpriseBody = strings(
  'logonId',
  'companyName',
  'creditCode',
  'contactName',
  'email',
  'emailCode',
  'phone',
  'licenseFileId',
  'password',
  'confirmPassword',
);
export const forgotPasswordBody = strings('email', 'emailCode', 'password', 'confirmPassword');
export const forgotByLogonIdBody = strings('logonId', 'phone');
export const resetByLogonIdBody = strings('logonId', 'emailCode', 'password', 'confirmPassword');
export const accountBody = strings('nickname', 'email', 'phone');
export const changePasswordBody = strings('oldPassword', 'newPassword', 'confirmPassword');

const nullableString = { type: ['string', 'null'] };
export const enterpriseStateSchema = { type: 'string', enum: ['PENDING_REVIEW', 'APPROVED', 'REJECTED', 'DISABLED'] } as const;

export const accountInfoSchema: JsonSchema = {
  type: 'object',
  required: ['userId', 'logonId', 'nickname', 'email', 'phone', 'role', 'enterpriseId', 'enterpriseCnnme', 'enterpriseState', 'createdAt'],
  properties: {
    userId: { type: 'string' },
    logonId: { type: 'string' },
    nickname: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    role: { type: 'string' },
    enterpriseId: nullableString,
    enterpriseCnnme: nullableString,
    enterpriseState: { anyOf: [enterpriseStateSchema, { type: 'null' }] },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const registeredAnswerSchema: JsonSchema = {
  type: 'object',
  required: ['userId', 'logonId'],
  properties: { userId: { type: 'string' }, logonId: { type: 'string' }, state: enterpriseStateSchema },
};

export const nullData: JsonSchema = { type: 'null' };
