import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { renderApp } from '../../app/testing/renderApp';
import ja from '../../i18n/ja.json';
import zh from '../../i18n/zh.json';
import { COMPANY_PROFILE } from './testing/fixtures';

type InformationCalls = CustomerServices['information'];
/** The information calls the screen makes, handed in through the services context. */
const getRouteInstructions = vi.fn<InformationCalls['getRouteInstructions']>();
const getPassengerNotice = vi.fn<InformationCalls['getPassengerNotice']>();
const getCompanyProfile = vi.fn<InformationCalls['getCompanyProfile']>();
const calls = { information: { getRouteInstructions, getPassengerNotice, getCompanyProfile } };

afterEach(() => {
  cleanup();
  getCompanyProfile.mockReset();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('AboutPage (/infoUS)', () => {
  it('introduces the company by its configured name', async () => {
    getCompanyProfile.mockResolvedValue(COMPANY_PROFILE);
    await renderApp({ calls, path: '/infoUS' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(zh['route.infoUS']);
    const company = within(await screen.findByRole('region', { name: zh['about.company'] }));
    expect(await company.findByText('东海渡轮航运有限公司')).toBeTruthy();
    expect(company.getByText('East Sea Ferry & Shipping Co., Ltd.')).toBeTruthy();
    expect(company.getByText('东海渡轮航运有限公司成立于1994年。')).toBeTruthy();
    expect(company.getByText('1994')).toBeTruthy();
  });

  it('presents each vessel with its route and particulars, and the routes', async () => {
    getCompanyProfile.mockResolvedValue(COMPANY_PROFILE);
    await renderApp({ calls, path: '/infoUS' });
    const vessel = within(await screen.findByRole('article', { name: '新鉴真号' }));
    expect(vessel.getByText('上海 — 大阪')).toBeTruthy();
    expect(vessel.getByText('14,500')).toBeTruthy();
    expect(vessel.getByText('355 人')).toBeTruthy();
    expect(within(section(zh['about.routes'])).getByRole('link', { name: zh['about.routesNotice'] }).getAttribute('href')).toBe('/tickets/notice');
  });

  it("shows both customer-service offices of the footer's configuration", async () => {
    getCompanyProfile.mockResolvedValue(COMPANY_PROFILE);
    await renderApp({ calls, path: '/infoUS' });
    const offices = within(section(zh['about.offices']));
    const shanghai = within(await offices.findByRole('region', { name: '上海客服中心' }));
    expect(shanghai.getByRole('link', { name: '+86-21-6595-8000' }).getAttribute('href')).toBe('tel:+862165958000');
    expect(shanghai.getByRole('link', { name: 'service-sh@eastsea-ferry.example' })).toBeTruthy();
    expect(within(offices.getByRole('region', { name: '大阪客服中心' })).getByText('+81-6-6612-3401')).toBeTruthy();
  });

  it('is in Japanese on the Japanese site', async () => {
    getCompanyProfile.mockResolvedValue(COMPANY_PROFILE);
    await renderApp({ calls, path: '/infoUS', lang: 'jp' });
    expect(await screen.findByRole('article', { name: '新鑑真' })).toBeTruthy();
    expect(await within(section(ja['about.offices'])).findByRole('region', { name: '大阪カスタマーセンター' })).toBeTruthy();
  });

  it('offers a retry when the profile cannot be loaded, keeping the offices', async () => {
    getCompanyProfile.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(COMPANY_PROFILE);
    await renderApp({ calls, path: '/infoUS' });
    (await screen.findByRole('button', { name: zh['info.retry'] })).click();
    expect(await screen.findByRole('article', { name: '新鉴真号' })).toBeTruthy();
    expect(within(section(zh['about.offices'])).getByRole('region', { name: '上海客服中心' })).toBeTruthy();
  });
});
