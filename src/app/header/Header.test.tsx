import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ja from '../../i18n/ja.json';
import zh from '../../i18n/zh.json';
import type { CustomerServices } from '../customerServices';
import { ANNOUNCEMENTS } from '../testing/fixtures';
import { renderApp as renderShell, type AppSetup } from '../testing/renderApp';

type Calls = CustomerServices;
/** The header's unread count, handed in through the services context (over the shell's). */
const getUnreadCount = vi.fn<Calls['messages']['getUnreadCount']>(async () => 3);
/** The passenger's unread count (their ferry orders' messages). */
const getPassengerUnreadCount = vi.fn<Calls['passengerMessages']['getUnreadCount']>(async () => 4);
const calls = {
  // The ticketing screens the header tests open read the ferry ports.
  baseData: { getFerryPorts: vi.fn<Calls['baseData']['getFerryPorts']>(async () => []) },
  announcements: { getLatestAnnouncements: vi.fn<Calls['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
  messages: { getUnreadCount },
  passengerMessages: { getUnreadCount: getPassengerUnreadCount },
};
const renderApp = (setup: AppSetup = {}) => renderShell({ calls, ...setup });

afterEach(cleanup);

const header = () => screen.getByRole('banner');
const mainMenu = (messages: Record<string, string> = zh) => screen.getByRole('navigation', { name: messages['menu.label'] });

describe('Header', () => {
  it('shows the brand and the five menu items', async () => {
    await renderApp();
    expect(within(header()).getByText(zh['app.productName'])).toBeTruthy();
    const links = within(mainMenu()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [zh['menu.index'], '/tickets/'],
      [zh['menu.ticketing'], '/tickets/ticketing/search'],
      [zh['menu.notice'], '/tickets/notice'],
      [zh['menu.information'], '/tickets/information'],
      [zh['menu.infoUS'], '/tickets/infoUS'],
    ]);
  });

  it('highlights the current item, and clicking it does nothing', async () => {
    const { location } = await renderApp({ path: '/ticketing/search' });
    const active = within(mainMenu()).getByRole('link', { current: 'page' });
    expect(active.textContent).toBe(zh['menu.ticketing']);
    const before = location.history?.length;
    fireEvent.click(active);
    expect(location.history?.length).toBe(before);
  });

  it('highlights Information on a news item, and nothing on other routes', async () => {
    await renderApp({ path: '/newsDetail?uuid=a-1' });
    expect(within(mainMenu()).getByRole('link', { current: 'page' }).textContent).toBe(zh['menu.information']);
    cleanup();
    await renderApp({ path: '/login' });
    expect(within(mainMenu()).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('offers login and register to a visitor', async () => {
    await renderApp();
    expect(within(header()).getByRole('link', { name: zh['header.login'] }).getAttribute('href')).toBe('/tickets/login');
    expect(within(header()).getByRole('link', { name: zh['header.register'] }).getAttribute('href')).toBe('/tickets/register');
    expect(within(header()).queryByRole('button', { name: zh['header.personalCenter'] })).toBeNull();
  });

  it('shows a logged-in user’s logon id (full text in its title) and the personal centre', async () => {
    const logonId = 'a.very.long.logon.id@example.com';
    const { storage, reload, services } = await renderApp({ user: { userId: 'u-1', logonId } });
    const idLink = within(header()).getByRole('link', { name: logonId });
    expect(idLink.getAttribute('href')).toBe('/tickets/account');
    expect(idLink.getAttribute('title')).toBe(logonId);
    expect(idLink.className).toContain('user-area__logon-id');
    expect(within(header()).queryByRole('link', { name: zh['header.login'] })).toBeNull();

    const trigger = within(header()).getByRole('button', { name: zh['header.personalCenter'] });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/tickets/account', '/tickets/passengers', '/tickets/orders']);

    // spec 4: the logout call, then storage cleared and the page reloaded
    fireEvent.click(within(panel).getByRole('button', { name: zh['header.logout'] }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(services.revokeToken).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith(null);
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
  });

  it('opens a dropdown on hover and closes it on Escape, focus back on its trigger', async () => {
    await renderApp({ user: { userId: 'u-1', logonId: 'demo' } });
    const trigger = within(header()).getByRole('button', { name: zh['header.personalCenter'] });
    const dropdown = trigger.parentElement!;
    fireEvent.mouseEnter(dropdown);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(dropdown);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    act(() => trigger.focus());
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('moves into a dropdown with the keyboard', async () => {
    await renderApp({ user: { userId: 'u-1', logonId: 'demo' } });
    const trigger = within(header()).getByRole('button', { name: zh['header.personalCenter'] });
    act(() => trigger.focus());
    await act(async () => {
      fireEvent.keyDown(trigger, { key: 'ArrowDown' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(document.activeElement?.textContent).toBe(zh['header.account']);
  });

  it('switches the language: stored, applied at once, <html lang>, and the success message in the new language', async () => {
    const { storage } = await renderApp({ lang: 'zh' });
    const trigger = within(header()).getByRole('button', { name: `${zh['header.language']}: ${zh['language.zh']}` });
    fireEvent.focus(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;
    const chinese = within(panel).getByRole('button', { name: zh['language.zh'] });
    expect((chinese as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(panel).getByRole('button', { name: zh['language.jp'] }));
    expect(await screen.findByText('言語を切り替えました')).toBeTruthy();
    expect(storage.getLang()).toBe('jp');
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(within(mainMenu(ja)).getByRole('link', { name: ja['menu.index'] })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('日中航路サービス'));

    const jaTrigger = within(header()).getByRole('button', { name: `${ja['header.language']}: ${ja['language.jp']}` });
    fireEvent.focus(jaTrigger);
    const jaPanel = document.getElementById(jaTrigger.getAttribute('aria-controls') ?? '')!;
    expect((within(jaPanel).getByRole('button', { name: ja['language.jp'] }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the success message in Chinese when switching to Chinese', async () => {
    const { storage } = await renderApp({ lang: 'jp' });
    const trigger = within(header()).getByRole('button', { name: `${ja['header.language']}: ${ja['language.jp']}` });
    fireEvent.focus(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;
    fireEvent.click(within(panel).getByRole('button', { name: zh['language.zh'] }));
    expect(await screen.findByText('切换语言成功')).toBeTruthy();
    expect(storage.getLang()).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('adds the online-service link in the container-shipping header', async () => {
    await renderApp({ path: '/scheduleMgt' });
    expect(within(header()).getByRole('link', { name: zh['header.onlineService'] })).toBeTruthy();
  });

  it('offers the Shanghai office by e-mail as the online service, its phone in the title', async () => {
    await renderApp({ path: '/scheduleMgt' });
    const link = await waitFor(() => {
      const found = within(header()).getByRole('link', { name: zh['header.onlineService'] });
      if (!found.getAttribute('href')?.startsWith('mailto:')) throw new Error('the configuration has not answered yet');
      return found;
    });
    expect(link.getAttribute('href')).toBe('mailto:service-sh@eastsea-ferry.example');
    expect(link.getAttribute('title')).toContain('+86-21-6595-8000');
  });

  it('shows an approved enterprise user the unread count, asked again on each navigation; nobody else is asked', async () => {
    const menus = ['menu.booking', 'menu.myBooking', 'menu.downloadBls', 'menu.accountMgt', 'menu.partyMgt', 'menu.scheduleMgt'];
    const { location } = await renderApp({ path: '/scheduleMgt', user: { userId: 'u-1', logonId: 'demo.shipper' }, menus });
    const bell = await within(header()).findByRole('link', { name: '我的消息（3 条未读）' });
    expect(bell.getAttribute('href')).toBe('/tickets/myMessage');
    expect(within(bell).getByText('3')).toBeTruthy();
    const asked = getUnreadCount.mock.calls.length;
    act(() => location.navigate('/tickets/'));
    await waitFor(() => expect(getUnreadCount.mock.calls.length).toBe(asked + 1));

    // The user centre leads to the container account pages too.
    const trigger = within(header()).getByRole('button', { name: zh['header.personalCenter'] });
    fireEvent.focus(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/tickets/account', '/tickets/passengers', '/tickets/orders', '/tickets/accountMgt', '/tickets/partyMgt', '/tickets/myMessage']);

    cleanup();
    getUnreadCount.mockClear();
    await renderApp({ path: '/scheduleMgt', user: { userId: 'u-2', logonId: 'demo.passenger' } });
    expect(within(header()).queryByRole('link', { name: /我的消息/ })).toBeNull();
    expect(getUnreadCount).not.toHaveBeenCalled();
  });

  it('gives a signed-in passenger a bell to the message centre with their unread count, asked again on each navigation', async () => {
    const { location } = await renderApp({ path: '/ticketing/search', user: { userId: 'u-2', logonId: 'demo.passenger' } });
    const bell = await within(header()).findByRole('link', { name: '消息中心（4 条未读）' });
    expect(bell.getAttribute('href')).toBe('/tickets/messages');
    expect(within(bell).getByText('4')).toBeTruthy();
    // An individual passenger has no container messages.
    expect(within(header()).queryByRole('link', { name: /我的消息/ })).toBeNull();
    expect(getUnreadCount).not.toHaveBeenCalled();
    const asked = getPassengerUnreadCount.mock.calls.length;
    getPassengerUnreadCount.mockResolvedValueOnce(0);
    act(() => location.navigate('/tickets/'));
    await waitFor(() => expect(getPassengerUnreadCount.mock.calls.length).toBe(asked + 1));
    // No unread message: the bell stays, without a badge.
    const quiet = await within(header()).findByRole('link', { name: '消息中心' });
    expect(within(quiet).queryByText(/\d/)).toBeNull();
  });

  it('names the passenger’s bell in Japanese', async () => {
    await renderApp({ path: '/ticketing/search', lang: 'jp', user: { userId: 'u-2', logonId: 'demo.passenger' } });
    const bell = await within(header()).findByRole('link', { name: 'お知らせ（未読 4 件）' });
    expect(bell.getAttribute('href')).toBe('/tickets/messages');
  });

  it('shows no passenger bell to a visitor, nor in the container layout', async () => {
    await renderApp({ path: '/ticketing/search' });
    expect(within(header()).queryByRole('link', { name: /消息中心/ })).toBeNull();
    cleanup();
    const menus = ['menu.booking', 'menu.myBooking', 'menu.scheduleMgt'];
    await renderApp({ path: '/scheduleMgt', user: { userId: 'u-1', logonId: 'demo.shipper' }, menus });
    expect(await within(header()).findByRole('link', { name: '我的消息（3 条未读）' })).toBeTruthy();
    expect(within(header()).queryByRole('link', { name: /消息中心/ })).toBeNull();
  });

  it('gives an enterprise user both bells in the ticketing layout: their ferry orders’ and the container messages', async () => {
    const menus = ['menu.booking', 'menu.myBooking'];
    await renderApp({ path: '/ticketing/search', user: { userId: 'u-1', logonId: 'demo.shipper' }, menus });
    expect((await within(header()).findByRole('link', { name: '消息中心（4 条未读）' })).getAttribute('href')).toBe('/tickets/messages');
    expect((await within(header()).findByRole('link', { name: '我的消息（3 条未读）' })).getAttribute('href')).toBe('/tickets/myMessage');
  });
});
