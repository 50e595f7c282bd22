/** Field rules of spec section 5 and DOMAIN "Accounts", as predicates both sides use. */

/** Registration: 8 to 30 characters of digits, letters and (printable ASCII) symbols. */
export const REGISTER_PASSWORD = /^[\x21-\x7e]{8,30}$/;

/** Account screen: 8 to 30, with at least one digit, upper case, lower case and special character. */
export function isStrongPassword(value: string): boolean {
  return REGISTER_PASSWORD.test(value) && /\d/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value) && /[^A-Za-z0-9]/.test(value);
}

export const LOGIN_NAME = /^[A-Za-z0-9_.]{4,30}$/;

/** Chinese mainland mobile (11 digits, 1[3-9]…) or Japanese mobile (070/080/090), optional country code. */
export function isMobile(value: string): boolean {
  const v = value.replace(/[\s-]/g, '');
  return /^(\+?86)?1[3-9]\d{9}$/.test(v) || /^(\+?81|0)[789]0\d{8}$/.test(v);
}

/** A pragmatic e-mail check (the server also asks the mail server whether it accepts the address). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const EMAIL_CODE = /^\d{6}$/;

/** Chinese unified social credit code (18) or Japanese corporate number (13 digits). */
export const CREDIT_CODE = /^([0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}|\d{13})$/;
