import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { UserInfoAnswer } from '../../domain/identityApi';
import { ApiError } from '../../domain/apiError';

/** The login's call, handed in through the services context. */
const requestToken = vi.fn<CustomerServices['auth']['requestToken']>();
const calls = {
  auth: { requestToken },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
};

afterEach(() => {
  cleanup();
  requestToken.mockReset();
});

const USER: UserInfoAnswer = {
  logonId: 'demo.passenger',
  userId: 'u-1',
  username: 'demo.passenger',
  usernme: 'demo.passenger',
  userCnnme: '张三',
  enterpriseCnnme: '',
  enterpriseId: '',
  menuAll: ['/scheduleMgt'],
  menuLeft: [],
  role: 'individual',
  enterpriseState: null,
};
const ANSWER = { access_token: 'access', refresh_token: 'refresh', expires_in: 7200, logon_id: 'demo.passenger', user_id: 'u-1' };

const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });
const captchaSrc = () => screen.getByRole('img', { name: '验证码图片' }).getAttribute('src');

describe('login page', () => {
  it('asks for each field in the current language, at the field', async () => {
    await renderApp({ calls, path: '/login', lang: 'jp' });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('ログイン名を入力してください')).toBeTruthy();
    expect(screen.getByText('パスワードを入力してください')).toBeTruthy();
    expect(screen.getByText('認証コードを入力してください')).toBeTruthy();
    expect(screen.getByLabelText('ログイン名', { exact: false, selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(requestToken).not.toHaveBeenCalled();
  });

  it('logs in: the captcha key sent, the header shows the user at once, welcome, then the wanted page', async () => {
    requestToken.mockResolvedValue(ANSWER as never);
    const { location, storage } = await renderApp({
      calls,
      path: '/login?redirect=%2Forders',
      identity: { getUserInfo: vi.fn(async () => USER) },
    });
    storage.setFailedLoginTime(3);
    const key = new URL(captchaSrc()!, 'http://x').searchParams.get('randomStr');
    fill('登录名', 'demo.passenger');
    fill('密码', 'Demo#2026pass');
    fill('验证码', 'e2e1');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录成功，欢迎 张三')).toBeTruthy();
    expect(requestToken).toHaveBeenCalledWith({ username: 'demo.passenger', password: 'Demo#2026pass', code: 'e2e1', randomStr: key });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'demo.passenger' })).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/orders'));
    expect(storage.getToken()?.access_token).toBe('access');
    expect(storage.getUserInfo()?.userId).toBe('u-1');
    expect(storage.getFailedLoginTime()).toBe(0);
  });

  it('a wrong captcha: its message at the field, the code cleared, a new image; the failure counted', async () => {
    requestToken.mockRejectedValue(new ApiError('验证码错误或已失效', { kind: 'business', code: 10420, fields: { code: '验证码错误或已失效' } }));
    const { storage } = await renderApp({ calls, path: '/login' });
    const before = captchaSrc();
    fill('登录名', 'demo.passenger');
    fill('密码', 'Demo#2026pass');
    fill('验证码', 'nope');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误或已失效')).toBeTruthy();
    expect((screen.getByLabelText('验证码', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(captchaSrc()).not.toBe(before);
    expect(storage.getFailedLoginTime()).toBe(1);
  });

  it('a wrong password: the spec’s message under the form', async () => {
    requestToken.mockRejectedValue(new ApiError('登录失败，请检查登录名或密码', { kind: 'business', code: 10421 }));
    await renderApp({ calls, path: '/login' });
    fill('登录名', 'demo.passenger');
    fill('密码', 'wrong');
    fill('验证码', 'e2e1');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(document.querySelector('.form-status')?.textContent).toBe('登录失败，请检查登录名或密码'));
  });

  it('a click on the image draws another captcha', async () => {
    await renderApp({ calls, path: '/login' });
    const before = captchaSrc();
    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    expect(captchaSrc()).not.toBe(before);
  });

  it('fills the login name a registration left, and says what happened', async () => {
    await renderApp({ calls, path: '/login?username=new.user&notice=registered' });
    expect((screen.getByLabelText('登录名', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('new.user');
    expect(screen.getByText('注册成功，请登录')).toBeTruthy();
  });
});
