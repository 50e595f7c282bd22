import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import { SHIPPING_MESSAGES } from '../../../domain/shipping/messages';
import { ApiError } from '../../../domain/apiError';
import { ENTERPRISE_MENUS, ENTERPRISE_USER } from '../testing/fixtures';
import { estimateOf, OSA_40HC, SHA_40HC, TARIFFS } from './testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getFreeDays = vi.fn<CustomerServices['dnd']['getFreeDays']>();
const estimateDnd = vi.fn<CustomerServices['dnd']['estimateDnd']>();
const getDemurragePage = vi.fn<CustomerServices['dnd']['getDemurragePage']>();
const calls = {
  dnd: { getFreeDays, estimateDnd, getDemurragePage },
};

beforeAll(async () => {
  await import('./EstimatePage');
}, 30_000);
beforeEach(() => {
  getFreeDays.mockResolvedValue(TARIFFS);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const INDIVIDUAL = { userId: 'u-2', logonId: 'demo.passenger' };

async function openPage(path = '/dndQueryAndCalcRate', lang: 'zh' | 'jp' = 'zh') {
  await renderApp({
    path,
    lang,
    user: path.endsWith('Two') ? INDIVIDUAL : ENTERPRISE_USER,
    menus: path.endsWith('Two') ? ['menu.dndQueryAndCalcRate'] : ENTERPRISE_MENUS,
    calls,
  });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '滞箱费预估' : 'デマレージ試算' }, { timeout: 5000 });
  await screen.findByRole('button', { name: lang === 'zh' ? '估算' : '試算する' });
}

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
};
const fieldMessage = (label: string) => document.getElementById(`${(screen.getByLabelText(label, { exact: false }) as HTMLElement).id}-message`)?.textContent;
const resultRows = () =>
  within(screen.getByRole('table', { name: /估算结果|試算結果/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('D&D estimate screen', { timeout: 20_000 }, () => {
  it('says at each field what is missing or wrong, asking the server nothing', async () => {
    await openPage();
    fill({ 箱量: '0', 起始日期: '' });
    fireEvent.click(screen.getByRole('button', { name: '估算' }));
    await waitFor(() => expect(fieldMessage('港口')).toBe(SHIPPING_MESSAGES.portRequired.zh));
    expect(fieldMessage('箱型')).toBe(SHIPPING_MESSAGES.containerTypeRequired.zh);
    expect(fieldMessage('箱量')).toBe(SHIPPING_MESSAGES.dndQuantityRange.zh);
    expect(fieldMessage('起始日期')).toBe(SHIPPING_MESSAGES.dateRequired.zh);
    expect(fieldMessage('结束日期')).toBe(SHIPPING_MESSAGES.dateRequired.zh);
    fill({ 起始日期: '2026-03-10', 结束日期: '2026-03-09', 箱量: '2.5' });
    fireEvent.click(screen.getByRole('button', { name: '估算' }));
    await waitFor(() => expect(fieldMessage('结束日期')).toBe(SHIPPING_MESSAGES.dateRangeOrder.zh));
    expect(fieldMessage('箱量')).toBe(SHIPPING_MESSAGES.dndQuantityRange.zh);
    expect(estimateDnd).not.toHaveBeenCalled();
  });

  it('offers the ports that have a tariff and their types, counts the days typed, and shows the server’s tiers and total', async () => {
    estimateDnd.mockResolvedValue(estimateOf(SHA_40HC, 1, 20));
    await openPage();
    const ports = [...(screen.getByLabelText('港口', { exact: false }) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(ports).toEqual(['请选择港口', '上海港 (CNSHA)', '大阪港 (JPOSA)']);
    fill({ 港口: 'CNSHA', 箱型: '40HC', 箱量: '1', 起始日期: '2026-03-01', 结束日期: '2026-03-20' });
    expect(await screen.findByText('共 20 天（起止两天都计入）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '估算' }));
    await waitFor(() =>
      expect(estimateDnd).toHaveBeenCalledWith({ portCode: 'CNSHA', containerType: '40HC', quantity: 1, startDate: '2026-03-01', endDate: '2026-03-20' }),
    );
    await screen.findByRole('table', { name: '估算结果' });
    expect(resultRows()).toEqual([
      ['免费期（7 天）', '7', '¥0.00', '¥0.00'],
      ['第 8–14 天', '7', '¥300.00', '¥2,100.00'],
      ['第 15–21 天', '6', '¥600.00', '¥3,600.00'],
      ['第 22 天起', '0', '¥900.00', '¥0.00'],
      ['合计', '20', '', '¥5,700.00'],
    ]);
    expect(screen.getByText('上海港 (CNSHA) · 40HC × 1 · 2026-03-01 至 2026-03-20，共 20 天')).toBeTruthy();
    expect(screen.getByText(/币种：人民币 \(RMB\)/)).toBeTruthy();
  });

  it('shows the server’s refusal at its field, and a failure that names no field under the form', async () => {
    estimateDnd.mockRejectedValueOnce(
      new ApiError(SHIPPING_MESSAGES.dndNoTariff.zh, { kind: 'business', code: 10422, fields: { portCode: SHIPPING_MESSAGES.dndNoTariff.zh } }),
    );
    await openPage();
    fill({ 港口: 'CNSHA', 箱型: '40HC', 箱量: '1', 起始日期: '2026-03-01', 结束日期: '2026-03-02' });
    fireEvent.click(screen.getByRole('button', { name: '估算' }));
    await waitFor(() => expect(fieldMessage('港口')).toBe(SHIPPING_MESSAGES.dndNoTariff.zh));
    estimateDnd.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    fireEvent.click(screen.getByRole('button', { name: '估算' }));
    expect((await screen.findByText('暂时无法估算，请稍后重试。')).closest('[role="alert"]')).toBeTruthy();
  });

  it('in Japanese inside the ticketing layout (/dndQueryAndCalcRateTwo): yen without a minor unit', async () => {
    estimateDnd.mockResolvedValue(estimateOf(OSA_40HC, 2, 12));
    await openPage('/dndQueryAndCalcRateTwo', 'jp');
    fill({ 港: 'JPOSA', コンテナタイプ: '40HC', 本数: '2', 開始日: '2026-03-01', 終了日: '2026-03-12' });
    fireEvent.click(screen.getByRole('button', { name: '試算する' }));
    await screen.findByRole('table', { name: '試算結果' });
    expect(resultRows()).toEqual([
      ['フリータイム（5日）', '5', '0円', '0円'],
      ['6〜10日目', '5', '5,000円', '50,000円'],
      ['11日目以降', '2', '10,000円', '40,000円'],
      ['合計', '12', '', '90,000円'],
    ]);
    expect(screen.getByText(/通貨：日本円 \(JPY\)/)).toBeTruthy();
  });
});
