import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { Lang } from '../../../domain/lang';
import { SHIPPING_MESSAGES } from '../../../domain/shipping/messages';
import type { BookingTemplate } from '../../../domain/shipping/types';
import { bookingTemplate } from '../../../machines/bookingForm.fixtures';
import { ENTERPRISE_BUTTONS } from '../testing/fixtures';
import { bookingCalls } from './testing/bookingCalls';
import { ApiError } from '../../../domain/apiError';

/** The calls the screen makes, handed in through the services context. */
const calls = bookingCalls();
const { getTemplatePage, renameBookingTemplate, deleteBookingTemplate } = calls.bookings;

beforeAll(async () => {
  await import('./MyTemplatesPage');
}, 30_000);

const USER = { userId: 'u-1', logonId: 'demo.shipper' };
let stored: BookingTemplate[];

beforeEach(() => {
  stored = [bookingTemplate('t-2', '上海—大阪 家具'), bookingTemplate('t-1', '太仓—下关 茶叶', { polCode: 'CNTAG', podCode: 'JPSHS', commodity: '茶叶' })];
  getTemplatePage.mockImplementation(async ({ current, size }) => ({
    records: stored.slice((current - 1) * size, current * size),
    total: stored.length,
    current,
    size,
    pages: 1,
  }));
  renameBookingTemplate.mockImplementation(async (uuid, name) => {
    if (stored.some((t) => t.name === name && t.uuid !== uuid)) throw new ApiError('已存在同名模板', { kind: 'business', code: 10409 });
    stored = stored.map((t) => (t.uuid === uuid ? { ...t, name } : t));
    return stored.find((t) => t.uuid === uuid)!;
  });
  deleteBookingTemplate.mockImplementation(async (uuid) => {
    stored = stored.filter((t) => t.uuid !== uuid);
    return null;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const CONFIRM = /^(提示|確認)$/;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const messageOf = (id: string) => document.getElementById(`${id}-message`)?.textContent ?? '';

async function openPage(lang: Lang = 'zh') {
  const app = await renderApp({ path: '/myTemplate', lang, user: USER, menus: ['menu.booking'], buttons: ENTERPRISE_BUTTONS, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '我的模板' : 'テンプレート一覧' }, { timeout: 5000 });
  await waitFor(() => expect(rows()).toHaveLength(2));
  return app;
}

describe('my templates', { timeout: 30_000 }, () => {
  it('lists the templates with their route and commodity; use opens the booking form filled from it', async () => {
    const { location } = await openPage();
    expect(getTemplatePage).toHaveBeenCalledWith({ current: 1, size: 10 });
    expect(rows()[1]!.textContent).toContain('CNTAG → JPSHS');
    expect(rows()[1]!.textContent).toContain('茶叶');
    fireEvent.click(screen.getByRole('button', { name: '使用：太仓—下关 茶叶' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/booking?template=t-1'));
  });

  it('renames: the name is required, a taken one is said at the name, a free one is saved', async () => {
    await openPage('jp');
    fireEvent.click(screen.getByRole('button', { name: '名前を変更：上海—大阪 家具' }));
    const dialog = await screen.findByRole('dialog', { name: 'テンプレート名の変更' });
    const name = within(dialog).getByLabelText(/テンプレート名/) as HTMLInputElement;
    expect(name.value).toBe('上海—大阪 家具');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messageOf('template-name')).toBe(SHIPPING_MESSAGES.templateNameRequired.ja));
    expect(renameBookingTemplate).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: '太仓—下关 茶叶' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messageOf('template-name')).toBe('已存在同名模板'));
    fireEvent.change(name, { target: { value: '上海—大阪 家具（新）' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('テンプレート名を変更しました')).toBeTruthy();
    expect(renameBookingTemplate).toHaveBeenLastCalledWith('t-2', '上海—大阪 家具（新）');
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('上海—大阪 家具（新）')).toBeTruthy());
  });

  it('deletes after the question; dismissed, nothing is sent', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '删除：太仓—下关 茶叶' }));
    let dialog = await screen.findByRole('dialog', { name: CONFIRM });
    expect(within(dialog).getByText('确定要删除模板“太仓—下关 茶叶”吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM })).toBeNull());
    expect(deleteBookingTemplate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '删除：太仓—下关 茶叶' }));
    dialog = await screen.findByRole('dialog', { name: CONFIRM });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(deleteBookingTemplate).toHaveBeenCalledWith('t-1');
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('says when there is no template yet, and when the list failed', async () => {
    stored = [];
    await renderApp({ path: '/myTemplate', user: USER, calls });
    expect(await screen.findByText('暂无模板。可在订舱页面点击“存为模板”。')).toBeTruthy();
    cleanup();
    getTemplatePage.mockRejectedValueOnce(new Error('offline'));
    await renderApp({ path: '/myTemplate', user: USER, calls });
    expect(await screen.findByText('模板列表加载失败。')).toBeTruthy();
  });
});
