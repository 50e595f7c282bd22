import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_STAFF_PATHS, type UndeliveredNotification } from '../../domain/notifications';
import { consoleFetch, okTs } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

/** Notifications that did not reach the passenger: what, to whom, why, and sending a given-up one again. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = (path: string) => `/api${path}`;
const UNDELIVERED = api(NOTIFICATION_STAFF_PATHS.undelivered);
const RESEND = api(NOTIFICATION_STAFF_PATHS.resend);

const notification = (over: Partial<UndeliveredNotification>): UndeliveredNotification => ({
  uuid: 'n-1',
  kind: 'order.transferRejected',
  toAddress: 'wang@example.cn',
  lang: 'zh',
  status: 'FAILED',
  attempts: 5,
  lastError: '550 5.1.1 mailbox unavailable',
  // Noon UTC: the same day wherever the test runs.
  createdAt: '2026-11-20T12:00:00.000Z',
  nextAttemptAt: '2026-11-21T12:00:00.000Z',
  sentAt: null,
  orderUuid: 'o-1',
  orderNo: 'T2611200001',
  ...over,
});

/** The given-up one is the older; the one still being tried is newer, so it comes first. */
const FAILED = notification({});
const PENDING = notification({
  uuid: 'n-2',
  kind: 'refund.approved',
  toAddress: 'yamada@example.jp',
  lang: 'jp',
  status: 'PENDING',
  attempts: 2,
  lastError: '421 4.7.0 try again later',
  createdAt: '2026-11-25T12:00:00.000Z',
  nextAttemptAt: '2026-11-26T12:00:00.000Z',
  orderUuid: null,
});

const REFUSED = {
  code: 10500,
  message: '该通知未处于发送失败状态，系统仍在自动重试或已发送',
  jpMessage: 'この通知は送信失敗の状態ではありません（自動で再送中、または送信済みです）',
  data: null,
};

const TEXT = {
  zh: {
    transferRejected: '转账未通过通知',
    refundApproved: '退票通过通知',
    failed: '已放弃',
    pending: '重试中',
    to: 'wang@example.cn (中文)',
    toJp: 'yamada@example.jp (日文)',
    openOrder: '查看订单',
    resend: '重新发送给 wang@example.cn',
    empty: '没有未送达的通知。',
    loadFailed: '通知加载失败。',
    reload: '重新加载',
    refused: '未能重新发送给 wang@example.cn：该通知未处于发送失败状态，系统仍在自动重试或已发送',
  },
  jp: {
    transferRejected: '振込不承認のお知らせ',
    refundApproved: '払い戻し承認のお知らせ',
    failed: '送信中止',
    pending: '再送待ち',
    to: 'wang@example.cn (中国語)',
    toJp: 'yamada@example.jp (日本語)',
    openOrder: '注文を表示',
    resend: 'wang@example.cn に再送信',
    empty: '未配信のお知らせはありません。',
    loadFailed: 'お知らせを読み込めませんでした。',
    reload: '再読み込み',
    refused: 'wang@example.cn に再送信できませんでした：この通知は送信失敗の状態ではありません（自動で再送中、または送信済みです）',
  },
} as const;

const rows = () => screen.findAllByTestId('notification-item', {}, { timeout: 5000 });

