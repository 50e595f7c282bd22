import { array, boolean, mixed, number, object, string, type StringSchema } from 'yup';
import { ORDER_TYPES } from '../orderEnums';
import { EMAIL } from '../validation/accountRules';
import { passengerSchema } from '../validation/passengerSchema';
import { isIdValidOn } from './idValidity';

/**
 * insertOrUpdateTsOrder's body, for the CreateOrder form and the server. Messages are keys
 * of VALIDATION_MESSAGES or TICKETING_MESSAGES (validationMessage resolves both). The rules
 * that need the sailings (ages at departure, room, round trip, prices) are checkOrder's.
 */

/** A contact phone: digits with an optional leading +, spaces and hyphens allowed, 6 to 20 digits. */
export function isContactPhone(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\+?\d{6,20}$/.test(digits);
}

const legChoice = object({
  voyageUuid: string().trim().required('chooseCabinClass').max(64, 'tooLong'),
  cabinClass: string().trim().required('chooseCabinClass').max(30, 'tooLong'),
});

/**
 * The form's context: `idValidOn`, the order's last arrival day (lastArrivalDay of the chosen
 * legs), lets the form refuse an ID expiring before it at the field. The server validates the
 * body without it and checks the same rule with the sailings it read (checkOrder).
 */
export interface OrderSchemaContext {
  idValidOn?: string;
}

function validForTrip<S extends StringSchema<string | undefined>>(schema: S): S {
  return schema.test('validForTrip', 'certificateExpiredForTrip', function (value) {
    const day = (this.options.context as OrderSchemaContext | undefined)?.idValidOn;
    return !day || !value || isIdValidOn(value, day);
  }) as S;
}

const expiryField = passengerSchema.fields.certificateExpiry as StringSchema<string>;
const secondExpiryField = passengerSchema.fields.secondCertificateExpiry as StringSchema<string>;

const orderPassenger = passengerSchema.shape({
  certificateExpiry: validForTrip(expiryField),
  secondCertificateExpiry: validForTrip(secondExpiryField),
  ticketType: string().trim().required('chooseTicketType').max(20, 'tooLong'),
  savedPassengerUuid: string().trim().max(64, 'tooLong').optional(),
  saveToList: boolean().optional(),
});

/** Fields of both schemas: the choice of sailings, and the draft's identity. */
const common = {
  uuid: string().trim().max(64, 'tooLong').optional(),
  orderType: mixed<(typeof ORDER_TYPES)[number]>()
    .oneOf([...ORDER_TYPES], 'filterIncomplete')
    .required('filterIncomplete'),
  outbound: legChoice.required('chooseCabinClass'),
  returnLeg: legChoice
    .nullable()
    .default(null)
    .when('orderType', {
      is: 'ROUND_TRIP',
      then: (schema) => schema.nonNullable('chooseCabinClass').required('chooseCabinClass'),
      otherwise: (schema) => schema.transform(() => null),
    }),
  extraBed: boolean().default(false),
  noticeVersion: number().integer().min(0).optional(),
};

/** Submitting: every field as the passenger form and the spec's ticketing messages ask. */
export const orderSubmitSchema = object({
  ...common,
  submit: boolean().oneOf([true]).default(true),
  contactName: string().trim().required('contactRequired').max(40, 'tooLong'),
  contactPhone: string()
    .trim()
    .required('contactRequired')
    .max(25, 'tooLong')
    .test('phone', 'mobileFormat', (v) => !v || isContactPhone(v)),
  contactEmail: string()
    .trim()
    .required('contactRequired')
    .max(100, 'tooLong')
    .test('email', 'emailFormat', (v) => !v || EMAIL.test(v)),
  passengers: array(orderPassenger).required('passengerRequired').min(1, 'passengerRequired').max(20, 'passengerRequired'),
  noticeAgreed: boolean().required('noticeNotAgreed').oneOf([true], 'noticeNotAgreed'),
});

const looseText = (max: number) => string().trim().max(max, 'tooLong').default('');

/** Saving a DRAFT: anything the user has typed so far, only lengths and shapes checked. */
export const orderDraftSchema = object({
  ...common,
  submit: boolean().oneOf([false]).default(false),
  contactName: looseText(40),
  contactPhone: looseText(25),
  contactEmail: looseText(100),
  passengers: array(
    object(Object.fromEntries(Object.keys(orderPassenger.fields).map((field) => [field, field === 'saveToList' ? boolean().optional() : looseText(200)]))),
  )
    .max(20, 'passengerRequired')
    .default([]),
  noticeAgreed: boolean().default(false),
});
