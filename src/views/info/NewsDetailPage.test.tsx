import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { renderApp } from '../../app/testing/renderApp';
import zh from '../../i18n/zh.json';
import { ApiError } from '../../domain/apiError';
import { ANNOUNCEMENT, announcements } from './testing/fixtures';

type AnnouncementsCalls = CustomerServices['announcements'];
/** The announcements calls the screen makes, handed in through the services context. */
const getAnnouncementPage = vi.fn<AnnouncementsCalls['getAnnouncementPage']>();
const getAnnouncement = vi.fn<AnnouncementsCalls['getAnnouncement']>();
const getLatestAnnouncements = vi.fn<AnnouncementsCalls['getLatestAnnouncements']>();
const calls = { announcements: { getAnnouncementPage, getAnnouncement, getLatestAnnouncements } };

beforeEach(() => {
  getLatestAnnouncements.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  getAnnouncement.mockReset();
  getLatestAnnouncements.mockReset();
});

const heading = () => screen.getByRole('heading', { level: 1 });

describe('NewsDetailPage (/newsDetail and /detail)', () => {
  it.each(['/newsDetail', '/detail'])('%s shows the title, date and body of ?uuid=', async (path) => {
    getAnnouncement.mockResolvedValue(ANNOUNCEMENT);
    await renderApp({ calls, path: `${path}?uuid=${ANNOUNCEMENT.uuid}` });
    expect(await screen.findByRole('heading', { level: 1, name: ANNOUNCEMENT.title.zh })).toBeTruthy();
    expect(getAnnouncement).toHaveBeenCalledWith(ANNOUNCEMENT.uuid, { signal: expect.any(AbortSignal) });
    const article = within(screen.getByRole('article', { name: ANNOUNCEMENT.title.zh }));
    expect(article.getByText('尊敬的旅客：')).toBeTruthy();
    expect(article.getByRole('listitem').textContent).toBe('船票继续有效');
    expect(screen.getByText('发布日期：2026-11-20')).toBeTruthy();
    expect(screen.getByRole('link', { name: zh['newsDetail.back'] }).getAttribute('href')).toBe('/tickets/information');
  });

  it('lists the newest other announcements beside it', async () => {
    getAnnouncement.mockResolvedValue(ANNOUNCEMENT);
    getLatestAnnouncements.mockResolvedValue([{ ...ANNOUNCEMENT }, ...announcements(5)]);
    await renderApp({ calls, path: `/newsDetail?uuid=${ANNOUNCEMENT.uuid}` });
    const more = within(await screen.findByRole('complementary', { name: zh['newsDetail.more'] }));
    expect(getLatestAnnouncements).toHaveBeenCalledWith(6, { signal: expect.any(AbortSignal) });
    expect(more.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      ['n-1', 'n-2', 'n-3', 'n-4', 'n-5'].map((uuid) => `/tickets/newsDetail?uuid=${uuid}`),
    );
  });

  it('is in Japanese on the Japanese site', async () => {
    getAnnouncement.mockResolvedValue(ANNOUNCEMENT);
    await renderApp({ calls, path: `/newsDetail?uuid=${ANNOUNCEMENT.uuid}`, lang: 'jp' });
    expect(await screen.findByRole('heading', { level: 1, name: ANNOUNCEMENT.title.ja })).toBeTruthy();
    expect(screen.getByText('お客様各位')).toBeTruthy();
  });

  it('an unknown uuid (10404) shows a friendly not-found message', async () => {
    getAnnouncement.mockRejectedValue(new ApiError('数据不存在', { kind: 'business', code: 10404 }));
    await renderApp({ calls, path: '/newsDetail?uuid=no-such-news' });
    expect(await screen.findByText(zh['newsDetail.notFound.text'])).toBeTruthy();
    expect(heading().textContent).toBe(zh['newsDetail.notFound.title']);
    expect(screen.queryByRole('button', { name: zh['info.retry'] })).toBeNull();
  });

  it('without a uuid asks nothing and says not found', async () => {
    await renderApp({ calls, path: '/newsDetail' });
    expect(await screen.findByText(zh['newsDetail.notFound.text'])).toBeTruthy();
    expect(getAnnouncement).not.toHaveBeenCalled();
  });

  it('another failure offers a retry', async () => {
    getAnnouncement.mockRejectedValueOnce(new ApiError('timeout', { kind: 'timeout' })).mockResolvedValueOnce(ANNOUNCEMENT);
    await renderApp({ calls, path: `/newsDetail?uuid=${ANNOUNCEMENT.uuid}` });
    fireEvent.click(await screen.findByRole('button', { name: zh['info.retry'] }));
    expect(await screen.findByRole('heading', { level: 1, name: ANNOUNCEMENT.title.zh })).toBeTruthy();
  });

  it('renders a body only after sanitising it: no script, no handler', async () => {
    const pwned = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = pwned;
    getAnnouncement.mockResolvedValue({
      ...ANNOUNCEMENT,
      body: { zh: '<p>正文</p><img src="x" onerror="window.pwned()"><script>window.pwned()</script><a href="javascript:window.pwned()">链接</a>', ja: '' },
    });
    await renderApp({ calls, path: `/newsDetail?uuid=${ANNOUNCEMENT.uuid}` });
    const article = await screen.findByRole('article', { name: ANNOUNCEMENT.title.zh });
    expect(within(article).getByText('正文')).toBeTruthy();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(article.querySelector('a')?.getAttribute('href')).toBeNull();
    article.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(pwned).not.toHaveBeenCalled();
  });
});
