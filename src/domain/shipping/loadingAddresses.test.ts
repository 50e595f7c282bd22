import { describe, expect, it } from 'vitest';
import { validateWith } from '../validation/validate';
import { validationMessage } from '../validation/messages';
import { loadingAddressFormSchema } from './loadingAddresses';

const at = (key: string) => ({ message: validationMessage(key).zh, jpMessage: validationMessage(key).ja });

const FORM = {
  uuid: null,
  name: ' Factory gate 2 ',
  contact: null,
  phone: '+81 6-6613-1234',
  countryCode: ' jp ',
  city: 'Osaka',
  address: '1-20-52 Nankokita, Suminoe-ku',
  postcode: '559-0034',
  remarks: null,
};

describe('loadingAddressFormSchema', () => {
  it('cleans a filled form: trimmed, the country upper-cased, nulls as empty text', async () => {
    expect(await validateWith(loadingAddressFormSchema, FORM)).toEqual({
      ok: true,
      value: {
        uuid: '',
        name: 'Factory gate 2',
        contact: '',
        phone: '+81 6-6613-1234',
        countryCode: 'JP',
        city: 'Osaka',
        address: '1-20-52 Nankokita, Suminoe-ku',
        postcode: '559-0034',
        remarks: '',
      },
    });
  });

  it.each([
    ['an id that is no UUID', { uuid: 'home' }, 'uuid', 'uuidFormat'],
    ['a blank name', { name: '  ' }, 'name', 'addressNameRequired'],
    ['letters in the phone', { phone: 'ask the gate' }, 'phone', 'phoneFormat'],
    ['no country', { countryCode: null }, 'countryCode', 'addressCountryRequired'],
    ['a three-letter country', { countryCode: 'JPN' }, 'countryCode', 'countryFormat'],
    ['no city', { city: '' }, 'city', 'addressCityRequired'],
    ['no address line', { address: null }, 'address', 'addressLineRequired'],
    ['a postcode with a slash', { postcode: '559/0034' }, 'postcode', 'postcodeFormat'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name', 'tooLong'],
  ] as const)('refuses %s', async (_, change, field, key) => {
    const result = await validateWith(loadingAddressFormSchema, { ...FORM, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields[field]).toEqual(at(key));
  });

  it('keeps the id of an address being edited', async () => {
    const result = await validateWith(loadingAddressFormSchema, { ...FORM, uuid: '3f2c9a1e-7b4d-4c2a-9e1f-0a1b2c3d4e5f' });
    expect(result.ok && result.value.uuid).toBe('3f2c9a1e-7b4d-4c2a-9e1f-0a1b2c3d4e5f');
  });
});
