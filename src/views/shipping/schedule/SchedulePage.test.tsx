import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import { SHIPPING_MESSAGES } from '../../../domain/shipping/messages';
import { sailingTimes, type ScheduledSailing } from '../../../domain/shipping/schedule';
import { answerFetch } from '../../../services/testing/fakeFetch';
import { PORTS } from '../bookings/testing/fixtures';
import { ENTERPRISE_BUTTONS, ENTERPRISE_MENUS, ENTERPRISE_USER } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getDictList = vi.fn<CustomerServices['baseData']['getDictList']>(async () => []);
const getContainerPorts = vi.fn<CustomerServices['baseData']['getContainerPorts']>(async () => PORTS);
const getLatestAnnouncements = vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS);
const searchSchedule = vi.fn<CustomerServices['schedule']['searchSchedule']>();
// The booking form the enterprise goes on to: nothing of it is looked at here.
const queryItsVoyage = vi.fn<CustomerServices['sailings']['queryItsVoyage']>(async () => []);
const getPartyPage = vi.fn<CustomerServices['parties']['getPartyPage']>(async () => ({ records: [], total: 0, current: 1, size: 50, pages: 0 }));
const getTemplatePage = vi.fn<CustomerServices['bookings']['getTemplatePage']>(async () => ({ records: [], total: 0, current: 1, size: 50, pages: 0 }));
const calls = {
  baseData: { getDictList, getContainerPorts },
  announcements: { getLatestAnnouncements },
  schedule: { searchSchedule },
  sailings: { queryItsVoyage },
  parties: { getPartyPage },
  bookings: { getTemplatePage },
};

beforeAll(async () => {
  await import('./SchedulePage');
}, 30_000);

const VOYAGE = '33333333-3333-4333-8333-333333333333';

/** A Shanghai -> Osaka sailing leaving 10 Dec 2026 10:00 China time, arriving 12 Dec 09:00 Japan time. */
function sailing(): ScheduledSailing {
  const etd = new Date('2026-12-10T02:00:00.000Z');
  const eta = new Date('2026-12-12T00:00:00.000Z');
  const times = sailingTimes(etd, eta);
  return {
    uuid: VOYAGE,
    voyageCode: 'DH2612E',
    routeCode: 'SHA-OSA',
    vessel: 'DONGHAI',
    polCode: 'CNSHA',
    podCode: 'JPOSA',
    ...times,
    rotation: [
      {
        portCode: 'CNSHA',
        portNameZh: '上海',
        portNameJa: '上海',
        portNameEn: 'Shanghai',
        eta: null,
        etd: times.etd,
        cyCutOff: times.cyCutOff,
        docCutOff: times.docCutOff,
      },
      { portCode: 'JPOSA', portNameZh: '大阪', portNameJa: '大阪', portNameEn: 'Osaka', eta: times.eta, etd: null, cyCutOff: null, docCutOff: null },
    ],
  };
}

