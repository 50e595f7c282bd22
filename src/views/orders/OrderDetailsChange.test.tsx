import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { CustomerServices } from '../../app/customerServices';
import type { OrderView } from '../../domain/ticketing/order';
import type { VoyagePortLine } from '../../domain/voyages';
import { leg, order } from '../../machines/orders.fixtures';
import { DICTS } from '../ticketing/createOrder/testing/fixtures';
import { changeTarget } from './testing/changeTarget';

type OrderCalls = CustomerServices['orders'];
type VoyageCalls = CustomerServices['voyages'];
const loadOrder = vi.fn<OrderCalls['loadOrder']>();
const quoteChange = vi.fn<OrderCalls['quoteChange']>();
const changeSailing = vi.fn<OrderCalls['changeSailing']>();
const getWebTsVoyageList = vi.fn<VoyageCalls['getWebTsVoyageList']>();
const calls = {
  baseData: { getDictList: vi.fn<CustomerServices['baseData']['getDictList']>(async (type) => DICTS[type] ?? []) },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
  orders: { loadOrder, quoteChange, changeSailing },
  voyages: {
    getWebTsVoyageList,
  },
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const USER = { userId: 'u-1', logonId: 'demo.passenger' };
// SO2612A leaves Shanghai 2026-12-10 10:00 local (02:00Z)
const PAID: OrderView = order('o-1', 'PAID');
const CHANGED: OrderView = order('o-1', 'PAID', {
  legs: [
    leg({
      voyageUuid: 'v-2',
      voyageCode: 'SO2612C',
      departureTime: '2026-12-17T02:00:00.000Z',
      arrivalTime: '2026-12-18T01:00:00.000Z',
      departureDate: '2026-12-17',
    }),
  ],
  history: [
    {
      event: 'order.changeSailing',
      fromStatus: 'PAID',
      toStatus: 'PAID',
      actor: 'user',
      note: 'SO2612A SECOND_JAPANESE -> SO2612C SECOND_JAPANESE',
      at: '2026-11-30T02:01:00.000Z',
    },
  ],
});
const LINE: VoyagePortLine = changeTarget();

const actions = () => within(screen.getByRole('region', { name: '订单操作' }));

describe('changing a sailing from the order details', { timeout: 20_000 }, () => {
  it('a paid order ten days before its sailing: 改签, a day, a sailing, the free quote, 改签成功 and the order loaded again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T02:00:00.000Z'));
    loadOrder.mockResolvedValueOnce(PAID).mockResolvedValue(CHANGED);
    getWebTsVoyageList.mockResolvedValue([LINE]);
    quoteChange.mockResolvedValue({
      uuid: 'o-1',
      legIndex: 0,
      currency: 'RMB',
      from: { voyageUuid: 'v-1', voyageCode: 'SO2612A', departureTime: '2026-12-10T02:00:00.000Z', cabinClass: 'SECOND_JAPANESE', amount: 1100 },
      to: { voyageUuid: 'v-2', voyageCode: 'SO2612C', departureTime: '2026-12-17T02:00:00.000Z', cabinClass: 'SECOND_JAPANESE', amount: 1100 },
      band: 'MORE_THAN_7_DAYS',
      feePercent: 0,
      fee: 0,
      difference: 0,
      balance: 0,
      due: 0,
      back: 0,
      changeable: true,
    });
    changeSailing.mockResolvedValue(CHANGED);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    await screen.findByText('T2611220001');

    fireEvent.click(actions().getByRole('button', { name: '改签' }));
    const dialog = await screen.findByRole('dialog', { name: '改签' });
    fireEvent.change(within(dialog).getByLabelText('改签日期'), { target: { value: '2026-12-17' } });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'SO2612C　2026-12-17 10:00:00 出发　二等日式房（剩余 4）' }));
    expect(getWebTsVoyageList).toHaveBeenCalledWith({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }, '2026-12-17', 'RMB', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: '查看改签费用' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '确认改签' }));
    expect(await screen.findByText('改签成功')).toBeTruthy();
    expect(changeSailing).toHaveBeenCalledWith({ uuid: 'o-1', legIndex: 0, voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE', balance: 0 });
    await waitFor(() => expect(loadOrder).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('2026-12-17 10:00:00 出发（当地时间）')).toBeTruthy();
    // the history names the change (the status stays PAID)
    const changeRow = within(screen.getByRole('region', { name: '状态记录' })).getAllByRole('row')[1]!;
    expect(changeRow.textContent).toContain('改签');
    expect(changeRow.textContent).toContain('已改签至其他航次');
    expect(changeRow.textContent).toContain('SO2612A SECOND_JAPANESE -> SO2612C SECOND_JAPANESE');
  });

  it('no 改签 within 24 hours of the sailing, nor on an unpaid order; a round trip offers each leg in Japanese', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-09T03:00:00.000Z'));
    loadOrder.mockResolvedValue(PAID);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    await screen.findByText('T2611220001');
    expect(actions().queryByRole('button', { name: '改签' })).toBeNull();
    cleanup();

    vi.setSystemTime(new Date('2026-11-30T02:00:00.000Z'));
    loadOrder.mockResolvedValue(order('o-1', 'DUE_PAY'));
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls });
    await screen.findByText('T2611220001');
    expect(actions().queryByRole('button', { name: '改签' })).toBeNull();
    cleanup();

    const roundTrip = order('o-1', 'PAID', {
      orderType: 'ROUND_TRIP',
      legs: [
        leg(),
        leg({ legIndex: 1, departurePort: 'JPOSA', arrivalPort: 'CNSHA', voyageUuid: 'r-1', voyageCode: 'OS2612B', departureTime: '2026-12-14T03:00:00.000Z' }),
      ],
    });
    loadOrder.mockResolvedValue(roundTrip);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, calls, lang: 'jp' });
    await screen.findByText('T2611220001');
    const region = within(screen.getByRole('region', { name: '予約の操作' }));
    expect(region.getByRole('button', { name: '往路の便を変更' })).toBeTruthy();
    fireEvent.click(region.getByRole('button', { name: '復路の便を変更' }));
    const dialog = await screen.findByRole('dialog', { name: '復路の便の変更' });
    expect(within(dialog).getByText('現在の便：OS2612B、2026-12-14 12:00:00（現地時間）発、2等和室')).toBeTruthy();
  });
});
