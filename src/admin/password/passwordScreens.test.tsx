import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '../../domain/staff/accounts';
import type { AuditEntryView } from '../../domain/staff/audit';
import { decrypt, encrypt } from '../../services/storage';
import { createStaffStorage } from '../session/staffStorage';
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
const TEMPORARY = 'Tmp#Pass7kQ2xZ9w';
const WRONG = { message: '原密码错误', jpMessage: '現在のパスワードが正しくありません' };

const TEXT = {
  zh: {
    nav: '后台菜单',
    requiredTitle: '请先设置您自己的密码',
    title: '修改密码',
    current: '当前密码',
    next: '新密码',
    again: '确认新密码',
    submit: '修改密码',
    changed: '密码已修改',
    wrong: WRONG.message,
    required: '请输入新密码',
    welcome: '您好',
    reset: '重置密码',
    temporary: '临时密码',
    done: '我已记下',
    changeRole: '修改角色',
    newRole: '新角色',
    editor: '内容编辑',
    roleChanged: '员工账号 clerk.li 的角色已改为内容编辑',
    audit: '操作记录',
    cli: '系统（运维命令行）',
    resetAction: '重置密码',
  },
  jp: {
    nav: 'コンソールメニュー',
    requiredTitle: 'まずご自身のパスワードを設定してください',
    title: 'パスワード変更',
    current: '現在のパスワード',
    next: '新しいパスワード',
    again: '新しいパスワード（確認）',
    submit: 'パスワードを変更',
    changed: 'パスワードを変更しました',
    wrong: WRONG.jpMessage,
    required: '新しいパスワードを入力してください',
    welcome: 'こんにちは',
    reset: 'パスワードリセット',
    temporary: '一時パスワード',
    done: '控えました',
    changeRole: 'ロール変更',
    newRole: '新しいロール',
    editor: 'コンテンツ編集者',
    roleChanged: 'スタッフアカウント clerk.li のロールをコンテンツ編集者に変更しました',
    audit: '操作記録',
    cli: 'システム（運用コマンド）',
    resetAction: 'パスワードリセット',
  },
} as const;