beforeEach(() => {
  searchSchedule.mockImplementation(async (query) => (query.polCode === 'CNSHA' && query.podCode === 'JPOSA' ? [sailing()] : []));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const TITLE: Record<Lang, string> = { zh: '船期查询', jp: '運航スケジュール' };
const control = (id: string) => document.getElementById(id) as HTMLInputElement | HTMLSelectElement;
const messageOf = (id: string) => document.getElementById(`${id}-message`)?.textContent ?? '';
const type = (id: string, value: string) => fireEvent.change(control(id), { target: { value } });

async function openPage(path: string, lang: Lang = 'zh', logged: 'enterprise' | 'individual' | 'visitor' = 'visitor') {
  const app = await renderApp({
    path,
    lang,
    ...(logged === 'visitor' ? {} : { user: logged === 'enterprise' ? ENTERPRISE_USER : { userId: 'u-ind', logonId: 'demo.passenger' } }),
    menus: logged === 'enterprise' ? ENTERPRISE_MENUS : logged === 'individual' ? ['menu.cargoTracking', 'menu.scheduleMgt'] : [],
    buttons: logged === 'enterprise' ? ENTERPRISE_BUTTONS : [],
    calls,
  });
  await screen.findByRole('heading', { level: 1, name: TITLE[lang] }, { timeout: 5000 });
  await waitFor(() => expect(control('schedule-polCode').querySelectorAll('option').length).toBeGreaterThan(1));
  return app;
}

describe('sailing schedule screen', { timeout: 30_000 }, () => {
  it('starts with today to four weeks on, asks nothing before both ports are chosen, and says why at each field', async () => {
    await openPage('/scheduleMgtTwo');
    expect(control('schedule-etdFrom').value).toBe(dayjs().format('YYYY-MM-DD'));
    expect(control('schedule-etdTo').value).toBe(dayjs().add(28, 'day').format('YYYY-MM-DD'));
    expect(screen.getByText(/请选择装货港和卸货港后查询/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(messageOf('schedule-polCode')).toBe(SHIPPING_MESSAGES.polRequired.zh));
    expect(messageOf('schedule-podCode')).toBe(SHIPPING_MESSAGES.podRequired.zh);
    type('schedule-polCode', 'CNSHA');
    type('schedule-podCode', 'CNSHA');
    type('schedule-etdFrom', '2026-12-20');
    type('schedule-etdTo', '2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(messageOf('schedule-podCode')).toBe(SHIPPING_MESSAGES.samePorts.zh));
    expect(messageOf('schedule-etdTo')).toBe(SHIPPING_MESSAGES.dateRangeOrder.zh);
    type('schedule-podCode', 'JPOSA');
    type('schedule-etdFrom', '2026-12-01');
    type('schedule-etdTo', '2027-06-01');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(messageOf('schedule-etdTo')).toBe(SHIPPING_MESSAGES.scheduleRangeTooLong.zh));
    expect(searchSchedule).not.toHaveBeenCalled();
  });

  it('searches into the address and shows vessel, voyage, port-local ETD and ETA, transit and cut-offs; an enterprise books the sailing', async () => {
    const { location } = await openPage('/scheduleMgt', 'zh', 'enterprise');
    type('schedule-polCode', 'CNSHA');
    type('schedule-podCode', 'JPOSA');
    type('schedule-etdFrom', '2026-12-01');
    type('schedule-etdTo', '2026-12-28');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/scheduleMgt?pol=CNSHA&pod=JPOSA&from=2026-12-01&to=2026-12-28'));
    const card = await screen.findByRole('article', { name: /DONGHAI DH2612E/ });
    expect(searchSchedule).toHaveBeenCalledWith({ polCode: 'CNSHA', podCode: 'JPOSA', etdFrom: '2026-12-01', etdTo: '2026-12-28' });
    // Shanghai's clock for the departure and its cut-offs, Osaka's for the arrival.
    expect(within(card).getByText('2026-12-10 10:00', { exact: false })).toBeTruthy();
    expect(within(card).getByText('2026-12-12 09:00', { exact: false })).toBeTruthy();
    expect(within(card).getByText('航程 2 天（约 46 小时）')).toBeTruthy();
    expect(within(card).getByText('截港（CY）')).toBeTruthy();
    expect(within(card).getByText('2026-12-09 10:00', { exact: false })).toBeTruthy();
    expect(within(card).getByText('2026-12-08 10:00', { exact: false })).toBeTruthy();
    expect(within(card).getByText('2026-12-09 04:00', { exact: false })).toBeTruthy();
    fireEvent.click(within(card).getByRole('link', { name: /订舱/ }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/tickets/booking?voyage=${VOYAGE}&pol=CNSHA&pod=JPOSA`));
  });

  it('a search in the address is shown again on opening (reload, back); none found says so', async () => {
    await openPage('/scheduleMgtTwo?pol=JPUKB&pod=CNSHA&from=2026-12-01&to=2026-12-28');
    expect(await screen.findByText('2026-12-01 至 2026-12-28 期间该航线没有可订的船期，请调整港口或日期。')).toBeTruthy();
    expect(control('schedule-polCode').value).toBe('JPUKB');
    expect(searchSchedule).toHaveBeenCalledWith({ polCode: 'JPUKB', podCode: 'CNSHA', etdFrom: '2026-12-01', etdTo: '2026-12-28' });
  });

  it('in Japanese: a visitor is offered to log in and come back to book this sailing', async () => {
    await openPage('/scheduleMgtTwo?pol=CNSHA&pod=JPOSA&from=2026-12-01&to=2026-12-28', 'jp');
    const card = await screen.findByRole('article', { name: /DONGHAI DH2612E/ });
    expect(within(card).getByText('所要 2 日（約 46 時間）')).toBeTruthy();
    expect(within(card).getAllByText('入港予定')).toHaveLength(2);
    const link = within(card).getByRole('link', { name: /ログインしてブッキング/ });
    const back = `/scheduleMgtTwo?pol=CNSHA&pod=JPOSA&from=2026-12-01&to=2026-12-28&book=${VOYAGE}`;
    expect(link.getAttribute('href')).toBe(`/tickets/login?redirect=${encodeURIComponent(back)}`);
  });

  it('an individual is told that booking needs an approved enterprise account, also when coming back from login to book', async () => {
    const { location } = await openPage(`/scheduleMgtTwo?pol=CNSHA&pod=JPOSA&from=2026-12-01&to=2026-12-28&book=${VOYAGE}`, 'zh', 'individual');
    const card = await screen.findByRole('article', { name: /DONGHAI DH2612E/ });
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByText('订舱需使用审核通过的企业账户')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('您当前登录的是个人账户');
    expect(location.history?.at(-1)).toContain('/tickets/scheduleMgtTwo');
  });

  it('an enterprise back from logging in goes on to the booking form of the sailing it chose', async () => {
    const { location } = await renderApp({
      path: `/scheduleMgtTwo?pol=CNSHA&pod=JPOSA&from=2026-12-01&to=2026-12-28&book=${VOYAGE}`,
      user: ENTERPRISE_USER,
      menus: ENTERPRISE_MENUS,
      buttons: ENTERPRISE_BUTTONS,
      calls,
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/tickets/booking?voyage=${VOYAGE}&pol=CNSHA&pod=JPOSA`));
  });

  it('through the HTTP client: the search posts the address’s ports and days, and a failure offers to try again', async () => {
    const real = await vi.importActual<typeof import('../../../services/shipping/schedule')>('../../../services/shipping/schedule');
    searchSchedule.mockImplementation(real.searchSchedule);
    const sent = answerFetch({ code: 0, msg: 'success', data: [sailing()] });
    await openPage('/scheduleMgtTwo?pol=CNSHA&pod=JPOSA&from=2026-12-01&to=2026-12-28');
    expect(await screen.findByRole('article', { name: /DONGHAI DH2612E/ })).toBeTruthy();
    const asked = sent.filter((r) => r.url.endsWith('/ebItsVoyage/searchSchedule'));
    expect(asked).toHaveLength(1);
    expect(JSON.parse(String(asked[0]!.body))).toEqual({ polCode: 'CNSHA', podCode: 'JPOSA', etdFrom: '2026-12-01', etdTo: '2026-12-28' });

    cleanup();
    searchSchedule.mockRejectedValueOnce(new Error('offline')).mockImplementation(real.searchSchedule);
    await openPage('/scheduleMgtTwo?pol=CNSHA&pod=JPOSA&from=2026-12-01&to=2026-12-28');
    expect((await screen.findByRole('alert')).textContent).toContain('船期查询失败，请稍后重试。');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: /DONGHAI DH2612E/ })).toBeTruthy();
  });
});
