import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import type { UserMessage } from '../../../domain/shipping/types';
import { ApiError } from '../../../domain/apiError';
import { ENTERPRISE_MENUS, ENTERPRISE_USER, message, pageOf } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getMessagePage = vi.fn<CustomerServices['messages']['getMessagePage']>();
const getUnreadCount = vi.fn<CustomerServices['messages']['getUnreadCount']>();
const markMessagesRead = vi.fn<CustomerServices['messages']['markMessagesRead']>();
const markAllMessagesRead = vi.fn<CustomerServices['messages']['markAllMessagesRead']>();
const calls = {
  messages: { getMessagePage, getUnreadCount, markMessagesRead, markAllMessagesRead },
};

beforeAll(async () => {
  await import('./MessagesPage');
}, 30_000);

/** The user's messages as the server keeps them, newest first. */
let stored: UserMessage[];

beforeEach(() => {
  stored = [
    message(3, {
      type: 'BL_RELEASED',
      title: { zh: '提单已电放：ESFS26000003', ja: '船荷証券サレンダー済み：ESFS26000003' },
      body: { zh: '订舱 BK263 的提单 ESFS26000003 已电放。', ja: 'サレンダーしました。' },
    }),
    message(2, { type: 'BOOKING_SHUTOUT', title: { zh: '订舱未能配载（退关）：BK262', ja: 'シャットアウト：BK262' } }),
    message(1, { read: true }),
  ];
  getMessagePage.mockImplementation(async ({ current, size }) => pageOf(stored, current, size));
  getUnreadCount.mockImplementation(async () => stored.filter((m) => !m.read).length);
  markMessagesRead.mockImplementation(async (uuids) => {
    stored = stored.map((m) => (uuids.includes(m.uuid) ? { ...m, read: true } : m));
    return uuids.length;
  });
  markAllMessagesRead.mockImplementation(async () => {
    stored = stored.map((m) => ({ ...m, read: true }));
    return 2;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const items = () => within(screen.getByRole('list', { name: '我的消息' })).getAllByRole('listitem');
const badge = () => screen.queryByTestId('unread-badge');

async function openPage(lang: Lang = 'zh') {
  const app = await renderApp({ path: '/myMessage', lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '我的消息' : 'メッセージ' }, { timeout: 5000 });
  return app;
}

describe('my messages screen and the header’s unread badge', { timeout: 20_000 }, () => {
  it('lists the messages newest first with unread ones marked; the header counts them', async () => {
    await openPage();
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(getMessagePage).toHaveBeenCalledWith({ current: 1, size: 10 }, { signal: expect.any(AbortSignal) });
    expect(within(items()[0]!).getByText('未读')).toBeTruthy();
    expect(within(items()[0]!).getByText('提单电放')).toBeTruthy();
    expect(within(items()[1]!).getByText('退关')).toBeTruthy();
    expect(within(items()[2]!).getByText('已读')).toBeTruthy();
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    expect(screen.getByRole('link', { name: '我的消息（2 条未读）' }).getAttribute('href')).toBe('/tickets/myMessage');
  });

  it('opening an unread message shows it, marks it read, and the badge goes down', async () => {
    await openPage();
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    const head = within(items()[0]!).getByRole('button');
    expect(head.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(head);
    expect(await screen.findByText('订舱 BK263 的提单 ESFS26000003 已电放。')).toBeTruthy();
    expect(
      within(items()[0]!)
        .getByRole('link', { name: /前往提单下载/ })
        .getAttribute('href'),
    ).toBe('/tickets/downloadBls');
    await waitFor(() => expect(markMessagesRead).toHaveBeenCalledWith([stored[0]!.uuid]));
    await waitFor(() => expect(within(items()[0]!).getByText('已读')).toBeTruthy());
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
    // A read message opens and closes without a call.
    fireEvent.click(within(items()[2]!).getByRole('button'));
    fireEvent.click(within(items()[2]!).getByRole('button'));
    expect(markMessagesRead).toHaveBeenCalledTimes(1);
  });

  it('"mark all read" marks every unread one in one call; the badge disappears', async () => {
    await openPage();
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
    expect(markAllMessagesRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: '我的消息' })).queryByText('未读')).toBeNull());
    await waitFor(() => expect(badge()).toBeNull());
    expect((screen.getByRole('button', { name: '全部标为已读' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed marking leaves the message unread', async () => {
    markMessagesRead.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    await openPage();
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.click(within(items()[0]!).getByRole('button'));
    await waitFor(() => expect(markMessagesRead).toHaveBeenCalled());
    await waitFor(() => expect((within(items()[0]!).getByRole('button') as HTMLButtonElement).disabled).toBe(false));
    expect(within(items()[0]!).getByText('未读')).toBeTruthy();
  });

  it('says when there is nothing, and offers a retry when the list cannot load', async () => {
    stored = [];
    getMessagePage.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('消息列表暂时无法加载');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    expect(badge()).toBeNull();
  });

  it('a user without the container menus sees no badge and no list call', async () => {
    await renderApp({ path: '/myMessage', user: { userId: 'u-2', logonId: 'demo.passenger' }, calls });
    expect(await screen.findByText('该页面仅供审核通过的企业用户使用。')).toBeTruthy();
    expect(getMessagePage).not.toHaveBeenCalled();
    expect(getUnreadCount).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /我的消息/ })).toBeNull();
  });

  it('speaks Japanese', async () => {
    await openPage('jp');
    await waitFor(() => expect(screen.getAllByText('未読')).toHaveLength(2));
    expect(screen.getByText('船荷証券サレンダー済み：ESFS26000003')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'メッセージ（未読 2 件）' })).toBeTruthy());
  });
});
