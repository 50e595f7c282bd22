import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { OrderView } from '../../domain/ticketing/order';
import { order } from '../../machines/orders.fixtures';
import { ApiError } from '../../domain/apiError';
import type { CustomerServices } from '../../app/customerServices';
import { ADULT, DICTS } from '../ticketing/createOrder/testing/fixtures';

type OrderCalls = CustomerServices['orders'];
/** The order calls the screen makes, handed in through the services context. */
const loadOrder = vi.fn<OrderCalls['loadOrder']>();
const cancelOrder = vi.fn<OrderCalls['cancelOrder']>();
const applyRefund = vi.fn<OrderCalls['applyRefund']>();
const markOfflinePaid = vi.fn<OrderCalls['markOfflinePaid']>();
const downloadETicket = vi.fn<OrderCalls['downloadETicket']>();
const giveRefundAccount = vi.fn<OrderCalls['giveRefundAccount']>();
const calls = {
  baseData: { getDictList: vi.fn<CustomerServices['baseData']['getDictList']>(async (type) => DICTS[type] ?? []) },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
  orders: { loadOrder, cancelOrder, applyRefund, markOfflinePaid, downloadETicket, giveRefundAccount },
};

afterEach(() => {
  cleanup();
  loadOrder.mockReset();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const USER = { userId: 'u-1', logonId: 'demo.passenger' };

const ORDER: OrderView = order('o-1', 'DUE_PAY', {
  breakdown: {
    currency: 'RMB',
    legs: [
      {
        cabinClass: 'SECOND_JAPANESE',
        lines: [
          { kind: 'FARE', passenger: 0, ticketType: 'ADULT', amountMinor: 100000 },
          { kind: 'FUEL_SURCHARGE', passenger: 0, ticketType: 'ADULT', amountMinor: 10000 },
          { kind: 'FARE', passenger: 1, ticketType: 'INFANT', amountMinor: 0 },
        ],
        subtotalMinor: 110000,
      },
    ],
    totalMinor: 110000,
  },
  passengers: [ADULT, { ...ADULT, cnGivenName: '小宝', enGivenName: 'XIAOBAO', birthDate: '2026-01-01', ticketType: 'INFANT' }],
  tickets: [
    {
      uuid: 't-1',
      ticketNo: 'T2611220001-1-1',
      legIndex: 0,
      passengerIndex: 0,
      passengerName: '张三',
      passengerNameEn: 'ZHANG SAN',
      ticketType: 'ADULT',
      status: 'UNPAID',
      fare: 1000,
      surcharge: 100,
    },
    {
      uuid: 't-2',
      ticketNo: 'T2611220001-1-2',
      legIndex: 0,
      passengerIndex: 1,
      passengerName: '张小宝',
      passengerNameEn: 'ZHANG XIAOBAO',
      ticketType: 'INFANT',
      status: 'UNPAID',
      fare: 0,
      surcharge: 0,
    },
  ],
});

describe('order details page', { timeout: 20_000 }, () => {
  it('shows the order asked for: number, DUE_PAY as unpaid, type, contact, legs in port time, tickets, breakdown and total', async () => {
    loadOrder.mockResolvedValue(ORDER);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    expect(await screen.findByText('T2611220001')).toBeTruthy();
    expect(loadOrder).toHaveBeenCalledWith('o-1', { signal: expect.any(AbortSignal) });
    expect(screen.getByText('待支付')).toBeTruthy();
    expect(screen.getByText('单程', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('zhang@example.com')).toBeTruthy();
    expect(screen.getByText('2026-12-10 10:00:00 出发（当地时间）')).toBeTruthy();
    expect(screen.getByText('2026-12-11 10:00:00 到达（当地时间）')).toBeTruthy();
    const tickets = screen.getByRole('region', { name: '乘客与船票' });
    const infantRow = within(tickets).getByRole('row', { name: /张小宝/ });
    expect(infantRow.textContent).toContain('婴儿');
    expect(infantRow.textContent).toContain('T2611220001-1-2');
    expect(infantRow.textContent).toContain('未支付');
    expect(screen.getByTestId('order-total').textContent).toBe('¥1,100.00');
    expect(screen.getByTestId('price-total').textContent).toBe('¥1,100.00');
    expect(screen.getByTestId('leg-subtotal-0').textContent).toBe('¥1,100.00');
  });

  it('in Japanese: DUE_PAY is 未払い and the ticket types carry their Japanese names', async () => {
    loadOrder.mockResolvedValue(ORDER);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, lang: 'jp', calls });
    expect(await screen.findByText('T2611220001')).toBeTruthy();
    expect(screen.getAllByText('未払い').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('heading', { level: 1, name: '予約詳細' })).toBeTruthy();
    expect(screen.getAllByText('幼児').length).toBeGreaterThanOrEqual(1);
  });

  it('an unknown or someone else’s order (10404): a friendly message and the way back to the orders', async () => {
    loadOrder.mockRejectedValue(new ApiError('订单不存在', { kind: 'business', code: 10404 }));
    await renderApp({ path: '/order/details?uuid=nope', user: USER, calls });
    expect(await screen.findByText('未找到该订单。订单可能不存在，或不属于当前账号。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回我的订单/ }).getAttribute('href')).toBe('/tickets/orders');
  });

  it('no uuid in the address: not found, without asking the server', async () => {
    await renderApp({ path: '/order/details', user: USER, calls });
    expect(await screen.findByText('未找到该订单。订单可能不存在，或不属于当前账号。')).toBeTruthy();
    expect(loadOrder).not.toHaveBeenCalled();
  });

  it('another failure: says so and loads again on retry', async () => {
    loadOrder.mockRejectedValueOnce(new ApiError('timeout', { kind: 'timeout' })).mockResolvedValueOnce(ORDER);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    expect(await screen.findByText('订单加载失败，请稍后重试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('T2611220001')).toBeTruthy();
    expect(loadOrder).toHaveBeenCalledTimes(2);
  });
});

const PAID: OrderView = {
  ...ORDER,
  status: 'PAID',
  stateValue: 'PAID',
  tickets: ORDER.tickets.map((t) => ({ ...t, status: 'VALID' as const })),
  payments: [
    {
      method: 'WECHAT_QR',
      status: 'SUCCEEDED',
      amount: 1100,
      currency: 'RMB',
      outTradeNo: 'T2611220001-1',
      providerTransactionId: 'SBX-42',
      paidAt: '2026-11-22T01:05:00.000Z',
    },
  ],
  history: [
    { event: 'order.submit', fromStatus: 'DRAFT', toStatus: 'DUE_PAY', actor: 'user', note: null, at: '2026-11-22T01:00:00.000Z' },
    { event: 'order.paid', fromStatus: 'DUE_PAY', toStatus: 'PAID', actor: 'provider', note: null, at: '2026-11-22T01:05:00.000Z' },
  ],
  refund: null,
};

const actions = () => within(screen.getByRole('region', { name: '订单操作' }));

describe('order details: actions and records (issue 5)', { timeout: 20_000 }, () => {
  it('an unpaid order: the payment window’s end, pay now, cancel, offline claim; no e-ticket, no payment yet', async () => {
    loadOrder.mockResolvedValue({ ...ORDER, paymentDeadline: '2026-11-22T01:30:00.000Z', history: [], payments: [] });
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    expect(await screen.findByText('T2611220001')).toBeTruthy();
    expect(actions().getByText(/请在 .* 前完成支付/)).toBeTruthy();
    expect(
      actions()
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['立即支付', '取消订单', '已线下转账', '再次购买']);
    expect(screen.queryByRole('button', { name: '下载电子船票' })).toBeNull();
    expect(screen.getByText('暂无支付记录')).toBeTruthy();
    expect(screen.getByText('暂无记录')).toBeTruthy();
  });

  it('cancel from the details: the spec’s question, then "取消成功" and the order loaded again shows 已取消', async () => {
    loadOrder.mockResolvedValueOnce(ORDER).mockResolvedValueOnce({ ...ORDER, status: 'CANCEL', stateValue: 'CANCEL' });
    cancelOrder.mockResolvedValue(null);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    await screen.findByText('T2611220001');
    fireEvent.click(actions().getByRole('button', { name: '取消订单：T2611220001' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('确定要取消当前订单吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消成功')).toBeTruthy();
    expect(cancelOrder).toHaveBeenCalledWith('o-1');
    await waitFor(() => expect(screen.getByText('已取消', { selector: '.order-status' })).toBeTruthy());
    expect(loadOrder).toHaveBeenCalledTimes(2);
  });

  it('a paid order: payment record, history of its moves, refund offered with its amount, and the e-ticket download', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T02:00:00.000Z'));
    loadOrder.mockResolvedValue(PAID);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    await screen.findByText('T2611220001');

    const payments = within(screen.getByRole('region', { name: '支付记录' }));
    const paymentRow = payments.getAllByRole('row')[1]!;
    expect(paymentRow.textContent).toContain('微信扫码支付');
    expect(paymentRow.textContent).toContain('¥1,100.00');
    expect(paymentRow.textContent).toContain('支付成功');
    expect(paymentRow.textContent).toContain('SBX-42');

    const history = within(screen.getByRole('region', { name: '状态记录' }));
    const [submitted, paid] = history.getAllByRole('row').slice(1);
    expect(submitted!.textContent).toContain('提交订单');
    expect(submitted!.textContent).toContain('草稿 → 待支付');
    expect(submitted!.textContent).toContain('本人');
    expect(paid!.textContent).toContain('待支付 → 已支付');
    expect(paid!.textContent).toContain('支付机构');

    expect(
      actions()
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['申请退款', '再次购买', '改签', '下载电子船票']);
    // Five days before the sailing: 30 % fee, 770 back of 1,100.
    fireEvent.click(actions().getByRole('button', { name: '申请退款：T2611220001' }));
    const dialog = await screen.findByRole('dialog', { name: '申请退款' });
    expect(within(dialog).getByTestId('refund-amount').textContent).toBe('¥770.00');
    applyRefund.mockResolvedValue(null);
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请成功')).toBeTruthy();
    expect(applyRefund).toHaveBeenCalledWith('o-1');
  });

  it('the e-ticket is fetched through the order calls and saved as the order number’s PDF', async () => {
    loadOrder.mockResolvedValue(PAID);
    downloadETicket.mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
    const createObjectURL = vi.fn(() => 'blob:eticket');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    fireEvent.click(await screen.findByRole('button', { name: '下载电子船票' }));
    await waitFor(() => expect(clicked).toEqual(['T2611220001.pdf blob:eticket']));
    expect(downloadETicket).toHaveBeenCalledWith('o-1');
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('an e-ticket that cannot be fetched saves nothing and the button can be pressed again', async () => {
    loadOrder.mockResolvedValue(PAID);
    downloadETicket.mockRejectedValue(new ApiError('网络错误', { kind: 'network' }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    const button = await screen.findByRole('button', { name: '下载电子船票' });
    fireEvent.click(button);
    await waitFor(() => expect(downloadETicket).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getByRole('button', { name: '下载电子船票' }) as HTMLButtonElement).disabled).toBe(false));
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('being refunded: the refund applied for with its amount, fee and status; nothing to do but buy again', async () => {
    loadOrder.mockResolvedValue({
      ...PAID,
      status: 'BEING_REFUNDED',
      stateValue: 'BEING_REFUNDED',
      tickets: PAID.tickets.map((t) => ({ ...t, status: 'REFUNDING' as const })),
      refund: { status: 'REQUESTED', amount: 990, fee: 110 },
    });
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, lang: 'jp', calls });
    await screen.findByText('T2611220001');
    const refund = within(screen.getByRole('region', { name: '払い戻し' }));
    // yuan with 元 after the number in Japanese (¥ would read as yen)
    expect(refund.getByTestId('refund-record-amount').textContent).toBe('990.00元');
    expect(refund.getByText('110.00元')).toBeTruthy();
    expect(refund.getByText('審査中')).toBeTruthy();
    const buttons = within(screen.getByRole('region', { name: '予約の操作' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(['もう一度購入']);
  });
});

describe('order details: a payout waiting for the passenger’s account', { timeout: 20_000 }, () => {
  const PAYOUT = {
    uuid: 'p-1',
    status: 'PENDING' as const,
    amount: 1100,
    currency: 'RMB' as const,
    transferReference: null,
    transferredOn: null,
    createdAt: '2026-11-23T01:00:00.000Z',
  };
  const WAITING: OrderView = {
    ...PAID,
    status: 'REFUND',
    stateValue: 'REFUND',
    refund: { status: 'APPROVED', amount: 1100, fee: 0, account: null, payout: PAYOUT },
  };
  const GIVEN: OrderView = {
    ...WAITING,
    refund: {
      ...WAITING.refund!,
      account: { country: 'CN', bankName: '中国工商银行上海分行', branchName: null, accountType: null, accountNumber: '****3445', holderName: '王小明' },
    },
  };
  const form = () => within(screen.getByTestId('payout-account'));

  it('says the account is missing, checks the form at the fields, sends it and shows the refund being paid into it', async () => {
    loadOrder.mockResolvedValueOnce(WAITING).mockResolvedValueOnce(GIVEN);
    giveRefundAccount.mockResolvedValue({});
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    await screen.findByText('T2611220001');
    expect(screen.getByTestId('refund-record-status').textContent).toBe('已批准，等待您提交收款账户');
    expect(form().getByRole('heading', { name: '请提交退款收款账户' })).toBeTruthy();
    expect(form().getByRole('heading', { name: '退款收款账户（中国的银行账户）' })).toBeTruthy();

    fireEvent.click(form().getByRole('button', { name: '提交收款账户' }));
    expect(await form().findByText('请输入收款银行')).toBeTruthy();
    expect(giveRefundAccount).not.toHaveBeenCalled();

    fireEvent.change(form().getByLabelText(/银行名称/), { target: { value: '中国工商银行上海分行' } });
    fireEvent.change(form().getByLabelText(/账号/), { target: { value: '6222020200112233445' } });
    fireEvent.change(form().getByLabelText(/收款人姓名/), { target: { value: '王小明' } });
    fireEvent.click(form().getByRole('button', { name: '提交收款账户' }));
    await waitFor(() =>
      expect(giveRefundAccount).toHaveBeenCalledWith(
        'o-1',
        expect.objectContaining({ bankName: '中国工商银行上海分行', accountNumber: '6222020200112233445', holderName: '王小明' }),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('payout-account')).toBeNull());
    expect(screen.getByTestId('refund-record-status').textContent).toBe('已批准，正在转账');
    expect(screen.getByTestId('refund-record-account').textContent).toContain('****3445');
  });

  it('a refusal from the server is said in the page’s language and the form stays', async () => {
    loadOrder.mockResolvedValue({ ...WAITING, currency: 'JPY' });
    giveRefundAccount.mockRejectedValue(new ApiError('この払い戻しには振込先口座の入力は不要です', { kind: 'business', code: 10500 }));
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, lang: 'jp', calls });
    await screen.findByText('T2611220001');
    expect(form().getByRole('heading', { name: '払い戻し先口座（日本国内の銀行口座）' })).toBeTruthy();
    fireEvent.change(form().getByLabelText(/銀行名/), { target: { value: '三菱UFJ銀行' } });
    fireEvent.change(form().getByLabelText(/支店名/), { target: { value: '難波支店' } });
    fireEvent.click(form().getByLabelText('普通'));
    fireEvent.change(form().getByLabelText(/口座番号/), { target: { value: '1234567' } });
    fireEvent.change(form().getByLabelText(/口座名義/), { target: { value: 'ﾔﾏﾀﾞ ﾀﾛｳ' } });
    fireEvent.click(form().getByRole('button', { name: '振込先口座を送信' }));
    expect((await form().findByRole('alert')).textContent).toBe('この払い戻しには振込先口座の入力は不要です');
    expect(loadOrder).toHaveBeenCalledTimes(1);
  });
});
