import { describe, expect, it } from 'vitest';
import { emptyBookingForm, emptyContainer, emptyParty, formFieldOf, formOfContent, insertionIndex, withoutBlankParties } from './bookingFormValues';
import type { BookingPartyForm } from './schemas';

const BLANK = { partyUuid: '', name: '', address: '', contact: '', phone: '', email: '', countryCode: '' };

describe('emptyBookingForm', () => {
  it('is one 40HC line with no weight yet, and an empty shipper and consignee', () => {
    expect(emptyBookingForm()).toEqual({
      polCode: '',
      podCode: '',
      voyageUuid: '',
      commodity: '',
      cargoDescription: '',
      marks: '',
      remarks: '',
      containers: [{ containerType: '40HC', quantity: 1, grossWeightKg: undefined }],
      parties: [
        { role: 'SH', ...BLANK },
        { role: 'CO', ...BLANK },
      ],
    });
    expect(emptyContainer()).toEqual({ containerType: '40HC', quantity: 1, grossWeightKg: undefined });
    expect(emptyParty('NF1')).toEqual({ role: 'NF1', ...BLANK });
  });
});

describe('formOfContent', () => {
  it('reads nulls as empty text, adds the missing consignee and orders the parties by role', () => {
    const form = formOfContent({
      polCode: 'CNSHA',
      podCode: null as unknown as string,
      voyageUuid: 'v-1',
      commodity: 'Parts',
      cargoDescription: undefined,
      marks: 'N/M',
      remarks: 7 as unknown as string,
      containers: [{ containerType: '20GP', quantity: 3, grossWeightKg: 18000 }],
      parties: [
        { role: 'NF1', partyUuid: null, name: 'Notify Co', address: null, contact: 'Ito', phone: null, email: null, countryCode: 'JP' },
        { role: 'SH', partyUuid: 'p-1', name: 'Shipper Co', address: 'Shanghai', contact: null, phone: '021', email: 'a@b.c', countryCode: 'CN' },
        { role: 'BK', partyUuid: '', name: 'Booker', address: '', contact: '', phone: '', email: '', countryCode: '' },
      ] as unknown as BookingPartyForm[],
    });
    expect(form).toEqual({
      polCode: 'CNSHA',
      podCode: '',
      voyageUuid: 'v-1',
      commodity: 'Parts',
      cargoDescription: '',
      marks: 'N/M',
      remarks: '',
      containers: [{ containerType: '20GP', quantity: 3, grossWeightKg: 18000 }],
      parties: [
        { role: 'BK', ...BLANK, name: 'Booker' },
        { role: 'SH', partyUuid: 'p-1', name: 'Shipper Co', address: 'Shanghai', contact: '', phone: '021', email: 'a@b.c', countryCode: 'CN' },
        { role: 'CO', ...BLANK },
        { role: 'NF1', ...BLANK, name: 'Notify Co', contact: 'Ito', countryCode: 'JP' },
      ],
    });
  });

  it('gives a content without lists no container and the two required parties', () => {
    const form = formOfContent({});
    expect(form.containers).toEqual([]);
    expect(form.parties.map((p) => p.role)).toEqual(['SH', 'CO']);
  });

  it('puts a role outside the list after every listed one', () => {
    const form = formOfContent({ parties: [{ role: 'XX', ...BLANK } as unknown as BookingPartyForm, { role: 'NF3', ...BLANK }] });
    expect(form.parties.map((p) => p.role)).toEqual(['SH', 'CO', 'NF3', 'XX']);
  });
});

describe('insertionIndex', () => {
  it('places a party after the roles that come before it in the role list', () => {
    expect(insertionIndex(['SH', 'CO', 'NF2'], 'NF1')).toBe(2);
    expect(insertionIndex(['SH', 'CO'], 'BK')).toBe(0);
    expect(insertionIndex(['SH', 'CO'], 'NF3')).toBe(2);
  });
});

describe('withoutBlankParties', () => {
  it('drops the parties left empty, keeping one with only an id or only a blank-looking value', () => {
    const values = {
      ...emptyBookingForm(),
      parties: [
        { role: 'SH', ...BLANK, name: '   ' },
        { role: 'CO', ...BLANK, partyUuid: 'p-2' },
        { role: 'NF1', ...BLANK, email: 'x@y.z' },
        { role: 'NF2', ...BLANK, countryCode: 'JP' },
      ],
    } as ReturnType<typeof emptyBookingForm>;
    expect(withoutBlankParties(values).parties.map((p) => p.role)).toEqual(['CO', 'NF1', 'NF2']);
  });
});

describe('formFieldOf', () => {
  it('turns the server’s yup paths into the form’s, a whole list’s message to its root', () => {
    expect(formFieldOf('containers[0].quantity')).toBe('containers.0.quantity');
    expect(formFieldOf('parties[12].name')).toBe('parties.12.name');
    expect(formFieldOf('parties')).toBe('parties.root');
    expect(formFieldOf('containers')).toBe('containers.root');
    expect(formFieldOf('polCode')).toBe('polCode');
  });
});
