import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import { chargeForDays } from '../../../domain/shipping/dnd';
import zh from '../../../i18n/zh.json';
import { ApiError } from '../../../domain/apiError';
import type { DemurrageRow } from '../../../domain/shipping/cargoTypes';
import { ENTERPRISE_MENUS, ENTERPRISE_USER, pageOf } from '../testing/fixtures';
import { demurrageLine, OSA_40HC } from './testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getFreeDays = vi.fn<CustomerServices['dnd']['getFreeDays']>();
const estimateDnd = vi.fn<CustomerServices['dnd']['estimateDnd']>();
const getDemurragePage = vi.fn<CustomerServices['dnd']['getDemurragePage']>();
const calls = {
  dnd: { getFreeDays, estimateDnd, getDemurragePage },
};

beforeAll(async () => {
  await import('./DemurragePage');
}, 30_000);

let stored: DemurrageRow[];
beforeEach(() => {
  stored = [
    demurrageLine(2),
    demurrageLine(1, {
      portCode: 'JPOSA',
      portNameZh: '大阪港',
      portNameJa: '大阪港',
      side: 'IMPORT',
      startDate: '2026-02-01',
      endDate: '2026-02-04',
      charge: chargeForDays(OSA_40HC, 1, 4),
    }),
    demurrageLine(3, { containerType: '20RF', charge: null }),
  ];
  getDemurragePage.mockImplementation(async ({ current, size, containerNo, bookingNo }) =>
    pageOf(
      stored.filter((l) => (!containerNo || l.containerNo.startsWith(containerNo)) && (!bookingNo || l.bookingNo.startsWith(bookingNo))),
      current,
      size,
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openPage(lang: 'zh' | 'jp' = 'zh') {
  await renderApp({ path: '/dndChargeQueryIndex', lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '滞箱费查询' : 'デマレージ照会' }, { timeout: 5000 });
}

describe('demurrage query screen', { timeout: 20_000 }, () => {
  it('lists the enterprise’s containers: port and side, start, running or ended, days used, free days left, charge so far and currency', async () => {
    await openPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(getDemurragePage).toHaveBeenCalledWith({ current: 1, size: 10 });
    expect(cells(rows()[0]!)).toEqual(['ESFU000002040HC', 'BK26000002', '上海港出口', '提空箱2026-03-01', '计费中', '11', '0', '¥1,200.00', '人民币 (RMB)']);
    expect(cells(rows()[1]!)).toEqual(['ESFU000001040HC', 'BK26000001', '大阪港进口', '卸船2026-02-01', '2026-02-04', '4', '1', '0円', '日元 (JPY)']);
    expect(cells(rows()[2]!)).toEqual(['ESFU000003020RF', 'BK26000003', '上海港出口', '提空箱2026-03-01', '计费中', '—', '—', '该港无此箱型费率', '—']);
  });

  it('searches by container or booking number (upper-cased), says when nothing matches, and resets', async () => {
    await openPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('箱号'), { target: { value: ' esfu000001 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(getDemurragePage).toHaveBeenLastCalledWith({ current: 1, size: 10, containerNo: 'ESFU000001' });
    fireEvent.change(screen.getByLabelText('箱号'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('订舱号'), { target: { value: 'bk99' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('没有符合条件的集装箱。')).toBeTruthy();
    expect(getDemurragePage).toHaveBeenLastCalledWith({ current: 1, size: 10, bookingNo: 'BK99' });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect((screen.getByLabelText('订舱号') as HTMLInputElement).value).toBe('');
  });

  it('says when no clock has started yet, and offers a retry when the list cannot load', async () => {
    stored = [];
    getDemurragePage.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('滞箱费列表暂时无法加载。');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有开始计费的集装箱。')).toBeTruthy();
  });

  it('in Japanese: the columns, the side and the running clock', async () => {
    await openPage('jp');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('columnheader', { name: '残りフリータイム' })).toBeTruthy();
    expect(cells(rows()[0]!).slice(2, 5)).toEqual(['上海港輸出', '空コンテナ搬出2026-03-01', '計算中']);
    expect(screen.getByText('全3件')).toBeTruthy();
  });

  it('is not there for a user without the query’s menu (an individual), and asks nothing', async () => {
    await renderApp({ path: '/dndChargeQueryIndex', user: { userId: 'u-2', logonId: 'demo.passenger' }, menus: ['menu.dndQueryAndCalcRate'], calls });
    expect(await screen.findByRole('heading', { level: 1, name: zh['route.notFound'] }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: zh['route.dndChargeQueryIndex'] })).toBeNull();
    expect(getDemurragePage).not.toHaveBeenCalled();
  });
});
