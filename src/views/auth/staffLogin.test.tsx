import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { UserInfoAnswer } from '../../domain/identityApi';

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

const REVIEWER: UserInfoAnswer = {
  logonId: 'demo.reviewer',
  userId: 's-1',
  username: 'demo.reviewer',
  usernme: 'demo.reviewer',
  userCnnme: '审核员',
  enterpriseCnnme: '',
  enterpriseId: '',
  menuAll: [],
  menuLeft: [],
  role: 'reviewer',
  enterpriseState: null,
};
const ANSWER = { access_token: 'staff-access', refresh_token: 'staff-refresh', expires_in: 7200, logon_id: 'demo.reviewer', user_id: 's-1' };
const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });

describe.each([
  ['zh', '登录名', '密码', '验证码', '登录', '员工账号请在运营后台登录'],
  ['jp', 'ログイン名', 'パスワード', '認証コード', 'ログイン', 'スタッフアカウントは運用コンソールからログインしてください'],
] as const)('a staff member on the customer login (%s)', (lang, loginName, password, captcha, submit, told) => {
  it('is told to use the console, the customer session ends and the page reloads at the console login', async () => {
    requestToken.mockResolvedValue(ANSWER as never);
    const { reload, storage, services } = await renderApp({ calls, path: '/login', lang, identity: { getUserInfo: vi.fn(async () => REVIEWER) } });
    fill(loginName, 'demo.reviewer');
    fill(password, 'Demo#2026pass');
    fill(captcha, 'e2e1');
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(new RegExp(told))).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/admin/login?from=customer'));
    expect(services.revokeToken).toHaveBeenCalled();
    expect(storage.getToken()).toBeNull();
    expect(screen.queryByText(/欢迎 审核员|審査員/)).toBeNull();
  });
});
