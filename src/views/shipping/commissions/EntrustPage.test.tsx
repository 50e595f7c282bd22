import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import { chinaToday, type RailCommission } from '../../../domain/shipping/railCommissions';
import { bookingView } from '../../../machines/bookingForm.fixtures';
import { ApiError } from '../../../domain/apiError';
import { fieldLabel } from '../../passengers/testing/fixtures';
import { ENTERPRISE_MENUS, ENTERPRISE_USER, pageOf } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getAddressPage = vi.fn<CustomerServices['addresses']['getAddressPage']>();
const getBookingPage = vi.fn<CustomerServices['bookings']['getBookingPage']>();
const createCommission = vi.fn<CustomerServices['commissions']['createCommission']>();
const loadBookingByNo = vi.fn<CustomerServices['commissions']['loadBookingByNo']>();
const calls = {
  addresses: { getAddressPage },
  bookings: { getBookingPage },
  commissions: { createCommission, loadBookingByNo },
};

beforeAll(async () => {
  await import('./EntrustPage');
}, 30_000);

const submitted = bookingView('b-1', 'Submitted');
const tomorrow = new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  getBookingPage.mockResolvedValue(pageOf([submitted, bookingView('b-2', 'Draft'), bookingView('b-3', 'Canceled')], 1, 50));
  getAddressPage.mockResolvedValue(pageOf([], 1, 50));
  loadBookingByNo.mockImplementation(async (no) => {
    if (no !== submitted.bookingNo) throw new ApiError('数据不存在', { kind: 'business', code: 10404 });
    return submitted;
  });
  createCommission.mockImplementation(
    async (form) =>
      ({
        ...form,
        uuid: 'c-1',
        commissionNo: 'RC26000001',
        bookingStatus: 'Submitted',
        status: 'SUBMITTED',
        loadingAddressName: '',
        createdAt: '2026-11-23T02:00:00.000Z',
        decidedAt: null,
        reason: '',
      }) as RailCommission,
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const TITLE = { zh: '铁路委托', jp: '鉄道輸送委託' } as const;
const input = (label: string) => screen.getByLabelText(fieldLabel(label), { selector: 'input, textarea' });
const fill = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });

async function openPage(lang: Lang = 'zh', bookingNo = submitted.bookingNo) {
  await renderApp({ path: `/entrust?bookingNo=${bookingNo}`, lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, calls });
  await screen.findByRole('heading', { level: 1, name: TITLE[lang] }, { timeout: 5000 });
}

describe('rail commission form', { timeout: 20_000 }, () => {
  it('preselects the booking of ?bookingNo=, offers its containers, refuses at the fields, then places the commission (zh)', async () => {
    await openPage();
    const hc = await screen.findByLabelText('40HC（订舱 2 个）');
    expect((hc as HTMLInputElement).value).toBe('2');
    expect(screen.getByLabelText('20GP（订舱 1 个）')).toBeTruthy();
    expect(screen.getByText('订舱状态：已提交')).toBeTruthy();

    fill('备货日期', '2020-01-01');
    fireEvent.input(hc, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '提交委托' }));
    expect(await screen.findByText('请输入铁路发站')).toBeTruthy();
    expect(screen.getByText('请输入铁路到站')).toBeTruthy();
    expect(screen.getByText('备货日期不能早于今天')).toBeTruthy();
    expect(screen.getByText('各箱型的委托箱量不能超过订舱箱量')).toBeTruthy();
    expect(screen.getByText('请输入货物描述')).toBeTruthy();
    expect(screen.getByText('请输入联系人')).toBeTruthy();
    expect(screen.getByText('请输入联系电话')).toBeTruthy();
    expect(createCommission).not.toHaveBeenCalled();

    fireEvent.input(hc, { target: { value: '2' } });
    fireEvent.input(screen.getByLabelText('20GP（订舱 1 个）'), { target: { value: '0' } });
    fill('铁路发站', '郑州圃田站');
    fill('铁路到站', '上海芦潮港站');
    fill('备货日期', tomorrow);
    fill('货物描述', '木制办公桌椅');
    fill('联系人', '王建国');
    fill('联系电话', '+86 21 5888 0000');
    createCommission.mockRejectedValueOnce(new ApiError('参数校验失败', { kind: 'business', code: 10422, fields: { originStation: '内容过长' } }));
    fireEvent.click(screen.getByRole('button', { name: '提交委托' }));
    expect(await screen.findByText('内容过长')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '提交委托' }));
    expect(await screen.findByRole('heading', { name: '委托已提交' })).toBeTruthy();
    expect(screen.getByText(/委托号 RC26000001（订舱 BK00000001）已提交/)).toBeTruthy();
    expect(createCommission).toHaveBeenLastCalledWith(
      expect.objectContaining({
        bookingNo: submitted.bookingNo,
        originStation: '郑州圃田站',
        readyDate: tomorrow,
        containers: [{ containerType: '40HC', quantity: 2 }],
        loadingAddressUuid: '',
      }),
    );
    expect(screen.getByRole('link', { name: '查看我的委托' }).getAttribute('href')).toMatch(/\/myCommission$/);
  });

  it('asks for at least one container, in Japanese (jp)', async () => {
    await openPage('jp');
    fireEvent.input(await screen.findByLabelText('40HC（ブッキング 2 本）'), { target: { value: '0' } });
    fireEvent.input(screen.getByLabelText('20GP（ブッキング 1 本）'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '委託を提出' }));
    expect(await screen.findByText('コンテナを1本以上委託してください')).toBeTruthy();
    expect(screen.getByText('鉄道の発駅を入力してください')).toBeTruthy();
    expect(screen.getByText('貨物準備日を選択してください')).toBeTruthy();
    expect(screen.getByText('ブッキング状態：提出済み')).toBeTruthy();
  });

  it('says when the booking of the address cannot be read, and offers no containers then', async () => {
    await openPage('zh', 'BK99999999');
    expect(await screen.findByText('订舱 BK99999999 加载失败或不存在')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交委托' }));
    expect(await screen.findByText('请先选择订舱')).toBeTruthy();
    await waitFor(() => expect(getBookingPage).toHaveBeenCalledWith({ current: 1, size: 50 }, { signal: expect.any(AbortSignal) }));
  });
});
