import { object, string, type InferType } from 'yup';
import { isCalendarDate } from '../calendarDate';
import { EMAIL } from './accountRules';
import type { ValidationMessageKey } from './messages';
import { isChineseName, isJapaneseName, JAPANESE_NATIONALITY } from './nameRules';

/**
 * The saved-passenger form (spec sections 3 and 5, DOMAIN "Accounts"): the client's form
 * and the server's submitTsUserPassenger body. Messages are keys of VALIDATION_MESSAGES.
 * The Japanese mobile and Japanese contact address are required always (DOMAIN).
 * Dates are calendar days 'YYYY-MM-DD'. Whether the ID is still valid depends on the
 * journey, so the order checks it (idValidity.ts), not this form; an ID expiring before
 * its holder was born is a typing error, refused here. The birth date must not be in the
 * future: "today" is `context.today` ('YYYY-MM-DD') when given, else today's date in Japan
 * (UTC+9, the later of the two countries' dates), so that no time zone refuses a real birth.
 */
const m = (key: ValidationMessageKey) => key;

/** Chinese mainland mobile: 11 digits 1[3-9]…, optional +86; spaces and hyphens ignored. */
export function isCnMobile(value: string): boolean {
  return /^(\+?86)?1[3-9]\d{9}$/.test(value.replace(/[\s-]/g, ''));
}

/** Japanese mobile: 070/080/090 and 8 digits, or +81 without the leading 0; spaces and hyphens ignored. */
export function isJpMobile(value: string): boolean {
  return /^(\+?81|0)[789]0\d{8}$/.test(value.replace(/[\s-]/g, ''));
}

/** Today's date in Japan (UTC+9) as 'YYYY-MM-DD'. */
export function japanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

const EN_NAME = /^[A-Za-z][A-Za-z .'-]*$/;
const CERTIFICATE_NO = /^[A-Za-z0-9-]+$/;

const text = (max: number) => string().trim().max(max, m('tooLong'));
const required = (max: number, key: ValidationMessageKey) => text(max).required(m(key));
const optional = (max: number) => text(max).default('');
const date = (key: ValidationMessageKey) =>
  string()
    .trim()
    .required(m(key))
    .test('date', m('dateFormat'), (v) => !v || isCalendarDate(v));

/** A "Chinese name" field: Chinese characters, or kanji and kana for a Japanese national (nameRules.ts). */
const cnName = (key: ValidationMessageKey) =>
  required(20, key).test('cnName', m('cnNameFormat'), function (value) {
    if (!value) return true;
    if (String(this.parent.nationality ?? '').trim() !== JAPANESE_NATIONALITY) return isChineseName(value);
    return isJapaneseName(value) || this.createError({ message: m('jpNameFormat') });
  });

const SECOND_ID = ['secondCertificateType', 'secondCertificateNo', 'secondCertificateExpiry'] as const;

/** An ID's expiry after the holder's birth date; left to the other tests while either is not a date. */
function expiresAfterBirth(this: { parent: Record<string, unknown> }, value: string | undefined): boolean {
  const birth = String(this.parent.birthDate ?? '').trim();
  if (!value || !isCalendarDate(value) || !isCalendarDate(birth)) return true;
  return value > birth;
}

/** A part of the second ID: optional, unless another part is given. */
function secondIdPart(key: ValidationMessageKey, max: number, check?: { key: ValidationMessageKey; ok: (v: string) => boolean }) {
  return optional(max)
    .test('complete', m(key), function (value) {
      if (value) return true;
      return !SECOND_ID.some((field) => String(this.parent[field] ?? '').trim() !== '');
    })
    .test('format', m(check?.key ?? 'tooLong'), (v) => !v || !check || check.ok(v));
}

export const passengerSchema = object({
  cnSurname: cnName('cnSurnameRequired'),
  cnGivenName: cnName('cnGivenNameRequired'),
  enSurname: required(40, 'enSurnameRequired').matches(EN_NAME, m('enNameFormat')),
  enGivenName: required(40, 'enGivenNameRequired').matches(EN_NAME, m('enNameFormat')),
  /** country code (countryList) */
  nationality: required(10, 'nationalityRequired'),
  /** GENDER dictionary code */
  gender: required(20, 'genderRequired'),
  /** CERTIFICATE_TYPE dictionary code */
  certificateType: required(20, 'certificateTypeRequired'),
  certificateNo: required(30, 'certificateNoRequired').matches(CERTIFICATE_NO, m('certificateNoFormat')),
  certificateExpiry: date('certificateExpiryRequired').test('afterBirth', m('certificateExpiryBeforeBirth'), expiresAfterBirth),
  secondCertificateType: secondIdPart('secondCertificateTypeRequired', 20),
  secondCertificateNo: secondIdPart('secondCertificateNoRequired', 30, { key: 'certificateNoFormat', ok: (v) => CERTIFICATE_NO.test(v) }),
  secondCertificateExpiry: secondIdPart('secondCertificateExpiryRequired', 10, { key: 'dateFormat', ok: isCalendarDate }).test(
    'afterBirth',
    m('certificateExpiryBeforeBirth'),
    expiresAfterBirth,
  ),
  birthDate: date('birthDateRequired').test('past', m('birthDateFuture'), function (value) {
    if (!value || !isCalendarDate(value)) return true;
    const today = (this.options.context as { today?: string } | undefined)?.today ?? japanToday();
    return value <= today;
  }),
  /** OCCUPATION dictionary code */
  career: optional(20),
  email: optional(100).test('email', m('emailFormat'), (v) => !v || EMAIL.test(v)),
  cnMobile: optional(20).test('cnMobile', m('cnMobileFormat'), (v) => !v || isCnMobile(v)),
  jpMobile: required(20, 'jpMobileRequired').test('jpMobile', m('jpMobileFormat'), (v) => !v || isJpMobile(v)),
  jpAddress: required(200, 'jpAddressRequired'),
  sailingPurpose: optional(200),
});
export type PassengerForm = InferType<typeof passengerSchema>;

/** submitTsUserPassenger: the form, plus the uuid of the caller's passenger to update (absent: a new one). */
export const submitPassengerSchema = passengerSchema.shape({ uuid: string().trim().max(64, m('tooLong')).optional() });
