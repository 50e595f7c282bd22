import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import type { RailCommission } from '../../../domain/shipping/railCommissions';
import { ENTERPRISE_MENUS, ENTERPRISE_USER, pageOf } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getCommissionPage = vi.fn<CustomerServices['commissions']['getCommissionPage']>();
const cancelCommission = vi.fn<CustomerServices['commissions']['cancelCommission']>();
const calls = {
  commissions: { getCommissionPage, cancelCommission },
};

beforeAll(async () => {
  await import('./MyCommissionsPage');
}, 30_000);

const commission = (n: number, overrides: Partial<RailCommission> = {}): RailCommission => ({
  uuid: `c-${n}`,
  commissionNo: `RC2600000${n}`,
  bookingNo: `BK2600000${n}`,
  bookingStatus: 'Submitted',
  status: 'SUBMITTED',
  originStation: '郑州圃田站',
  destinationStation: '上海芦潮港站',
  loadingAddressUuid: '',
  loadingAddressName: '',
  readyDate: '2026-12-01',
  containers: [{ containerType: '40HC', quantity: 2 }],
  cargoDescription: '木制办公桌椅',
  contactName: '王建国',
  contactPhone: '+86 21 5888 0000',
  remarks: '',
  createdAt: '2026-11-23T02:00:00.000Z',
  decidedAt: null,
  reason: '',
  ...overrides,
});

let stored: RailCommission[];
beforeEach(() => {
  stored = [commission(2), commission(1, { status: 'REJECTED', decidedAt: '2026-11-23T05:00:00.000Z', reason: '该日期无铁路班列' })];
  getCommissionPage.mockImplementation(async ({ current, size, status, bookingNo }) =>
    pageOf(
      stored.filter((c) => (!status || c.status === status) && (!bookingNo || c.bookingNo.includes(bookingNo.toUpperCase()))),
      current,
      size,
    ),
  );
  cancelCommission.mockImplementation(async (uuid) => {
    stored = stored.map((c) => (c.uuid === uuid ? { ...c, status: 'CANCELLED' } : c));
    return stored.find((c) => c.uuid === uuid)!;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const TITLE = { zh: '我的委托', jp: '委託一覧' } as const;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

async function openPage(lang: Lang = 'zh') {
  await renderApp({ path: '/myCommission', lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, calls });
  await screen.findByRole('heading', { level: 1, name: TITLE[lang] }, { timeout: 5000 });
  await screen.findByText('RC26000002');
}

describe('my rail commissions screen', { timeout: 20_000 }, () => {
  it('lists the commissions newest first with their status, searches by booking number (zh)', async () => {
    await openPage();
    // The status filter says "all" while nothing narrows the list.
    expect(within(screen.getByRole('search')).getAllByText('全部').length).toBeGreaterThan(0);
    expect(within(rows()[0]!).getByText('已提交')).toBeTruthy();
    expect(within(rows()[1]!).getByText('已拒绝')).toBeTruthy();
    expect(within(rows()[0]!).getByText('郑州圃田站 → 上海芦潮港站')).toBeTruthy();
    // Only a submitted commission may be withdrawn.
    expect(within(rows()[1]!).queryByRole('button', { name: /撤销/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('订舱号', { selector: 'input' }), { target: { value: ' bk26000001 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(getCommissionPage).toHaveBeenLastCalledWith({ current: 1, size: 10, bookingNo: 'bk26000001' }, { signal: expect.any(AbortSignal) });
    fireEvent.change(screen.getByLabelText('订舱号', { selector: 'input' }), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('没有符合条件的委托。')).toBeTruthy();
  });

  it('opens filtered to the booking a message linked to (?bookingNo=)', async () => {
    await renderApp({ path: '/myCommission?bookingNo=bk26000001', user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, calls });
    await screen.findByRole('heading', { level: 1, name: TITLE.zh }, { timeout: 5000 });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(getCommissionPage).toHaveBeenCalledTimes(1);
    expect(getCommissionPage).toHaveBeenCalledWith({ current: 1, size: 10, bookingNo: 'BK26000001' }, { signal: expect.any(AbortSignal) });
    expect((screen.getByLabelText('订舱号', { selector: 'input' }) as HTMLInputElement).value).toBe('BK26000001');
  });

  it('shows a rejected commission’s details with the clerk’s reason, in Japanese (jp)', async () => {
    await openPage('jp');
    expect(screen.getByRole('columnheader', { name: '発駅 → 着駅' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '委託 RC26000001 の詳細を見る' }));
    const details = within(await screen.findByRole('dialog', { name: '鉄道輸送委託 RC26000001' }));
    expect(details.getByText('却下理由')).toBeTruthy();
    expect(details.getByText('该日期无铁路班列')).toBeTruthy();
    expect(details.getByText('2×40HC')).toBeTruthy();
    expect(details.queryByRole('button', { name: '取消' })).toBeNull();
    fireEvent.click(details.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('withdraws a submitted commission only after the confirmation', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '撤销委托 RC26000002' }));
    const confirm = within(await screen.findByRole('dialog', { name: '撤销委托' }));
    fireEvent.click(confirm.getByRole('button', { name: '不撤销' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelCommission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '撤销委托 RC26000002' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '撤销委托' })).getByRole('button', { name: '撤销委托' }));
    expect(await screen.findByText('委托 RC26000002 已撤销')).toBeTruthy();
    await waitFor(() => expect(within(rows()[0]!).getByText('已撤销')).toBeTruthy());
    expect(cancelCommission).toHaveBeenCalledWith('c-2');
  });
});
