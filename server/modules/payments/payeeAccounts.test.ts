import { describe, expect, it } from 'vitest';
import { bankTransferFor, readPayeeAccounts } from './payeeAccounts';

const CN = { PAYEE_CN_BANK: '招商银行', PAYEE_CN_BRANCH: '上海分行', PAYEE_CN_ACCOUNT_NO: '1219 0000 0000 001', PAYEE_CN_HOLDER: '示例航运有限公司' };
const JP = {
  PAYEE_JP_BANK: 'みずほ銀行',
  PAYEE_JP_BRANCH: '大阪支店',
  PAYEE_JP_ACCOUNT_TYPE: '普通',
  PAYEE_JP_ACCOUNT_NO: '7654321',
  PAYEE_JP_HOLDER: 'レイジカイウン（カ',
};

describe('payee accounts from the environment', () => {
  it('reads both countries; 普通/当座 (or ORDINARY/CURRENT) name the account type', () => {
    const { accounts, problems } = readPayeeAccounts({ ...CN, ...JP, PAYEE_JP_HOLDER: 'レイジカイウン', PAYEE_JP_ACCOUNT_TYPE: '当座' });
    expect(problems).toEqual([]);
    expect(accounts).toEqual({
      CN: { country: 'CN', bankName: '招商银行', branchName: '上海分行', accountNumber: '1219 0000 0000 001', holderName: '示例航运有限公司' },
      JP: { country: 'JP', bankName: 'みずほ銀行', branchName: '大阪支店', accountType: 'CURRENT', accountNumber: '7654321', holderName: 'レイジカイウン' },
      demo: { CN: false, JP: false },
    });
    expect(readPayeeAccounts({ ...CN, ...JP, PAYEE_JP_HOLDER: 'レイジカイウン', PAYEE_JP_ACCOUNT_TYPE: 'ordinary' }).accounts.JP.accountType).toBe('ORDINARY');
  });

  it('takes the demo account of a country with none of its settings, and says so', () => {
    const { accounts, problems } = readPayeeAccounts({ ...CN });
    expect(problems).toEqual([]);
    expect(accounts.demo).toEqual({ CN: false, JP: true });
    expect(accounts.JP.holderName).toBe('トウカイフェリーカイウン　カブシキガイシャ');
  });

  it('refuses half an account, a holder not in katakana, a Japanese number not of 7 digits and an unknown account type', () => {
    expect(readPayeeAccounts({ PAYEE_CN_BANK: '招商银行' }).problems).toEqual([
      'The payee account in China is incomplete: set PAYEE_CN_BRANCH, PAYEE_CN_ACCOUNT_NO, PAYEE_CN_HOLDER too',
    ]);
    expect(readPayeeAccounts({ ...JP, PAYEE_JP_HOLDER: 'Reiji Kaiun', PAYEE_JP_ACCOUNT_NO: '123456' }).problems).toEqual([
      'PAYEE_JP_ACCOUNT_NO: refundJpAccountNumberFormat',
      'PAYEE_JP_HOLDER: refundHolderKanaFormat',
    ]);
    expect(readPayeeAccounts({ ...JP, PAYEE_JP_ACCOUNT_TYPE: '貯蓄', PAYEE_JP_HOLDER: 'レイジカイウン' }).problems[0]).toBe(
      'PAYEE_JP_ACCOUNT_TYPE must be 普通 or 当座 (ORDINARY or CURRENT), got "貯蓄"',
    );
  });

  it('gives an RMB order the Chinese account and a JPY order the Japanese one, the order number as the reference', () => {
    const { accounts } = readPayeeAccounts({ ...CN, ...JP, PAYEE_JP_HOLDER: 'レイジカイウン' });
    expect(bankTransferFor(accounts, 'RMB', 'T2611260001')).toMatchObject({ country: 'CN', bankName: '招商银行', reference: 'T2611260001', demo: false });
    expect(bankTransferFor(accounts, 'JPY', 'T2611260002')).toMatchObject({
      country: 'JP',
      accountType: 'ORDINARY',
      holderName: 'レイジカイウン',
      reference: 'T2611260002',
      demo: false,
    });
  });
});
