import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleFetch, okWeb } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tokenAnswer = (logonId: string) => ({
  access_token: `access-${logonId}`,
  refresh_token: `refresh-${logonId}`,
  expires_in: 7200,
  token_type: 'bearer',
  scope: 'server',
  logon_id: logonId,
  user_id: `id-${logonId}`,
});

const userInfo = (logonId: string, role: string, name: string) =>
  okWeb({
    logonId,
    userId: `id-${logonId}`,
    usernme: logonId,
    username: logonId,
    userCnnme: name,
    enterpriseCnnme: '',
    enterpriseId: '',
    menuAll: [],
    menuLeft: [],
    role,
    enterpriseState: null,
  });

const TEXT = {
  zh: {
    title: '运营后台登录',
    login: '登录名',
    password: '密码',
    captcha: '验证码',
    submit: '登录',
    notStaff: '该账号不是员工账号',
    required: '请输入登录名',
    dashboard: '工作台',
  },
  jp: {
    title: '運用コンソール ログイン',
    login: 'ログイン名',
    password: 'パスワード',
    captcha: '認証コード',
    submit: 'ログイン',
    notStaff: 'スタッフアカウントではありません',
    required: 'ログイン名を入力してください',
    dashboard: 'ダッシュボード',
  },
} as const;

async function fillAndSubmit(t: (typeof TEXT)['zh' | 'jp'], username: string) {
  await userEvent.type(screen.getByLabelText(new RegExp(`^${t.login}`)), username);
  await userEvent.type(screen.getByLabelText(new RegExp(`^${t.password}`), { selector: 'input' }), 'Demo#2026pass');
  await userEvent.type(screen.getByLabelText(new RegExp(`^${t.captcha}`)), 'e2e1');
  await userEvent.click(screen.getByRole('button', { name: t.submit }));
}

describe.each(['zh', 'jp'] as const)('console login (%s)', (lang) => {
  const t = TEXT[lang];

  it('asks for the fields before calling anything', async () => {
    const sent = consoleFetch({});
    renderConsole('/login', { lang });
    await screen.findByRole('heading', { name: t.title });
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(new RegExp(t.required))).toBeTruthy();
    expect(sent.filter((r) => r.path.startsWith('/auth-ts'))).toHaveLength(0);
  });

  it('signs a staff member in under the console’s own keys and goes where they wanted', async () => {
    const sent = consoleFetch({
      '/auth-ts/oauth/token': tokenAnswer('demo.reviewer'),
      '/auth-ts/token/getUserInfo': userInfo('demo.reviewer', 'reviewer', '审核员'),
    });
    const { location } = renderConsole('/login?redirect=%2Fenterprises', { lang });
    await screen.findByRole('heading', { name: t.title });
    await fillAndSubmit(t, 'demo.reviewer');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/enterprises'));
    const token = sent.find((r) => r.path === '/auth-ts/oauth/token');
    expect(token?.body).toMatchObject({ username: 'demo.reviewer', code: 'e2e1', grant_type: 'password' });
    expect(window.localStorage.getItem('console.tokenInfo')).not.toBeNull();
    // The customer site's session keys stay empty: a staff login never logs in the customer site.
    expect(window.localStorage.getItem('tokenInfo')).toBeNull();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('tells a customer plainly that this is not a staff account, and revokes the token', async () => {
    const sent = consoleFetch({
      '/auth-ts/oauth/token': tokenAnswer('demo.passenger'),
      '/auth-ts/token/getUserInfo': userInfo('demo.passenger', 'individual', '旅客'),
      '/auth-ts/token/logout': okWeb(null),
      '/api/code': '',
    });
    renderConsole('/login', { lang });
    await screen.findByRole('heading', { name: t.title });
    await fillAndSubmit(t, 'demo.passenger');
    expect(await screen.findByText(new RegExp(t.notStaff))).toBeTruthy();
    expect(sent.find((r) => r.path === '/auth-ts/token/logout')?.authorization).toBe('access-demo.passenger');
    expect(window.localStorage.getItem('console.tokenInfo')).toBeNull();
    expect(screen.getByRole('heading', { name: t.title })).toBeTruthy();
  });
});