describe.each(['zh', 'jp'] as const)('undelivered notifications (%s)', { timeout: 20_000 }, (lang) => {
  const t = TEXT[lang];

  it('lists each notification newest first: what, to whom, its state, tries, the mail server’s answer, and its order', async () => {
    consoleFetch({ [UNDELIVERED]: okTs([FAILED, PENDING]) });
    renderConsole('/ticketing/notifications', { role: 'ticketingClerk', lang });
    const [pending, failed] = await rows();

    expect(pending!.dataset.uuid).toBe('n-2');
    expect(within(pending!).getByText(t.refundApproved)).toBeTruthy();
    expect(within(pending!).getByText(t.toJp)).toBeTruthy();
    expect(within(pending!).getByText(t.pending)).toBeTruthy();
    expect(within(pending!).getByText('2')).toBeTruthy();
    expect(within(pending!).getByText('421 4.7.0 try again later')).toBeTruthy();
    expect(within(pending!).getByText(/^2026-11-25 /)).toBeTruthy();
    expect(within(pending!).getByText(/^2026-11-26 /)).toBeTruthy();
    expect(within(pending!).queryByRole('link')).toBeNull();
    expect(within(pending!).queryByRole('button')).toBeNull();

    expect(failed!.dataset.uuid).toBe('n-1');
    expect(within(failed!).getByText(t.transferRejected)).toBeTruthy();
    expect(within(failed!).getByText(t.to)).toBeTruthy();
    expect(within(failed!).getByText(t.failed)).toBeTruthy();
    expect(within(failed!).getByText('5')).toBeTruthy();
    expect(within(failed!).getByText('550 5.1.1 mailbox unavailable')).toBeTruthy();
    expect(within(failed!).getByRole('link', { name: t.openOrder }).getAttribute('href')).toBe('/ticketing/orders/o-1');
    expect(within(failed!).getByRole('button', { name: t.resend })).toBeTruthy();
  });

  it('says when nothing is undelivered', async () => {
    consoleFetch({ [UNDELIVERED]: okTs([]) });
    renderConsole('/ticketing/notifications', { role: 'ticketingClerk', lang });
    expect(await screen.findByText(t.empty, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('notification-item')).toBeNull();
  });

  it('says when the list could not be loaded, and loads it again on asking', async () => {
    let fail = true;
    const sent = consoleFetch({
      [UNDELIVERED]: () => (fail ? { code: 10500, message: '系统繁忙', jpMessage: 'システムが混み合っています', data: null } : okTs([FAILED])),
    });
    renderConsole('/ticketing/notifications', { role: 'ticketingClerk', lang });
    expect(await screen.findByText(t.loadFailed, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('notification-item')).toBeNull();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t.reload }));
    expect(await rows()).toHaveLength(1);
    expect(screen.queryByText(t.loadFailed)).toBeNull();
    expect(sent.filter((r) => r.path === UNDELIVERED)).toHaveLength(2);
  });

  it('sends a given-up notification again by its uuid, then shows the list as it now is', async () => {
    let resent = false;
    const sent = consoleFetch({
      [UNDELIVERED]: () => okTs(resent ? [{ ...FAILED, status: 'PENDING', attempts: 0 }] : [FAILED]),
      [RESEND]: () => {
        resent = true;
        return okTs({ ...FAILED, status: 'PENDING', attempts: 0 });
      },
    });
    renderConsole('/ticketing/notifications', { role: 'admin', lang });
    await userEvent.click(within((await rows())[0]!).getByRole('button', { name: t.resend }));

    expect(await screen.findByText(t.pending)).toBeTruthy();
    expect(sent.filter((r) => r.path === RESEND).map((r) => r.body)).toEqual([{ uuid: 'n-1' }]);
    expect(sent.filter((r) => r.path === UNDELIVERED)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: t.resend })).toBeNull();
    expect(screen.queryByTestId('resend-refusal')).toBeNull();
  });

  it('shows the server’s refusal beside the address, and reloads the list', async () => {
    const sent = consoleFetch({ [UNDELIVERED]: okTs([FAILED]), [RESEND]: REFUSED });
    renderConsole('/ticketing/notifications', { role: 'ticketingClerk', lang });
    await userEvent.click(within((await rows())[0]!).getByRole('button', { name: t.resend }));

    expect((await screen.findByTestId('resend-refusal')).textContent).toBe(t.refused);
    await waitFor(() => expect(sent.filter((r) => r.path === UNDELIVERED)).toHaveLength(2));
    expect(await rows()).toHaveLength(1);
  });
});
