import { object, string, type InferType } from 'yup';
import type { Currency } from '../baseData';
import type { RefundMessageKey } from './messages';

/**
 * The passenger's receiving account for the refund of a bank-transfer order: the refund form's
 * schema and the server's, one definition. Which country's account follows the order's
 * currency (JPY: a Japanese account, RMB: a Chinese one); the server sets `country` itself.
 */
export type AccountCountry = 'JP' | 'CN';
export const ACCOUNT_TYPES = ['ORDINARY', 'CURRENT'] as const;
/** 普通 (ordinary) and 当座 (current), as Japanese banks name them */
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const accountCountryOf = (currency: Currency): AccountCountry => (currency === 'JPY' ? 'JP' : 'CN');

/** Full-width katakana (with ー and the full-width space) or half-width katakana (with ﾞ ﾟ), spaces between words. */
const KATAKANA = /^(?:[\u30A1-\u30FA\u30FC\u3000 ]+|[\uFF66-\uFF9F ]+)$/;
const m = (key: RefundMessageKey) => key;
const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);
const isJapan = (country: unknown) => country === 'JP';

export const refundAccountSchema = object({
  country: string().oneOf(['JP', 'CN']).required(),
  bankName: string().trim().max(60, 'tooLong').required(m('refundBankRequired')),
  branchName: string()
    .trim()
    .max(60, 'tooLong')
    .default('')
    .when('country', { is: isJapan, then: (s) => s.required(m('refundBranchRequired')), otherwise: (s) => s.strip() }),
  accountType: string()
    .default('')
    .when('country', {
      is: isJapan,
      then: (s) => s.oneOf([...ACCOUNT_TYPES], m('refundAccountTypeRequired')).required(m('refundAccountTypeRequired')),
      otherwise: (s) => s.strip(),
    }),
  accountNumber: string()
    .transform(digitsOnly)
    .required(m('refundAccountNumberRequired'))
    .when('country', {
      is: isJapan,
      then: (s) => s.matches(/^\d{7}$/, m('refundJpAccountNumberFormat')),
      otherwise: (s) => s.matches(/^\d{12,19}$/, m('refundCnAccountNumberFormat')),
    }),
  holderName: string()
    .trim()
    .max(60, 'tooLong')
    .required(m('refundHolderRequired'))
    .when('country', { is: isJapan, then: (s) => s.matches(KATAKANA, m('refundHolderKanaFormat')) }),
});

export type RefundAccountInput = InferType<typeof refundAccountSchema>;
/** What the form sends: the fields as typed (the server sets the country from the order). */
export type RefundAccountForm = Omit<RefundAccountInput, 'country'>;

/** Was the order paid by bank transfer? Then its refund is paid out to an account the passenger names. */
export function paidByBankTransfer(payments: readonly { method: string; status: string }[] | undefined): boolean {
  return (payments ?? []).some((p) => p.method === 'BANK_TRANSFER' && p.status === 'SUCCEEDED');
}

/** An account number as shown anywhere after it was given: only its last four digits. */
export const maskAccountNumber = (last4: string): string => `****${last4}`;
