import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { Lang } from '../../../domain/lang';
import type { BookingPageQuery, BookingView } from '../../../domain/shipping/types';
import { bookingView } from '../../../machines/bookingForm.fixtures';
import { slicePage } from '../../../domain/envelope';
import { ENTERPRISE_BUTTONS } from '../testing/fixtures';
import { bookingCalls } from './testing/bookingCalls';

/** The calls the screen makes, handed in through the services context. */
const calls = bookingCalls();
const { getBookingPage, loadBooking, cancelBooking } = calls.bookings;

beforeAll(async () => {
  await import('./MyBookingsPage');
}, 30_000);

const USER = { userId: 'u-1', logonId: 'demo.shipper' };
const MENUS = ['menu.booking', 'menu.myBooking'];

/** The enterprise's bookings as the server keeps them, newest first; the calls answer from it. */
let stored: BookingView[];

function pageOf(query: BookingPageQuery) {
  const found = stored.filter((b) => (!query.status || b.status === query.status) && (!query.bookingNo || b.bookingNo.startsWith(query.bookingNo)));
  const current = query.current ?? 1;
  const size = query.size ?? 10;
  return slicePage(found, { current, size });
}

beforeEach(() => {
  stored = [
    bookingView('b-4', 'Draft', { voyageUuid: null, voyageCode: '', vessel: '', etd: null, containerSummary: '1x20GP', commodity: '茶叶' }),
    bookingView('b-3', 'Submitted'),
    bookingView('b-2', 'Confirmed', {
      history: [
        {
          event: 'booking.saveDraft',
          fromStatus: null,
          toStatus: 'Draft',
          fromState: null,
          toState: 'Draft',
          actor: 'customer',
          note: null,
          at: '2026-11-20T02:00:00.000Z',
        },
        {
          event: 'booking.submit',
          fromStatus: 'Draft',
          toStatus: 'Submitted',
          fromState: 'Draft',
          toState: 'Submitted',
          actor: 'customer',
          note: null,
          at: '2026-11-20T03:00:00.000Z',
        },
        {
          event: 'booking.confirm',
          fromStatus: 'Submitted',
          toStatus: 'Confirmed',
          fromState: 'Submitted',
          toState: { Confirmed: 'blPending' },
          actor: 'staff',
          note: '舱位已确认',
          at: '2026-11-21T03:00:00.000Z',
        },
      ],
    }),
    bookingView('b-1', 'Canceled'),
  ];
  getBookingPage.mockImplementation(async (query) => pageOf(query));
  loadBooking.mockImplementation(async (uuid) => stored.find((b) => b.uuid === uuid)!);
  cancelBooking.mockImplementation(async (uuid) => {
    stored = stored.map((b) => (b.uuid === uuid ? { ...b, status: 'Canceled', stateValue: 'Canceled' } : b));
    const b = stored.find((x) => x.uuid === uuid)!;
    return { uuid, bookingNo: b.bookingNo, status: 'Canceled', stateValue: 'Canceled', blStage: 'none' };
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const CONFIRM = /^(提示|確認)$/;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (bookingNo: string) => rows().find((r) => within(r).queryByText(bookingNo))!;
const buttonsOf = (bookingNo: string) =>
  within(rowOf(bookingNo))
    .getAllByRole('button')
    .map((b) => b.textContent?.trim());

async function openPage(lang: Lang = 'zh') {
  const app = await renderApp({ path: '/myBooking', lang, user: USER, menus: MENUS, buttons: ENTERPRISE_BUTTONS, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '我的订舱' : 'ブッキング一覧' }, { timeout: 5000 });
  await waitFor(() => expect(rows()).toHaveLength(4));
  return app;
}

describe('my bookings', { timeout: 30_000 }, () => {
  it('lists the bookings newest first with number, route, sailing, cargo and the status in Chinese', async () => {
    await openPage();
    expect(getBookingPage).toHaveBeenCalledWith({ current: 1, size: 10 });
    const [draft, submitted, confirmed, cancelled] = rows();
    expect(within(draft!).getByText('BK00000004')).toBeTruthy();
    expect(within(draft!).getByText('草稿')).toBeTruthy();
    expect(within(draft!).getByText('未选船期')).toBeTruthy();
    expect(within(submitted!).getByText('已提交')).toBeTruthy();
    expect(within(submitted!).getByText('CNSHA → JPOSA')).toBeTruthy();
    expect(submitted!.textContent).toContain('DONGHAI DH2612E');
    expect(submitted!.textContent).toContain('2x40HC, 1x20GP');
    expect(within(confirmed!).getByText('已确认')).toBeTruthy();
    expect(within(cancelled!).getByText('已取消')).toBeTruthy();
    expect(screen.getByText('共 4 条')).toBeTruthy();
  });

  it('in Japanese: the status labels and the actions', async () => {
    await openPage('jp');
    expect(within(rowOf('BK00000004')).getByText('下書き')).toBeTruthy();
    expect(within(rowOf('BK00000003')).getByText('提出済み')).toBeTruthy();
    expect(within(rowOf('BK00000002')).getByText('確定')).toBeTruthy();
    expect(within(rowOf('BK00000001')).getByText('キャンセル済み')).toBeTruthy();
    expect(buttonsOf('BK00000004')).toEqual(['詳細', '修正', 'キャンセル', 'コピー']);
  });

  it('offers in each row only what the booking statechart takes there', async () => {
    await openPage();
    expect(buttonsOf('BK00000004')).toEqual(['详情', '修改', '取消订舱', '复制']);
    expect(buttonsOf('BK00000003')).toEqual(['详情', '取消订舱', '复制']);
    // A Confirmed booking takes its containers' numbers from a spreadsheet.
    expect(buttonsOf('BK00000002')).toEqual(['详情', '复制', '上传箱号']);
    expect(buttonsOf('BK00000001')).toEqual(['详情', '复制']);
  });

  it('amend and copy lead to the booking form', async () => {
    const { location } = await openPage();
    fireEvent.click(screen.getByRole('button', { name: '修改：BK00000004' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/booking?uuid=b-4'));
    cleanup();
    const again = await openPage();
    fireEvent.click(screen.getByRole('button', { name: '复制：BK00000002' }));
    await waitFor(() => expect(again.location.history?.at(-1)).toBe('/tickets/booking?copy=b-2'));
    cleanup();
    const upload = await openPage();
    fireEvent.click(screen.getByRole('button', { name: '上传箱号：BK00000002' }));
    await waitFor(() => expect(upload.location.history?.at(-1)).toBe('/tickets/uploadContainer?bookingNo=BK00000002'));
  });

  it('cancel asks first and sends nothing when dismissed; confirmed, it says so and the row is cancelled', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '取消订舱：BK00000003' }));
    let dialog = await screen.findByRole('dialog', { name: CONFIRM });
    expect(within(dialog).getByText('确定要取消订舱 BK00000003 吗？取消后不能恢复。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM })).toBeNull());
    expect(cancelBooking).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '取消订舱：BK00000003' }));
    dialog = await screen.findByRole('dialog', { name: CONFIRM });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消成功')).toBeTruthy();
    expect(cancelBooking).toHaveBeenCalledWith('b-3');
    await waitFor(() => expect(within(rowOf('BK00000003')).getByText('已取消')).toBeTruthy());
    expect(buttonsOf('BK00000003')).toEqual(['详情', '复制']);
  });

  it('filters by status and creation days from the first page; a bad range is refused', async () => {
    await openPage();
    const search = screen.getByRole('search');
    fireEvent.change(within(search).getByLabelText('状态'), { target: { value: 'Submitted' } });
    fireEvent.change(within(search).getByLabelText('创建日期从'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(search).getByLabelText('创建日期至'), { target: { value: '2026-11-19' } });
    expect(within(search).getByRole('alert').textContent).toBe('结束日期不能早于开始日期');
    fireEvent.change(within(search).getByLabelText('创建日期至'), { target: { value: '2026-11-22' } });
    fireEvent.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(getBookingPage).toHaveBeenLastCalledWith({ status: 'Submitted', createdFrom: '2026-11-20', createdTo: '2026-11-22', current: 1, size: 10 }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('details: sailing, containers, parties, the bill and the history of status changes', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '详情：BK00000002' }));
    const dialog = await screen.findByRole('dialog', { name: '订舱详情 BK00000002' });
    await waitFor(() => expect(within(dialog).getByText('18,500')).toBeTruthy());
    expect(loadBooking).toHaveBeenCalledWith('b-2', { signal: expect.any(AbortSignal) });
    expect(dialog.textContent).toContain('DONGHAI DH2612E');
    expect(within(dialog).getByText('株式会社なにわ商事')).toBeTruthy();
    expect(dialog.textContent).toContain('托运人');
    expect(within(dialog).getByText('确认订舱')).toBeTruthy();
    expect(within(dialog).getByText('舱位已确认')).toBeTruthy();
    expect(within(dialog).getByText('已提交 → 已确认')).toBeTruthy();
    expect(within(dialog).getByText('船公司')).toBeTruthy();
    // A confirmed booking offers no move of the customer's in its details either.
    expect(within(dialog).queryByRole('button', { name: '取消订舱：BK00000002' })).toBeNull();
  });

  it('a message’s link (?bookingNo=) opens the list filtered to that booking with its details open, once', async () => {
    await renderApp({ path: '/myBooking?bookingNo=bk00000002', user: USER, menus: MENUS, buttons: ENTERPRISE_BUTTONS, calls });
    const dialog = await screen.findByRole('dialog', { name: '订舱详情 BK00000002' }, { timeout: 5000 });
    expect(getBookingPage).toHaveBeenCalledWith({ bookingNo: 'BK00000002', current: 1, size: 10 });
    expect(getBookingPage).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(loadBooking).toHaveBeenCalledWith('b-2', { signal: expect.any(AbortSignal) }));
    await waitFor(() => expect(within(dialog).getByText('舱位已确认')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '订舱详情 BK00000002' })).toBeNull());
    expect(rows()).toHaveLength(1);
    expect((within(screen.getByRole('search')).getByLabelText('订舱号') as HTMLInputElement).value).toBe('BK00000002');
  });

  it('says when the list failed and loads it again on retry', async () => {
    getBookingPage.mockRejectedValueOnce(new Error('offline'));
    await renderApp({ path: '/myBooking', user: USER, menus: MENUS, buttons: ENTERPRISE_BUTTONS, calls });
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('says when the enterprise has no booking yet', async () => {
    stored = [];
    await renderApp({ path: '/myBooking', user: USER, menus: MENUS, buttons: ENTERPRISE_BUTTONS, calls });
    expect(await screen.findByText('暂无订舱。')).toBeTruthy();
  });
});
