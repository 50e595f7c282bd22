import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { renderApp } from '../../app/testing/renderApp';
import type { AccountInfo } from '../../domain/identityApi';
import type { Lang } from '../../domain/lang';
import { ApiError } from '../../domain/apiError';

type AccountCalls = CustomerServices['account'];
/** The account calls the screen makes, handed in through the services context. */
const account = {
  getAccountInfo: vi.fn<AccountCalls['getAccountInfo']>(),
  updateAccountInfo: vi.fn<AccountCalls['updateAccountInfo']>(),
  sendVerificationCode: vi.fn<AccountCalls['sendVerificationCode']>(),
  changeAccountEmail: vi.fn<AccountCalls['changeAccountEmail']>(),
  changeAccountPhone: vi.fn<AccountCalls['changeAccountPhone']>(),
};
const calls = { account, passengerMessages: { preferences: async () => ({ remindersOn: true }) } };

const USER = { userId: 'u-1', logonId: 'demo.passenger' };
const ACCOUNT: AccountInfo = {
  userId: 'u-1',
  logonId: 'demo.passenger',
  nickname: '张三',
  email: 'zhang@example.com',
  phone: '13800000000',
  role: 'individual',
  enterpriseId: null,
  enterpriseCnnme: null,
  enterpriseState: null,
  createdAt: '2026-01-15T08:00:00.000Z',
};

beforeEach(() => {
  account.getAccountInfo.mockResolvedValue(ACCOUNT);
  account.updateAccountInfo.mockImplementation(async (form) => ({ ...ACCOUNT, ...form }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.input(input(id), { target: { value } });
const messageOf = (id: string) => document.getElementById(`${id}-message`)?.textContent;

async function openPage(lang: Lang = 'zh') {
  await renderApp({ path: '/account', lang, user: USER, calls });
  await waitFor(() => expect(input('acc-email').value).toBe('zhang@example.com'), { timeout: 5000 });
}

describe('account screen: e-mail and mobile', { timeout: 20_000 }, () => {
  it('shows the e-mail and mobile read only; the profile saves the nickname with them unchanged', async () => {
    await openPage();
    expect(input('acc-email').readOnly).toBe(true);
    expect(input('acc-phone').readOnly).toBe(true);
    type('acc-nickname', '张小三');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(account.updateAccountInfo).toHaveBeenCalledWith({ nickname: '张小三', email: 'zhang@example.com', phone: '13800000000' }));
  });

  it('changes the e-mail: the code goes to the new address, then code and password; the screen shows the new address', async () => {
    account.sendVerificationCode.mockResolvedValueOnce({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    account.changeAccountEmail.mockResolvedValueOnce({ ...ACCOUNT, email: 'zhang.new@example.com' });
    await openPage();
    type('acc-new-email-email', 'zhang.new@example.com');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toHaveProperty('disabled', true);
    expect(account.sendVerificationCode).toHaveBeenCalledWith({ email: 'zhang.new@example.com', purpose: 'changeEmail' });
    type('acc-new-email-emailCode', '123456');
    type('acc-new-email-password', 'Demo#2026pass');
    fireEvent.click(screen.getByRole('button', { name: '确认更换邮箱' }));
    expect(await screen.findByText('邮箱已更换')).toBeTruthy();
    expect(account.changeAccountEmail).toHaveBeenCalledWith({ email: 'zhang.new@example.com', emailCode: '123456', password: 'Demo#2026pass' });
    await waitFor(() => expect(input('acc-email').value).toBe('zhang.new@example.com'));
    expect(input('acc-new-email-email').value).toBe('');
  });

  it('asks for every field of the e-mail change before calling', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '确认更换邮箱' }));
    await waitFor(() => expect(messageOf('acc-new-email-password')).toBe('请输入原密码'));
    expect(messageOf('acc-new-email-email')).toBe('请输入邮箱');
    expect(messageOf('acc-new-email-emailCode')).toBe('请输入邮箱验证码');
    expect(account.changeAccountEmail).not.toHaveBeenCalled();
  });

  it('shows a wrong password at its field and keeps what was typed', async () => {
    account.changeAccountEmail.mockRejectedValueOnce(new ApiError('当前密码错误', { kind: 'business', code: 10422, fields: { password: '当前密码错误' } }));
    await openPage();
    type('acc-new-email-email', 'zhang.new@example.com');
    type('acc-new-email-emailCode', '123456');
    type('acc-new-email-password', 'Wrong#2026x');
    fireEvent.click(screen.getByRole('button', { name: '确认更换邮箱' }));
    await waitFor(() => expect(messageOf('acc-new-email-password')).toBe('当前密码错误'));
    expect(input('acc-new-email-email').value).toBe('zhang.new@example.com');
    expect(input('acc-new-email-emailCode').value).toBe('123456');
    expect(input('acc-email').value).toBe('zhang@example.com');
  });

  it('changes the mobile with the password; a refusal stays at its field with the number typed', async () => {
    account.changeAccountPhone
      .mockRejectedValueOnce(new ApiError('该手机号码已被注册', { kind: 'business', code: 10409, fields: { phone: '该手机号码已被注册' } }))
      .mockResolvedValueOnce({ ...ACCOUNT, phone: '13900001111' });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '确认更换手机号码' }));
    await waitFor(() => expect(messageOf('acc-new-phone-password')).toBe('请输入原密码'));
    expect(account.changeAccountPhone).not.toHaveBeenCalled();
    type('acc-new-phone-phone', '13900001111');
    type('acc-new-phone-password', 'Demo#2026pass');
    fireEvent.click(screen.getByRole('button', { name: '确认更换手机号码' }));
    await waitFor(() => expect(messageOf('acc-new-phone-phone')).toBe('该手机号码已被注册'));
    expect(input('acc-new-phone-phone').value).toBe('13900001111');
    fireEvent.click(screen.getByRole('button', { name: '确认更换手机号码' }));
    expect(await screen.findByText('手机号码已更换')).toBeTruthy();
    expect(account.changeAccountPhone).toHaveBeenLastCalledWith({ phone: '13900001111', password: 'Demo#2026pass' });
    await waitFor(() => expect(input('acc-phone').value).toBe('13900001111'));
  });

  it('speaks Japanese', async () => {
    await openPage('jp');
    expect(screen.getByRole('heading', { name: 'メールアドレスの変更' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '携帯電話番号の変更' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'メールアドレスを変更' })).toBeTruthy();
    expect(screen.getByLabelText(/^新しいメールアドレス/, { selector: 'input' })).toBeTruthy();
  });
});
