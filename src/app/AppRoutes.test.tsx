import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import zh from '../i18n/zh.json';
import { renderApp } from './testing/renderApp';
import { ANNOUNCEMENTS } from './testing/fixtures';
import type { CustomerServices } from './customerServices';

type Calls = CustomerServices;
/** The home page's calls and the ticket search's, handed in through the services context. */
const calls = {
  baseData: { getFerryPorts: vi.fn<Calls['baseData']['getFerryPorts']>(async () => []) },
  voyages: {
    getTsTicketDate: vi.fn<Calls['voyages']['getTsTicketDate']>(async () => ({ startDate: null, endDate: null })),
    getTsVoyageByMonth: vi.fn<Calls['voyages']['getTsVoyageByMonth']>(async () => []),
    getTsNextVoyages: vi.fn<Calls['voyages']['getTsNextVoyages']>(async () => []),
  },
  announcements: { getLatestAnnouncements: vi.fn<Calls['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
};

afterEach(cleanup);

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('router and guard together', () => {
  it('opens the home page for a visitor, titled with the product name only', async () => {
    await renderApp({ calls, path: '/' });
    expect(h1().textContent).toBe(zh['app.productName']);
    await waitFor(() => expect(document.title).toBe('中日航运服务平台'));
    expect(document.querySelector('.app-shell')?.getAttribute('data-layout')).toBe('ticketing');
  });

  it('sends a visitor on a route that needs login to /login, keeping where they wanted to go', async () => {
    const { location } = await renderApp({ calls, path: '/orders' });
    await waitFor(() => expect(h1().textContent).toBe(zh['route.login']));
    expect(location.history?.at(-1)).toBe('/tickets/login?redirect=%2Forders');
    expect(document.title).toBe('中日航运服务平台 - 登录');
  });

  it('lets a logged-in user open a route that needs login', async () => {
    await renderApp({ calls, path: '/passwordMgt', user: { userId: 'u-1', logonId: 'demo.passenger' }, menus: ['menu.passwordMgt'] });
    await waitFor(() => expect(h1().textContent).toBe(zh['password.title']));
    expect(document.querySelector('.app-shell')?.getAttribute('data-layout')).toBe('shipping');
  });

  it('shows the error page for an unknown path, naming the path', async () => {
    await renderApp({ calls, path: '/no/such/page' });
    expect(h1().textContent).toBe(zh['route.notFound']);
    expect(screen.getByText('/no/such/page')).toBeTruthy();
  });

  it('shows /errorPageJump with the reason it was given', async () => {
    await renderApp({ calls, path: '/errorPageJump?msg=服务暂不可用' });
    expect(h1().textContent).toBe(zh['route.error']);
    expect(screen.getByText('原因：服务暂不可用')).toBeTruthy();
  });

  it('treats a permission route the menu list does not grant as an unknown path', async () => {
    await renderApp({ calls, path: '/booking', user: { userId: 'u-1', logonId: 'demo.passenger' }, menus: [] });
    expect(h1().textContent).toBe(zh['route.notFound']);
  });

  it('opens a granted permission route straight away, in the container layout with its left menu', async () => {
    // A reload on a permission route: the routes are registered on this first navigation.
    await renderApp({
      calls,
      path: '/booking',
      user: { userId: 'u-2', logonId: 'demo.shipper' },
      menus: ['menu.booking', 'menu.myBooking', 'menu.accountMgt'],
    });
    expect(h1().textContent).toBe(zh['route.booking']);
    expect(document.querySelector('.app-shell')?.getAttribute('data-layout')).toBe('shipping');
    const sideMenu = screen.getByRole('navigation', { name: zh['shippingMenu.label'] });
    expect(sideMenu.querySelector('[aria-current="page"]')?.textContent).toBe(zh['route.booking']);
  });

  it('keeps public container tools open to visitors', async () => {
    await renderApp({ calls, path: '/scheduleMgt' });
    expect(h1().textContent).toBe(zh['route.scheduleMgt']);
  });

  it('sends a visitor on a permission route to log in first', async () => {
    const { location } = await renderApp({ calls, path: '/booking' });
    await waitFor(() => expect(h1().textContent).toBe(zh['route.login']));
    expect(location.history?.at(-1)).toBe('/tickets/login?redirect=%2Fbooking');
  });
});
