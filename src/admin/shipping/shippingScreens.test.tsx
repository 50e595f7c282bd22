import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DND_PATHS, STAFF_DND_PATHS, STAFF_TRACKING_PATHS } from '../../domain/shipping/cargoPaths';
import type { ContainerTrack, DndTariffView } from '../../domain/shipping/cargoTypes';
import { containerCheckDigit } from '../../domain/shipping/tracking';
import { STAFF_BOOKING_PATHS } from '../../domain/shipping/paths';
import type { BookingView } from '../../domain/shipping/types';
import { STAFF_PATHS } from '../../domain/staff/paths';
import { consoleFetch, okTs, okWeb, type ConsoleRequest } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

/** The shipping clerk's console screens over a recorded server, in both languages. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = (path: string) => `/api${path}`;
/** The console's language codes (the catalogues' Japanese is `jp`). */
const LANG = { zh: 'zh', ja: 'jp' } as const;
const UUID = '5d1c1f0e-8a3b-4c7d-9e2f-0a1b2c3d4e5f';
const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10, pages: 1 });
const boxNo = (serial: string) => `ESFU${serial}${containerCheckDigit(`ESFU${serial}`)}`;

function booking(over: Partial<BookingView> = {}): BookingView {
  return {
    uuid: UUID,
    bookingNo: 'BK26000012',
    status: 'Submitted',
    stateValue: 'Submitted',
    blStage: 'none',
    polCode: 'CNSHA',
    podCode: 'JPOSA',
    voyageUuid: 'v-1',
    voyageCode: 'SO2611F',
    vessel: '新鉴真号 New Ganjin',
    etd: '2026-11-27T03:00:00.000Z',
    commodity: 'Office furniture',
    containerSummary: '1x40HC, 1x20GP',
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    submittedAt: '2026-11-20T02:05:00.000Z',
    cargoDescription: 'Desks',
    marks: 'N/M',
    remarks: '',
    containers: [
      { containerType: '40HC', quantity: 1, grossWeightKg: 12000 },
      { containerType: '20GP', quantity: 1, grossWeightKg: 8000 },
    ],
    parties: [{ role: 'SH', partyUuid: null, name: '上海东海贸易', address: '上海市浦东新区', contact: '', phone: '', email: '', countryCode: 'CN' }],
    history: [
      {
        event: 'booking.submit',
        fromStatus: 'Draft',
        toStatus: 'Submitted',
        fromState: 'Draft',
        toState: 'Submitted',
        actor: 'customer',
        note: null,
        at: '2026-11-20T02:05:00.000Z',
      },
    ],
    billOfLading: null,
    ...over,
  };
}

const TEXT = {
  zh: {
    title: '订舱处理',
    any: '全部状态',
    search: '查询',
    confirm: '确认订舱',
    shutout: '退关',
    issue: '签发提单',
    reasonRequired: '请填写原因',
    reason: '原因',
    submitted: '已提交',
    queueEmpty: '没有待确认的订舱。',
  },
  ja: {
    title: 'ブッキング処理',
    any: 'すべてのステータス',
    search: '検索',
    confirm: 'ブッキング確認',
    shutout: 'シャットアウト',
    issue: 'B/L 発行',
    reasonRequired: '理由を入力してください',
    reason: '理由',
    submitted: '提出済み',
    queueEmpty: '確認待ちのブッキングはありません。',
  },
} as const;

