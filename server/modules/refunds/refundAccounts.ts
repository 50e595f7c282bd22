import { accountCountryOf, refundAccountSchema, type RefundAccountInput } from '../../../src/domain/refunds/refundAccount';
import type { MaskedAccount } from '../../../src/domain/refunds/refundViews';
import { maskAccountNumber } from '../../../src/domain/refunds/refundAccount';
import type { Currency } from '../../../src/domain/baseData';
import { validateWith } from '../../../src/domain/validation/validate';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/crypto/fieldCipher';
import { validation, type FieldErrors } from '../../lib/errors';
import type { RefundAccountRow, RefundsRepository } from './refunds.repository';

/** Binds a sealed value to what it is (fieldCipher's `purpose`). */
const PURPOSE = 'refund-account';

/** The account as sealed: every field the form validated, the number as digits only. */
type StoredAccount = Omit<RefundAccountInput, 'country'>;

/**
 * The receiving account of a bank-transfer refund: checked with the form's schema (the country
 * from the order's currency, whatever the body says), sealed at rest, shown masked to the
 * passenger and in full to the clerk who pays it.
 */
export function createRefundAccounts({ repositoryFor, cipher }: { repositoryFor: (db: Db) => RefundsRepository; cipher: FieldCipher }) {
  function toView(row: RefundAccountRow, reveal: boolean): MaskedAccount {
    const account = JSON.parse(cipher.open(row.sealed, PURPOSE)) as StoredAccount;
    return {
      country: row.country,
      bankName: account.bankName,
      branchName: account.branchName ?? null,
      accountType: (account.accountType as MaskedAccount['accountType']) ?? null,
      accountNumber: reveal ? account.accountNumber : maskAccountNumber(row.last4),
      holderName: account.holderName,
    };
  }

  return {
    /** The account in the body, valid for an order in `currency`; 10422 at account.<field> otherwise. */
    async parse(body: unknown, currency: Currency): Promise<RefundAccountInput> {
      const given = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const result = await validateWith(refundAccountSchema, { ...given, country: accountCountryOf(currency) });
      if (result.ok) return result.value;
      const fields: FieldErrors = {};
      for (const [path, error] of Object.entries(result.fields)) fields[`account.${path}`] = error;
      throw validation(fields);
    },

    async store(tx: Db, refundUuid: string, account: RefundAccountInput, now: Date): Promise<void> {
      const { country, ...stored } = account;
      await repositoryFor(tx).insertAccount({
        refundUuid,
        country: country as MaskedAccount['country'],
        sealed: cipher.seal(JSON.stringify(stored), PURPOSE),
        last4: stored.accountNumber.slice(-4),
        createdAt: now,
      });
    },

    /** `reveal`: the whole number, for the clerk who makes the transfer. */
    view: toView,
  };
}
export type RefundAccounts = ReturnType<typeof createRefundAccounts>;
