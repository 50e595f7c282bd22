import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerServices, ServicesProvider, type CustomerServices } from '../../app/customerServices';
import { ROUTES } from '../../app/routes';
import { withFakes } from '../../app/testing/withFakes';
import type { DictItem, PortItem } from '../../domain/baseData';
import type { OrderDraft, OrderPassengerInput } from '../../domain/ticketing/order';
import { leg, order } from '../../machines/orders.fixtures';
import ja from '../../i18n/ja.json';
import zh from '../../i18n/zh.json';
import { cabin, EARLY_RETURN, OUTBOUND, portLine, RETURN, RETURN_SUITE_SOLD_OUT } from '../../machines/ticketing.fixtures';
import type { StoredChoices } from '../../machines/ticketing.machine';
import CreateOrderPage from './CreateOrderPage';
import OneWayPage from './OneWayPage';
import RoundTripPage from './RoundTripPage';
import SearchPage from './SearchPage';
import { renderTicketingScreen } from './testing/renderTicketingScreen';

const PORTS: PortItem[] = [
  { id: '1', cde: 'CNSHA', cnnme: '上海港', ennme: 'Shanghai', jpnme: '上海港', countryCde: 'CN', cityCde: 'SHA', currency: 'RMB' },
  { id: '2', cde: 'JPOSA', cnnme: '大阪港', ennme: 'Osaka', jpnme: '大阪港', countryCde: 'JP', cityCde: 'OSA', currency: 'JPY' },
];
const TICKET_TYPES: DictItem[] = [
  { id: 't1', cde: 'ADULT', cnnme: '成人', ennme: '大人', sort: 1, extraInfoMap: { cnnme: '成人', ennme: '大人' } },
  { id: 't2', cde: 'CHILD', cnnme: '儿童', ennme: '小人', sort: 2, extraInfoMap: { cnnme: '儿童', ennme: '小人' } },
];

type VoyageCalls = CustomerServices['voyages'];
/** The screens' own reads (ports, ticket types, sailing days), handed in through the services context. */
const getTsVoyageByMonth = vi.fn<VoyageCalls['getTsVoyageByMonth']>(async () => ['2026-12-03', '2026-12-07']);
const services = withFakes(customerServices, {
  baseData: {
    getFerryPorts: vi.fn<CustomerServices['baseData']['getFerryPorts']>(async () => PORTS),
    getDictList: vi.fn<CustomerServices['baseData']['getDictList']>(async () => TICKET_TYPES),
  },
  voyages: {
    getTsTicketDate: vi.fn<VoyageCalls['getTsTicketDate']>(async ({ arrivalPort }) =>
      arrivalPort === 'JPOSA' || arrivalPort === 'CNSHA' ? { startDate: '2026-12-01', endDate: '2027-03-30' } : { startDate: null, endDate: null },
    ),
    getTsVoyageByMonth,
  },
});

// The form is another screen part's; the page only wires it: a stand-in shows what it receives.
vi.mock('./createOrder/CreateOrderForm', () => ({
  CreateOrderForm: (props: {
    orderType: string;
    legs: { voyage: { voyageCode: string }; cabinClass: string }[];
    draft: OrderDraft;
    submitting: boolean;
    serverError: unknown;
    onSubmit(d: OrderDraft): void;
    onBack(): void;
    onDraftChange(d: OrderDraft): void;
  }) => (
    <div data-testid="order-form">
      <p>{props.orderType}</p>
      {props.legs.map((leg) => (
        <p key={leg.voyage.voyageCode}>{`${leg.voyage.voyageCode}/${leg.cabinClass}`}</p>
      ))}
      <p>{props.draft.contactName}</p>
      <p>{props.submitting ? 'submitting' : 'idle'}</p>
      <p>{JSON.stringify(props.serverError)}</p>
      <button type="button" onClick={() => props.onDraftChange({ ...props.draft, contactName: '李四' })}>
        change
      </button>
      <button type="button" onClick={() => props.onSubmit(props.draft)}>
        submit
      </button>
      <button type="button" onClick={props.onBack}>
        back
      </button>
    </div>
  ),
}));

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const route = (name: string) => ROUTES.find((r) => r.name === name)!;
const page = (Component: typeof OneWayPage, name: string) => (props: { search: string }) => (
  <ServicesProvider services={services}>
    <Component route={route(name)} path={route(name).path} search={props.search} />
  </ServicesProvider>
);

const DAY = 'CNSHA>JPOSA@2026-12-03';
const ONE_WAY_PATH = '/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-03';

