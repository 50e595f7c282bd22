import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { CustomerServices } from '../../app/customerServices';
import { ApiError } from '../../domain/apiError';
import { ORDER, USER } from './testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const loadOrder = vi.fn<CustomerServices['orders']['loadOrder']>();
const downloadETicket = vi.fn<CustomerServices['orders']['downloadETicket']>();
const calls = {
  baseData: { getDictList: vi.fn<CustomerServices['baseData']['getDictList']>(async () => []) },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
  orders: { loadOrder, downloadETicket },
};

afterEach(() => {
  cleanup();
  loadOrder.mockReset();
  downloadETicket.mockReset();
});

/** Paid, its ticket valid: the e-ticket exists. */
const TICKET = {
  uuid: 't-1',
  ticketNo: 'T2611220001-1-1',
  legIndex: 0,
  passengerIndex: 0,
  passengerName: '张三',
  passengerNameEn: 'ZHANG SAN',
  ticketType: 'ADULT',
  status: 'VALID' as const,
  fare: 1000,
  surcharge: 100,
};
const PAID = { ...ORDER, status: 'PAID' as const, tickets: [TICKET] };

describe('payment success page', { timeout: 20_000 }, () => {
  it('the paid order in short (step 4), with links to its details and to the orders', async () => {
    loadOrder.mockResolvedValue(PAID);
    await renderApp({ path: '/ticketing/success?uuid=o-1', user: USER, calls });
    expect(await screen.findByText('您的订单已支付，电子船票将发送到联系人邮箱。')).toBeTruthy();
    expect(loadOrder).toHaveBeenCalledWith('o-1', { signal: expect.any(AbortSignal) });
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('支付成功');
    expect(screen.getByTestId('success-order-no').textContent).toBe('T2611220001');
    expect(screen.getByTestId('success-status').textContent).toBe('已支付');
    expect(screen.getByTestId('success-total').textContent).toBe('¥1,100.00');
    expect(screen.getByText('2026-12-10 10:00:00 出发（当地时间）')).toBeTruthy();
    expect(screen.getByRole('link', { name: /查看订单详情/ }).getAttribute('href')).toBe('/tickets/order/details?uuid=o-1');
    expect(screen.getByRole('link', { name: /我的订单/ }).getAttribute('href')).toBe('/tickets/orders');
  });

  it('offers the e-ticket of a paid order: the download the order’s page uses, saved as the order number’s PDF', async () => {
    loadOrder.mockResolvedValue(PAID);
    downloadETicket.mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
    const createObjectURL = vi.fn(() => 'blob:eticket');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    await renderApp({ path: '/ticketing/success?uuid=o-1', user: USER, calls });
    fireEvent.click(await screen.findByRole('button', { name: '下载电子船票' }));
    await waitFor(() => expect(clicked).toEqual(['T2611220001.pdf blob:eticket']));
    expect(downloadETicket).toHaveBeenCalledWith('o-1');
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('no e-ticket button while nothing can board: not paid yet, or paid with no valid ticket left', async () => {
    loadOrder.mockResolvedValue(ORDER);
    await renderApp({ path: '/ticketing/success?uuid=o-1', user: USER, calls });
    expect(await screen.findByText('该订单尚未支付。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下载电子船票' })).toBeNull();
    cleanup();
    loadOrder.mockResolvedValue({ ...PAID, tickets: [{ ...TICKET, status: 'VOID' }] });
    await renderApp({ path: '/ticketing/success?uuid=o-1', user: USER, calls });
    expect(await screen.findByTestId('success-order-no')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下载电子船票' })).toBeNull();
  });

  it('in Japanese', async () => {
    loadOrder.mockResolvedValue(PAID);
    await renderApp({ path: '/ticketing/success?uuid=o-1', user: USER, lang: 'jp', calls });
    expect(await screen.findByRole('heading', { level: 1, name: 'お支払い完了' })).toBeTruthy();
    expect(await screen.findByTestId('success-status')).toBeTruthy();
    expect(screen.getByTestId('success-status').textContent).toBe('支払済み');
    expect(screen.getByRole('link', { name: /予約詳細を見る/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '電子乗船券をダウンロード' })).toBeTruthy();
  });

  it('an order not paid yet does not pretend: it says so and offers the payment page', async () => {
    loadOrder.mockResolvedValue(ORDER);
    await renderApp({ path: '/ticketing/success?uuid=o-1', user: USER, calls });
    expect(await screen.findByText('该订单尚未支付。')).toBeTruthy();
    expect(screen.queryByText('您的订单已支付，电子船票将发送到联系人邮箱。')).toBeNull();
    expect(screen.getByRole('link', { name: '去支付' }).getAttribute('href')).toBe('/tickets/ticketing/pay?uuid=o-1');
  });

  it('unknown order: not found; another failure: retry', async () => {
    loadOrder.mockRejectedValue(new ApiError('x', { kind: 'business', code: 10404 }));
    await renderApp({ path: '/ticketing/success?uuid=nope', user: USER, calls });
    expect(await screen.findByText('未找到该订单。')).toBeTruthy();
    cleanup();
    loadOrder.mockReset();
    loadOrder.mockRejectedValueOnce(new ApiError('timeout', { kind: 'timeout' })).mockResolvedValueOnce(PAID);
    await renderApp({ path: '/ticketing/success?uuid=o-1', user: USER, calls });
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('success-order-no')).toBeTruthy();
    expect(loadOrder).toHaveBeenCalledTimes(2);
  });
});
