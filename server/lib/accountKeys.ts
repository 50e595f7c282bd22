/**
 * The forms of login names, e-mails and phones that uniqueness and look-ups use
 * (users.logon_id_key, email_key, phone_key): the same person typing a value
 * another way must not get a second account, nor miss their own.
 */

/** Login names compare without case: `Demo.Passenger` logs in as `demo.passenger` (the login's own definition). */
export { logonIdKey } from './auth/logonIdKey';

/** E-mail addresses compare without case (mailbox names are case-blind in practice). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Phones compare by their national number: spaces, dashes and the country code
 * (+86 for China, +81 for Japan, where it replaces the leading 0) do not matter.
 * Null for an empty phone, which the unique index then ignores.
 */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  if (/^861[3-9]\d{9}$/.test(digits)) return digits.slice(2);
  if (/^81[1-9]\d{8,9}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits;
}