describe('OneWay screen', () => {
  it('shows the day’s sailings with times at the ports, berths left, fares in yuan, and a disabled sold-out cabin', async () => {
    await renderTicketingScreen(page(OneWayPage, 'OneWay'), { path: ONE_WAY_PATH, lists: { [DAY]: [OUTBOUND] } });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('新鉴真')).toBeTruthy();
    // 04:00Z is 12:00 in Shanghai; 46 h later is 11:00 on the 5th in Osaka (UTC+9)
    expect(within(card).getByText('12:00')).toBeTruthy();
    expect(within(card).getByText('11:00')).toBeTruthy();
    // a room class: rooms left
    expect(within(card).getByText('剩余 4 间')).toBeTruthy();
    expect(within(card).getAllByText('¥1,500.00').length).toBeGreaterThan(0);
    expect(within(card).getByText('燃油附加费 ¥120.00/人')).toBeTruthy();
    expect(await within(card).findAllByText('成人')).toHaveLength(2);
    const rows = within(card).getAllByRole('row');
    const soldOut = rows.find((row) => row.textContent?.includes('二等通铺'))!;
    expect((within(soldOut).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('1', { selector: '.ticketing-steps__number' }).closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('shows yen with the 円 suffix for a sailing from Japan', async () => {
    const fromOsaka = portLine('v-jp', '2026-12-03T03:00:00.000Z', {
      departurePort: 'JPOSA',
      arrivalPort: 'CNSHA',
      currency: 'JPY',
      fuelSurcharge: 3000,
      cabins: [cabin('SUITE', 2, { fares: [{ ticketType: 'ADULT', amount: 29000 }] })],
    });
    await renderTicketingScreen(page(OneWayPage, 'OneWay'), {
      path: '/ticketing/one_way?from=JPOSA&to=CNSHA&date=2026-12-03',
      lists: { 'JPOSA>CNSHA@2026-12-03': [fromOsaka] },
      lang: 'jp',
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('29,000円')).toBeTruthy();
    expect(within(card).getByText('燃油サーチャージ 3,000円/人')).toBeTruthy();
    expect(within(card).getByText('残り 2 室')).toBeTruthy();
  });

  it('choosing a cabin goes on to the order form with the choice stored', async () => {
    const { location, stored } = await renderTicketingScreen(page(OneWayPage, 'OneWay'), { path: ONE_WAY_PATH, lists: { [DAY]: [OUTBOUND] } });
    const card = await screen.findByRole('article');
    const suite = within(card)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('豪华套房'))!;
    fireEvent.click(within(suite).getByRole('button', { name: zh['ticketing.sailing.choose'] }));
    expect(location.history?.at(-1)).toBe('/tickets/ticketing/create_order');
    expect(stored.current?.outbound).toEqual({ voyage: OUTBOUND, cabinClass: 'SUITE' });
  });

  it('an empty day says so; the next day is asked for and the URL follows', async () => {
    const { services, location } = await renderTicketingScreen(page(OneWayPage, 'OneWay'), { path: ONE_WAY_PATH, lists: {} });
    expect(await screen.findByText(zh['ticketing.list.empty'])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: zh['ticketing.day.next'] }));
    await waitFor(() =>
      expect(services.getWebTsVoyageList).toHaveBeenLastCalledWith({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }, '2026-12-04', undefined, {
        signal: expect.any(AbortSignal),
      }),
    );
    expect(location.history?.at(-1)).toBe('/tickets/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-04');
  });

  it('opened without a search, it says the search is incomplete and leads to the search form', async () => {
    const { services, location } = await renderTicketingScreen(page(OneWayPage, 'OneWay'), { path: '/ticketing/one_way' });
    expect((await screen.findByRole('alert')).textContent).toContain('筛选条件不完整');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(zh['ticketing.oneWay.title']);
    expect(screen.getByRole('link', { name: zh['ticketing.editSearch'] }).getAttribute('href')).toBe('/tickets/ticketing/search');
    expect(location.history?.at(-1)).toBe('/tickets/ticketing/one_way');
    expect(services.getWebTsVoyageList).not.toHaveBeenCalled();
  });

  it('a failed list offers a retry', async () => {
    const { services } = await renderTicketingScreen(page(OneWayPage, 'OneWay'), { path: ONE_WAY_PATH, lists: { [DAY]: [OUTBOUND] } });
    await screen.findByRole('article');
    vi.mocked(services.getWebTsVoyageList).mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: zh['ticketing.day.next'] }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(zh['ticketing.list.failed']);
    fireEvent.click(within(alert).getByRole('button', { name: zh['ticketing.list.retry'] }));
    expect(await screen.findByText(zh['ticketing.list.empty'])).toBeTruthy();
  });
});

