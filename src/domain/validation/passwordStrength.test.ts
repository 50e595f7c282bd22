import { describe, expect, it } from 'vitest';
import { registerIndividualSchema, changePasswordSchema } from './accountSchemas';
import { containsUserInput, passwordStrength, passwordUserInputs, PASSWORD_MIN_SCORE } from './passwordStrength';
import { validateWith } from './validate';

describe('password strength rule', () => {
  it('refuses below zxcvbn score 3 and grades 3 fair, 4 strong', async () => {
    expect(PASSWORD_MIN_SCORE).toBe(3);
    expect(await passwordStrength('abcdefgh')).toMatchObject({ acceptable: false, level: 'weak', warning: { zh: '“abc”“6543”这样的顺序很容易被猜到' } });
    expect(await passwordStrength('12345678')).toMatchObject({ acceptable: false, level: 'weak', warning: { ja: '最もよく使われているパスワードの一つです' } });
    expect(await passwordStrength('Secret#2026')).toMatchObject({ acceptable: false, level: 'weak' });
    expect(await passwordStrength('Demo#2026pass')).toMatchObject({ score: 3, acceptable: true, level: 'fair' });
    expect(await passwordStrength('Harbour#2026go')).toMatchObject({ score: 4, acceptable: true, level: 'strong' });
  });

  it('refuses a password containing the login name or the e-mail local part, in any case', async () => {
    const inputs = passwordUserInputs({ logonId: 'seafarer', email: 'kobayashi@example.org' });
    expect(inputs).toEqual(['seafarer', 'kobayashi']);
    expect(containsUserInput('My#Seafarer2026', inputs)).toBe(true);
    expect(containsUserInput('KOBAYASHI#2026x', inputs)).toBe(true);
    expect(containsUserInput('Demo#2026pass', inputs)).toBe(false);
    expect(await passwordStrength('Seafarer#Line2026', inputs)).toMatchObject({ acceptable: false, warning: { zh: '不要使用与您的账户相关的信息' } });
    // a local part too short to mean anything is not a personal word
    expect(passwordUserInputs({ logonId: '', email: 'ab@example.org' })).toEqual([]);
  });
});

const individual = {
  logonId: 'seafarer',
  nickname: '小林',
  email: 'kobayashi@example.org',
  emailCode: '123456',
  phone: '13812345678',
  consentVersion: '2026-11',
};

describe('the shared schemas apply it', () => {
  it.each([
    [
      'abcdefgh',
      {
        message: '密码强度太弱，请加长密码或混合使用不常见的单词、数字和符号',
        jpMessage: 'パスワードが弱すぎます。長くするか、一般的でない単語・数字・記号を組み合わせてください',
      },
    ],
    ['Seafarer#Line2026', { message: '密码不能包含登录名或邮箱账号', jpMessage: 'パスワードにログイン名やメールアドレスのアカウント名を含めないでください' }],
    ['short', { message: '密码为8到30位数字、字母或符号', jpMessage: 'パスワードは8～30文字の数字・英字・記号で入力してください' }],
  ])('registration refuses %s at the password', async (password, message) => {
    const result = await validateWith(registerIndividualSchema, { ...individual, password, confirmPassword: password });
    expect(result).toEqual({ ok: false, fields: { password: message } });
  });

  it('registration accepts Demo#2026pass', async () => {
    const result = await validateWith(registerIndividualSchema, { ...individual, password: 'Demo#2026pass', confirmPassword: 'Demo#2026pass' });
    expect(result.ok).toBe(true);
  });

  it('a password change refuses a weak new password that meets the character rule', async () => {
    const result = await validateWith(changePasswordSchema, { oldPassword: 'x', newPassword: 'Password1!', confirmPassword: 'Password1!' });
    expect(result.ok || result.fields.newPassword?.message).toBe('密码强度太弱，请加长密码或混合使用不常见的单词、数字和符号');
  });
});
