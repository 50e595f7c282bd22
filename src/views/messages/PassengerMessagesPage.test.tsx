import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing/renderApp';
import type { CustomerServices } from '../../app/customerServices';
import { ApiError } from '../../domain/apiError';
import type { Lang } from '../../domain/lang';
import type { PassengerMessage } from '../../domain/notifications';
import { pageOf } from '../shipping/testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
type Calls = CustomerServices['passengerMessages'];
const getPassengerMessagePage = vi.fn<Calls['getPassengerMessagePage']>();
const getUnreadCount = vi.fn<Calls['getUnreadCount']>();
const markPassengerMessagesRead = vi.fn<Calls['markPassengerMessagesRead']>();
const markAllPassengerMessagesRead = vi.fn<Calls['markAllPassengerMessagesRead']>();
const calls = {
  passengerMessages: { getPassengerMessagePage, getUnreadCount, markPassengerMessagesRead, markAllPassengerMessagesRead },
};

const PASSENGER = { userId: 'u-7', logonId: 'wang.fang' };

beforeAll(async () => {
  await import('./PassengerMessagesPage');
}, 30_000);

function passengerMessage(n: number, overrides: Partial<PassengerMessage> = {}): PassengerMessage {
  return {
    uuid: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'order.submitted',
    orderUuid: `50000000-0000-4000-8000-00000000000${n}`,
    orderNo: `T260301000${n}`,
    reason: null,
    read: false,
    createdAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

/** The passenger's messages as the server keeps them, newest first. */
let stored: PassengerMessage[];

beforeEach(() => {
  stored = [
    passengerMessage(3, { kind: 'order.transferRejected', reason: '未查到该笔转账', createdAt: '2026-03-01T04:30:00.000Z' }),
    passengerMessage(2, { kind: 'order.offlineClaimed', createdAt: '2026-03-01T03:00:00.000Z' }),
    passengerMessage(1, { kind: 'order.submitted', read: true }),
  ];
  getPassengerMessagePage.mockImplementation(async ({ current, size, unreadOnly }) =>
    pageOf(
      stored.filter((m) => !unreadOnly || !m.read),
      current,
      size,
    ),
  );
  getUnreadCount.mockImplementation(async () => stored.filter((m) => !m.read).length);
  markPassengerMessagesRead.mockImplementation(async (uuids) => {
    stored = stored.map((m) => (uuids.includes(m.uuid) ? { ...m, read: true } : m));
    return uuids.length;
  });
  markAllPassengerMessagesRead.mockImplementation(async () => {
    stored = stored.map((m) => ({ ...m, read: true }));
    return 2;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const items = (name = '消息中心') => within(screen.getByRole('list', { name })).getAllByRole('listitem');
const badge = () => screen.queryByTestId('passenger-unread-badge');

async function openPage(lang: Lang = 'zh') {
  const app = await renderApp({ path: '/messages', lang, user: PASSENGER, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '消息中心' : 'お知らせ' }, { timeout: 5000 });
  return app;
}

describe('the passenger’s message centre and the header’s bell', { timeout: 20_000 }, () => {
  it('lists the messages newest first, titled by kind, with the order, the reason and the time; unread ones are marked', async () => {
    await openPage();
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(getPassengerMessagePage).toHaveBeenCalledWith({ current: 1, size: 10 }, { signal: expect.any(AbortSignal) });
    const [rejected, claimed, submitted] = items();
    expect(within(rejected!).getByText('未能确认您的银行转账')).toBeTruthy();
    expect(within(rejected!).getByText('原因：未查到该笔转账')).toBeTruthy();
    expect(within(rejected!).getByText('未读')).toBeTruthy();
    expect(within(rejected!).getByText('2026-03-01 04:30:00')).toBeTruthy();
    expect(within(rejected!).getByRole('link', { name: 'T2603010003' }).getAttribute('href')).toBe(
      '/tickets/order/details?uuid=50000000-0000-4000-8000-000000000003',
    );
    expect(within(claimed!).getByText('已收到您的转账通知')).toBeTruthy();
    expect(within(claimed!).queryByText(/原因：/)).toBeNull();
    expect(within(submitted!).getByText('订单已提交，等待支付')).toBeTruthy();
    expect(within(submitted!).getByText('已读')).toBeTruthy();
    expect(screen.getByText('共 3 条消息')).toBeTruthy();
  });

  it('opening an unread message’s order marks it read first, then shows the order; the bell counts one less', async () => {
    const { location } = await openPage();
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    fireEvent.click(within(items()[0]!).getByRole('link', { name: 'T2603010003' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/order/details?uuid=50000000-0000-4000-8000-000000000003'));
    expect(markPassengerMessagesRead).toHaveBeenCalledWith(['40000000-0000-4000-8000-000000000003']);
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
  });

  it('opening a read message’s order marks nothing', async () => {
    const { location } = await openPage();
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.click(within(items()[2]!).getByRole('link', { name: 'T2603010001' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/order/details?uuid=50000000-0000-4000-8000-000000000001'));
    expect(markPassengerMessagesRead).not.toHaveBeenCalled();
  });

  it('"mark all read" marks every unread one in one call; the bell’s badge disappears', async () => {
    await openPage();
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
    expect(markAllPassengerMessagesRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: '消息中心' })).queryByText('未读')).toBeNull());
    await waitFor(() => expect(badge()).toBeNull());
    expect((screen.getByRole('button', { name: '全部标为已读' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('"unread only" asks for the unread ones from the first page, and says when there are none', async () => {
    await openPage();
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.click(screen.getByLabelText('只看未读'));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(getPassengerMessagePage).toHaveBeenLastCalledWith({ current: 1, size: 10, unreadOnly: true }, { signal: expect.any(AbortSignal) });
    expect(screen.queryByText('订单已提交，等待支付')).toBeNull();
    stored = stored.map((m) => ({ ...m, read: true }));
    fireEvent.click(screen.getByLabelText('只看未读'));
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.click(screen.getByLabelText('只看未读'));
    expect(await screen.findByText('没有未读消息')).toBeTruthy();
  });

  it('says when there is nothing, and offers a retry when the list cannot load', async () => {
    stored = [];
    getPassengerMessagePage.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('消息列表暂时无法加载');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    expect(badge()).toBeNull();
  });

  it('speaks Japanese', async () => {
    stored = [...stored, passengerMessage(4, { kind: 'refund.rejected', reason: '出航後のため', read: true })];
    await openPage('jp');
    await waitFor(() => expect(items('お知らせ')).toHaveLength(4));
    expect(screen.getByText('お振込みを確認できませんでした')).toBeTruthy();
    expect(screen.getByText('理由：未查到该笔转账')).toBeTruthy();
    expect(screen.getByText('お振込みのご連絡を受け付けました')).toBeTruthy();
    expect(screen.getByText('払い戻し申請は承認されませんでした')).toBeTruthy();
    expect(screen.getAllByText('未読')).toHaveLength(2);
    expect(screen.getAllByText('予約番号：')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeTruthy();
    expect(screen.getByLabelText('未読のみ')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'お知らせ（未読 2 件）' }).getAttribute('href')).toBe('/tickets/messages'));
  });

  it('speaks Japanese when there is nothing', async () => {
    stored = [];
    await openPage('jp');
    expect(await screen.findByText('お知らせはありません')).toBeTruthy();
  });
});