describe('RoundTrip screen', () => {
  const PATH = '/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-03&returnDate=2026-12-10';
  const LISTS = { [DAY]: [OUTBOUND], 'JPOSA>CNSHA@2026-12-10': [RETURN, EARLY_RETURN, RETURN_SUITE_SOLD_OUT] };

  async function chooseOutbound(lang: 'zh' | 'jp' = 'zh') {
    const rendered = await renderTicketingScreen(page(RoundTripPage, 'RoundTrip'), { path: PATH, lists: LISTS, lang });
    const messages = lang === 'zh' ? zh : ja;
    const card = await screen.findByRole('article');
    const suite = within(card)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(lang === 'zh' ? '豪华套房' : 'スイート'))!;
    fireEvent.click(within(suite).getByRole('button', { name: messages['ticketing.sailing.choose'] }));
    await screen.findByText(messages['ticketing.roundTrip.chosenOutbound']);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    return rendered;
  }

  it('the return list offers only the outbound’s cabin class, priced in the outbound’s currency', async () => {
    const { services } = await chooseOutbound();
    expect(services.getWebTsVoyageList).toHaveBeenLastCalledWith({ departurePort: 'JPOSA', arrivalPort: 'CNSHA' }, '2026-12-10', 'RMB', {
      signal: expect.any(AbortSignal),
    });
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).queryByText('二等通铺')).toBeNull();
    }
    const soldOut = screen.getAllByRole('article').find((card) => card.textContent?.includes(RETURN_SUITE_SOLD_OUT.voyageCode))!;
    expect((within(soldOut).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a return departing before the outbound is refused with the spec message (in Japanese too)', async () => {
    await chooseOutbound('jp');
    const early = screen.getAllByRole('article').find((card) => card.textContent?.includes(EARLY_RETURN.voyageCode))!;
    fireEvent.click(within(early).getByRole('button', { name: ja['ticketing.sailing.choose'] }));
    expect((await screen.findByRole('alert')).textContent).toContain('復路の出発日時は往路の出発日時より前にできません');
  });

  it('a good return goes on to the order form', async () => {
    const { location, stored } = await chooseOutbound();
    const good = screen.getAllByRole('article').find((card) => card.textContent?.includes(RETURN.voyageCode))!;
    fireEvent.click(within(good).getByRole('button', { name: zh['ticketing.sailing.choose'] }));
    expect(location.history?.at(-1)).toBe('/tickets/ticketing/create_order');
    expect(stored.current?.returnLeg).toEqual({ voyage: RETURN, cabinClass: 'SUITE' });
  });
});

describe('Search screen', () => {
  it('refuses an incomplete search with the spec message', async () => {
    await renderTicketingScreen(page(SearchPage, 'Search'), { path: '/ticketing/search' });
    fireEvent.click(await screen.findByRole('button', { name: zh['ticketing.search.submit'] }));
    expect((await screen.findByRole('alert')).textContent).toContain('筛选条件不完整');
  });

  it('marks the days with sailings of the month on view', async () => {
    const stored: StoredChoices = {
      criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY', outboundDate: '2026-12-03', returnDate: '' },
      outbound: null,
      returnLeg: null,
      draft: { contactName: '', contactPhone: '', contactEmail: '', passengers: [], extraBed: false, noticeAgreed: false },
    };
    const { container } = await renderTicketingScreen(page(SearchPage, 'Search'), { path: '/ticketing/search', stored });
    await waitFor(() =>
      expect(getTsVoyageByMonth).toHaveBeenCalledWith({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }, '2026-12', { signal: expect.any(AbortSignal) }),
    );
    const input = container.querySelector('#search-date') as HTMLInputElement;
    await act(async () => {
      fireEvent.click(input);
    });
    await waitFor(() => expect(document.querySelectorAll('.sailing-calendar .sailing-day').length).toBe(2));
    expect([...document.querySelectorAll('.sailing-calendar .sailing-day')].map((day) => day.getAttribute('data-day'))).toEqual(['2026-12-03', '2026-12-07']);
  });

  it('a complete search goes to the one-way list with the search in its URL', async () => {
    const stored: StoredChoices = {
      criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY', outboundDate: '2026-12-03', returnDate: '' },
      outbound: null,
      returnLeg: null,
      draft: { contactName: '', contactPhone: '', contactEmail: '', passengers: [], extraBed: false, noticeAgreed: false },
    };
    const { location } = await renderTicketingScreen(page(SearchPage, 'Search'), { path: '/ticketing/search', stored });
    fireEvent.click(await screen.findByRole('button', { name: zh['ticketing.search.submit'] }));
    expect(location.history?.at(-1)).toBe(`/tickets${ONE_WAY_PATH}`);
  });
});

