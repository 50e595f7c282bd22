import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { renderApp } from '../../app/testing/renderApp';
import { portLine } from '../home/testing/portLine';

type Calls = CustomerServices;
const getTsTimetable = vi.fn<Calls['voyages']['getTsTimetable']>();
const calls = { voyages: { getTsTimetable } };

afterEach(() => {
  cleanup();
  getTsTimetable.mockReset();
});

const OSAKA_SHANGHAI = {
  routeCode: 'OSA-SHA',
  departurePort: 'JPOSA',
  arrivalPort: 'CNSHA',
  departurePortNameZh: '大阪',
  departurePortNameJa: '大阪',
  arrivalPortNameZh: '上海',
  arrivalPortNameJa: '上海',
  currency: 'JPY' as const,
};

const LINES = [
  // Friday 11:00 in Shanghai, arriving Sunday 10:00 in Osaka
  portLine(),
  // Tuesday, sold out in every cabin
  portLine({
    uuid: 'v-2',
    voyageCode: 'SO2612B',
    departureTime: '2026-12-08T03:00:00.000Z',
    arrivalTime: '2026-12-10T01:00:00.000Z',
    cabins: portLine().cabins.map((c) => ({ ...c, remainingBerths: 0 })),
  }),
  // Osaka Sunday 12:00 (UTC+9), in Shanghai Tuesday 09:00
  portLine({
    ...OSAKA_SHANGHAI,
    uuid: 'v-3',
    voyageCode: 'OS2612A',
    departureTime: '2026-12-06T03:00:00.000Z',
    arrivalTime: '2026-12-08T01:00:00.000Z',
    cabins: portLine().cabins.map((c) => ({ ...c, fares: c.fares.map((f) => ({ ...f, amount: f.amount * 20 })) })),
  }),
];

describe('the passenger timetable', { timeout: 20_000 }, () => {
  it('shows each route with its weekdays, port-local times with the zone, berths left, the fare from, and books a sailing', async () => {
    getTsTimetable.mockResolvedValue(LINES);
    const { location } = await renderApp({ path: '/timetable', calls });
    const shanghai = await screen.findByRole('region', { name: '上海 → 大阪' });
    expect(within(shanghai).getByText('每周星期二和星期五开航')).toBeTruthy();
    const headers = within(shanghai)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['开航日', '出发（当地时间 UTC+8）', '到达（当地时间 UTC+9）', '船名', '余位', '成人票价', '预订']);
    const [first, soldOut] = within(shanghai).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['11:00', '12/06周日 10:00', '新鉴真号 New Ganjin', '余 4 间 · 120 铺', '¥1,500.00 起', '预订']);
    expect(within(first!).getByRole('rowheader').textContent).toBe('12/04周五SO2612A');
    expect(within(soldOut!).getByText('已售完')).toBeTruthy();
    expect(within(soldOut!).queryByRole('link')).toBeNull();

    const osaka = screen.getByRole('region', { name: '大阪 → 上海' });
    expect(within(osaka).getByText('每周星期日开航')).toBeTruthy();
    expect(within(osaka).getAllByRole('cell')[4]!.textContent).toBe('30,000円 起');

    fireEvent.click(within(first!).getByRole('link', { name: '预订航次 SO2612A' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-04'));
  });

  it('in Japanese', async () => {
    getTsTimetable.mockResolvedValue(LINES);
    await renderApp({ path: '/timetable', calls, lang: 'jp' });
    const osaka = await screen.findByRole('region', { name: '大阪 → 上海' });
    expect(within(osaka).getByText('毎週日曜日に出航')).toBeTruthy();
    expect(within(osaka).getAllByRole('columnheader')[1]!.textContent).toBe('出発（現地時刻 UTC+9）');
    expect(within(osaka).getByRole('link', { name: 'OS2612A便を予約' }).textContent).toBe('予約する');
    // Yuan with 元 after the number (in Japan ¥ is yen), yen as 円; the ship by its Japanese name.
    const shanghai = screen.getByRole('region', { name: '上海 → 大阪' });
    const cells = within(within(shanghai).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[2]!.textContent).toBe('新鑑真 New Ganjin');
    expect(cells[4]!.textContent).toBe('1,500.00元～');
    expect(within(osaka).getAllByRole('cell')[4]!.textContent).toBe('30,000円～');
  });

  it('says when there is nothing, and offers a retry when the call failed', async () => {
    getTsTimetable.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    await renderApp({ path: '/timetable', calls });
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('未来两周暂无客运航班。')).toBeTruthy();
    expect(getTsTimetable).toHaveBeenCalledTimes(2);
  });
});
