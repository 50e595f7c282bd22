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
      blNo: 'ESFS26000003',
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
    ).toBe('/tickets/downloadBls?blNo=ESFS26000003');
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

  it('every opened message links to its record, labelled by what it opens, in both languages', async () => {
    stored = [
      message(6, { type: 'ENTERPRISE_REJECTED', bookingNo: null, title: { zh: '企业账号审核未通过', ja: '企業アカウント審査結果のお知らせ' } }),
      message(5, { type: 'ENTERPRISE_APPROVED', bookingNo: null, title: { zh: '企业账号审核通过', ja: '企業アカウント承認のお知らせ' } }),
      message(4, { type: 'FREE_TIME_ENDING', title: { zh: '免费期即将结束：CSQU3054383', ja: 'フリータイム終了間近：CSQU3054383' } }),
      message(3, { type: 'RAIL_COMMISSION_ACCEPTED', title: { zh: '铁路委托已受理：RC26000001', ja: '鉄道輸送委託受付：RC26000001' } }),
      message(2, { type: 'CONTAINERS_ASSIGNED', title: { zh: '箱号已分配：BK262', ja: 'コンテナ番号割当：BK262' } }),
    ];
    const expected = [
      ['账号审核未通过', '查看账户信息', '/tickets/accountMgt', 'アカウント審査不可', 'アカウント情報を見る'],
      ['账号审核通过', '开始订舱', '/tickets/booking', 'アカウント承認', 'ブッキングを始める'],
      ['免费期将到', '前往滞箱费查询', '/tickets/dndChargeQueryIndex', 'フリータイム終了間近', 'デマレージ照会へ'],
      ['铁路委托受理', '前往我的铁路委托', '/tickets/myCommission?bookingNo=BK263', '鉄道輸送受付', '鉄道輸送委託一覧へ'],
      ['箱号分配', '查看此订舱', '/tickets/myBooking?bookingNo=BK262', 'コンテナ番号割当', 'このブッキングを見る'],
    ] as const;
    for (const lang of ['zh', 'jp'] as const) {
      await openPage(lang);
      const all = () => within(screen.getByRole('list', { name: lang === 'zh' ? '我的消息' : 'メッセージ' })).getAllByRole('listitem');
      await waitFor(() => expect(all()).toHaveLength(5));
      for (const [i, [zhType, zhLink, href, jaType, jaLink]] of expected.entries()) {
        const item = all()[i]!;
        expect(within(item).getByText(lang === 'zh' ? zhType : jaType)).toBeTruthy();
        fireEvent.click(within(item).getByRole('button'));
        const link = await within(item).findByRole('link', { name: lang === 'zh' ? zhLink : jaLink });
        expect(link.getAttribute('href')).toBe(href);
        fireEvent.click(within(item).getByRole('button'));
      }
      cleanup();
    }
  });

  it('speaks Japanese', async () => {
    await openPage('jp');
    await waitFor(() => expect(screen.getAllByText('未読')).toHaveLength(2));
    expect(screen.getByText('船荷証券サレンダー済み：ESFS26000003')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'メッセージ（未読 2 件）' })).toBeTruthy());
  });
});
