import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { renderApp } from '../../app/testing/renderApp';
import { ApiError } from '../../domain/apiError';
import type { AccountInfo } from '../../domain/identityApi';
import type { Lang } from '../../domain/lang';
import type { MessagePreferences } from '../../domain/notifications';

type MessageCalls = CustomerServices['passengerMessages'];
const passengerMessages = {
  preferences: vi.fn<MessageCalls['preferences']>(),
  savePreferences: vi.fn<MessageCalls['savePreferences']>(),
};
const account = { getAccountInfo: vi.fn<CustomerServices['account']['getAccountInfo']>() };
const calls = { account, passengerMessages };

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
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** A call that answers when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openPage(lang: Lang = 'zh') {
  await renderApp({ path: '/account', lang, user: USER, calls });
}

const reminders = (name = '开航前一天发送乘船提醒') => screen.findByRole('switch', { name }, { timeout: 5000 }) as Promise<HTMLInputElement>;

describe('account screen: mail reminders', { timeout: 20_000 }, () => {
  it('shows the reminders on, with the note that order mail always goes (zh)', async () => {
    passengerMessages.preferences.mockResolvedValue({ remindersOn: true });
    await openPage();
    const toggle = await reminders();
    expect(toggle.checked).toBe(true);
    expect(screen.getByRole('heading', { name: '邮件提醒' })).toBeTruthy();
    expect(toggle.getAttribute('aria-describedby')).toBe('acc-reminders-note');
    expect(document.getElementById('acc-reminders-note')?.textContent?.trim()).toBe('支付、退票等订单通知始终发送');
  });

  it('shows the reminders off in Japanese', async () => {
    passengerMessages.preferences.mockResolvedValue({ remindersOn: false });
    await openPage('jp');
    const toggle = await reminders('出航前日にご乗船のご案内を送る');
    expect(toggle.checked).toBe(false);
    expect(screen.getByRole('heading', { name: 'メールでのご案内' })).toBeTruthy();
    expect(screen.getByText('お支払い・払い戻しなどのご注文のお知らせは常に送信されます')).toBeTruthy();
  });

  it('says it is loading until the preferences come, with no switch to press', async () => {
    const load = deferred<MessagePreferences>();
    passengerMessages.preferences.mockReturnValue(load.promise);
    await openPage();
    expect(await screen.findByText('正在加载…')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    load.resolve({ remindersOn: true });
    expect((await reminders()).checked).toBe(true);
    expect(screen.queryByText('正在加载…')).toBeNull();
  });

  it('turning the reminders off saves { remindersOn: false }, locks the switch meanwhile and says saved', async () => {
    passengerMessages.preferences.mockResolvedValue({ remindersOn: true });
    const save = deferred<MessagePreferences>();
    passengerMessages.savePreferences.mockReturnValue(save.promise);
    await openPage();
    fireEvent.click(await reminders());
    expect(passengerMessages.savePreferences).toHaveBeenCalledWith({ remindersOn: false });
    await waitFor(async () => expect((await reminders()).disabled).toBe(true));
    expect((await reminders()).checked).toBe(false);
    save.resolve({ remindersOn: false });
    expect(await screen.findByText('已保存')).toBeTruthy();
    const toggle = await reminders();
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(false);
  });

  it('turns them back on with { remindersOn: true } (ja: 保存しました)', async () => {
    passengerMessages.preferences.mockResolvedValue({ remindersOn: false });
    passengerMessages.savePreferences.mockResolvedValue({ remindersOn: true });
    await openPage('jp');
    fireEvent.click(await reminders('出航前日にご乗船のご案内を送る'));
    expect(await screen.findByText('保存しました')).toBeTruthy();
    expect(passengerMessages.savePreferences).toHaveBeenCalledWith({ remindersOn: true });
    expect((await reminders('出航前日にご乗船のご案内を送る')).checked).toBe(true);
  });

  it('a refusal puts the switch back to what is saved and shows the server message', async () => {
    passengerMessages.preferences.mockResolvedValue({ remindersOn: true });
    passengerMessages.savePreferences.mockRejectedValueOnce(new ApiError('账号状态异常，暂时无法修改', { kind: 'business', code: 10500 }));
    await openPage();
    fireEvent.click(await reminders());
    expect((await screen.findByText('账号状态异常，暂时无法修改')).getAttribute('role')).toBe('alert');
    const toggle = await reminders();
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(false);
    expect(screen.queryByText('已保存')).toBeNull();
  });

  it('a failed load says so and loads again on retry', async () => {
    passengerMessages.preferences.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ remindersOn: false });
    await openPage();
    expect(await screen.findByText('邮件提醒设置暂时无法加载', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect((await reminders()).checked).toBe(false);
    expect(passengerMessages.preferences).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('邮件提醒设置暂时无法加载')).toBeNull();
  });
});
