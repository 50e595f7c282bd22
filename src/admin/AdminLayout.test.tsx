import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { consoleFetch, okTs, okWeb } from './testing/consoleFetch';
import { renderConsole, STAFF_NAMES } from './testing/renderConsole';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DASHBOARD = '/api/web-ts/simp2/staff/dashboard/counts';
const emptyPage = { records: [], total: 0, current: 1, size: 10, pages: 0 };

const TEXT = {
  zh: {
    nav: '后台菜单',
    console: '运营后台',
    reviews: '企业审核',
    accounts: '员工账号',
    noPermission: '没有权限',
    logout: '退出登录',
    reviewer: '企业审核员',
    admin: '管理员',
  },
  jp: {
    nav: 'コンソールメニュー',
    console: '運用コンソール',
    reviews: '企業審査',
    accounts: 'スタッフアカウント',
    noPermission: '権限がありません',
    logout: 'ログアウト',
    reviewer: '企業審査担当',
    admin: '管理者',
  },
} as const;

describe.each(['zh', 'jp'] as const)('console layout (%s)', (lang) => {
  const t = TEXT[lang];

  it('shows the reviewer the console, their name and role, and only the reviewer’s navigation', async () => {
    consoleFetch({ [DASHBOARD]: okTs({ pendingReviews: 3 }) });
    renderConsole('/', { role: 'reviewer', lang });
    const nav = await screen.findByRole('navigation', { name: t.nav });
    expect(screen.getByText(t.console)).toBeTruthy();
    expect(screen.getByTestId('admin-staff-name').textContent).toContain(STAFF_NAMES.reviewer);
    expect(screen.getByText(new RegExp(t.reviewer))).toBeTruthy();
    expect(within(nav).getByRole('link', { name: t.reviews })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: t.accounts })).toBeNull();
  });

  it('shows the administrator the staff accounts and not the review', async () => {
    consoleFetch({ [DASHBOARD]: okTs({}), '/api/web-ts/simp2/staff/account/page': okTs(emptyPage) });
    renderConsole('/', { role: 'admin', lang });
    const nav = await screen.findByRole('navigation', { name: t.nav });
    expect(within(nav).getByRole('link', { name: t.accounts })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: t.reviews })).toBeNull();
  });

  it('shows the work waiting for the role on the home page, linked to where it is done', async () => {
    consoleFetch({ [DASHBOARD]: okTs({ offlinePayments: 2, refundRequests: 5 }) });
    renderConsole('/', { role: 'ticketingClerk', lang });
    const payments = await screen.findByTestId('dashboard-offlinePayments');
    expect(payments.textContent).toContain('2');
    expect(screen.getByTestId('dashboard-refundRequests').textContent).toContain('5');
    expect(screen.queryByTestId('dashboard-pendingReviews')).toBeNull();
    expect(within(payments).getByRole('link').getAttribute('href')).toBe('/ticketing/orders?view=offline');
    expect(within(screen.getByTestId('dashboard-refundRequests')).getByRole('link').getAttribute('href')).toBe('/ticketing/orders?view=refunds');
  });

  it('answers a page of another role with no permission, calling nothing', async () => {
    const sent = consoleFetch({});
    renderConsole('/staff/accounts', { role: 'reviewer', lang });
    expect(await screen.findByRole('heading', { name: t.noPermission })).toBeTruthy();
    expect(sent.filter((r) => r.path.includes('/staff/account'))).toHaveLength(0);
  });

  it('sends a signed-out visitor to the login page, keeping where they wanted to go', async () => {
    consoleFetch({});
    const { location } = renderConsole('/enterprises', { lang });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login?redirect=%2Fenterprises'));
  });

  it('logs out: the server forgets the token, the console its session, and the login page shows', async () => {
    const sent = consoleFetch({ [DASHBOARD]: okTs({ pendingReviews: 0 }), '/auth-ts/token/logout': okWeb(null) });
    const { location } = renderConsole('/', { role: 'reviewer', lang });
    await userEvent.click(await screen.findByRole('button', { name: t.logout }));
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/^\/login/));
    expect(sent.find((r) => r.path === '/auth-ts/token/logout')?.authorization).toBe('access-demo.reviewer');
    expect(window.localStorage.getItem('console.tokenInfo')).toBeNull();
  });
});

describe('language switch', () => {
  it('changes the console’s language at once and remembers it', async () => {
    consoleFetch({ [DASHBOARD]: okTs({ pendingReviews: 0 }) });
    renderConsole('/', { role: 'reviewer', lang: 'zh' });
    await userEvent.click(await screen.findByRole('button', { name: '日本語' }));
    expect(await screen.findByText(TEXT.jp.console)).toBeTruthy();
    expect(screen.getByRole('button', { name: '日本語' }).getAttribute('aria-pressed')).toBe('true');
  });
});
