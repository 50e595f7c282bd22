import {
  ENTERPRISE,
  INDIVIDUAL,
  type AccountInfo,
  type EnterpriseResetForm,
  type RegisteredAnswer,
  type SendCodeBody,
  type UploadedFile,
} from '../domain/identityApi';
import type { Role } from '../domain/roles';
import type {
  AccountForm,
  ChangeEmailForm,
  ChangePasswordForm,
  ChangePhoneForm,
  ForgotPasswordForm,
  RegisterEnterpriseForm,
  RegisterIndividualForm,
} from '../domain/validation/accountSchemas';
import { http, type CallOptions } from './http';

/**
 * Account calls of spec section 7 ("Individual users", "Enterprise users"), with the
 * bodies of the shared schemas. Thin: the HTTP client owns envelopes and messages.
 */

export function sendVerificationCode(body: SendCodeBody): Promise<unknown> {
  // The code for a new account e-mail is asked for by the logged-in account, at its own call.
  if (body.purpose === 'changeEmail') return http.post(INDIVIDUAL.sendEmailChangeCode, { email: body.email });
  return http.post(INDIVIDUAL.sendVerificationCode, body);
}

export function registerIndividual(form: RegisterIndividualForm): Promise<RegisteredAnswer> {
  return http.post<RegisteredAnswer>(INDIVIDUAL.register, form);
}

export function registerEnterprise(form: RegisterEnterpriseForm): Promise<RegisteredAnswer> {
  return http.post<RegisteredAnswer>(ENTERPRISE.register, form);
}

/** The business licence, before registering; progress in whole percent. */
export function uploadBusinessLicense(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.upload<UploadedFile>(ENTERPRISE.uploadBusinessLicense, form, onProgress);
}

/** Resolves when the phone number is free; a taken one is a business error naming the field. */
export function validatePhoneNum(phone: string): Promise<unknown> {
  return http.post(ENTERPRISE.validatePhoneNum, undefined, { phone });
}

/** Resolves when the e-mail is free; a taken one is a business error naming the field. */
export function validateEmail(email: string): Promise<unknown> {
  return http.post(ENTERPRISE.validateEmail, undefined, { email });
}

export function resetIndividualPassword(form: ForgotPasswordForm): Promise<unknown> {
  return http.post(INDIVIDUAL.forgotPassword, form);
}

/** Enterprise, first step: the code goes to the registered e-mail; the answer is the same whether the pair matched. */
export function requestEnterpriseResetCode(body: { logonId: string; phone: string }): Promise<unknown> {
  return http.post(ENTERPRISE.forgotByLogonIdAndPhone, body);
}

export function resetEnterprisePassword(form: EnterpriseResetForm): Promise<unknown> {
  return http.post(ENTERPRISE.forgotPassword, form);
}

export function getAccountInfo(options?: CallOptions): Promise<AccountInfo> {
  return http.get<AccountInfo>(INDIVIDUAL.selectInfo, undefined, options);
}

export function updateAccountInfo(form: AccountForm): Promise<AccountInfo> {
  return http.post<AccountInfo>(INDIVIDUAL.updateInfo, form);
}

/** The account's e-mail, with the code sent to the new address and the current password (any account). */
export function changeAccountEmail(form: ChangeEmailForm): Promise<AccountInfo> {
  return http.post<AccountInfo>(INDIVIDUAL.changeEmail, form);
}

/** The account's mobile, with the current password (any account). */
export function changeAccountPhone(form: ChangePhoneForm): Promise<AccountInfo> {
  return http.post<AccountInfo>(INDIVIDUAL.changePhone, form);
}

/** Enterprise users change their password through the enterprise call; everyone else through the individual one. */
export function changePassword(role: Role | null | undefined, form: ChangePasswordForm): Promise<unknown> {
  return http.post(role === 'enterprise' ? ENTERPRISE.updatePassword : INDIVIDUAL.changePassword, form);
}
