import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { CustomerServices } from '../../app/customerServices';
import { slicePage, type Page } from '../../domain/envelope';
import type { Lang } from '../../domain/lang';
import type { OrderPageQuery } from '../../domain/payments';
import type { OrderView } from '../../domain/ticketing/order';
import { leg, order } from '../../machines/orders.fixtures';
import { ApiError } from '../../domain/apiError';

type OrderCalls = CustomerServices['orders'];
/** The calls the screen makes, handed in through the services context. */
const getOrderPage = vi.fn<OrderCalls['getOrderPage']>();
const cancelOrder = vi.fn<OrderCalls['cancelOrder']>();
const applyRefund = vi.fn<OrderCalls['applyRefund']>();
const markOfflinePaid = vi.fn<OrderCalls['markOfflinePaid']>();
const loadOrder = vi.fn<OrderCalls['loadOrder']>();
const downloadETicket = vi.fn<OrderCalls['downloadETicket']>();
const deleteDraft = vi.fn<OrderCalls['deleteDraft']>();
const calls = {
  baseData: { getDictList: vi.fn<CustomerServices['baseData']['getDictList']>(async () => []) },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
  orders: { getOrderPage, cancelOrder, applyRefund, markOfflinePaid, loadOrder, downloadETicket, deleteDraft },
};

beforeAll(async () => {
  await import('./OrdersPage');
}, 30_000);

const USER = { userId: 'u-1', logonId: 'demo.passenger' };
// Ten days before the sailing of 2026-12-10 02:00 UTC: a refund costs 10 %.
const NOW = new Date('2026-11-30T02:00:00.000Z');

/** The user's orders as the server keeps them, newest first; the calls answer from it. */
let stored: OrderView[];

function pageOf(query: OrderPageQuery): Page<OrderView> {
  const found = stored.filter(
    (o) =>
      (!query.status || o.status === query.status) &&
      (!query.orderType || o.orderType === query.orderType) &&
      (!query.orderNo || o.orderNo?.includes(query.orderNo)),
  );
  const current = query.current ?? 1;
  const size = query.size ?? 10;
  return slicePage(found, { current, size });
}