describe.each(['zh', 'ja'] as const)('the clerk’s bookings (%s)', { timeout: 20_000 }, (lang) => {
  const t = TEXT[lang];

  it('opens on the queue of submitted bookings and searches any status by booking number', async () => {
    const sent = consoleFetch({
      [api(STAFF_BOOKING_PATHS.page)]: (r: ConsoleRequest) =>
        okWeb(page((r.body as { bookingNo?: string }).bookingNo === 'BK404' ? [] : [{ ...booking(), enterpriseName: '浪速商事' }])),
    });
    renderConsole('/shipping/bookings', { role: 'shippingClerk', lang: LANG[lang] });
    const row = (await screen.findByRole('link', { name: 'BK26000012' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('CNSHA → JPOSA')).toBeTruthy();
    expect(within(row).getByText(t.submitted)).toBeTruthy();
    expect(within(row).getByText('浪速商事')).toBeTruthy();
    expect(sent[0]?.body).toEqual({ current: 1, size: 10, status: 'Submitted' });

    fireEvent.click(document.querySelector<HTMLElement>('#staff-bookings-status')!.closest('.p-dropdown')!);
    const panel = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.p-dropdown-panel');
      if (!open) throw new Error('the statuses did not open');
      return open;
    });
    fireEvent.click(within(panel).getByRole('option', { name: t.any, hidden: true }));
    await userEvent.type(document.querySelector<HTMLInputElement>('#staff-bookings-no')!, 'bk404');
    await userEvent.type(document.querySelector<HTMLInputElement>('#staff-bookings-enterprise')!, ' 浪速 ');
    await userEvent.click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(sent.at(-1)?.body).toEqual({ current: 1, size: 10, bookingNo: 'BK404', enterprise: '浪速' }));
    expect(await screen.findByText(lang === 'zh' ? '没有符合条件的订舱。' : '条件に合うブッキングはありません。')).toBeTruthy();
  });

  it('offers a submitted booking only confirm and shut out; shutting out needs the reason, which is sent as the note', async () => {
    let current = booking();
    const sent = consoleFetch({
      [api(STAFF_BOOKING_PATHS.load)]: () => okWeb(current),
      [api(STAFF_BOOKING_PATHS.shutout)]: () => {
        current = booking({ status: 'Shutout', stateValue: 'Shutout' });
        return okWeb({ uuid: UUID, bookingNo: 'BK26000012', status: 'Shutout', stateValue: 'Shutout', blStage: 'none' });
      },
      [api(STAFF_PATHS.audit)]: okTs([]),
    });
    renderConsole(`/shipping/bookings/${UUID}`, { role: 'shippingClerk', lang: LANG[lang] });
    const actions = await screen.findByRole('group', { name: lang === 'zh' ? '订舱操作' : 'ブッキング操作' }, { timeout: 5000 });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([t.confirm, t.shutout]);
    expect(screen.getByText('上海东海贸易')).toBeTruthy();

    await userEvent.click(within(actions).getByRole('button', { name: t.shutout }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.shutout }));
    expect(await within(dialog).findByText(t.reasonRequired)).toBeTruthy();
    expect(sent.some((r) => r.path === api(STAFF_BOOKING_PATHS.shutout))).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox'), '舱位已满');
    await userEvent.click(within(dialog).getByRole('button', { name: t.shutout }));
    await waitFor(() => expect(sent.find((r) => r.path === api(STAFF_BOOKING_PATHS.shutout))?.body).toEqual({ uuid: UUID, note: '舱位已满' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: lang === 'zh' ? '订舱操作' : 'ブッキング操作' })).toBeNull());
  });
});

describe('a confirmed booking’s containers (zh)', { timeout: 20_000 }, () => {
  const confirmed = booking({ status: 'Confirmed', stateValue: { Confirmed: 'blPending' }, blStage: 'pending' });
  const track = (containerNo: string, over: Partial<ContainerTrack> = {}): ContainerTrack => ({
    containerNo,
    containerType: '40HC',
    bookingNo: 'BK26000012',
    blNo: null,
    polCode: 'CNSHA',
    podCode: 'JPOSA',
    vessel: '新鉴真号',
    voyageCode: 'SO2611F',
    matchedBy: ['BK26000012'],
    status: null,
    events: [],
    ...over,
  });

  it('numbers a box only with a right check digit, and records an actual event only in the past', async () => {
    const good = boxNo('123456');
    const wrong = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    let numbered: ContainerTrack[] = [];
    const sent = consoleFetch({
      [api(STAFF_BOOKING_PATHS.load)]: okWeb(confirmed),
      [api(STAFF_TRACKING_PATHS.bookingContainers)]: () => okWeb(numbered),
      [api(STAFF_TRACKING_PATHS.assignContainers)]: () => {
        numbered = [track(good)];
        return okWeb([{ uuid: 'c1', containerNo: good, containerType: '40HC', bookingNo: 'BK26000012' }]);
      },
      [api(STAFF_TRACKING_PATHS.recordEvent)]: okWeb({}),
      [api(STAFF_PATHS.audit)]: okTs([]),
    });
    renderConsole(`/shipping/bookings/${UUID}`, { role: 'shippingClerk', lang: 'zh' });
    expect(await screen.findByText('集装箱（已编号 0 / 订舱 2）', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '签发提单' })).toBeTruthy();

    await userEvent.type(await screen.findByRole('textbox', { name: /集装箱号/ }), wrong);
    await userEvent.click(screen.getByRole('button', { name: '保存箱号' }));
    expect(await screen.findByText('集装箱号校验位不正确')).toBeTruthy();
    expect(sent.some((r) => r.path === api(STAFF_TRACKING_PATHS.assignContainers))).toBe(false);
    await userEvent.clear(screen.getByRole('textbox', { name: /集装箱号/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /集装箱号/ }), good.toLowerCase());
    await userEvent.click(screen.getByRole('button', { name: '保存箱号' }));
    await waitFor(() =>
      expect(sent.find((r) => r.path === api(STAFF_TRACKING_PATHS.assignContainers))?.body).toEqual({
        bookingUuid: UUID,
        containers: [{ containerNo: good, containerType: '40HC' }],
      }),
    );
    expect(await screen.findByText('集装箱（已编号 1 / 订舱 2）')).toBeTruthy();

    const time = screen.getByLabelText(/时间/) as HTMLInputElement;
    await userEvent.clear(time);
    await userEvent.type(time, '2099-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: '记录事件' }));
    expect(await screen.findByText('实际事件的时间不能晚于当前时间')).toBeTruthy();
    expect(sent.some((r) => r.path === api(STAFF_TRACKING_PATHS.recordEvent))).toBe(false);
    await userEvent.clear(time);
    await userEvent.type(time, '2026-01-05T10:00');
    await userEvent.click(screen.getByRole('button', { name: '记录事件' }));
    await waitFor(() =>
      expect(sent.find((r) => r.path === api(STAFF_TRACKING_PATHS.recordEvent))?.body).toMatchObject({
        containerNo: good,
        bookingNo: 'BK26000012',
        eventCode: 'GTOT',
        classifier: 'ACT',
        locationCode: 'CNSHA',
        eventTime: new Date('2026-01-05T10:00').toISOString(),
      }),
    );
  });
});

