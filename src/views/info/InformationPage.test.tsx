import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { renderApp } from '../../app/testing/renderApp';
import ja from '../../i18n/ja.json';
import zh from '../../i18n/zh.json';
import { announcements, page } from './testing/fixtures';

type AnnouncementsCalls = CustomerServices['announcements'];
/** The announcements calls the screen makes, handed in through the services context. */
const getAnnouncementPage = vi.fn<AnnouncementsCalls['getAnnouncementPage']>();
const getAnnouncement = vi.fn<AnnouncementsCalls['getAnnouncement']>();
const getLatestAnnouncements = vi.fn<AnnouncementsCalls['getLatestAnnouncements']>();
const calls = { announcements: { getAnnouncementPage, getAnnouncement, getLatestAnnouncements } };

afterEach(() => {
  cleanup();
  getAnnouncementPage.mockReset();
});

const list = () => screen.getByRole('region', { name: zh['information.list'] });
/** The titles of the rows (the first list; the pager's pages are the second). */
const titles = () => {
  const [rows] = within(list()).queryAllByRole('list');
  return rows
    ? within(rows)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent)
    : [];
};

describe('InformationPage (/information)', () => {
  it('lists the first page of 10, newest first, each linking to its detail', async () => {
    getAnnouncementPage.mockResolvedValue(page(announcements(10), 18));
    await renderApp({ calls, path: '/information' });
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(getAnnouncementPage).toHaveBeenCalledWith({ current: 1, size: 10, type: undefined }, { signal: expect.any(AbortSignal) });
    expect(titles()[0]).toBe('资讯 1');
    const first = within(list()).getByRole('link', { name: '资讯 1' });
    expect(first.getAttribute('href')).toBe('/tickets/newsDetail?uuid=n-1');
    expect(within(within(list()).getAllByRole('list')[0]!).getAllByRole('listitem')[0]?.textContent).toContain('2026-11-20');
    expect(within(list()).getByText('共 18 条')).toBeTruthy();
  });

  it('pages on: the second page, kept in the URL', async () => {
    getAnnouncementPage.mockImplementation(async ({ current }) => (current === 1 ? page(announcements(10), 18) : page(announcements(8, 10), 18, 2)));
    const { location } = await renderApp({ calls, path: '/information' });
    const pager = within(await screen.findByRole('navigation', { name: zh['information.pager'] }));
    fireEvent.click(pager.getByRole('link', { name: zh['information.next'] }));
    await waitFor(() => expect(titles()).toHaveLength(8));
    expect(location.history?.at(-1)).toBe('/tickets/information?page=2');
    expect(getAnnouncementPage).toHaveBeenLastCalledWith({ current: 2, size: 10, type: undefined }, { signal: expect.any(AbortSignal) });
    expect(
      within(screen.getByRole('navigation', { name: zh['information.pager'] }))
        .getByRole('link', { name: '第 2 页' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('offers 10, 20 and 50 a page; a new size starts at page 1', async () => {
    getAnnouncementPage.mockResolvedValue(page(announcements(10), 18));
    const { location } = await renderApp({ calls, path: '/information?page=2' });
    const size = await screen.findByLabelText(zh['information.pageSize']);
    expect([...(size as HTMLSelectElement).options].map((o) => o.value)).toEqual(['10', '20', '50']);
    fireEvent.change(size, { target: { value: '20' } });
    await waitFor(() => expect(getAnnouncementPage).toHaveBeenLastCalledWith({ current: 1, size: 20, type: undefined }, { signal: expect.any(AbortSignal) }));
    expect(location.history?.at(-1)).toBe('/tickets/information?size=20');
  });

  it('filters by type, from the first page', async () => {
    getAnnouncementPage.mockResolvedValue(page(announcements(3), 3));
    const { location } = await renderApp({ calls, path: '/information?page=2' });
    const filter = within(await screen.findByRole('navigation', { name: zh['information.filter'] }));
    expect(filter.getByRole('link', { name: zh['information.all'] }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(filter.getByRole('link', { name: zh['home.announcementType.NEWS'] }));
    await waitFor(() => expect(getAnnouncementPage).toHaveBeenLastCalledWith({ current: 1, size: 10, type: 'NEWS' }, { signal: expect.any(AbortSignal) }));
    expect(location.history?.at(-1)).toBe('/tickets/information?type=NEWS');
    expect(filter.getByRole('link', { name: zh['home.announcementType.NEWS'] }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when there is nothing', async () => {
    getAnnouncementPage.mockResolvedValue(page([], 0));
    await renderApp({ calls, path: '/information?type=SERVICE' });
    expect(await within(list()).findByText(zh['information.empty'])).toBeTruthy();
  });

  it('offers a retry after a failure', async () => {
    getAnnouncementPage.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page(announcements(2), 2));
    await renderApp({ calls, path: '/information' });
    fireEvent.click(await screen.findByRole('button', { name: zh['info.retry'] }));
    await waitFor(() => expect(titles()).toEqual(['资讯 1', '资讯 2']));
  });

  it('shows the titles in Japanese on the Japanese site', async () => {
    getAnnouncementPage.mockResolvedValue(page(announcements(2), 2));
    await renderApp({ calls, path: '/information', lang: 'jp' });
    const region = screen.getByRole('region', { name: ja['information.list'] });
    expect(await within(region).findByRole('link', { name: 'お知らせ 1' })).toBeTruthy();
    expect(within(region).getByText('全 2 件')).toBeTruthy();
  });
});