const moveTo = (uuid: string, status: OrderView['status'], stateValue: unknown = status) => {
  stored = stored.map((o) => (o.uuid === uuid ? { ...o, status, stateValue } : o));
  return null;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  stored = [
    order('o-3', 'DUE_PAY', { createdAt: '2026-11-22T03:00:00.000Z' }),
    order('o-2', 'PAID', {
      currency: 'JPY',
      totalAmount: 29000,
      orderType: 'ROUND_TRIP',
      legs: [
        leg(),
        leg({
          legIndex: 1,
          departurePort: 'JPOSA',
          arrivalPort: 'CNSHA',
          departurePortNameZh: '大阪',
          arrivalPortNameZh: '上海',
          departurePortNameJa: '大阪',
          arrivalPortNameJa: '上海',
          departureTime: '2026-12-20T01:00:00.000Z',
        }),
      ],
    }),
    order('o-1', 'CANCEL'),
  ];
  getOrderPage.mockImplementation(async (query) => pageOf(query));
  cancelOrder.mockImplementation(async (uuid) => moveTo(uuid, 'CANCEL'));
  applyRefund.mockImplementation(async (uuid) => moveTo(uuid, 'BEING_REFUNDED'));
  markOfflinePaid.mockImplementation(async (uuid) => moveTo(uuid, 'DUE_PAY', { DUE_PAY: 'offlineClaimed' }));
  deleteDraft.mockImplementation(async (uuid) => {
    stored = stored.filter((o) => o.uuid !== uuid);
    return null;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const CONFIRM = /^(提示|確認)$/;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (orderNo: string) => rows().find((r) => within(r).queryByText(orderNo))!;
const buttonsOf = (orderNo: string) =>
  within(rowOf(orderNo))
    .getAllByRole('button')
    .map((b) => b.textContent?.trim());

async function openPage(lang: Lang = 'zh') {
  const app = await renderApp({ path: '/orders', lang, user: USER, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '我的订单' : '予約履歴' }, { timeout: 5000 });
  await waitFor(() => expect(rows()).toHaveLength(3));
  return app;
}

describe('orders screen', { timeout: 20_000 }, () => {
  it('lists the orders newest first: number, route and departure at the port, type, the spec’s status label, total in its currency, created time', async () => {
    await openPage();
    expect(getOrderPage).toHaveBeenCalledWith({ current: 1, size: 10 }, { signal: expect.any(AbortSignal) });
    const [unpaid, paid, cancelled] = rows();
    expect(within(unpaid!).getByText('T2611220003')).toBeTruthy();
    expect(within(unpaid!).getByText('上海 → 大阪')).toBeTruthy();
    expect(within(unpaid!).getByText('2026-12-10 10:00:00 出发（当地时间）')).toBeTruthy();
    expect(within(unpaid!).getByText('待支付')).toBeTruthy();
    expect(within(unpaid!).getByText('¥1,100.00')).toBeTruthy();
    expect(unpaid!.textContent).toContain('单程');
    expect(within(paid!).getByText('已支付')).toBeTruthy();
    expect(within(paid!).getByText('29,000円')).toBeTruthy();
    expect(within(paid!).getByText('大阪 → 上海')).toBeTruthy();
    expect(paid!.textContent).toContain('往返');
    expect(within(cancelled!).getByText('已取消')).toBeTruthy();
    expect(screen.getByText('共 3 个订单')).toBeTruthy();
  });

  it('offers in each row only what the order statechart takes there', async () => {
    await openPage();
    expect(buttonsOf('T2611220003')).toEqual(['详情', '立即支付', '取消订单', '已线下转账', '再次购买']);
    expect(buttonsOf('T2611220002')).toEqual(['详情', '申请退款', '再次购买']);
    expect(buttonsOf('T2611220001')).toEqual(['详情', '再次购买']);
  });

  it('no refund is offered under 24 hours before the first departure', async () => {
    vi.setSystemTime(new Date('2026-12-09T02:00:01.000Z'));
    await openPage();
    expect(buttonsOf('T2611220002')).toEqual(['详情', '再次购买']);
  });

  it('cancel: the spec’s question first, nothing sent when dismissed; confirmed, "取消成功" and the row says 已取消', async () => {
    await openPage();
    fireEvent.click(within(rowOf('T2611220003')).getByRole('button', { name: '取消订单：T2611220003' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    expect(within(dialog).getByText('确定要取消当前订单吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM })).toBeNull());
    expect(cancelOrder).not.toHaveBeenCalled();

    fireEvent.click(within(rowOf('T2611220003')).getByRole('button', { name: '取消订单：T2611220003' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: CONFIRM })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消成功')).toBeTruthy();
    expect(cancelOrder).toHaveBeenCalledWith('o-3');
    await waitFor(() => expect(within(rowOf('T2611220003')).getByText('已取消')).toBeTruthy());
    expect(buttonsOf('T2611220003')).toEqual(['详情', '再次购买']);
  });

  it('in Japanese: the cancel question and its answer, and the cancelled order says キャンセル済み', async () => {
    await openPage('jp');
    fireEvent.click(within(rowOf('T2611220003')).getByRole('button', { name: '予約をキャンセル：T2611220003' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    expect(within(dialog).getByText('現在の予約をキャンセルしてもよろしいですか？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'はい' }));
    expect(await screen.findByText('キャンセルしました')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('T2611220003')).getByText('キャンセル済み')).toBeTruthy());
  });

  it('apply refund: the fee table with the row that applies and the amount that would come back, then "申请成功" and 退款中', async () => {
    await openPage();
    fireEvent.click(within(rowOf('T2611220002')).getByRole('button', { name: '申请退款：T2611220002' }));
    const dialog = await screen.findByRole('dialog', { name: '申请退款' });
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getByRole('row', { name: /7 天以上\s*10%/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(
      within(table)
        .getByRole('row', { name: /1 至 7 天\s*30%/ })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(within(table).getByRole('row', { name: /24 小时以内\s*不可退款/ })).toBeTruthy();
    expect(within(dialog).getByText('29,000円')).toBeTruthy();
    expect(within(dialog).getByText('-2,900円')).toBeTruthy();
    expect(within(dialog).getByTestId('refund-amount').textContent).toBe('26,100円');
    expect(applyRefund).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请成功')).toBeTruthy();
    expect(applyRefund).toHaveBeenCalledWith('o-2');
    await waitFor(() => expect(within(rowOf('T2611220002')).getByText('退款中')).toBeTruthy());
  });

  it('refund 3 days before: 30 % is the row that applies and 70 % comes back', async () => {
    vi.setSystemTime(new Date('2026-12-07T02:00:00.000Z'));
    await openPage();
    fireEvent.click(within(rowOf('T2611220002')).getByRole('button', { name: '申请退款：T2611220002' }));
    const dialog = await screen.findByRole('dialog', { name: '申请退款' });
    expect(
      within(dialog)
        .getByRole('row', { name: /1 至 7 天\s*30%/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(within(dialog).getByTestId('refund-amount').textContent).toBe('20,300円');
    fireEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '申请退款' })).toBeNull());
    expect(applyRefund).not.toHaveBeenCalled();
  });

  it('a sailing the company rescheduled: the dialog says so, no row of the table applies, and everything paid comes back', async () => {
    stored = stored.map((o) => (o.uuid === 'o-2' ? { ...o, refundFeeWaived: true } : o));
    await openPage('jp');
    fireEvent.click(within(rowOf('T2611220002')).getByRole('button', { name: '払い戻しを申請：T2611220002' }));
    const dialog = await screen.findByRole('dialog', { name: '払い戻しの申請' });
    expect(within(dialog).getByRole('status').textContent).toContain('今回の払い戻しは手数料無料です');
    expect(
      within(dialog)
        .getAllByRole('row')
        .filter((r) => r.getAttribute('aria-current') === 'true'),
    ).toEqual([]);
    expect(within(dialog).getByText('-0円')).toBeTruthy();
    expect(within(dialog).getByTestId('refund-amount').textContent).toBe('29,000円');
  });

  it('mark offline paid: confirmed first; afterwards neither cancel nor pay is offered (staff decide)', async () => {
    await openPage();
    fireEvent.click(within(rowOf('T2611220003')).getByRole('button', { name: '已线下转账：T2611220003' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    expect(dialog.textContent).toContain('确定已通过银行转账支付当前订单吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('提交成功，请等待工作人员确认到账')).toBeTruthy();
    expect(markOfflinePaid).toHaveBeenCalledWith('o-3');
    await waitFor(() => expect(buttonsOf('T2611220003')).toEqual(['详情', '再次购买']));
    expect(within(rowOf('T2611220003')).getByText('待支付')).toBeTruthy();
  });

  it('a refused move (the order expired meanwhile) shows the list as the server has it now', async () => {
    cancelOrder.mockImplementationOnce(async (uuid) => {
      moveTo(uuid, 'CANCEL');
      throw new ApiError('订单当前状态不允许此操作', { kind: 'business', code: 10500 });
    });
    await openPage();
    fireEvent.click(within(rowOf('T2611220003')).getByRole('button', { name: '取消订单：T2611220003' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: CONFIRM })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(rowOf('T2611220003')).getByText('已取消')).toBeTruthy());
    expect(screen.queryByText('取消成功')).toBeNull();
    expect(getOrderPage).toHaveBeenCalledTimes(2);
  });

  it('a draft can be deleted: the question first, nothing sent when dismissed; confirmed, "草稿已删除" and it leaves the list', async () => {
    stored = [order('o-4', 'DRAFT', { orderNo: null, submittedAt: null, createdAt: '2026-11-23T03:00:00.000Z' }), ...stored];
    await renderApp({ path: '/orders', user: USER, calls });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const draftRow = () => rows()[0]!;
    expect(
      within(draftRow())
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['详情', '继续填写', '删除草稿']);
    // Only a draft: a submitted order is cancelled or refunded, never deleted.
    for (const orderNo of ['T2611220003', 'T2611220002', 'T2611220001']) expect(buttonsOf(orderNo)).not.toContain('删除草稿');

    fireEvent.click(within(draftRow()).getByRole('button', { name: '删除草稿：草稿' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    expect(within(dialog).getByText('确定删除该草稿吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM })).toBeNull());
    expect(deleteDraft).not.toHaveBeenCalled();

    fireEvent.click(within(draftRow()).getByRole('button', { name: '删除草稿：草稿' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: CONFIRM })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('草稿已删除')).toBeTruthy();
    expect(deleteDraft).toHaveBeenCalledWith('o-4');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText('共 3 个订单')).toBeTruthy();
  });

  it('in Japanese: the draft’s question and its answer', async () => {
    stored = [order('o-4', 'DRAFT', { orderNo: null, submittedAt: null }), ...stored];
    await renderApp({ path: '/orders', lang: 'jp', user: USER, calls });
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: '下書きを削除：下書き' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    expect(within(dialog).getByText('この下書きを削除しますか？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'はい' }));
    expect(await screen.findByText('下書きを削除しました')).toBeTruthy();
    expect(deleteDraft).toHaveBeenCalledWith('o-4');
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('pay now goes to the payment page of the order', async () => {
    const { location } = await openPage();
    fireEvent.click(within(rowOf('T2611220003')).getByRole('button', { name: '立即支付：T2611220003' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/ticketing/pay?uuid=o-3'));
  });

  it('buy again starts a search with the order’s route and trip type, naming the order whose cabin and passengers it takes', async () => {
    const { location } = await openPage();
    fireEvent.click(within(rowOf('T2611220002')).getByRole('button', { name: '再次购买：T2611220002' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/ticketing/search?from=CNSHA&to=JPOSA&type=ROUND_TRIP&again=o-2'));
  });

  it('filters: status, type, days and number are asked from the first page; an inverted range is refused; reset asks for all', async () => {
    await openPage();
    const filters = screen.getByRole('search');
    fireEvent.change(within(filters).getByLabelText('订单状态'), { target: { value: 'PAID' } });
    fireEvent.change(within(filters).getByLabelText('订单类型'), { target: { value: 'ROUND_TRIP' } });
    fireEvent.change(within(filters).getByLabelText('下单日期从'), { target: { value: '2026-11-22' } });
    fireEvent.change(within(filters).getByLabelText('至'), { target: { value: '2026-11-21' } });
    expect(within(filters).getByRole('alert').textContent).toBe('结束日期不能早于开始日期');
    expect((within(filters).getByRole('button', { name: '查询' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(filters).getByLabelText('至'), { target: { value: '2026-11-22' } });
    fireEvent.change(within(filters).getByLabelText('订单号'), { target: { value: '  T2611220002 ' } });
    fireEvent.click(within(filters).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(getOrderPage).toHaveBeenLastCalledWith(
      {
        status: 'PAID',
        orderType: 'ROUND_TRIP',
        createdFrom: '2026-11-22',
        createdTo: '2026-11-22',
        orderNo: 'T2611220002',
        current: 1,
        size: 10,
      },
      { signal: expect.any(AbortSignal) },
    );
    fireEvent.click(within(filters).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(getOrderPage).toHaveBeenLastCalledWith({ current: 1, size: 10 }, { signal: expect.any(AbortSignal) });
    expect((within(filters).getByLabelText('订单状态') as HTMLSelectElement).value).toBe('');
  });

  it('filters in Japanese name the statuses as the spec does', async () => {
    await openPage('jp');
    const status = within(screen.getByRole('search')).getByLabelText('ステータス');
    const options = within(status)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['すべて', '下書き', '未払い', '支払済み', '払い戻し待ち', '払い戻し済み', 'キャンセル済み', '無効']);
  });

  it('pages through 25 orders, 10 a page', async () => {
    stored = Array.from({ length: 25 }, (_, i) => order(`o-${25 - i}`, 'CANCEL'));
    await renderApp({ path: '/orders', user: USER, calls });
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(getOrderPage).toHaveBeenLastCalledWith({ current: 3, size: 10 }, { signal: expect.any(AbortSignal) });
  });

  it('says when there is no order yet, once the list has answered', async () => {
    stored = [];
    await renderApp({ path: '/orders', user: USER, calls });
    expect(await screen.findByText('暂无订单')).toBeTruthy();
  });

  it('a list that cannot load says so and loads again on retry', async () => {
    getOrderPage.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    await renderApp({ path: '/orders', user: USER, calls });
    const alert = await screen.findByText('订单列表加载失败，请稍后重试');
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});
