import { describe, expect, it } from 'vitest';
import { isMobile, isStrongPassword, REGISTER_PASSWORD } from './accountRules';
import { changeEmailSchema, changePasswordSchema, changePhoneSchema, registerIndividualSchema } from './accountSchemas';
import { VALIDATION_MESSAGES } from './messages';
import { validateWith } from './validate';

describe('password rules', () => {
  it.each([
    ['1234567', false],
    ['12345678', true],
    ['abcdefgh', true],
    ['a'.repeat(30), true],
    ['a'.repeat(31), false],
    ['pass word1', false],
    ['密码密码密码密码', false],
    ['!@#$%^&*', true],
  ])('register password %s → %s', (value, ok) => expect(REGISTER_PASSWORD.test(value)).toBe(ok));

  it.each([
    ['Abcdef1!', true],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    ['Ab1!', false],
    [`Ab1!${'x'.repeat(26)}`, true],
    [`Ab1!${'x'.repeat(27)}`, false],
  ])('strong password %s → %s', (value, ok) => expect(isStrongPassword(value)).toBe(ok));
});

describe('mobile numbers', () => {
  it.each([
    ['13812345678', true],
    ['+8613812345678', true],
    ['12812345678', false],
    ['090-1234-5678', true],
    ['08012345678', true],
    ['+819012345678', true],
    ['0312345678', false],
    ['abc', false],
  ])('%s → %s', (value, ok) => expect(isMobile(value)).toBe(ok));
});

describe('validateWith', () => {
  it('answers every field at fault in both languages', async () => {
    const result = await validateWith(registerIndividualSchema, { logonId: 'ab', email: 'x', password: 'short', confirmPassword: 'other' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.logonId).toEqual({ message: VALIDATION_MESSAGES.loginNameFormat.zh, jpMessage: VALIDATION_MESSAGES.loginNameFormat.ja });
    expect(result.fields.email?.message).toBe(VALIDATION_MESSAGES.emailFormat.zh);
    expect(result.fields.password?.jpMessage).toBe(VALIDATION_MESSAGES.registerPassword.ja);
    expect(result.fields.confirmPassword?.message).toBe(VALIDATION_MESSAGES.passwordMismatch.zh);
    expect(Object.keys(result.fields)).toEqual(expect.arrayContaining(['nickname', 'emailCode', 'phone']));
  });

  it('asks for an empty confirmation, and calls a different one a mismatch', async () => {
    const empty = await validateWith(changePasswordSchema, { oldPassword: 'x', newPassword: 'Abcdef1!', confirmPassword: '' });
    const other = await validateWith(changePasswordSchema, { oldPassword: 'x', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' });
    expect(empty.ok ? null : empty.fields.confirmPassword?.message).toBe(VALIDATION_MESSAGES.confirmPasswordRequired.zh);
    expect(other.ok ? null : other.fields.confirmPassword?.message).toBe(VALIDATION_MESSAGES.passwordMismatch.zh);
  });

  it('answers the cleaned value and drops unknown fields', async () => {
    const result = await validateWith(changePasswordSchema, {
      oldPassword: 'x',
      newPassword: 'Harbour#2026go',
      confirmPassword: 'Harbour#2026go',
      role: 'admin',
    });
    expect(result).toEqual({ ok: true, value: { oldPassword: 'x', newPassword: 'Harbour#2026go', confirmPassword: 'Harbour#2026go' } });
  });
});

describe('changing the account e-mail and mobile', () => {
  it('needs the new address, its six-digit code and the current password', async () => {
    const result = await validateWith(changeEmailSchema, { email: 'nope', emailCode: '12345', password: '' });
    expect(result.ok ? null : result.fields).toEqual({
      email: { message: VALIDATION_MESSAGES.emailFormat.zh, jpMessage: VALIDATION_MESSAGES.emailFormat.ja },
      emailCode: { message: VALIDATION_MESSAGES.emailCodeFormat.zh, jpMessage: VALIDATION_MESSAGES.emailCodeFormat.ja },
      password: { message: '请输入原密码', jpMessage: '現在のパスワードを入力してください' },
    });
  });

  it('keeps the password as typed and trims the address and code', async () => {
    expect(await validateWith(changeEmailSchema, { email: ' new@example.com ', emailCode: ' 123456 ', password: ' Demo#2026pass ' })).toEqual({
      ok: true,
      value: { email: 'new@example.com', emailCode: '123456', password: ' Demo#2026pass ' },
    });
  });

  it('needs a valid mobile and the current password', async () => {
    const result = await validateWith(changePhoneSchema, { phone: '0312345678' });
    expect(result.ok ? null : Object.keys(result.fields).sort()).toEqual(['password', 'phone']);
    expect((await validateWith(changePhoneSchema, { phone: '090-1234-5678', password: 'x' })).ok).toBe(true);
  });
});
