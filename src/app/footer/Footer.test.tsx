import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ja from '../../i18n/ja.json';
import zh from '../../i18n/zh.json';
import type { CustomerServices } from '../customerServices';
import { SITE_CONFIG } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { formatBuildStamp } from './formatBuildStamp';

/** The footer's company details and the home page's news, handed in through the services context. */
const getSiteConfig = vi.fn<CustomerServices['baseData']['getSiteConfig']>(async () => SITE_CONFIG);
const calls = {
  baseData: { getSiteConfig },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => []) },
};

afterEach(() => {
  cleanup();
  getSiteConfig.mockImplementation(async () => SITE_CONFIG);
});

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('shows the company details from configuration', async () => {
    await renderApp({ calls, path: '/notice' });
    const f = await screen.findByRole('contentinfo');
    await within(f).findByText(SITE_CONFIG.companyName.en);
    expect(within(f).getAllByText('东海渡轮航运有限公司').length).toBeGreaterThan(0);
    expect(within(f).getByText(`© ${new Date(__BUILD_TIME__).getFullYear()} 东海渡轮航运有限公司 版权所有`)).toBeTruthy();
    expect(within(f).getByRole('link', { name: zh['footer.businessRegistration'] }).getAttribute('href')).toBe(SITE_CONFIG.businessRegistrationUrl);
    expect(within(f).getByRole('link', { name: `ICP备案：${SITE_CONFIG.icpNumber}` })).toBeTruthy();

    for (const office of SITE_CONFIG.offices) {
      const block = within(f).getByRole('region', { name: office.name.zh });
      expect(within(block).getByText(office.phone)).toBeTruthy();
      expect(within(block).getByText(office.fax)).toBeTruthy();
      expect(within(block).getByRole('link', { name: office.email }).getAttribute('href')).toBe(`mailto:${office.email}`);
      expect(within(block).getByText(office.address.zh)).toBeTruthy();
    }

    const qr = within(f).getByRole('img', { name: `${SITE_CONFIG.wechatAccount} 微信公众号二维码` });
    expect(qr.getAttribute('src')).toBe('/api/web-ts/common/ts/baseData/getWechatQr');
  });

  it('shows the build stamp with the environment label', async () => {
    await renderApp({ calls, path: '/notice' });
    const stamp = formatBuildStamp(__BUILD_TIME__);
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(within(footer()).getByText(`构建时间 ${stamp}（${__BUILD_ENV__}）`)).toBeTruthy();
  });

  it('shows the offices in Japanese on the Japanese site', async () => {
    await renderApp({ calls, path: '/notice', lang: 'jp' });
    const f = footer();
    expect(await within(f).findByRole('region', { name: '大阪カスタマーセンター' })).toBeTruthy();
    expect(within(f).getByRole('link', { name: ja['footer.businessRegistration'] })).toBeTruthy();
  });

  it('holds its place with a skeleton while the details load', async () => {
    getSiteConfig.mockImplementation(() => new Promise(() => {}));
    await renderApp({ calls, path: '/notice' });
    expect(within(footer()).getByRole('status', { name: zh['footer.loading'] })).toBeTruthy();
    expect(within(footer()).getByText(new RegExp(`^构建时间 `))).toBeTruthy();
  });

  it('says so when the details cannot be loaded', async () => {
    getSiteConfig.mockRejectedValue(new Error('offline'));
    await renderApp({ calls, path: '/notice' });
    expect(await within(footer()).findByText(zh['footer.loadFailed'])).toBeTruthy();
  });
});
