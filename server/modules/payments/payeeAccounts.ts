import { ValidationError } from 'yup';
import type { Currency } from '../../../src/domain/baseData';
import type { BankTransferInstructions, PayeeAccount } from '../../../src/domain/payments';
import { accountCountryOf, refundAccountSchema, type AccountType } from '../../../src/domain/refunds/refundAccount';

/** The company's receiving accounts, one per country, from the environment (README "Bank transfer accounts"). */
export interface PayeeAccounts {
  CN: Extract<PayeeAccount, { country: 'CN' }>;
  JP: Extract<PayeeAccount, { country: 'JP' }>;
  /** which of them is the development default */
  demo: Record<'CN' | 'JP', boolean>;
}

const PAYEE_SETTINGS = {
  CN: { bankName: 'PAYEE_CN_BANK', branchName: 'PAYEE_CN_BRANCH', accountNumber: 'PAYEE_CN_ACCOUNT_NO', holderName: 'PAYEE_CN_HOLDER' },
  JP: {
    bankName: 'PAYEE_JP_BANK',
    branchName: 'PAYEE_JP_BRANCH',
    accountType: 'PAYEE_JP_ACCOUNT_TYPE',
    accountNumber: 'PAYEE_JP_ACCOUNT_NO',
    holderName: 'PAYEE_JP_HOLDER',
  },
} as const;

/** Every payee setting: production needs all of them (config.ts productionRefusals). */
export const PAYEE_SETTING_NAMES: string[] = [...Object.values(PAYEE_SETTINGS.CN), ...Object.values(PAYEE_SETTINGS.JP)];

/** Development defaults: made-up accounts of the fictional company, shown with a "demo account" warning. */
const DEMO: Omit<PayeeAccounts, 'demo'> = {
  CN: { country: 'CN', bankName: '中国银行', branchName: '上海市分行营业部', accountNumber: '4500 1234 5678 9012 345', holderName: '东海渡轮航运有限公司' },
  JP: {
    country: 'JP',
    bankName: '三井住友銀行',
    branchName: '大阪本店営業部',
    accountType: 'ORDINARY',
    accountNumber: '1234567',
    holderName: 'トウカイフェリーカイウン　カブシキガイシャ',
  },
};

/** 普通 / 当座 as the settings may spell them. */
const ACCOUNT_TYPE_WORDS: Record<string, AccountType> = { 普通: 'ORDINARY', ORDINARY: 'ORDINARY', 当座: 'CURRENT', CURRENT: 'CURRENT' };

/**
 * The accounts from the environment; a country with none of its settings takes the demo
 * account, one with some but not all is refused (half an account would send money astray).
 * Formats (7-digit Japanese account, katakana holder, 12–19-digit Chinese account) are the
 * refund form's rules (src/domain/refunds/refundAccount.ts): one definition of a valid account.
 */
export function readPayeeAccounts(env: Record<string, string | undefined>): { accounts: PayeeAccounts; problems: string[] } {
  const problems: string[] = [];
  const demo = { CN: false, JP: false };
  function read<C extends 'CN' | 'JP'>(country: C): PayeeAccounts[C] {
    const names: Record<string, string> = PAYEE_SETTINGS[country];
    const given = Object.entries(names).filter(([, name]) => env[name]);
    if (given.length === 0) {
      demo[country] = true;
      return DEMO[country] as PayeeAccounts[C];
    }
    const missing = Object.values(names).filter((name) => !env[name]);
    if (missing.length > 0) problems.push(`The payee account in ${country === 'CN' ? 'China' : 'Japan'} is incomplete: set ${missing.join(', ')} too`);
    const value = (field: string) => (env[names[field]!] ?? '').trim();
    const account: Record<string, string> = {
      country,
      bankName: value('bankName'),
      branchName: value('branchName'),
      accountNumber: value('accountNumber'),
      holderName: value('holderName'),
    };
    if (country === 'JP') {
      const type = ACCOUNT_TYPE_WORDS[value('accountType').toUpperCase()] ?? ACCOUNT_TYPE_WORDS[value('accountType')];
      if (!type && value('accountType')) problems.push(`PAYEE_JP_ACCOUNT_TYPE must be 普通 or 当座 (ORDINARY or CURRENT), got "${value('accountType')}"`);
      account.accountType = type ?? '';
    }
    if (missing.length === 0) {
      try {
        refundAccountSchema.validateSync(account, { abortEarly: false });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        for (const inner of error.inner) problems.push(`${names[inner.path ?? ''] ?? inner.path}: ${inner.message}`);
      }
    }
    return account as unknown as PayeeAccounts[C];
  }
  const accounts = { CN: read('CN'), JP: read('JP') };
  return { accounts: { ...accounts, demo }, problems };
}

/** What the payer of an order in `currency` is told: the account of the payer's country, the order number as the reference. */
export function bankTransferFor(accounts: PayeeAccounts, currency: Currency, orderNo: string): BankTransferInstructions {
  const country = accountCountryOf(currency);
  return { ...accounts[country], reference: orderNo, demo: accounts.demo[country] };
}
