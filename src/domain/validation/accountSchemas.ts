import { object, string, type InferType, type StringSchema } from 'yup';
import { isCurrentConsent } from '../legal/privacyPolicy';
import { CREDIT_CODE, EMAIL, EMAIL_CODE, isMobile, isStrongPassword, LOGIN_NAME, REGISTER_PASSWORD } from './accountRules';
import type { ValidationMessageKey } from './messages';
import { containsUserInput, passwordStrength, passwordUserInputs } from './passwordStrength';

/**
 * The forms' schemas (spec section 5). Messages are keys of VALIDATION_MESSAGES: the
 * client shows them in the current language, the server answers both languages.
 * The same schema validates the form (react-hook-form resolver) and the server's body.
 */
const m = (key: ValidationMessageKey) => key;

const email = () => string().trim().required(m('emailRequired')).max(100, m('tooLong')).matches(EMAIL, m('emailFormat'));
const mobile = () =>
  string()
    .trim()
    .required(m('mobileRequired'))
    .test('mobile', m('mobileFormat'), (v) => !v || isMobile(v));
/**
 * The strength rule (passwordStrength.ts) after a field's own rules: no login name or e-mail local
 * part (taken from the form's logonId and email, or from the context's `passwordUserInputs`
 * where the body has neither, as on the account screen), then a zxcvbn score of 3 or more.
 * Checked only once the spec's format rule holds, so a too-short password gets that message.
 */
interface PasswordSchemaContext {
  passwordUserInputs?: readonly string[];
}
function strong(schema: StringSchema<string>, formatOk: (value: string) => boolean): StringSchema<string> {
  function inputsOf(ctx: { parent: Record<string, unknown>; options: { context?: unknown } }): string[] {
    const given = (ctx.options.context as PasswordSchemaContext | undefined)?.passwordUserInputs ?? [];
    return [...passwordUserInputs(ctx.parent), ...given];
  }
  return schema
    .test('userInput', m('passwordHasUserInput'), function (value) {
      return !value || !formatOk(value) || !containsUserInput(value, inputsOf(this));
    })
    .test('strength', m('weakPassword'), async function (value) {
      if (!value || !formatOk(value)) return true;
      return (await passwordStrength(value, inputsOf(this))).acceptable;
    });
}
const registerPassword = () =>
  strong(string().required(m('passwordRequired')).matches(REGISTER_PASSWORD, m('registerPassword')), (v) => REGISTER_PASSWORD.test(v));
/** The consent to the privacy policy and terms: the version of the texts the user agreed to (privacyPolicy.ts). */
const consentVersion = () =>
  string()
    .default('')
    .test('consent', m('consentRequired'), (v) => isCurrentConsent(v));
// A test rather than oneOf(ref): yup checks oneOf before required, which would call an
// empty confirmation a mismatch instead of asking for it.
const confirm = (field: string) =>
  string()
    .required(m('confirmPasswordRequired'))
    .test('matches', m('passwordMismatch'), function (value) {
      return !value || value === this.parent[field];
    });

export const loginSchema = object({
  username: string().trim().required(m('loginNameRequired')).max(100, m('tooLong')),
  password: string().required(m('passwordRequired')).max(100, m('tooLong')),
  code: string().trim().required(m('codeRequired')).max(10, m('tooLong')),
});
export type LoginForm = InferType<typeof loginSchema>;

export const sendCodeSchema = object({ email: email() });

export const registerIndividualSchema = object({
  logonId: string().trim().required(m('loginNameRequired')).matches(LOGIN_NAME, m('loginNameFormat')),
  nickname: string().trim().required(m('nicknameRequired')).max(50, m('tooLong')),
  email: email(),
  emailCode: string().trim().required(m('emailCodeRequired')).matches(EMAIL_CODE, m('emailCodeFormat')),
  phone: mobile(),
  password: registerPassword(),
  confirmPassword: confirm('password'),
  consentVersion: consentVersion(),
});
export type RegisterIndividualForm = InferType<typeof registerIndividualSchema>;

export const registerEnterpriseSchema = object({
  logonId: string().trim().required(m('loginNameRequired')).matches(LOGIN_NAME, m('loginNameFormat')),
  companyName: string().trim().required(m('companyNameRequired')).max(100, m('tooLong')),
  creditCode: string().trim().required(m('creditCodeRequired')).matches(CREDIT_CODE, m('creditCodeFormat')),
  contactName: string().trim().required(m('contactNameRequired')).max(50, m('tooLong')),
  email: email(),
  emailCode: string().trim().required(m('emailCodeRequired')).matches(EMAIL_CODE, m('emailCodeFormat')),
  phone: mobile(),
  /** id of the business licence uploaded through uploadBusinessLicense */
  licenseFileId: string().trim().required(m('licenseRequired')),
  password: registerPassword(),
  confirmPassword: confirm('password'),
  consentVersion: consentVersion(),
});
export type RegisterEnterpriseForm = InferType<typeof registerEnterpriseSchema>;

/** Individual forgotten password: the code sent to the registered e-mail, then a new password. */
export const forgotPasswordSchema = object({
  email: email(),
  emailCode: string().trim().required(m('emailCodeRequired')).matches(EMAIL_CODE, m('emailCodeFormat')),
  password: registerPassword(),
  confirmPassword: confirm('password'),
});
export type ForgotPasswordForm = InferType<typeof forgotPasswordSchema>;

/** Enterprise forgotten password, first step: logon id and phone (DOMAIN: the code goes to the registered e-mail). */
export const forgotByLogonIdSchema = object({
  logonId: string().trim().required(m('loginNameRequired')).max(30, m('tooLong')),
  phone: mobile(),
});

/** Enterprise forgotten password, second step. */
export const resetByLogonIdSchema = object({
  logonId: string().trim().required(m('loginNameRequired')).max(30, m('tooLong')),
  emailCode: string().trim().required(m('emailCodeRequired')).matches(EMAIL_CODE, m('emailCodeFormat')),
  password: registerPassword(),
  confirmPassword: confirm('password'),
});

/** Account screen: nickname, e-mail and mobile (spec section 5 "Account"). */
export const accountSchema = object({
  nickname: string().trim().required(m('nicknameRequired')).max(50, m('tooLong')),
  email: email(),
  phone: mobile(),
});
export type AccountForm = InferType<typeof accountSchema>;

/**
 * Account screen: the account's own e-mail and mobile change only with proof (nickname alone
 * is saved by accountSchema). The e-mail needs a code sent to the new address and the current
 * password; the mobile needs the current password.
 */
export const emailChangeCodeSchema = object({ email: email() });
export const changeEmailSchema = object({
  email: email(),
  emailCode: string().trim().required(m('emailCodeRequired')).matches(EMAIL_CODE, m('emailCodeFormat')),
  password: string().required(m('oldPasswordRequired')).max(100, m('tooLong')),
});
export type ChangeEmailForm = InferType<typeof changeEmailSchema>;

export const changePhoneSchema = object({
  phone: mobile(),
  password: string().required(m('oldPasswordRequired')).max(100, m('tooLong')),
});
export type ChangePhoneForm = InferType<typeof changePhoneSchema>;

/** Changing a password on the account or password screens: the strong rule. */
export const changePasswordSchema = object({
  oldPassword: string().required(m('oldPasswordRequired')).max(100, m('tooLong')),
  newPassword: strong(
    string()
      .required(m('newPasswordRequired'))
      .test('strong', m('strongPassword'), (v) => !v || isStrongPassword(v)),
    isStrongPassword,
  ),
  confirmPassword: confirm('newPassword'),
});
export type ChangePasswordForm = InferType<typeof changePasswordSchema>;
