import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import ja from '../../../i18n/ja.json';
import zh from '../../../i18n/zh.json';
import { ApiError } from '../../../domain/apiError';
import { TARIFFS } from './testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getFreeDays = vi.fn<CustomerServices['dnd']['getFreeDays']>();
const estimateDnd = vi.fn<CustomerServices['dnd']['estimateDnd']>();
const getDemurragePage = vi.fn<CustomerServices['dnd']['getDemurragePage']>();
const calls = {
  dnd: { getFreeDays, estimateDnd, getDemurragePage },
};

beforeAll(async () => {
  await import('./FreeDaysPage');
}, 30_000);
beforeEach(() => {
  getFreeDays.mockResolvedValue(TARIFFS);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The tariffs' rows (each holds its own table of tiers). */
const rows = () =>
  [...document.querySelectorAll<HTMLElement>('.dnd-free__table .p-datatable-tbody > tr')].filter((row) => !row.classList.contains('p-datatable-emptymessage'));
const tiersOf = (row: HTMLElement) =>
  within(within(row).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );

async function openPage(lang: Lang = 'zh') {
  await renderApp({ path: '/dndChargeFreeDayIndex', lang, calls });
  await screen.findByRole(
    'heading',
    { level: 1, name: lang === 'zh' ? zh['route.dndChargeFreeDayIndex'] : ja['route.dndChargeFreeDayIndex'] },
    { timeout: 5000 },
  );
  await waitFor(() => expect(rows()).toHaveLength(3));
}

describe('free days screen', { timeout: 20_000 }, () => {
  it('shows a visitor every tariff: port, type, free days, each tier from day, to day and rate, and the currency', async () => {
    await openPage();
    expect(getFreeDays).toHaveBeenCalledWith({}, { signal: expect.any(AbortSignal) });
    const sha40 = rows()[1]!;
    expect(within(sha40).getByText('上海港')).toBeTruthy();
    expect(within(sha40).getByText('CNSHA')).toBeTruthy();
    expect(within(sha40).getByText('40HC')).toBeTruthy();
    expect(within(sha40).getByText('7 天')).toBeTruthy();
    expect(within(sha40).getByText('人民币 (RMB)')).toBeTruthy();
    expect(tiersOf(sha40)).toEqual([
      ['8', '14', '¥300.00'],
      ['15', '21', '¥600.00'],
      ['22', '不限', '¥900.00'],
    ]);
    expect(tiersOf(rows()[2]!)).toEqual([
      ['6', '10', '5,000円'],
      ['11', '不限', '10,000円'],
    ]);
  });

  it('narrows the list by port and by type as they are chosen, and resets', async () => {
    await openPage();
    fireEvent.change(screen.getByLabelText('港口'), { target: { value: 'CNSHA' } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('箱型'), { target: { value: '40HC' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('40HC')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('港口'), { target: { value: 'JPOSA' } });
    await waitFor(() => expect(within(rows()[0]!).getByText('大阪港')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('箱型'), { target: { value: '20RF' } });
    expect(await screen.findByText('没有符合条件的费率。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('in Japanese: the headings, the open tier and the currency', async () => {
    await openPage('jp');
    expect(screen.getByRole('columnheader', { name: 'フリータイム' })).toBeTruthy();
    const osaka = rows()[2]!;
    expect(within(osaka).getByText('5日')).toBeTruthy();
    expect(within(osaka).getByText('日本円 (JPY)')).toBeTruthy();
    expect(tiersOf(osaka)[1]).toEqual(['11', '以降', '10,000円']);
  });

  it('offers a retry when the tariffs cannot load', async () => {
    getFreeDays.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    await renderApp({ path: '/dndChargeFreeDayIndex', calls });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('费率暂时无法加载。');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});
