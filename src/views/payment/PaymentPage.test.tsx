import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { CustomerServices } from '../../app/customerServices';
import { ApiError } from '../../domain/apiError';
import { leg, order } from '../../machines/orders.fixtures';
import { ADULT, DICTS } from '../ticketing/createOrder/testing/fixtures';
import { JP_TRANSFER, ORDER, rmbOptions, USER } from './testing/fixtures';

type PaymentCalls = CustomerServices['payments'];
/** The calls the screen makes, handed in through the services context. */
const loadOrder = vi.fn<CustomerServices['orders']['loadOrder']>();
const getPaymentOptions = vi.fn<PaymentCalls['getPaymentOptions']>();
const queryOrderStatus = vi.fn<PaymentCalls['queryOrderStatus']>();
const markOffline = vi.fn<PaymentCalls['markOffline']>();
const qrImageUrl = vi.fn<PaymentCalls['qrImageUrl']>();
const releaseQrImageUrl = vi.fn<PaymentCalls['releaseQrImageUrl']>();
const calls = {
  baseData: { getDictList: vi.fn<CustomerServices['baseData']['getDictList']>(async (type) => DICTS[type] ?? []) },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
  orders: { loadOrder },
  payments: { getPaymentOptions, queryOrderStatus, markOffline, qrImageUrl, releaseQrImageUrl },
};

