import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp as renderShell, type AppSetup } from '../../app/testing/renderApp';
import ja from '../../i18n/ja.json';
import zh from '../../i18n/zh.json';
import { portLine } from './testing/portLine';
import { FERRY_PORTS, ROUTE_PAIRS } from './testing/ports';

type Calls = CustomerServices;
/** The home page's calls and the ticket search's, handed in through the services context. */
const getLatestAnnouncements = vi.fn<Calls['announcements']['getLatestAnnouncements']>();
const getTsNextVoyages = vi.fn<Calls['voyages']['getTsNextVoyages']>();
const calls = {
  baseData: { getFerryPorts: vi.fn<Calls['baseData']['getFerryPorts']>(async () => FERRY_PORTS) },
  announcements: { getLatestAnnouncements },
  // Every route sails from 2026-12-04 on; the calendar marks three days of December.
  voyages: {
    getTsTicketDate: vi.fn<Calls['voyages']['getTsTicketDate']>(async ({ departurePort, arrivalPort }) =>
      ROUTE_PAIRS.has(`${departurePort}>${arrivalPort}`) ? { startDate: '2026-12-04', endDate: '2027-03-20' } : { startDate: null, endDate: null },
    ),
    getTsVoyageByMonth: vi.fn<Calls['voyages']['getTsVoyageByMonth']>(async () => ['2026-12-04', '2026-12-08', '2026-12-11']),
    getTsVoyageByDate: vi.fn<Calls['voyages']['getTsVoyageByDate']>(async () => []),
    getWebTsVoyageList: vi.fn<Calls['voyages']['getWebTsVoyageList']>(async () => []),
    getTsNextVoyages,
  },
};
const renderApp = (setup: AppSetup = {}) => renderShell({ calls, ...setup });

afterEach(() => {
  cleanup();
  getLatestAnnouncements.mockReset();
  getTsNextVoyages.mockReset();
});

/** Nothing to show unless a test says otherwise. */
function quietHome() {
  getLatestAnnouncements.mockResolvedValue([]);
  getTsNextVoyages.mockResolvedValue([]);
}

const latest = (messages: Record<string, string> = zh) => screen.getByRole('region', { name: messages['home.latest.title'] });