/** The change-password call: a wrong current password at its field, the right one changes it. */
function passwordServer(current: string) {
  return consoleFetch({
    [`${STAFF}/password/change`]: (request: ConsoleRequest) => {
      const body = request.body as { oldPassword: string };
      if (body.oldPassword !== current)
        return {
          code: 10422,
          message: '提交的数据有误，请检查',
          jpMessage: '入力内容に誤りがあります。ご確認ください',
          data: { fields: { oldPassword: WRONG } },
        };
      return okTs({ ...CLERK, mustChangePassword: false });
    },
    [`${STAFF}/dashboard/counts`]: okTs({ offlinePayments: 0, refundRequests: 0 }),
  });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`), { selector: 'input' });

describe.each(['zh', 'jp'] as const)('passwords in the console (%s)', (lang) => {
  const t = TEXT[lang];

  it('holds an account whose password someone else set to the change, then opens the console it asked for', async () => {
    const sent = passwordServer(TEMPORARY);
    renderConsole('/', { role: 'ticketingClerk', lang, mustChangePassword: true });
    expect(await screen.findByRole('heading', { level: 1, name: t.requiredTitle }, { timeout: 5000 })).toBeTruthy();
    // Nothing else: no navigation, no call of the page that was asked for.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(sent.map((r) => r.path)).toEqual([]);

    // The form's rules first (the shared schema): nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.required)).toBeTruthy();
    expect(sent).toHaveLength(0);

    // A wrong current password: the server's answer at its field, still held.
    await userEvent.type(field(t.current), 'Wrong#Pass2026');
    await userEvent.type(field(t.next), 'Chosen#Clerk2026');
    await userEvent.type(field(t.again), 'Chosen#Clerk2026');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(t.wrong)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: t.requiredTitle })).toBeTruthy();

    await userEvent.clear(field(t.current));
    await userEvent.type(field(t.current), TEMPORARY);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent.filter((r) => r.path.endsWith('/password/change')).at(-1)?.body).toEqual({
        oldPassword: TEMPORARY,
        newPassword: 'Chosen#Clerk2026',
        confirmPassword: 'Chosen#Clerk2026',
      }),
    );

    // Done: the console's home, with its navigation; the stored session knows.
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(t.welcome) }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: t.nav })).toBeTruthy();
    expect(await screen.findByText(t.changed)).toBeTruthy();
    expect(createStaffStorage(() => window.localStorage, { encrypt, decrypt }).read()?.user.mustChangePassword).toBe(false);
  }, 20_000);

  it('lets any staff member change their own password from the navigation', async () => {
    const sent = passwordServer('Demo#2026pass');
    renderConsole('/', { role: 'editor', lang });
    await userEvent.click(await within(await screen.findByRole('navigation', { name: t.nav }, { timeout: 5000 })).findByRole('link', { name: t.title }));
    expect(await screen.findByRole('heading', { level: 1, name: t.title }, { timeout: 5000 })).toBeTruthy();
    await userEvent.type(field(t.current), 'Demo#2026pass');
    await userEvent.type(field(t.next), 'Editor#Next2026');
    await userEvent.type(field(t.again), 'Editor#Next2026');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.changed)).toBeTruthy();
    expect(sent.filter((r) => r.path.endsWith('/password/change'))).toHaveLength(1);
    // The form is empty again, on the same page.
    expect((field(t.current) as HTMLInputElement).value).toBe('');
  }, 20_000);

  it('the administrator resets a password after confirming, and sees the temporary one once', async () => {
    let accounts = [CLERK];
    const sent = consoleFetch({
      [`${STAFF}/account/page`]: () => okTs({ records: accounts, total: accounts.length, current: 1, size: 10, pages: 1 }),
      [`${STAFF}/account/resetPassword`]: (request: ConsoleRequest) => {
        accounts = accounts.map((a) => (a.userId === (request.body as { userId: string }).userId ? { ...a, mustChangePassword: true } : a));
        return okTs({ account: accounts[0], temporaryPassword: TEMPORARY });
      },
      [`${STAFF}/audit/list`]: okTs([]),
    });
    renderConsole('/staff/accounts', { role: 'admin', lang });
    await userEvent.click(await screen.findByRole('button', { name: `${t.reset} clerk.li` }, { timeout: 5000 }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/clerk\.li/)).toBeTruthy();
    expect(sent.find((r) => r.path.endsWith('/resetPassword'))).toBeUndefined();
    await userEvent.click(within(confirm).getByRole('button', { name: t.reset }));

    const shown = await screen.findByRole('dialog', { name: t.temporary });
    expect(within(shown).getByTestId('temporary-password').textContent).toBe(TEMPORARY);
    expect(sent.find((r) => r.path.endsWith('/resetPassword'))?.body).toEqual({ userId: 'u-9' });
    await userEvent.click(within(shown).getByRole('button', { name: t.done }));
    await waitFor(() => expect(screen.queryByText(TEMPORARY)).toBeNull());
  }, 20_000);

  it('the administrator changes a role after confirming, and the trail names the system’s own actions', async () => {
    const trail: AuditEntryView[] = [
      {
        id: 'a1',
        staffUserId: null,
        staffName: 'system.cli',
        action: 'user.resetPassword',
        recordType: 'user',
        recordId: 'u-9',
        before: { mustChangePassword: false },
        after: { mustChangePassword: true },
        at: '2026-11-25T02:00:00.000Z',
      },
    ];
    let accounts = [CLERK];
    const sent = consoleFetch({
      [`${STAFF}/account/page`]: () => okTs({ records: accounts, total: accounts.length, current: 1, size: 10, pages: 1 }),
      [`${STAFF}/account/role`]: (request: ConsoleRequest) => {
        const { role } = request.body as { role: StaffAccount['role'] };
        accounts = accounts.map((a) => ({ ...a, role }));
        return okTs(accounts[0]);
      },
      [`${STAFF}/audit/list`]: okTs(trail),
    });
    renderConsole('/staff/accounts', { role: 'admin', lang });
    await userEvent.click(await screen.findByRole('button', { name: `${t.changeRole} clerk.li` }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText(t.newRole), 'editor');
    await userEvent.click(within(dialog).getByRole('button', { name: t.changeRole }));
    await waitFor(() => expect(sent.find((r) => r.path.endsWith('/account/role'))?.body).toEqual({ userId: 'u-9', role: 'editor' }));
    expect(await screen.findByText(t.roleChanged)).toBeTruthy();
    expect(await screen.findByText(t.editor)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: `${t.audit} clerk.li` }));
    const audit = await screen.findByRole('dialog');
    expect(await within(audit).findByText(t.cli)).toBeTruthy();
    expect(within(audit).getByText(t.resetAction)).toBeTruthy();
  }, 20_000);
});