beforeEach(() => {
  loadOrder.mockResolvedValue(ORDER);
  getPaymentOptions.mockResolvedValue(rmbOptions());
  queryOrderStatus.mockResolvedValue({ uuid: 'o-1', status: 'DUE_PAY', stateValue: null, paymentDeadline: rmbOptions().paymentDeadline });
  markOffline.mockResolvedValue(null);
  qrImageUrl.mockResolvedValue('blob:qr-1');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const QR_ZH = '订单 T2611220001 的微信支付二维码';
/** A round trip Shanghai–Osaka–Shanghai of an adult and a child, with an extra bed, waiting for payment. */
const ROUND_TRIP = order('o-1', 'DUE_PAY', {
  orderType: 'ROUND_TRIP',
  totalAmount: 3300,
  extraBed: true,
  legs: [
    leg(),
    leg({
      legIndex: 1,
      voyageUuid: 'v-2',
      voyageCode: 'OS2612B',
      departurePort: 'JPOSA',
      arrivalPort: 'CNSHA',
      departurePortNameZh: '大阪',
      departurePortNameJa: '大阪',
      arrivalPortNameZh: '上海',
      arrivalPortNameJa: '上海',
      departureTime: '2026-12-15T03:00:00.000Z',
      arrivalTime: '2026-12-16T02:00:00.000Z',
      departureDate: '2026-12-15',
    }),
  ],
  passengers: [ADULT, { ...ADULT, cnSurname: '李', cnGivenName: '小红', enSurname: 'LI', enGivenName: 'XIAOHONG', ticketType: 'CHILD' }],
});
const open = (lang: 'zh' | 'jp' = 'zh', uuid = 'o-1') => renderApp({ path: `/ticketing/pay?uuid=${uuid}`, user: USER, lang, calls });

describe('payment page', { timeout: 20_000 }, () => {
  it('an RMB order: step 3, order number, amount, the countdown, the WeChat QR and the polling hint', async () => {
    await open();
    const qr = await screen.findByRole('img', { name: QR_ZH });
    expect(qr.getAttribute('src')).toBe('blob:qr-1');
    expect(qrImageUrl).toHaveBeenCalledWith('o-1');
    expect(screen.getByRole('heading', { level: 1, name: '订单支付' })).toBeTruthy();
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('订单支付');
    expect(screen.getByTestId('payment-order-no').textContent).toBe('T2611220001');
    expect(screen.getByTestId('payment-amount').textContent).toBe('¥1,100.00');
    expect(screen.getByRole('timer').textContent).toMatch(/^(30:00|29:5\d)$/);
    expect(screen.getByText('正在等待支付结果，支付完成后页面将自动跳转。')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '微信扫码支付' }).getAttribute('aria-selected')).toBe('true');
  });

  it('tabs by keyboard: the arrow moves to bank transfer, with the account in China and the order number as reference; back again keeps the same QR', async () => {
    await open();
    await screen.findByRole('img', { name: QR_ZH });
    const wechat = screen.getByRole('tab', { name: '微信扫码支付' });
    fireEvent.keyDown(wechat, { key: 'ArrowRight' });
    const bank = screen.getByRole('tab', { name: '银行转账' });
    expect(bank.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(bank);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByTestId('bank-country').textContent).toBe('人民币订单请转入以下中国境内账户：');
    expect(within(panel).getByTestId('bank-payee').textContent).toBe('上海国际轮渡有限公司');
    expect(within(panel).getByTestId('bank-name').textContent).toBe('中国银行');
    expect(within(panel).getByTestId('bank-branch').textContent).toBe('上海分行');
    expect(within(panel).getByTestId('bank-account').textContent).toBe('4567 8901 2345 6789');
    expect(within(panel).getByTestId('bank-reference').textContent).toBe('T2611220001');
    // a Chinese account has no Japanese account type, and a configured account no demo warning
    expect(within(panel).queryByTestId('bank-account-type')).toBeNull();
    expect(within(panel).queryByTestId('bank-demo')).toBeNull();
    fireEvent.keyDown(bank, { key: 'ArrowLeft' });
    expect((await screen.findByRole('img', { name: QR_ZH })).getAttribute('src')).toBe('blob:qr-1');
    expect(qrImageUrl).toHaveBeenCalledTimes(1);
  });

  it('a JPY order in Japanese: bank transfer only, into the account in Japan; the claim asks first, then the countdown stops and staff will confirm', async () => {
    getPaymentOptions.mockResolvedValue(rmbOptions({ currency: 'JPY', amount: 20000, methods: ['BANK_TRANSFER'], bankTransfer: JP_TRANSFER }));
    // As the server does: once the claim is recorded, the order's status says so.
    markOffline.mockImplementation(async () => {
      queryOrderStatus.mockResolvedValue({
        uuid: 'o-1',
        status: 'DUE_PAY',
        stateValue: { DUE_PAY: 'offlineClaimed' },
        paymentDeadline: rmbOptions().paymentDeadline,
      });
      return null;
    });
    await open('jp');
    expect(await screen.findByTestId('bank-payee')).toBeTruthy();
    expect(screen.getByTestId('bank-country').textContent).toBe(
      '円建てのご注文は、次の日本国内の口座へお振込みください（円建てのご注文はWeChat Payをご利用いただけません）。',
    );
    expect(
      ['bank-name', 'bank-branch', 'bank-account-type', 'bank-account', 'bank-payee', 'bank-reference'].map((id) => screen.getByTestId(id).textContent),
    ).toEqual(['三菱UFJ銀行', '難波支店', '普通', '1234567', 'シャンハイコクサイフェリー（カ', 'T2611220001']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['銀行振込']);
    expect(screen.getByTestId('payment-amount').textContent).toBe('20,000円');
    expect(qrImageUrl).not.toHaveBeenCalled();
    expect(screen.getByRole('timer')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '銀行振込で支払いました' }));
    const dialog = await screen.findByRole('dialog', { name: 'お振込みの確認' });
    expect(dialog.textContent).toContain('20,000円');
    fireEvent.click(within(dialog).getByRole('button', { name: 'いいえ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(markOffline).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '銀行振込で支払いました' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'お振込みの確認' })).getByRole('button', { name: 'はい' }));
    expect(await screen.findByText('お振込みの連絡を受け付けました。係員が入金を確認すると支払済みになります。')).toBeTruthy();
    expect(markOffline).toHaveBeenCalledWith('o-1');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: '銀行振込で支払いました' })).toBeNull();
  });

  it('a development demo account is marked as one, in both languages', async () => {
    getPaymentOptions.mockResolvedValue(
      rmbOptions({ currency: 'JPY', amount: 20000, methods: ['BANK_TRANSFER'], bankTransfer: { ...JP_TRANSFER, demo: true } }),
    );
    await open('jp');
    expect((await screen.findByTestId('bank-demo')).textContent).toBe('デモ用の口座です。お振込みにならないでください。');
    cleanup();
    await open('zh');
    expect((await screen.findByTestId('bank-demo')).textContent).toBe('演示账户：本账户仅用于演示，请勿转账。');
  });

  it('an RMB order claimed by bank transfer: the tab stays, WeChat and its QR go (the server makes none while staff check)', async () => {
    await open();
    await screen.findByRole('img', { name: QR_ZH });
    fireEvent.click(screen.getByRole('tab', { name: '银行转账' }));
    fireEvent.click(screen.getByRole('button', { name: '我已通过银行转账付款' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '确认线下付款' })).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('已提交线下付款，工作人员确认到账后订单将变为已支付。')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['银行转账']);
    expect(screen.getByRole('tab', { name: '银行转账' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(releaseQrImageUrl).toHaveBeenCalledWith('blob:qr-1'));
    expect(qrImageUrl).toHaveBeenCalledTimes(1);
  });

  it('the window already over: expired, and "buy again" opens the search with the same route, cabin and passengers', async () => {
    getPaymentOptions.mockResolvedValue(rmbOptions({ paymentDeadline: new Date(Date.now() - 1000).toISOString() }));
    const { location } = await open();
    expect(await screen.findByText('支付时间已过，订单已取消。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新购票' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/ticketing/search?from=CNSHA&to=JPOSA&type=ONE_WAY&again=o-1'));
  });

  it('an order already paid goes on to Success in place of the payment page', async () => {
    loadOrder.mockResolvedValue({ ...ORDER, status: 'PAID' });
    const { location } = await open();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/ticketing/success?uuid=o-1'));
    expect(getPaymentOptions).not.toHaveBeenCalled();
  });

  it('recaps the trip above the payment methods: each sailing in its ports’ local times, the passengers with their ticket types, the extra bed, the total', async () => {
    loadOrder.mockResolvedValue(ROUND_TRIP);
    getPaymentOptions.mockResolvedValue(rmbOptions({ amount: 3300 }));
    await open();
    const recap = await screen.findByRole('region', { name: '行程确认' });
    const text = recap.textContent ?? '';
    for (const part of [
      '去程',
      '新鉴真 · 航次 SO2612A',
      '2026-12-10 10:00:00 出发（当地时间）',
      '2026-12-11 10:00:00 到达（当地时间）',
      '返程',
      '新鉴真 · 航次 OS2612B',
      '2026-12-15 12:00:00 出发（当地时间）',
      '2026-12-16 10:00:00 到达（当地时间）',
      '二等日式房',
      '加床',
    ])
      expect(text, part).toContain(part);
    expect(
      within(recap)
        .getAllByRole('listitem')
        .filter((item) => item.closest('.payment-trip__passengers'))
        .map((item) => item.textContent),
    ).toEqual(['张三成人', '李小红儿童']);
    expect(within(recap).getByTestId('payment-trip-total').textContent).toBe('¥3,300.00');
    // Above the methods: the trip is read before the money goes.
    expect(recap.compareDocumentPosition(screen.getByRole('tablist')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('recaps the trip in Japanese: roman names first, the ticket types’ Japanese names, no extra bed line without one', async () => {
    loadOrder.mockResolvedValue({ ...ROUND_TRIP, currency: 'JPY', totalAmount: 66000, extraBed: false });
    getPaymentOptions.mockResolvedValue(rmbOptions({ currency: 'JPY', amount: 66000, methods: ['BANK_TRANSFER'], bankTransfer: JP_TRANSFER }));
    await open('jp');
    const recap = await screen.findByRole('region', { name: 'ご旅程の確認' });
    const text = recap.textContent ?? '';
    for (const part of [
      '往路',
      '復路',
      // the ship by its Japanese name (新鑑真, not the simplified 新鉴真)
      '新鑑真 · 航海番号 SO2612A',
      '2026-12-10 10:00:00 出発（現地時間）',
      '2026-12-16 10:00:00 到着（現地時間）',
      '2等和室',
      '乗船者',
      '合計',
    ])
      expect(text, part).toContain(part);
    expect(text).not.toContain('エキストラベッド');
    expect(
      within(recap)
        .getAllByRole('listitem')
        .filter((item) => item.closest('.payment-trip__passengers'))
        .map((item) => item.textContent),
    ).toEqual(['ZHANG SAN大人', 'LI XIAOHONG小人']);
    expect(within(recap).getByTestId('payment-trip-total').textContent).toBe('66,000円');
  });

  it('an unknown order (10404): says so, with the way to the orders', async () => {
    loadOrder.mockRejectedValue(new ApiError('订单不存在', { kind: 'business', code: 10404 }));
    await open();
    expect(await screen.findByText('未找到该订单。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /我的订单/ }).getAttribute('href')).toBe('/tickets/orders');
  });

  it('a failed load offers a retry that loads again, and the order page meanwhile', async () => {
    getPaymentOptions.mockRejectedValueOnce(new ApiError('timeout', { kind: 'timeout' }));
    await open();
    const retry = await screen.findByRole('button', { name: '重试' });
    // The order's own page stays one step away even when payment cannot be shown.
    expect(screen.getByRole('link', { name: /查看订单详情/ }).getAttribute('href')).toBe('/tickets/order/details?uuid=o-1');
    fireEvent.click(retry);
    expect(await screen.findByRole('img', { name: QR_ZH })).toBeTruthy();
    expect(getPaymentOptions).toHaveBeenCalledTimes(2);
  });

  it('leaving the page stops the chart, which releases the QR image', async () => {
    const { location } = await open();
    await screen.findByRole('img', { name: QR_ZH });
    location.navigate('/tickets/orders');
    await waitFor(() => expect(releaseQrImageUrl).toHaveBeenCalledWith('blob:qr-1'));
  });
});