describe('HomePage', () => {
  it('leads to ticket search, route instructions, the schedule and about us', async () => {
    quietHome();
    await renderApp();
    const hero = screen.getByRole('region', { name: zh['app.productName'] });
    const href = (name: string) => within(hero).getByRole('link', { name }).getAttribute('href');
    expect(href(zh['home.cta.search'])).toBe('/tickets/ticketing/search');
    expect(href(zh['home.cta.notice'])).toBe('/tickets/notice');
    expect(href(zh['home.cta.schedule'])).toBe('/tickets/timetable');
    expect(href(zh['home.cta.about'])).toBe('/tickets/infoUS');
  });

  it('lists the latest five announcements, in the current language, linking to their detail', async () => {
    getLatestAnnouncements.mockResolvedValue(ANNOUNCEMENTS);
    getTsNextVoyages.mockResolvedValue([]);
    await renderApp();
    const first = await within(latest()).findByRole('link', { name: /春节期间航班调整通知/ });
    expect(getLatestAnnouncements).toHaveBeenCalledWith(5, { signal: expect.any(AbortSignal) });
    expect(first.getAttribute('href')).toBe('/tickets/newsDetail?uuid=a-1');
    expect(first.textContent).toContain('2026-01-20');
    expect(first.textContent).toContain(zh['home.announcementType.NOTICE']);
    expect(
      within(latest())
        .getByRole('link', { name: /东海号/ })
        .getAttribute('href'),
    ).toBe('/tickets/newsDetail?uuid=a%202');
  });

  it('shows the titles in Japanese on the Japanese site', async () => {
    getLatestAnnouncements.mockResolvedValue(ANNOUNCEMENTS);
    getTsNextVoyages.mockResolvedValue([]);
    await renderApp({ lang: 'jp' });
    expect(await within(latest(ja)).findByText('春節期間の運航スケジュール変更のお知らせ')).toBeTruthy();
  });

  it('says so when there is no news', async () => {
    quietHome();
    await renderApp();
    expect(await within(latest()).findByText(zh['home.latest.empty'])).toBeTruthy();
  });

  it('shows placeholders while loading, and a retry after a failure', async () => {
    let fail: (error: Error) => void = () => {};
    getLatestAnnouncements.mockReturnValueOnce(new Promise((_, reject) => (fail = reject))).mockResolvedValueOnce(ANNOUNCEMENTS);
    getTsNextVoyages.mockResolvedValue([]);
    await renderApp();
    expect(latest().getAttribute('aria-busy')).toBe('true');
    expect(within(latest()).getByRole('list', { name: zh['home.latest.loading'] })).toBeTruthy();
    act(() => fail(new Error('offline')));
    fireEvent.click(await within(latest()).findByRole('button', { name: zh['home.latest.retry'] }));
    expect(await within(latest()).findByText('春节期间航班调整通知')).toBeTruthy();
    expect(getLatestAnnouncements).toHaveBeenCalledTimes(2);
  });

  it('presents the three ferry routes', async () => {
    quietHome();
    await renderApp();
    const routes = screen.getByRole('region', { name: zh['home.routes.title'] });
    expect(
      within(routes)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['上海 — 大阪', '上海 — 神户', '太仓 — 下关']);
  });

  it.each([
    ['zh', zh, '查询船票太仓 — 下关', '太仓港', '下关港'],
    ['jp', ja, '空席を確認太倉 — 下関', '太倉港', '下関港'],
  ] as const)('%s: each route card’s search link carries its route, and the search opens with it', async (lang, messages, linkName, from, to) => {
    quietHome();
    await renderApp({ lang });
    const routes = screen.getByRole('region', { name: messages['home.routes.title'] });
    const links = within(routes).getAllByRole('link', { name: new RegExp(`^${messages['home.routes.book']}`) });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/tickets/ticketing/search?from=CNSHA&to=JPOSA',
      '/tickets/ticketing/search?from=CNSHA&to=JPUKB',
      '/tickets/ticketing/search?from=CNTAG&to=JPSHS',
    ]);
    fireEvent.click(within(routes).getByRole('link', { name: linkName }));
    await screen.findByRole('heading', { level: 1, name: messages['ticketing.search.title'] }, { timeout: 10_000 });
    const shown = (id: string) => document.getElementById(id)?.closest('.p-dropdown')?.querySelector('.p-dropdown-label')?.textContent;
    await waitFor(() => expect([shown('search-from'), shown('search-to')]).toEqual([from, to]), { timeout: 10_000 });
  });
});

const search = () => screen.getByRole('region', { name: zh['home.quickSearch.title'] });
const submit = () => fireEvent.click(within(search()).getByRole('button', { name: zh['ticketing.search.submit'] }));

/** The lazy calendar has replaced its stand-in (which is disabled). */
async function calendarInput(id: string): Promise<HTMLInputElement> {
  let input: HTMLInputElement | null = null;
  await waitFor(
    () => {
      input = document.querySelector<HTMLInputElement>(`#${id}`);
      expect(input?.disabled).toBe(false);
    },
    { timeout: 10_000 },
  );
  return input!;
}

