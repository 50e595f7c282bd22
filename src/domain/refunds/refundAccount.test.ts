import { describe, expect, it } from 'vitest';
import { validateWith } from '../validation/validate';
import { accountCountryOf, maskAccountNumber, paidByBankTransfer, refundAccountSchema } from './refundAccount';

const JP = { country: 'JP', bankName: 'ゆうちょ銀行', branchName: '〇一八', accountType: 'ORDINARY', accountNumber: '1234567', holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ' };
const CN = { country: 'CN', bankName: '中国建设银行', accountNumber: '6217 0000 1234 5678', holderName: '李雷' };

const fieldsOf = async (input: object) => {
  const result = await validateWith(refundAccountSchema, input);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.fields).map(([name, f]) => [name, f.message]));
};

describe('the refund account schema (form and server)', () => {
  it('follows the order’s currency: JPY a Japanese account, RMB a Chinese one', () => {
    expect(accountCountryOf('JPY')).toBe('JP');
    expect(accountCountryOf('RMB')).toBe('CN');
  });

  it('takes a Japanese account with a holder in half-width or full-width katakana, the number as 7 digits', async () => {
    expect(await fieldsOf(JP)).toEqual({});
    expect(await fieldsOf({ ...JP, accountType: 'CURRENT', holderName: 'ヤマダ　タロウ' })).toEqual({});
    const result = await validateWith(refundAccountSchema, { ...JP, accountNumber: '123-4567' });
    expect(result.ok && result.value.accountNumber).toBe('1234567');
  });

  it('refuses a Japanese account field by field, with the message of each', async () => {
    expect(await fieldsOf({ ...JP, branchName: '', accountType: '貯蓄', accountNumber: '12345678', holderName: 'Yamada Taro' })).toEqual({
      branchName: '请输入支店名',
      accountType: '请选择账户类型（普通或当座）',
      accountNumber: '日本的账号为7位数字',
      holderName: '账户名义请用片假名（全角或半角）填写',
    });
    expect(await fieldsOf({ ...JP, holderName: 'やまだ たろう' })).toEqual({ holderName: '账户名义请用片假名（全角或半角）填写' });
    expect(await fieldsOf({ ...JP, accountNumber: undefined })).toEqual({ accountNumber: '请输入收款账号' });
  });

  it('shows a given account number as its last four digits only', () => {
    expect(maskAccountNumber('5678')).toBe('****5678');
  });

  it('takes a Chinese account of 12 to 19 digits with any holder name, and no branch or type', async () => {
    const result = await validateWith(refundAccountSchema, { ...CN, branchName: 'x', accountType: 'y' });
    expect(result).toEqual({ ok: true, value: { country: 'CN', bankName: '中国建设银行', accountNumber: '6217000012345678', holderName: '李雷' } });
    expect(await fieldsOf({ ...CN, accountNumber: '12345678901' })).toEqual({ accountNumber: '银行账号为12到19位数字' });
    expect(await fieldsOf({ ...CN, accountNumber: '12345678901234567890' })).toEqual({ accountNumber: '银行账号为12到19位数字' });
    expect(await fieldsOf({ country: 'CN' })).toEqual({ bankName: '请输入收款银行', accountNumber: '请输入收款账号', holderName: '请输入收款人姓名' });
  });

  it('asks for an account only of an order paid by bank transfer', () => {
    expect(paidByBankTransfer([{ method: 'BANK_TRANSFER', status: 'SUCCEEDED' }])).toBe(true);
    expect(
      paidByBankTransfer([
        { method: 'WECHAT_QR', status: 'SUCCEEDED' },
        { method: 'BANK_TRANSFER', status: 'CLOSED' },
      ]),
    ).toBe(false);
    expect(paidByBankTransfer(undefined)).toBe(false);
  });
});