describe.each(['zh', 'ja'] as const)('D&D tariffs (%s)', { timeout: 20_000 }, (lang) => {
  const tariff: DndTariffView = {
    portCode: 'CNSHA',
    portNameZh: '上海',
    portNameJa: '上海',
    portNameEn: 'Shanghai',
    containerType: '40HC',
    currency: 'RMB',
    freeDays: 7,
    tiers: [
      { fromDay: 8, toDay: 14, rateMinor: 30000 },
      { fromDay: 15, toDay: null, rateMinor: 60000 },
    ],
    updatedAt: '2026-11-01T00:00:00.000Z',
  };

  it('keeps tiers contiguous from the free days, refuses a tier ending before it starts, and saves rates in minor units', async () => {
    const sent = consoleFetch({
      [api(DND_PATHS.freeDayList)]: okWeb([tariff]),
      [api(STAFF_DND_PATHS.saveTariff)]: (r: ConsoleRequest) => okWeb({ ...tariff, ...(r.body as object) }),
    });
    renderConsole('/shipping/tariffs', { role: 'shippingClerk', lang: LANG[lang] });
    const row = (await screen.findByText('40HC', undefined, { timeout: 5000 })).closest('tr')!;
    // yuan with ¥ before in Chinese, 元 after in Japanese (¥ would read as yen)
    expect(within(row).getByText(lang === 'zh' ? /¥300\.00/ : /300\.00元/)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button'));
    const dialog = await screen.findByRole('dialog');

    const freeDays = within(dialog).getByRole('spinbutton', { name: lang === 'zh' ? /免费天数/ : /フリータイム/ });
    await userEvent.clear(freeDays);
    await userEvent.type(freeDays, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: lang === 'zh' ? '保存费率' : '料率を保存' }));
    expect(await within(dialog).findByText(/费率阶梯须从免费期后一天起连续排列|料率の段階はフリータイムの翌日から連続/)).toBeTruthy();
    expect(sent.some((r) => r.path === api(STAFF_DND_PATHS.saveTariff))).toBe(false);

    await userEvent.clear(freeDays);
    await userEvent.type(freeDays, '5');
    // The second tier starts the day after the first ends, whatever the free days.
    expect(within(dialog).getAllByRole('row')[2]!.textContent).toContain('15');
    await userEvent.click(within(dialog).getByRole('button', { name: lang === 'zh' ? '保存费率' : '料率を保存' }));
    await waitFor(() =>
      expect(sent.find((r) => r.path === api(STAFF_DND_PATHS.saveTariff))?.body).toEqual({
        portCode: 'CNSHA',
        containerType: '40HC',
        freeDays: 5,
        tiers: [
          { fromDay: 6, toDay: 14, rateMinor: 30000 },
          { fromDay: 15, toDay: null, rateMinor: 60000 },
        ],
      }),
    );
  });
});
