import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { Page } from '../domain/envelope';
import type { OrderView } from '../domain/ticketing/order';
import { ordersActors } from './orders.actors';

const PAGE: Page<OrderView> = { records: [], total: 0, current: 1, size: 10, pages: 0 };

describe('orders list actors', () => {
  it('reads a page with its filters, with a read the chart can give up', async () => {
    const calls = { getOrderPage: vi.fn(async () => PAGE) };
    const query = { current: 1, size: 10, orderNo: 'T2611' };
    await expect(toPromise(createActor(ordersActors(calls).loadPage, { input: query }).start())).resolves.toEqual(PAGE);
    expect(calls.getOrderPage).toHaveBeenCalledWith({ current: 1, size: 10, orderNo: 'T2611' }, { signal: expect.any(AbortSignal) });
  });
});
