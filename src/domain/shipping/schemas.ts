import { array, boolean, number, object, string, type InferType } from 'yup';
import { EMAIL } from '../validation/accountRules';
import type { ValidationMessageKey } from '../validation/messages';
import { CONTAINER_TYPES, PARTY_FLAG_ALIASES, PARTY_FLAGS, PARTY_ROLES, type PartyRole } from './enums';
import type { ShippingMessageKey } from './messages';
import { isUuid } from '../ids';

/**
 * The container-shipping forms (booking, template, address-book party), for the client's forms
 * and the server's bodies alike. Messages are keys of SHIPPING_MESSAGES or VALIDATION_MESSAGES
 * (validationMessage finds both). Codes are upper-cased and text trimmed on the way in.
 *
 * A draft is checked for shape only (lengths, formats, container lines that make sense);
 * submitting checks everything a booking needs (bookingSubmitSchema); whether the ports and
 * the sailing exist and fit each other is the server's check, against its data.
 */
const m = (key: ShippingMessageKey | ValidationMessageKey) => key;

/** UN/LOCODE: country (2 letters) and location (3 letters or digits 2-9). */
export const UN_LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const PHONE = /^[0-9+\-() ]*$/;

/** null reads as empty: the answers carry null where nothing is set, and a form may send them back as they came. */
const blankNull = (value: unknown) => (value === null ? '' : value);
const text = (max: number) => string().transform(blankNull).trim().max(max, m('tooLong')).default('');
const code = (pattern: RegExp, key: ShippingMessageKey, max: number) =>
  string()
    .transform(blankNull)
    .trim()
    .uppercase()
    .max(max, m(key))
    .default('')
    .test('format', m(key), (v) => !v || pattern.test(v));
const uuidText = () =>
  string()
    .transform(blankNull)
    .trim()
    .default('')
    .test('uuid', m('uuidFormat'), (v) => !v || isUuid(v));

const containerLine = object({
  containerType: string()
    .trim()
    .uppercase()
    .required(m('containerTypeInvalid'))
    .oneOf([...CONTAINER_TYPES], m('containerTypeInvalid')),
  quantity: number()
    .typeError(m('quantityRange'))
    .required(m('quantityRange'))
    .integer(m('quantityRange'))
    .min(1, m('quantityRange'))
    .max(99, m('quantityRange')),
  grossWeightKg: number().typeError(m('weightRange')).required(m('weightRange')).moreThan(0, m('weightRange')).max(1_000_000, m('weightRange')),
});

const bookingParty = object({
  role: string()
    .trim()
    .uppercase()
    .required(m('partyRoleInvalid'))
    .oneOf([...PARTY_ROLES], m('partyRoleInvalid')),
  /** the address-book entry it was picked from */
  partyUuid: uuidText(),
  name: text(200),
  address: text(500),
  contact: text(100),
  phone: text(40).matches(PHONE, m('phoneFormat')),
  email: text(100).test('email', m('emailFormat'), (v) => !v || EMAIL.test(v)),
  countryCode: code(/^[A-Z]{2}$/, 'countryFormat', 2),
});

const ROLE_UNIQUE = (parties: { role?: string }[] | undefined) => {
  const roles = (parties ?? []).map((p) => p.role);
  return new Set(roles).size === roles.length;
};

/** The booking's content: what a draft, a template and a copy hold. */
const bookingFields = {
  /** port of loading, UN/LOCODE */
  polCode: code(UN_LOCODE, 'portFormat', 5),
  /** port of discharge, UN/LOCODE */
  podCode: code(UN_LOCODE, 'portFormat', 5),
  /** a container sailing of queryItsVoyage (its uuid) */
  voyageUuid: uuidText(),
  commodity: text(100),
  cargoDescription: text(2000),
  /** marks and numbers, as printed on the bill of lading */
  marks: text(1000),
  remarks: text(1000),
  containers: array(containerLine).default([]).max(20, m('containersTooMany')),
  parties: array(bookingParty).default([]).max(PARTY_ROLES.length, m('partyRoleDuplicate')).test('unique', m('partyRoleDuplicate'), ROLE_UNIQUE),
};

const bookingFormSchema = object(bookingFields);
export type BookingForm = InferType<typeof bookingFormSchema>;

/** saveDraft: the form as typed so far, and the caller's Draft to update (absent: a new one). */
export const bookingDraftSchema = object({ uuid: uuidText(), ...bookingFields });
export type BookingDraftBody = InferType<typeof bookingDraftSchema>;

