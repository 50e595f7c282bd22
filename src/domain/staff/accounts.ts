import { mixed, object, string, type InferType } from 'yup';
import { STAFF_ROLES, type StaffRole } from '../roles';
import { EMAIL, isStrongPassword, LOGIN_NAME } from '../validation/accountRules';
import type { ValidationMessageKey } from '../validation/messages';

/** The administrator's staff accounts (STAFF_PATHS account*). */

export interface StaffAccount {
  userId: string;
  logonId: string;
  role: StaffRole;
  cnName: string;
  email: string;
  disabled: boolean;
  createdAt: string;
}

const m = (key: ValidationMessageKey) => key;

/** A new staff account: its login, a strong first password (the account screen's rule), its role and name. */
export const staffAccountSchema = object({
  logonId: string().trim().required(m('loginNameRequired')).matches(LOGIN_NAME, m('loginNameFormat')),
  password: string()
    .required(m('passwordRequired'))
    .test('strong', m('strongPassword'), (v) => !v || isStrongPassword(v)),
  role: mixed<StaffRole>().required(m('required')).oneOf([...STAFF_ROLES], m('required')),
  cnName: string().trim().required(m('required')).max(50, m('tooLong')),
  email: string().trim().required(m('emailRequired')).max(100, m('tooLong')).matches(EMAIL, m('emailFormat')),
});
export type StaffAccountBody = InferType<typeof staffAccountSchema>;
