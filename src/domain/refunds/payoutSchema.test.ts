import { describe, expect, it } from 'vitest';
import { validateWith } from '../validation/validate';
import { validationMessage } from '../validation/messages';
import { japanToday } from '../validation/passengerSchema';
import { payoutPaidSchema, returnedByHandSchema } from './payoutSchema';

const at = (key: string) => ({ message: validationMessage(key).zh, jpMessage: validationMessage(key).ja });
const ID = '3f2c9a1e-7b4d-4c2a-9e1f-0a1b2c3d4e5f';

describe('payoutPaidSchema', () => {
  it('takes a transfer made on a past day, trimmed', async () => {
    expect(await validateWith(payoutPaidSchema, { uuid: ID, transferReference: ' MUFG-20260301-0042 ', transferredOn: ' 2026-03-01 ' })).toEqual({
      ok: true,
      value: { uuid: ID, transferReference: 'MUFG-20260301-0042', transferredOn: '2026-03-01' },
    });
  });

  it('takes a transfer made today in Japan', async () => {
    const result = await validateWith(payoutPaidSchema, { uuid: ID, transferReference: 'R1', transferredOn: japanToday() });
    expect(result.ok).toBe(true);
  });

  it.each([
    ['a transfer day in the future', { transferredOn: '2099-01-01' }, 'transferredOn', 'refundTransferDateFormat'],
    ['a transfer day that is no day', { transferredOn: '2026-02-30' }, 'transferredOn', 'refundTransferDateFormat'],
    ['no transfer day', { transferredOn: '' }, 'transferredOn', 'refundTransferDateFormat'],
    ['no reference', { transferReference: '  ' }, 'transferReference', 'refundTransferReferenceRequired'],
    ['a reference of 61 characters', { transferReference: 'x'.repeat(61) }, 'transferReference', 'tooLong'],
  ] as const)('refuses %s', async (_, change, field, key) => {
    const result = await validateWith(payoutPaidSchema, { uuid: ID, transferReference: 'R1', transferredOn: '2026-03-01', ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields[field]).toEqual(at(key));
  });
});

describe('returnedByHandSchema', () => {
  it('needs the reference of the payment given back', async () => {
    const result = await validateWith(returnedByHandSchema, { uuid: ID, reference: '' });
    expect(!result.ok && result.fields.reference).toEqual(at('refundTransferReferenceRequired'));
  });
});