const hasRole = (role: PartyRole) => (parties: { role?: string }[] | undefined) => (parties ?? []).some((p) => p.role === role);

/** submit: everything a booking needs before the operator sees it. */
export const bookingSubmitSchema = object({
  uuid: uuidText(),
  ...bookingFields,
  polCode: bookingFields.polCode.required(m('polRequired')),
  podCode: bookingFields.podCode.required(m('podRequired')).test('different', m('samePorts'), function (value) {
    return !value || value !== this.parent.polCode;
  }),
  voyageUuid: bookingFields.voyageUuid.required(m('sailingRequired')),
  commodity: bookingFields.commodity.required(m('commodityRequired')),
  cargoDescription: bookingFields.cargoDescription.required(m('cargoDescriptionRequired')),
  containers: array(containerLine).required(m('containersRequired')).min(1, m('containersRequired')).max(20, m('containersTooMany')),
  parties: array(
    bookingParty.shape({
      name: text(200).required(m('partyNameRequired')),
      address: text(500).when('role', { is: (role: string) => role === 'SH' || role === 'CO', then: (s) => s.required(m('partyAddressRequired')) }),
    }),
  )
    .default([])
    .max(PARTY_ROLES.length, m('partyRoleDuplicate'))
    .test('unique', m('partyRoleDuplicate'), ROLE_UNIQUE)
    .test('shipper', m('shipperRequired'), hasRole('SH'))
    .test('consignee', m('consigneeRequired'), hasRole('CO')),
});
export type BookingSubmitBody = InferType<typeof bookingSubmitSchema>;

/** saveTemplate: a name, and either a booking of the caller's (`bookingUuid`) or the form's `content`. */
export const templateSaveSchema = object({
  name: text(60).required(m('templateNameRequired')),
  bookingUuid: uuidText(),
  content: bookingFormSchema.default(undefined).optional(),
}).test('source', m('templateSource'), function (value) {
  // Named at `content`, where the form shows it.
  return Boolean(value.bookingUuid) !== Boolean(value.content) || this.createError({ path: 'content', message: m('templateSource') });
});
export type TemplateSaveBody = InferType<typeof templateSaveSchema>;

export const templateRenameSchema = object({
  uuid: string().trim().required(m('required')),
  name: text(60).required(m('templateNameRequired')),
});

/** The address-book party; the spec's other spellings of two flags (forwarder, loadingPlaceContact) are accepted too. */
export const partyFormSchema = object({
  uuid: uuidText(),
  name: text(200).required(m('partyNameRequired')),
  address: text(500),
  contact: text(100),
  phone: text(40).matches(PHONE, m('phoneFormat')),
  email: text(100).test('email', m('emailFormat'), (v) => !v || EMAIL.test(v)),
  countryCode: code(/^[A-Z]{2}$/, 'countryFormat', 2),
  bookingInd: boolean().default(false),
  shipperInd: boolean().default(false),
  consigneeInd: boolean().default(false),
  notifyPartyInd: boolean().default(false),
  secondNotifyPartyInd: boolean().default(false),
  destinationReceiver: boolean().default(false),
  forwarderInd: boolean().default(false),
})
  .transform((value: Record<string, unknown> | undefined) => {
    if (!value || typeof value !== 'object') return value;
    const out = { ...value };
    for (const [alias, flag] of Object.entries(PARTY_FLAG_ALIASES)) if (out[alias] !== undefined && out[flag] === undefined) out[flag] = out[alias];
    return out;
  })
  .test('roles', m('partyFlagsRequired'), function (value) {
    // Named at `roles`, the flags' group on the form.
    return (
      Object.keys(PARTY_FLAGS).some((flag) => (value as Record<string, unknown>)[flag] === true) ||
      this.createError({ path: 'roles', message: m('partyFlagsRequired') })
    );
  });
export type PartyForm = InferType<typeof partyFormSchema>;

/** markRead: some messages, or all of them. */
export const markReadSchema = object({
  uuids: array(string().trim().required()).default([]).max(200),
  all: boolean().default(false),
}).test('target', m('markReadTarget'), function (value) {
  return value.all || value.uuids.length > 0 || this.createError({ path: 'uuids', message: m('markReadTarget') });
});

/** Types of a yup field the client may need to type its form state. */
export type BookingPartyForm = BookingForm['parties'][number];
export type BookingContainerForm = BookingForm['containers'][number];
