import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { CustomerServices } from '../../app/customerServices';
import type { Lang } from '../../domain/lang';
import type { OrderHistoryEntry } from '../../domain/payments';
import type { OrderView } from '../../domain/ticketing/order';
import { leg, order } from '../../machines/orders.fixtures';
import { DICTS } from '../ticketing/createOrder/testing/fixtures';

/** Issue 25 "honest pages": the history never shows a status changing into itself; a closed order says why. */

const loadOrder = vi.fn<CustomerServices['orders']['loadOrder']>();
const calls = {
  baseData: { getDictList: vi.fn<CustomerServices['baseData']['getDictList']>(async (type) => DICTS[type] ?? []) },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
  orders: { loadOrder },
};
const USER = { userId: 'u-1', logonId: 'demo.passenger' };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const move = (
  event: string,
  fromStatus: OrderHistoryEntry['fromStatus'],
  toStatus: OrderHistoryEntry['toStatus'],
  extra: Partial<OrderHistoryEntry> = {},
): OrderHistoryEntry => ({
  event,
  fromStatus,
  toStatus,
  actor: 'user',
  note: null,
  at: '2026-11-22T01:00:00.000Z',
  ...extra,
});

const SUBMITTED = move('order.submit', 'DRAFT', 'DUE_PAY');

async function show(view: OrderView, lang: Lang = 'zh') {
  loadOrder.mockResolvedValue(view);
  await renderApp({ path: `/order/details?uuid=${view.uuid}`, user: USER, lang, calls });
  await screen.findByText(view.orderNo!);
}

/** The history's rows as "event | change" (header row left out). */
function historyRows(title: string): string[] {
  const region = within(screen.getByRole('region', { name: title }));
  return region
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return `${cells[1]!.textContent} | ${cells[2]!.textContent}`;
    });
}

describe('the status history', { timeout: 20_000 }, () => {
  const CLAIMED = order('o-1', 'DUE_PAY', {
    stateValue: { DUE_PAY: 'offlineClaimed' },
    history: [SUBMITTED, move('order.claimOffline', 'DUE_PAY', 'DUE_PAY', { at: '2026-11-22T01:10:00.000Z' })],
  });

  it('in Chinese: a transfer claim says what happened, not 待支付 → 待支付', async () => {
    await show(CLAIMED);
    expect(historyRows('状态记录')).toEqual(['提交订单 | 草稿 → 待支付', '标记线下已付 | 已提交线下转账，待确认']);
  });

  it('in Japanese: a transfer claim says 銀行振込の連絡, not 未払い → 未払い', async () => {
    await show(CLAIMED, 'jp');
    expect(historyRows('状態の履歴')).toEqual(['予約の確定 | 下書き → 未払い', '銀行振込済みの連絡 | 銀行振込の連絡（確認待ち）']);
  });

  it('each move that keeps the status has its own words, in both languages', async () => {
    const moves = order('o-2', 'REFUND', {
      history: [
        move('order.rejectOffline', 'DUE_PAY', 'DUE_PAY', { actor: 'staff' }),
        move('payment.transferToReturn', 'CANCEL', 'CANCEL', { actor: 'staff' }),
        move('payment.autoRefund', 'CANCEL', 'CANCEL', { actor: 'system' }),
        move('refund.paidOut', 'REFUND', 'REFUND', { actor: 'staff' }),
      ],
    });
    await show(moves);
    expect(historyRows('状态记录').map((row) => row.split(' | ')[1])).toEqual(['转账未确认，支付期限重新计算', '转账待退回', '款项已全额退回', '退款已转出']);
    cleanup();
    await show(moves, 'jp');
    expect(historyRows('状態の履歴').map((row) => row.split(' | ')[1])).toEqual([
      '振込未確認のため、お支払い期限を再設定',
      '入金の返金待ち',
      '入金を全額返金済み',
      '払い戻しを振込済み',
    ]);
  });

  it('an event it has no words for, keeping the status, shows the event as the server names it', async () => {
    await show(order('o-3', 'PAID', { history: [move('order.somethingNew', 'PAID', 'PAID')] }));
    expect(historyRows('状态记录')).toEqual(['order.somethingNew | order.somethingNew']);
  });
});