describe('the sailing search on the home page', () => {
  it('opens on Shanghai to Osaka and the first sailing day, and hands over to the one-way list with them', async () => {
    quietHome();
    const { location } = await renderApp();
    expect((within(search()).getByLabelText(zh['ticketing.search.from']) as HTMLSelectElement).value).toBe('CNSHA');
    await waitFor(() => expect((within(search()).getByLabelText(zh['ticketing.search.to']) as HTMLSelectElement).value).toBe('JPOSA'));
    await waitFor(() => expect((document.querySelector('#home-search-date') as HTMLInputElement).value).toBe('2026-12-04'));
    submit();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-04'));
  });

  it('offers only the ports with a route from the departure, and asks for a port again after a change', async () => {
    quietHome();
    await renderApp();
    const from = within(search()).getByLabelText(zh['ticketing.search.from']);
    const to = within(search()).getByLabelText(zh['ticketing.search.to']) as HTMLSelectElement;
    await waitFor(() => expect(within(from).getAllByRole('option')).toHaveLength(5));
    fireEvent.change(from, { target: { value: 'CNTAG' } });
    await waitFor(() => expect([...to.options].map((o) => o.value)).toEqual(['', 'JPSHS']));
    submit();
    expect((await within(search()).findByRole('alert')).textContent).toBe('筛选条件不完整');
  });

  it('a round trip needs its return day, then hands over to the round-trip list', async () => {
    quietHome();
    const { location } = await renderApp();
    fireEvent.click(within(search()).getByRole('radio', { name: zh['ticketing.search.roundTrip'] }));
    await waitFor(() => expect((document.querySelector('#home-search-date') as HTMLInputElement).value).toBe('2026-12-04'));
    submit();
    expect((await within(search()).findByRole('alert')).textContent).toBe('筛选条件不完整');

    const returnInput = await calendarInput('home-search-return-date');
    await act(async () => {
      fireEvent.click(returnInput);
    });
    const day = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.sailing-calendar [data-day="2026-12-11"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await act(async () => {
      fireEvent.click(day);
    });
    await waitFor(() => expect(returnInput.value).toBe('2026-12-11'));
    submit();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-04&returnDate=2026-12-11'));
  });
});

describe('the next sailings on the route cards', () => {
  const routes = () => screen.getByRole('region', { name: zh['home.routes.title'] });
  const card = (name: string) => within(routes()).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

  it("shows each direction's next sailings with the berths left and the fare from, each leading to its day", async () => {
    getLatestAnnouncements.mockResolvedValue([]);
    getTsNextVoyages.mockResolvedValue([
      portLine({ uuid: 'out', departureTime: '2026-12-04T03:00:00.000Z' }),
      portLine({ uuid: 'back', departurePort: 'JPOSA', arrivalPort: 'CNSHA', currency: 'JPY', departureTime: '2026-12-06T03:00:00.000Z' }),
    ]);
    await renderApp();
    expect(getTsNextVoyages).toHaveBeenCalledWith(2, { signal: expect.any(AbortSignal) });
    const shanghaiOsaka = within(card('上海 — 大阪'));
    const outbound = await shanghaiOsaka.findByRole('list', { name: '上海 → 大阪' });
    const link = within(outbound).getByRole('link');
    expect(link.getAttribute('href')).toBe('/tickets/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-04');
    expect(link.textContent).toContain('11:00');
    expect(link.textContent).toContain('余 4 间 · 120 铺');
    expect(link.textContent).toContain('¥1,500.00 起');
    const back = within(shanghaiOsaka.getByRole('list', { name: '大阪 → 上海' })).getByRole('link');
    expect(back.getAttribute('href')).toBe('/tickets/ticketing/one_way?from=JPOSA&to=CNSHA&date=2026-12-06');
    expect(back.textContent).toContain('1,500円');
    // A route without a bookable sailing says so.
    expect(within(card('太仓 — 下关')).getAllByText(zh['home.next.none'])).toHaveLength(2);
  });

  it('offers to ask again when the sailings could not be loaded', async () => {
    getLatestAnnouncements.mockResolvedValue([]);
    getTsNextVoyages.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([portLine()]);
    await renderApp();
    const retry = await within(card('上海 — 大阪')).findByRole('button', { name: zh['home.latest.retry'] });
    fireEvent.click(retry);
    expect(await within(card('上海 — 大阪')).findByText('余 4 间 · 120 铺')).toBeTruthy();
  });
});
