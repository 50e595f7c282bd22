import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../../app/customerServices';
import { renderApp } from '../../../app/testing/renderApp';
import { slicePage } from '../../../domain/envelope';
import { bookingView } from '../../../machines/bookingForm.fixtures';
import { ENTERPRISE_MENUS, ENTERPRISE_USER } from '../testing/fixtures';

/** Spec 6: a guarded element is removed unless its key is in the decrypted stored button list. */

const SUBMITTED = bookingView('b-7', 'Submitted');
const getBookingPage = vi.fn<CustomerServices['bookings']['getBookingPage']>(async () => slicePage([SUBMITTED], { current: 1, size: 10 }));
const calls = { bookings: { getBookingPage } };

beforeAll(async () => {
  await import('./MyBookingsPage');
}, 30_000);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function myBookings(buttons: string[]) {
  const app = await renderApp({ path: '/myBooking', user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, buttons, calls });
  await screen.findByRole('heading', { level: 1, name: '我的订舱' }, { timeout: 5000 });
  const row = await screen.findByRole('row', { name: /BK00000007/ });
  return { app, row };
}

describe('my bookings under button permissions', { timeout: 30_000 }, () => {
  it('shows cancel and new booking when the stored list holds their keys; the list is stored sealed', async () => {
    const { row } = await myBookings(['btn.booking.cancel', 'btn.booking.create']);
    expect(within(row).getByRole('button', { name: '取消订舱：BK00000007' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /新建订舱/ })).toBeTruthy();
    const sealed = window.localStorage.getItem('btnPermissions');
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain('btn.');
  });

  it('removes both with an empty stored list, leaving the rest of the row', async () => {
    const { row } = await myBookings([]);
    expect(within(row).getByRole('button', { name: '详情：BK00000007' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '取消订舱：BK00000007' })).toBeNull();
    expect(screen.queryByRole('link', { name: /新建订舱/ })).toBeNull();
  });

  it('removes only what is missing: cancel without its key, new booking with its own', async () => {
    const { row } = await myBookings(['btn.booking.create']);
    await waitFor(() => expect(screen.getByRole('link', { name: /新建订舱/ })).toBeTruthy());
    expect(within(row).queryByRole('button', { name: '取消订舱：BK00000007' })).toBeNull();
  });
});