describe('a closed order says why', { timeout: 20_000 }, () => {
  const reason = (title: string) => screen.getByRole('region', { name: title }).textContent;
  // The sweep moved it at 01:31:05 UTC: 09:31:05 in Shanghai, 10:31:05 in Osaka.
  const EXPIRED = order('o-4', 'CANCEL', {
    history: [SUBMITTED, move('order.expire', 'DUE_PAY', 'CANCEL', { actor: 'system', note: 'payment window expired', at: '2026-11-22T01:31:05.000Z' })],
  });

  it('expired, in Chinese: the payment window ran out, at the departure port’s clock', async () => {
    await show(EXPIRED);
    expect(reason('订单关闭原因')).toBe('订单关闭原因未在支付期限内完成支付，订单已于 2026-11-22 09:31:05（上海当地时间）自动取消。');
  });

  it('expired, in Japanese, from Osaka: the Osaka clock', async () => {
    const fromOsaka = { ...EXPIRED, legs: [leg({ departurePort: 'JPOSA', departurePortNameZh: '大阪', departurePortNameJa: '大阪', arrivalPort: 'CNSHA' })] };
    await show(fromOsaka, 'jp');
    expect(reason('予約が終了した理由')).toBe(
      '予約が終了した理由お支払い期限内にお支払いがなかったため、2026-11-22 10:31:05（大阪現地時間）に予約は自動的にキャンセルされました。',
    );
  });

  it('cancelled by the passenger, in both languages', async () => {
    const cancelled = order('o-5', 'CANCEL', { history: [SUBMITTED, move('order.cancel', 'DUE_PAY', 'CANCEL', { at: '2026-11-22T01:05:00.000Z' })] });
    await show(cancelled);
    expect(reason('订单关闭原因')).toBe('订单关闭原因您已于 2026-11-22 09:05:00（上海当地时间）取消此订单。');
    cleanup();
    await show(cancelled, 'jp');
    expect(reason('予約が終了した理由')).toBe('予約が終了した理由2026-11-22 09:05:00（上海現地時間）にお客様が予約をキャンセルされました。');
  });

  it('voided by staff because the sailing was cancelled, with their note, in both languages; a late payment given back afterwards changes nothing', async () => {
    const voided = order('o-6', 'ABOLISH', {
      history: [
        SUBMITTED,
        move('order.paid', 'DUE_PAY', 'PAID', { actor: 'provider' }),
        move('order.abolish', 'PAID', 'ABOLISH', { actor: 'staff', actorName: '李四', note: '台风停航' }),
        move('payment.autoRefund', 'ABOLISH', 'ABOLISH', { actor: 'system', note: 'T2611220006-2 late' }),
      ],
    });
    await show(voided);
    expect(reason('订单关闭原因')).toBe('订单关闭原因该航次已取消，订单已由工作人员作废，已付款项全额退还。工作人员说明：台风停航');
    cleanup();
    await show(voided, 'jp');
    expect(reason('予約が終了した理由')).toBe(
      '予約が終了した理由運航が中止されたため、スタッフが予約を無効にしました。お支払い済みの代金は全額払い戻されます。スタッフからの説明：台风停航',
    );
  });

  it('an unpaid order on a cancelled sailing is cancelled, not voided', async () => {
    await show(order('o-7', 'CANCEL', { history: [SUBMITTED, move('order.abolish', 'DUE_PAY', 'CANCEL', { actor: 'staff', note: '' })] }));
    expect(reason('订单关闭原因')).toBe('订单关闭原因该航次已取消，未支付的订单随之取消。');
  });

  it('an open order, or a closed one whose history does not say, shows no reason', async () => {
    await show(order('o-8', 'PAID', { history: [SUBMITTED] }));
    expect(screen.queryByRole('region', { name: '订单关闭原因' })).toBeNull();
    cleanup();
    await show(order('o-9', 'CANCEL', { history: [] }));
    expect(screen.queryByRole('region', { name: '订单关闭原因' })).toBeNull();
  });
});
