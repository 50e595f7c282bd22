import type { AnyObjectSchema } from 'yup';
import {
  accountSchema,
  changeEmailSchema,
  changePasswordSchema,
  changePhoneSchema,
  emailChangeCodeSchema,
  forgotByLogonIdSchema,
  forgotPasswordSchema,
  registerEnterpriseSchema,
  registerIndividualSchema,
  resetByLogonIdSchema,
} from '../../../src/domain/validation/accountSchemas';
import { schemaFields } from '../../../src/domain/validation/validate';
import type { JsonSchema } from '../../lib/responseSchemas';

/**
 * JSON schemas of the account calls, for the OpenAPI document. They list the fields and
 * their types only: the rules and their messages are the shared yup schemas' (src/domain),
 * applied by the routes, so that both languages' messages reach `data.fields`.
 */
/** The body of a shared schema, for the document: each of its fields as a string. */
const bodyOf = (schema: AnyObjectSchema): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(schemaFields(schema).map((name) => [name, { type: 'string' }])),
});

export const registerIndividualBody = bodyOf(registerIndividualSchema);
export const registerEnterpriseBody = bodyOf(registerEnterpriseSchema);
export const forgotPasswordBody = bodyOf(forgotPasswordSchema);
export const forgotByLogonIdBody = bodyOf(forgotByLogonIdSchema);
export const resetByLogonIdBody = bodyOf(resetByLogonIdSchema);
export const accountBody = bodyOf(accountSchema);
export const changePasswordBody = bodyOf(changePasswordSchema);
export const emailChangeCodeBody = bodyOf(emailChangeCodeSchema);
export const changeEmailBody = bodyOf(changeEmailSchema);
export const changePhoneBody = bodyOf(changePhoneSchema);

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
