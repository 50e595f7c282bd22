import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_RAIL_COMMISSION_PATHS } from '../../domain/shipping/entrustPaths';
import type { StaffRailCommission } from '../../domain/shipping/railCommissions';
import { consoleFetch, okWeb, type ConsoleRequest } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

/** The shipping clerk's rail commissions over a recorded server, in both languages. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = (path: string) => `/api${path}`;
const LANG = { zh: 'zh', ja: 'jp' } as const;
const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10, pages: 1 });

const commission = (n: number, over: Partial<StaffRailCommission> = {}): StaffRailCommission => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  commissionNo: `RC2600000${n}`,
  bookingNo: 'BK26000012',
  bookingStatus: 'Confirmed',
  status: 'SUBMITTED',
  originStation: '郑州圃田站',
  destinationStation: '上海芦潮港站',
  loadingAddressUuid: '',
  loadingAddressName: '郑州工厂',
  readyDate: '2026-12-01',
  containers: [{ containerType: '40HC', quantity: 2 }],
  cargoDescription: '木制办公桌椅',
  contactName: '王建国',
  contactPhone: '+86 371 6000 0000',
  remarks: '',
  createdAt: '2026-11-23T02:00:00.000Z',
  decidedAt: null,
  reason: '',
  enterpriseName: '浪速商事',
  ...over,
});

const TEXT = {
  zh: {
    title: '铁路委托处理',
    accept: '受理',
    reject: '拒绝',
    acceptOf: '受理委托 RC26000001',
    rejectOf: '拒绝委托 RC26000001',
    reasonRequired: '请填写原因',
    accepted: '铁路委托 RC26000001 已受理',
    any: '全部状态',
    search: '查询',
    queueEmpty: '没有待处理的铁路委托。',
    cancel: '取消',
  },
  ja: {
    title: '鉄道輸送委託の処理',
    accept: '受付',
    reject: '却下',
    acceptOf: '委託 RC26000001 を受け付ける',
    rejectOf: '委託 RC26000001 を却下する',
    reasonRequired: '理由を入力してください',
    accepted: '鉄道輸送委託 RC26000001 を受け付けました',
    any: 'すべてのステータス',
    search: '検索',
    queueEmpty: '未処理の鉄道輸送委託はありません。',
    cancel: 'キャンセル',
  },
} as const;

describe.each(['zh', 'ja'] as const)('the clerk’s rail commissions (%s)', { timeout: 20_000 }, (lang) => {
  const t = TEXT[lang];

  it('opens on the submitted queue; accepts after a confirmation and rejects only with a reason', async () => {
    let queue = [commission(1), commission(2)];
    const sent = consoleFetch({
      [api(STAFF_RAIL_COMMISSION_PATHS.page)]: (r: ConsoleRequest) => okWeb(page((r.body as { status?: string }).status === 'SUBMITTED' ? queue : [])),
      [api(STAFF_RAIL_COMMISSION_PATHS.accept)]: (r: ConsoleRequest) => {
        queue = queue.filter((c) => c.uuid !== (r.body as { uuid: string }).uuid);
        return okWeb({ ...commission(1), status: 'ACCEPTED' });
      },
      [api(STAFF_RAIL_COMMISSION_PATHS.reject)]: () => okWeb({ ...commission(2), status: 'REJECTED', reason: '无班列' }),
    });
    renderConsole('/shipping/commissions', { role: 'shippingClerk', lang: LANG[lang] });
    expect(await screen.findByRole('heading', { level: 1, name: t.title }, { timeout: 5000 })).toBeTruthy();
    const row = (await screen.findByText('RC26000001')).closest('tr')!;
    expect(within(row).getByText('浪速商事')).toBeTruthy();
    expect(within(row).getByText('2026-12-01 · 2×40HC · 郑州工厂')).toBeTruthy();
    expect(sent[0]?.body).toEqual({ current: 1, size: 10, status: 'SUBMITTED' });

    await userEvent.click(within(row).getByRole('button', { name: t.rejectOf }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.reject }));
    expect(await within(dialog).findByText(t.reasonRequired)).toBeTruthy();
    expect(sent.some((r) => r.path === api(STAFF_RAIL_COMMISSION_PATHS.reject))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(row).getByRole('button', { name: t.acceptOf }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.accept }));
    await waitFor(() => expect(sent.find((r) => r.path === api(STAFF_RAIL_COMMISSION_PATHS.accept))?.body).toEqual({ uuid: commission(1).uuid }));
    expect(await screen.findByText(t.accepted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('RC26000001')).toBeNull());

    const second = screen.getByText('RC26000002').closest('tr')!;
    await userEvent.click(within(second).getByRole('button', { name: t.rejectOf.replace('RC26000001', 'RC26000002') }));
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), '无班列');
    await userEvent.click(within(dialog).getByRole('button', { name: t.reject }));
    await waitFor(() =>
      expect(sent.find((r) => r.path === api(STAFF_RAIL_COMMISSION_PATHS.reject))?.body).toEqual({ uuid: commission(2).uuid, reason: '无班列' }),
    );
  });
});
