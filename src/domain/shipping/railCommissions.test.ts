import { describe, expect, it } from 'vitest';
import { validateWith } from '../validation/validate';
import { validationMessage } from '../validation/messages';
import { chinaToday, railCommissionFormSchema } from './railCommissions';

const at = (key: string) => ({ message: validationMessage(key).zh, jpMessage: validationMessage(key).ja });

const FORM = {
  bookingNo: ' bk2026000123 ',
  originStation: 'Xi’an',
  destinationStation: 'Shanghai Yangshan',
  loadingAddressUuid: null,
  readyDate: '2099-01-15',
  containers: [
    { containerType: '40HC', quantity: '2' },
    { containerType: '20GP', quantity: 1 },
  ],
  cargoDescription: 'Machine parts',
  contactName: '王小明',
  contactPhone: '+86 (21) 5555-0100',
  remarks: undefined,
};

describe('railCommissionFormSchema', () => {
  it('cleans a filled form: booking number upper-cased and trimmed, blanks as empty text', async () => {
    expect(await validateWith(railCommissionFormSchema, FORM)).toEqual({
      ok: true,
      value: {
        bookingNo: 'BK2026000123',
        originStation: 'Xi’an',
        destinationStation: 'Shanghai Yangshan',
        loadingAddressUuid: '',
        readyDate: '2099-01-15',
        containers: [
          { containerType: '40HC', quantity: 2 },
          { containerType: '20GP', quantity: 1 },
        ],
        cargoDescription: 'Machine parts',
        contactName: '王小明',
        contactPhone: '+86 (21) 5555-0100',
        remarks: '',
      },
    });
  });

  it.each([
    ['a past ready date', { readyDate: '2020-01-15' }, 'readyDate', 'readyDatePast'],
    ['a ready date in no calendar (30 February)', { readyDate: '2099-02-30' }, 'readyDate', 'dateFormat'],
    ['a ready date in no month', { readyDate: '2099-13-01' }, 'readyDate', 'dateFormat'],
    ['a ready date in another format', { readyDate: '15/01/2099' }, 'readyDate', 'dateFormat'],
    ['a loading address that is no id', { loadingAddressUuid: 'home' }, 'loadingAddressUuid', 'uuidFormat'],
    ['the same container type twice', { containers: [FORM.containers[0], FORM.containers[0]] }, 'containers', 'commissionContainerDuplicate'],
    ['no container', { containers: [] }, 'containers', 'commissionContainersRequired'],
    ['letters in the phone', { contactPhone: '021-CALL-ME' }, 'contactPhone', 'phoneFormat'],
    ['a blank origin', { originStation: '   ' }, 'originStation', 'railOriginRequired'],
    ['an origin of 101 characters', { originStation: 'x'.repeat(101) }, 'originStation', 'tooLong'],
  ] as const)('refuses %s', async (_, change, field, key) => {
    const result = await validateWith(railCommissionFormSchema, { ...FORM, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields[field]).toEqual(at(key));
  });

  it('takes a station of exactly 100 characters and an existing loading address id', async () => {
    const result = await validateWith(railCommissionFormSchema, {
      ...FORM,
      originStation: 'x'.repeat(100),
      loadingAddressUuid: '3f2c9a1e-7b4d-4c2a-9e1f-0a1b2c3d4e5f',
    });
    expect(result.ok).toBe(true);
  });
});

describe('chinaToday', () => {
  it('turns to the next day at 16:00 UTC, midnight in China', () => {
    expect(chinaToday(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(chinaToday(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });
});
