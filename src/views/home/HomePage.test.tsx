import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS, SITE_CONFIG } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import ja from '../../i18n/ja.json';
import zh from '../../i18n/zh.json';
import { getLatestAnnouncements } from '../../services/announcements';

vi.mock('../../services/baseData', () => ({
  getSiteConfig: vi.fn(async () => SITE_CONFIG),
  wechatQrUrl: () => '/api/web-ts/common/ts/baseData/getWechatQr',
}));
vi.mock('../../services/announcements', () => ({ getLatestAnnouncements: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(getLatestAnnouncements).mockReset();
});

const latest = (messages: Record<string, string> = zh) => screen.getByRole('region', { name: messages['home.latest.title'] });

describe('HomePage', () => {
  it('leads to ticket search, route instructions and the schedule', async () => {
    vi.mocked(getLatestAnnouncements).mockResolvedValue([]);
    await renderApp();
    const hero = screen.getByRole('region', { name: zh['app.productName'] });
    const href = (name: string) => within(hero).getByRole('link', { name }).getAttribute('href');
    expect(href(zh['home.cta.search'])).toBe('/tickets/ticketing/search');
    expect(href(zh['home.cta.notice'])).toBe('/tickets/notice');
    expect(href(zh['home.cta.schedule'])).toBe('/tickets/scheduleMgtTwo');
  });

  it('lists the latest five announcements, in the current language, linking to their detail', async () => {
    vi.mocked(getLatestAnnouncements).mockResolvedValue(ANNOUNCEMENTS);
    await renderApp();
    const first = await within(latest()).findByRole('link', { name: /春节期间航班调整通知/ });
    expect(getLatestAnnouncements).toHaveBeenCalledWith(5);
    expect(first.getAttribute('href')).toBe('/tickets/newsDetail?uuid=a-1');
    expect(first.textContent).toContain('2026-01-20');
    expect(first.textContent).toContain(zh['home.announcementType.NOTICE']);
    expect(within(latest()).getByRole('link', { name: /东海号/ }).getAttribute('href')).toBe('/tickets/newsDetail?uuid=a%202');
  });

  it('shows the titles in Japanese on the Japanese site', async () => {
    vi.mocked(getLatestAnnouncements).mockResolvedValue(ANNOUNCEMENTS);
    await renderApp({ lang: 'jp' });
    expect(await within(latest(ja)).findByText('春節期間の運航スケジュール変更のお知らせ')).toBeTruthy();
  });

  it('says so when there is no news', async () => {
    vi.mocked(getLatestAnnouncements).mockResolvedValue([]);
    await renderApp();
    expect(await within(latest()).findByText(zh['home.latest.empty'])).toBeTruthy();
  });

  it('shows placeholders while loading, and a retry after a failure', async () => {
    let fail: (error: Error) => void = () => {};
    vi.mocked(getLatestAnnouncements)
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValueOnce(ANNOUNCEMENTS);
    await renderApp();
    expect(latest().getAttribute('aria-busy')).toBe('true');
    expect(within(latest()).getByRole('list', { name: zh['home.latest.loading'] })).toBeTruthy();
    act(() => fail(new Error('offline')));
    fireEvent.click(await within(latest()).findByRole('button', { name: zh['home.latest.retry'] }));
    expect(await within(latest()).findByText('春节期间航班调整通知')).toBeTruthy();
    expect(getLatestAnnouncements).toHaveBeenCalledTimes(2);
  });

  it('presents the three ferry routes', async () => {
    vi.mocked(getLatestAnnouncements).mockResolvedValue([]);
    await renderApp();
    const routes = screen.getByRole('region', { name: zh['home.routes.title'] });
    expect(within(routes).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '上海 — 大阪',
      '上海 — 神户',
      '太仓 — 下关',
    ]);
  });
});
