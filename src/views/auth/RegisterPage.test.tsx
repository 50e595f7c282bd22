import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import { ApiError } from '../../domain/apiError';

type AccountCalls = CustomerServices['account'];
/** The registration's calls, handed in through the services context. */
const account = {
  sendVerificationCode: vi.fn<AccountCalls['sendVerificationCode']>(),
  registerIndividual: vi.fn<AccountCalls['registerIndividual']>(),
  registerEnterprise: vi.fn<AccountCalls['registerEnterprise']>(),
  uploadBusinessLicense: vi.fn<AccountCalls['uploadBusinessLicense']>(),
  validatePhoneNum: vi.fn<AccountCalls['validatePhoneNum']>(async () => true),
  validateEmail: vi.fn<AccountCalls['validateEmail']>(async () => true),
};
const calls = {
  account,
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.input(input(id), { target: { value } });

describe('register page', () => {
  it('the e-mail code: sent, then a countdown before another; a refused address shows at the e-mail field', async () => {
    account.sendVerificationCode.mockResolvedValueOnce({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    await renderApp({ calls, path: '/register' });
    type('ind-email', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toHaveProperty('disabled', true);
    expect(account.sendVerificationCode).toHaveBeenCalledWith({ email: 'new@example.com', purpose: 'register' });
    cleanup();

    account.sendVerificationCode.mockRejectedValueOnce(
      new ApiError('邮箱无法接收验证码', { kind: 'business', code: 10425, fields: { email: '邮箱无法接收验证码' } }),
    );
    await renderApp({ calls, path: '/register' });
    type('ind-email', 'nobody@nowhere.example');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(document.getElementById('ind-email-message')?.textContent).toBe('邮箱无法接收验证码'));
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });

  it('does not ask for a code for an e-mail the schema refuses', async () => {
    await renderApp({ calls, path: '/register' });
    type('ind-email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(document.getElementById('ind-email-message')?.textContent).toBe('邮箱格式错误'));
    expect(account.sendVerificationCode).not.toHaveBeenCalled();
  });

  it('shows the server’s field messages at their fields (a taken login name)', async () => {
    account.registerIndividual.mockRejectedValue(new ApiError('该登录名已被使用', { kind: 'business', code: 10409, fields: { logonId: '该登录名已被使用' } }));
    await renderApp({ calls, path: '/register' });
    type('ind-logonId', 'taken.name');
    type('ind-nickname', 'n');
    type('ind-email', 'a@example.com');
    type('ind-emailCode', '123456');
    type('ind-phone', '13812345678');
    type('ind-password', 'Harbour#2026go');
    type('ind-confirmPassword', 'Harbour#2026go');
    fireEvent.click(input('ind-consent'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(document.getElementById('ind-logonId-message')?.textContent).toBe('该登录名已被使用'));
  });

  it('enterprise: checks the phone on blur and says when it is registered already', async () => {
    account.validatePhoneNum.mockResolvedValueOnce(false);
    await renderApp({ calls, path: '/register?type=enterprise', lang: 'jp' });
    type('ent-phone', '13812345678');
    fireEvent.blur(input('ent-phone'));
    await waitFor(() => expect(document.getElementById('ent-phone-message')?.textContent).toBe('この携帯電話番号は既に登録されています'));
    expect(account.validatePhoneNum).toHaveBeenCalledWith('13812345678');
  });

  it('enterprise: refuses a licence of another type or over 5 MB before sending it, and uploads a good one with its progress', async () => {
    let report: (percent: number) => void = () => {};
    let finish: (file: { fileId: string; name: string; size: number; mimeType: string }) => void = () => {};
    account.uploadBusinessLicense.mockImplementation((_, onProgress) => {
      report = onProgress ?? (() => {});
      return new Promise((resolve) => (finish = resolve));
    });
    await renderApp({ calls, path: '/register?type=enterprise' });
    const file = input('ent-license');
    fireEvent.change(file, { target: { files: [new File(['x'], 'licence.docx', { type: 'application/msword' })] } });
    await waitFor(() => expect(document.getElementById('ent-license-message')?.textContent).toBe('仅支持 PDF、JPG、PNG 格式的文件'));
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(file, { target: { files: [big] } });
    await waitFor(() => expect(document.getElementById('ent-license-message')?.textContent).toBe('文件不能超过 5 MB'));
    expect(account.uploadBusinessLicense).not.toHaveBeenCalled();

    fireEvent.change(file, { target: { files: [new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(account.uploadBusinessLicense).toHaveBeenCalledTimes(1));
    act(() => report(42));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    await act(async () => finish({ fileId: 'f-1', name: 'licence.pdf', size: 8, mimeType: 'application/pdf' }));
    expect(await screen.findByText('已上传：licence.pdf')).toBeTruthy();
    expect(document.getElementById('ent-license-message')?.textContent).toBe('');
  });
});
