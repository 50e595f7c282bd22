import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '../../domain/staff/accounts';
import { consoleFetch, okTs, type ConsoleRequest } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STAFF = '/api/web-ts/simp2/staff';
const CLERK: StaffAccount = {
  userId: 'u-9',
  logonId: 'clerk.li',
  role: 'ticketingClerk',
  cnName: '李明',
  email: 'li@example.com',
  disabled: false,
  mustChangePassword: false,
  createdAt: '2026-11-20T02:00:00.000Z',
};

function server() {
  let accounts: StaffAccount[] = [CLERK];
  const sent = consoleFetch({
    [`${STAFF}/account/page`]: () => okTs({ records: accounts, total: accounts.length, current: 1, size: 10, pages: 1 }),
    [`${STAFF}/account/create`]: (request: ConsoleRequest) => {
      const body = request.body as StaffAccount;
      const created = { ...body, userId: 'u-10', disabled: false, createdAt: '2026-11-23T02:00:00.000Z' };
      accounts = [created, ...accounts];
      return okTs(created);
    },
    [`${STAFF}/account/disable`]: (request: ConsoleRequest) => {
      const { userId, disabled } = request.body as { userId: string; disabled: boolean };
      accounts = accounts.map((a) => (a.userId === userId ? { ...a, disabled } : a));
      return okTs(accounts.find((a) => a.userId === userId));
    },
    [`${STAFF}/audit/list`]: okTs([]),
  });
  return sent;
}

const TEXT = {
  zh: {
    create: '新建员工账号',
    submit: '创建',
    loginName: '登录名',
    name: '姓名',
    email: '电子邮箱',
    password: '初始密码',
    role: '角色',
    roleName: '票务业务员',
    loginRequired: '请输入登录名',
    disable: '停用',
    disabled: '已停用',
    strong: '须含数字',
    audit: '操作记录',
    empty: '暂无操作记录',
  },
  jp: {
    create: 'スタッフアカウントを作成',
    submit: '作成',
    loginName: 'ログイン名',
    name: '氏名',
    email: 'メールアドレス',
    password: '初期パスワード',
    role: 'ロール',
    roleName: '乗船券業務担当',
    loginRequired: 'ログイン名を入力してください',
    disable: '無効化',
    disabled: '無効',
    strong: '',
    audit: '操作記録',
    empty: '操作記録はありません',
  },
} as const;

describe.each(['zh', 'jp'] as const)('staff accounts (%s)', (lang) => {
  const t = TEXT[lang];

  it('lists the accounts with their role in words', async () => {
    server();
    renderConsole('/staff/accounts', { role: 'admin', lang });
    expect(await screen.findByText('clerk.li', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(t.roleName)).toBeTruthy();
  });

  it('creates an account only when the form is valid, and lists it', async () => {
    const sent = server();
    renderConsole('/staff/accounts', { role: 'admin', lang });
    await userEvent.click(await screen.findByRole('button', { name: t.create }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByText(t.loginRequired)).toBeTruthy();
    expect(sent.find((r) => r.path.endsWith('/account/create'))).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${t.loginName}`)), 'editor.wu');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${t.name}`)), '吴编辑');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${t.email}`)), 'wu@example.com');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${t.password}`), { selector: 'input' }), 'weakpass');
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    // A weak password and no role: refused at their fields, nothing sent.
    await waitFor(() => expect(within(dialog).getAllByRole('alert').length).toBeGreaterThanOrEqual(2));
    expect(sent.find((r) => r.path.endsWith('/account/create'))).toBeUndefined();

    await userEvent.clear(within(dialog).getByLabelText(new RegExp(`^${t.password}`), { selector: 'input' }));
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${t.password}`), { selector: 'input' }), 'Editor#2026ok');
    await userEvent.selectOptions(within(dialog).getByLabelText(new RegExp(`^${t.role}`)), 'editor');
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(sent.find((r) => r.path.endsWith('/account/create'))?.body).toEqual({
        logonId: 'editor.wu',
        cnName: '吴编辑',
        email: 'wu@example.com',
        role: 'editor',
        password: 'Editor#2026ok',
      }),
    );
    expect(await screen.findByText('editor.wu')).toBeTruthy();
  });

  it('disables an account after confirmation, and shows its trail', async () => {
    const sent = server();
    renderConsole('/staff/accounts', { role: 'admin', lang });
    await userEvent.click(await screen.findByRole('button', { name: `${t.disable} clerk.li` }, { timeout: 5000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.disable }));
    await waitFor(() => expect(sent.find((r) => r.path.endsWith('/account/disable'))?.body).toEqual({ userId: 'u-9', disabled: true }));
    expect(await screen.findByText(t.disabled)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `${t.audit} clerk.li` }));
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(sent.find((r) => r.path.endsWith('/audit/list'))?.query.get('recordType')).toBe('user');
  });
});
