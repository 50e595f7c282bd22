import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { CustomerServices } from '../../app/customerServices';
import { ApiError } from '../../domain/apiError';
import { ORDER, USER } from './testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const loadOrder = vi.fn<CustomerServices['orders']['loadOrder']>();
const calls = {
  baseData: { getDictList: vi.fn<CustomerServices['baseData']['getDictList']>(async () => []) },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
  orders: { loadOrder },
};

afterEach(() => {
  cleanup();
  loadOrder.mockReset();
});

const PAID = { ...ORDER, status: 'PAID' as const };

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

  it('in Japanese', async () => {
    loadOrder.mockResolvedValue(PAID);
    await renderApp({ path: '/ticketing/success?uuid=o-1', user: USER, lang: 'jp', calls });
    expect(await screen.findByRole('heading', { level: 1, name: 'お支払い完了' })).toBeTruthy();
    expect(await screen.findByTestId('success-status')).toBeTruthy();
    expect(screen.getByTestId('success-status').textContent).toBe('支払済み');
    expect(screen.getByRole('link', { name: /予約詳細を見る/ })).toBeTruthy();
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
