import { object, string, type InferType } from 'yup';
import type { ShippingMessageKey } from './messages';
import { isUuid } from '../ids';

/**
 * The enterprise's loading addresses: where its containers are stuffed or picked up. One schema
 * for the form and the server's body; messages are keys of SHIPPING_MESSAGES (tooLong: VALIDATION_MESSAGES).
 */
const m = (key: ShippingMessageKey | 'tooLong') => key;
const blankNull = (value: unknown) => (value === null ? '' : value);
const text = (max: number) => string().transform(blankNull).trim().max(max, m('tooLong')).default('');

export const loadingAddressFormSchema = object({
  uuid: text(64).test('uuid', m('uuidFormat'), (v) => !v || isUuid(v)),
  name: text(100).required(m('addressNameRequired')),
  contact: text(100),
  phone: text(40).matches(/^[0-9+\-() ]*$/, m('phoneFormat')),
  countryCode: string()
    .transform(blankNull)
    .trim()
    .uppercase()
    .default('')
    .required(m('addressCountryRequired'))
    .matches(/^[A-Z]{2}$/, m('countryFormat')),
  city: text(100).required(m('addressCityRequired')),
  address: text(300).required(m('addressLineRequired')),
  postcode: text(12).matches(/^[0-9A-Za-z -]*$/, m('postcodeFormat')),
  remarks: text(300),
});
export type LoadingAddressForm = InferType<typeof loadingAddressFormSchema>;

export interface LoadingAddress extends Omit<LoadingAddressForm, 'uuid'> {
  uuid: string;
  createdAt: string;
  updatedAt: string;
}