describe('CreateOrder screen', () => {
  const STORED: StoredChoices = {
    criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY', outboundDate: '2026-12-03', returnDate: '' },
    outbound: { voyage: OUTBOUND, cabinClass: 'SUITE' },
    returnLeg: null,
    draft: { contactName: '张三', contactPhone: '13800000000', contactEmail: 'a@example.com', passengers: [], extraBed: false, noticeAgreed: true },
  };

  it('resumes the stored sailing and draft, submits, and shows the created order', async () => {
    const { services, location } = await renderTicketingScreen(page(CreateOrderPage, 'CreateOrder'), {
      path: '/ticketing/create_order',
      stored: STORED,
      lists: { [DAY]: [OUTBOUND] },
    });
    const form = await screen.findByTestId('order-form');
    expect(within(form).getByText(`${OUTBOUND.voyageCode}/SUITE`)).toBeTruthy();
    expect(within(form).getByText('张三')).toBeTruthy();
    expect(screen.getByText('2', { selector: '.ticketing-steps__number' }).closest('li')?.getAttribute('aria-current')).toBe('step');
    fireEvent.click(within(form).getByRole('button', { name: 'change' }));
    expect(await within(form).findByText('李四')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/ticketing/pay?uuid=o-1'));
    expect(services.saveOrder).toHaveBeenCalledWith(
      expect.objectContaining({ submit: true, contactName: '李四', outbound: { voyageUuid: OUTBOUND.uuid, cabinClass: 'SUITE' } }),
      // the submit attempt's Idempotency-Key
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
  });

  it('not enough tickets: the spec message above the form and the server’s fields in it', async () => {
    const fields = { 'outbound.cabinClass': { message: '余票不足', jpMessage: '残席が不足しています' } };
    await renderTicketingScreen(page(CreateOrderPage, 'CreateOrder'), {
      path: '/ticketing/create_order',
      stored: STORED,
      lists: { [DAY]: [OUTBOUND] },
      saveOrder: async () => {
        throw Object.assign(new Error('余票不足'), { code: 10409, data: { fields } });
      },
    });
    fireEvent.click(within(await screen.findByTestId('order-form')).getByRole('button', { name: 'submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('余票不足');
    expect(await within(await screen.findByTestId('order-form')).findByText(JSON.stringify({ message: '余票不足', fields }))).toBeTruthy();
  });

  it('going back returns to the list with the choice kept', async () => {
    const { location } = await renderTicketingScreen(page(CreateOrderPage, 'CreateOrder'), {
      path: '/ticketing/create_order',
      stored: STORED,
      lists: { [DAY]: [OUTBOUND] },
    });
    fireEvent.click(within(await screen.findByTestId('order-form')).getByRole('button', { name: 'back' }));
    expect(location.history?.at(-1)).toBe(`/tickets${ONE_WAY_PATH}`);
  });
});

describe('Buy again', () => {
  const PASSENGER = { cnSurname: '张', cnGivenName: '三', ticketType: 'ADULT', saveToList: true } as unknown as OrderPassengerInput;
  const EARLIER = order('o-9', 'CANCEL', { passengers: [PASSENGER, { ...PASSENGER, cnGivenName: '四' }], legs: [leg({ cabinClass: 'SUITE' })] });

  it.each([
    ['zh', zh],
    ['jp', ja],
  ] as const)('%s: the search opens on the order’s route with its party in the form, and the one-way list marks its cabin', async (lang, messages) => {
    const search = await renderTicketingScreen(page(SearchPage, 'Search'), {
      path: '/ticketing/search?from=CNSHA&to=JPOSA&type=ONE_WAY&again=o-9',
      orders: { 'o-9': EARLIER },
      lang,
    });
    const hint = await screen.findByText(messages['ticketing.search.repeated'].split('{count}')[0]!, { exact: false });
    expect(hint.textContent).toContain('2');
    expect(search.location.history?.at(-1)).toBe('/tickets/ticketing/search');
    expect(search.stored.current).toMatchObject({ preferredCabin: 'SUITE', criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY' } });
    expect(search.stored.current?.draft.passengers).toHaveLength(2);
    const stored = search.stored.current;
    cleanup();

    await renderTicketingScreen(page(OneWayPage, 'OneWay'), { path: ONE_WAY_PATH, lists: { [DAY]: [OUTBOUND] }, stored, lang });
    const card = await screen.findByRole('article');
    const marked = within(card).getByText(messages['ticketing.sailing.preferred']).closest('tr')!;
    expect(marked.className).toContain('is-preferred');
    expect(within(card).getAllByText(messages['ticketing.sailing.preferred'])).toHaveLength(1);
  });

  it('an order that cannot be read: the search says so and keeps the route', async () => {
    const { stored } = await renderTicketingScreen(page(SearchPage, 'Search'), { path: '/ticketing/search?from=CNSHA&to=JPOSA&again=gone' });
    expect(await screen.findByText('无法读取原订单，请重新选择舱位并填写乘客信息')).toBeTruthy();
    expect(stored.current?.criteria.departurePort).toBe('CNSHA');
    expect(stored.current?.preferredCabin ?? null).toBeNull();
  });
});
