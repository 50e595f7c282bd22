import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { CustomerServices } from '../../app/customerServices';
import { slicePage } from '../../domain/envelope';
import { order } from '../../machines/orders.fixtures';

/** A draft deleted from its own page: the page has nothing left to show, so the list takes over. */

type OrderCalls = CustomerServices['orders'];
const loadOrder = vi.fn<OrderCalls['loadOrder']>();
const deleteDraft = vi.fn<OrderCalls['deleteDraft']>();
const getOrderPage = vi.fn<OrderCalls['getOrderPage']>();
const calls = {
  baseData: { getDictList: vi.fn<CustomerServices['baseData']['getDictList']>(async () => []) },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
  orders: { loadOrder, deleteDraft, getOrderPage },
};
const USER = { userId: 'u-1', logonId: 'demo.passenger' };
const DRAFT = order('o-4', 'DRAFT', { orderNo: null, submittedAt: null });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('deleting a draft from its details page', { timeout: 20_000 }, () => {
  it('asks first, then says "草稿已删除" and goes to the orders list instead of loading a page that is gone', async () => {
    loadOrder.mockResolvedValue(DRAFT);
    deleteDraft.mockResolvedValue(null);
    getOrderPage.mockResolvedValue(slicePage([], { current: 1, size: 10 }));
    const { location } = await renderApp({ path: '/order/details?uuid=o-4', user: USER, calls });
    fireEvent.click(await screen.findByRole('button', { name: '删除草稿：草稿' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('确定删除该草稿吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('草稿已删除')).toBeTruthy();
    expect(deleteDraft).toHaveBeenCalledWith('o-4');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/orders'));
    // The deleted draft is not asked for again.
    expect(loadOrder).toHaveBeenCalledTimes(1);
  });
});
