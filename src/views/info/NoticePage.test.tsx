import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { renderApp } from '../../app/testing/renderApp';
import ja from '../../i18n/ja.json';
import zh from '../../i18n/zh.json';
import { PASSENGER_NOTICE, ROUTE_INSTRUCTIONS } from './testing/fixtures';

type InformationCalls = CustomerServices['information'];
/** The information calls the screen makes, handed in through the services context. */
const getRouteInstructions = vi.fn<InformationCalls['getRouteInstructions']>();
const getPassengerNotice = vi.fn<InformationCalls['getPassengerNotice']>();
const getCompanyProfile = vi.fn<InformationCalls['getCompanyProfile']>();
const calls = { information: { getRouteInstructions, getPassengerNotice, getCompanyProfile } };

afterEach(() => {
  cleanup();
  getRouteInstructions.mockReset();
  getPassengerNotice.mockReset();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('NoticePage (/notice)', () => {
  it('gives each route its boarding places, baggage rules and documents', async () => {
    getRouteInstructions.mockResolvedValue(ROUTE_INSTRUCTIONS);
    getPassengerNotice.mockResolvedValue(PASSENGER_NOTICE);
    await renderApp({ calls, path: '/notice' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(zh['route.notice']);
    const route = within(await screen.findByRole('region', { name: '上海 — 大阪' }));
    expect(route.getByText('执航船舶：新鉴真号')).toBeTruthy();
    const shanghai = within(route.getByRole('article', { name: '上海' }));
    expect(shanghai.getByText('上海港国际客运中心')).toBeTruthy();
    expect(shanghai.getByText('每周二、周五 11:00 开船')).toBeTruthy();
    expect(shanghai.getByText('09:00 开始办理，10:00 截止')).toBeTruthy();
    expect(within(route.getByRole('article', { name: '大阪' })).getByText('大阪南港国际渡轮码头')).toBeTruthy();
    expect(route.getByText('免费手提行李2件，合计20公斤')).toBeTruthy();
    expect(route.getByText('有效护照原件')).toBeTruthy();
    expect(screen.getByRole('region', { name: '太仓 — 下关' })).toBeTruthy();
    // The page's own table of contents leads to each route.
    const toc = within(screen.getByRole('navigation', { name: zh['info.onThisPage'] }));
    expect(toc.getByRole('link', { name: '上海 — 大阪' }).getAttribute('href')).toBe('#route-CNSHA-JPOSA');
  });

  it('shows the refund fee table of the shared rule: 10 %, 30 %, no refund', async () => {
    getRouteInstructions.mockResolvedValue(ROUTE_INSTRUCTIONS);
    getPassengerNotice.mockResolvedValue(PASSENGER_NOTICE);
    await renderApp({ calls, path: '/notice' });
    const rows = within(section(zh['notice.refund.title'])).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['开船前7天以上票款的 10%', '开船前1天至7天票款的 30%', '开船前24小时以内不予退票']);
  });

  it('shows the change-fee table beside the refund table: free more than 7 days ahead, 10 % from 1 to 7 days, no change within 24 hours', async () => {
    getRouteInstructions.mockResolvedValue(ROUTE_INSTRUCTIONS);
    getPassengerNotice.mockResolvedValue(PASSENGER_NOTICE);
    await renderApp({ calls, path: '/notice' });
    const rows = within(section('改签手续费')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['开船前7天以上免费', '开船前1天至7天该航段票款的 10%', '开船前24小时以内不可改签']);
    const toc = within(screen.getByRole('navigation', { name: zh['info.onThisPage'] }));
    expect(toc.getByRole('link', { name: '改签手续费' }).getAttribute('href')).toBe('#change-fees');
  });

  it('shows the passenger notice of the order form, its sections headed', async () => {
    getRouteInstructions.mockResolvedValue(ROUTE_INSTRUCTIONS);
    getPassengerNotice.mockResolvedValue(PASSENGER_NOTICE);
    await renderApp({ calls, path: '/notice' });
    const notice = within(section(zh['notice.passengerNotice.title']));
    expect(await notice.findByRole('heading', { level: 3, name: '一、登船时间' })).toBeTruthy();
    expect(notice.getByText('请于开船前2小时到达码头。')).toBeTruthy();
    expect(notice.getByRole('heading', { level: 3, name: '二、身份证件' })).toBeTruthy();
  });

  it('links to the three public container tools', async () => {
    getRouteInstructions.mockResolvedValue(ROUTE_INSTRUCTIONS);
    getPassengerNotice.mockResolvedValue(PASSENGER_NOTICE);
    await renderApp({ calls, path: '/notice' });
    const links = within(section(zh['notice.tools.title']))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/tickets/scheduleMgtTwo', '/tickets/cargoTrackingTwo', '/tickets/dndQueryAndCalcRateTwo']);
  });

  it('is in Japanese on the Japanese site', async () => {
    getRouteInstructions.mockResolvedValue(ROUTE_INSTRUCTIONS);
    getPassengerNotice.mockResolvedValue(PASSENGER_NOTICE);
    await renderApp({ calls, path: '/notice', lang: 'jp' });
    const route = within(await screen.findByRole('region', { name: '上海 — 大阪' }));
    expect(route.getByText('上海港国際フェリーターミナル')).toBeTruthy();
    expect(within(section(ja['notice.refund.title'])).getByText('払い戻しできません')).toBeTruthy();
    const changeRows = within(section('便の変更手数料')).getAllByRole('row').slice(1);
    expect(changeRows.map((row) => row.textContent)).toEqual([
      '出港の7日より前無料',
      '出港の1日前から7日前までその区間の運賃の 10%',
      '出港前24時間以内変更できません',
    ]);
    expect(await within(section(ja['notice.passengerNotice.title'])).findByRole('heading', { name: '一、乗船手続き' })).toBeTruthy();
  });

  it('shows placeholders while loading, and a retry after a failure', async () => {
    let fail: (error: Error) => void = () => {};
    getRouteInstructions.mockReturnValueOnce(new Promise((_, reject) => (fail = reject))).mockResolvedValueOnce(ROUTE_INSTRUCTIONS);
    getPassengerNotice.mockResolvedValue(PASSENGER_NOTICE);
    await renderApp({ calls, path: '/notice' });
    expect(screen.getAllByRole('status', { name: zh['info.loading'] }).length).toBeGreaterThan(0);
    act(() => fail(new Error('offline')));
    fireEvent.click(await screen.findByRole('button', { name: zh['info.retry'] }));
    expect(await screen.findByRole('region', { name: '上海 — 大阪' })).toBeTruthy();
    expect(getRouteInstructions).toHaveBeenCalledTimes(2);
  });
});
