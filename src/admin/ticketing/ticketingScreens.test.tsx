import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../domain/apiPaths';
import { STAFF_ORDER_PATHS } from '../../domain/payments';
import { STAFF_PATHS } from '../../domain/staff/paths';
import { STAFF_ROUTES_PATH, type CheckInTicket, type StaffVoyage } from '../../domain/staff/ticketing';
import type { OrderView } from '../../domain/ticketing/order';
import { consoleFetch, okTs, type Answers, type ConsoleRequest } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

/** The ticketing clerk's console screens over a recorded server, in both languages. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = (path: string) => `/api${path}`;
const dict = (cde: string, cnnme: string, ennme: string, extra: Record<string, string> = {}) => ({
  id: cde,
  cde,
  cnnme,
  ennme,
  sort: 1,
  extraInfoMap: { cnnme, ennme, ...extra },
});
const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10, pages: 1 });

const REFERENCE: Answers = {
  [api(STAFF_ROUTES_PATH)]: okTs([
    { code: 'OSA-SHA', departurePort: 'JPOSA', arrivalPort: 'CNSHA', defaultVessel: '新鉴真', durationMinutes: 2760, currency: 'JPY' },
  ]),
  [api(paths.dictList)]: (r: ConsoleRequest) =>
    okTs(
      r.query.get('dataItemType') === 'TICKET_TYPE'
        ? [dict('ADULT', '成人', '大人')]
        : [dict('SUITE', '豪华套房', 'スイート', { saleUnit: 'room' }), dict('SECOND_DORMITORY', '二等多人间', '2等ドミトリー', { saleUnit: 'berth' })],
    ),
  [api(paths.portList)]: okTs([
    { id: '1', cde: 'JPOSA', cnnme: '大阪', ennme: 'Osaka', jpnme: '大阪', countryCde: 'JP', cityCde: 'OSA', currency: 'JPY' },
    { id: '2', cde: 'CNSHA', cnnme: '上海', ennme: 'Shanghai', jpnme: '上海', countryCde: 'CN', cityCde: 'SHA', currency: 'RMB' },
  ]),
  [api(STAFF_PATHS.audit)]: okTs([]),
};

const order = (over: Partial<OrderView> = {}): OrderView => ({
  uuid: '0b7c6a0e-3c1e-4f4e-9a55-6f1d2f9a0001',
  orderNo: 'T2612010001',
  status: 'DUE_PAY',
  stateValue: { DUE_PAY: 'offlineClaimed' },
  orderType: 'ONE_WAY',
  currency: 'JPY',
  totalAmount: 30000,
  breakdown: null,
  contactName: '山田花子',
  contactPhone: '090-1234-5678',
  contactEmail: 'hanako@example.jp',
  extraBed: false,
  noticeVersion: 1,
  legs: [
    {
      legIndex: 0,
      voyageUuid: 'v1',
      voyageCode: 'OS2612031',
      vessel: '新鉴真',
      departurePort: 'JPOSA',
      arrivalPort: 'CNSHA',
      departurePortNameZh: '大阪',
      departurePortNameJa: '大阪',
      arrivalPortNameZh: '上海',
      arrivalPortNameJa: '上海',
      departureTime: '2026-12-03T03:00:00Z',
      arrivalTime: '2026-12-05T01:00:00Z',
      departureDate: '2026-12-03',
      cabinClass: 'SECOND_DORMITORY',
      cabinNameZh: '二等多人间',
      cabinNameJa: '2等ドミトリー',
      berths: 1,
    },
  ],
  passengers: [],
  tickets: [
    {
      uuid: 't1',
      ticketNo: 'T2612010001-1-1',
      legIndex: 0,
      passengerIndex: 0,
      passengerName: '山田花子',
      passengerNameEn: 'YAMADA HANAKO',
      ticketType: 'ADULT',
      status: 'UNPAID',
      fare: 28000,
      surcharge: 2000,
    },
  ],
  createdAt: '2026-12-01T02:00:00Z',
  updatedAt: '2026-12-01T02:00:00Z',
  submittedAt: '2026-12-01T02:00:00Z',
  paymentDeadline: null,
  history: [
    { event: 'order.claimOffline', fromStatus: 'DUE_PAY', toStatus: 'DUE_PAY', actor: 'user', actorName: null, note: null, at: '2026-12-01T02:05:00Z' },
  ],
  payments: [],
  refund: null,
  ...over,
});

const TEXT = {
  zh: {
    offlineTab: '待确认转账',
    refundsTab: '待审核退款',
    confirm: '确认已到账',
    confirmed: '订单 T2612010001 已确认收款',
    approve: '同意退款',
    reasonRequired: '修改退款金额时须填写原因',
    abovepaid: '退款金额不能超过已付金额',
    reason: '原因',
    ticketNo: '票号',
    lookUp: '查找',
    markUsed: '确认检票',
    used: '检票成功，船票已使用。',
    alreadyUsed: '该船票已检票，不可重复使用',
    tooEarly: '尚未开始检票：检票于开航前12小时开始',
    scan: '扫描二维码',
    denied: '未获得摄像头权限。请在浏览器中允许使用摄像头，或直接输入票号。',
    create: '新建航次',
    arrivalAfter: '到达时间必须晚于出发时间',
    required: '此项为必填项',
    route: '大阪 → 上海',
    closedTransfer: '记录到账（订单已关闭）',
    closedTransferAsk: '订单 T2612010001 已关闭，不能再收款。记录已收到的银行转账 30,000円？订单状态不变，这笔款项将列入“待退回的款项”，须退还给客户。',
    closedTransferDone: '已记录订单 T2612010001 的转账，已列入待退回的款项',
    busy: '系统繁忙',
    countsColumn: '数量（已占/剩余/总数）',
    berthSummary: '10 / 190 / 200 铺位',
    roomSummary: '1 / 3 / 4 间',
    suiteField: '豪华套房（间数）',
    dormitoryField: '二等多人间（铺位数）',
    perCabin: '各舱位可售数量',
    inventory: '可售数量',
    suiteTotal: '豪华套房的客房总间数',
    dormitoryTotal: '二等多人间的铺位总数',
  },
  jp: {
    offlineTab: '振込確認待ち',
    refundsTab: '払い戻し審査待ち',
    confirm: '入金を確認',
    confirmed: '注文 T2612010001 の入金を確認しました',
    approve: '払い戻しを承認',
    reasonRequired: '払い戻し額を変更する場合は理由を入力してください',
    abovepaid: '払い戻し額は支払額を超えられません',
    reason: '理由',
    ticketNo: '乗船券番号',
    lookUp: '検索',
    markUsed: '改札する',
    used: '改札しました。乗船券は使用済みです。',
    alreadyUsed: 'この乗船券は改札済みです（再使用できません）',
    tooEarly: 'まだ改札できません（出航12時間前から）',
    scan: 'QRコードを読み取る',
    denied: 'カメラの使用が許可されていません。ブラウザで許可するか、乗船券番号を入力してください。',
    create: '便を追加',
    arrivalAfter: '到着日時は出発日時より後にしてください',
    required: '入力してください',
    route: '大阪 → 上海',
    closedTransfer: '入金を記録（注文は終了済み）',
    closedTransferAsk:
      '注文 T2612010001 は終了しているため、入金を受け付けられません。届いた振込 30,000円 を記録しますか？注文の状態は変わらず、この入金は「返金待ちの入金」に入り、お客様へ返金します。',
    closedTransferDone: '注文 T2612010001 の入金を記録し、返金待ちの入金に加えました',
    busy: 'システムが混み合っています',
    countsColumn: '売り数（確保/残り/合計）',
    berthSummary: '10 / 190 / 200 席',
    roomSummary: '1 / 3 / 4 室',
    suiteField: 'スイート（室数）',
    dormitoryField: '2等ドミトリー（席数）',
    perCabin: '客室クラスごとの売り数',
    inventory: '売り数',
    suiteTotal: 'スイートの室数の合計',
    dormitoryTotal: '2等ドミトリーの席数の合計',
  },
} as const;

describe.each(['zh', 'jp'] as const)('ticketing clerk screens (%s)', (lang) => {
  const t = TEXT[lang];

  it('lists claimed transfers first and confirms one from its details: the statechart’s decisions, asked first, then the order again', async () => {
    let current = order();
    const sent = consoleFetch({
      ...REFERENCE,
      [api(STAFF_ORDER_PATHS.page)]: okTs(page([order()])),
      [api(STAFF_ORDER_PATHS.load)]: () => okTs(current),
      [api(STAFF_ORDER_PATHS.confirmOffline)]: () => {
        current = order({ status: 'PAID', stateValue: 'PAID' });
        return okTs({ uuid: current.uuid, status: 'PAID', stateValue: 'PAID', paymentDeadline: null });
      },
    });
    renderConsole('/ticketing/orders', { role: 'ticketingClerk', lang });
    expect((await screen.findByRole('tab', { name: t.offlineTab }, { timeout: 5000 })).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(await screen.findByRole('link', { name: 'T2612010001' }));
    expect(sent.find((r) => r.path === api(STAFF_ORDER_PATHS.page))?.query.get('offlineClaimed')).toBe('true');

    await userEvent.click(await screen.findByRole('button', { name: t.confirm }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(sent.map((r) => r.path)).toContain(api(STAFF_ORDER_PATHS.confirmOffline)));
    expect(await screen.findByText(t.confirmed)).toBeTruthy();
    expect(sent.find((r) => r.path === api(STAFF_ORDER_PATHS.confirmOffline))?.body).toEqual({ uuid: current.uuid });
    await waitFor(() => expect(screen.queryByRole('button', { name: t.confirm })).toBeNull());
  });

  it('records a transfer that arrived for a closed order after asking, for return; a refusal keeps the dialog open and says why', async () => {
    const closed = order({ status: 'CANCEL', stateValue: 'CANCEL' });
    let refuse = true;
    const sent = consoleFetch({
      ...REFERENCE,
      [api(STAFF_ORDER_PATHS.load)]: okTs(closed),
      [api(STAFF_ORDER_PATHS.confirmOffline)]: () =>
        refuse
          ? { code: 10500, message: '系统繁忙', jpMessage: 'システムが混み合っています', data: null }
          : okTs({ uuid: closed.uuid, status: 'CANCEL', stateValue: 'CANCEL', paymentDeadline: null }),
    });
    renderConsole(`/ticketing/orders/${closed.uuid}`, { role: 'ticketingClerk', lang });
    await userEvent.click(await screen.findByRole('button', { name: t.closedTransfer }, { timeout: 5000 }));
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.closedTransferAsk)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: t.closedTransfer }));
    expect(await screen.findByText(t.busy)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    refuse = false;
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.closedTransfer }));
    expect(await screen.findByText(t.closedTransferDone)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.path === api(STAFF_ORDER_PATHS.confirmOffline)).map((r) => r.body)).toEqual([{ uuid: closed.uuid }, { uuid: closed.uuid }]);
  });

  it('opens the queue the address names (?view=refunds, as the console home links it)', async () => {
    const sent = consoleFetch({ ...REFERENCE, [api(STAFF_ORDER_PATHS.page)]: okTs(page([])) });
    renderConsole('/ticketing/orders?view=refunds', { role: 'ticketingClerk', lang });
    expect((await screen.findByRole('tab', { name: t.refundsTab }, { timeout: 5000 })).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(sent.find((r) => r.path === api(STAFF_ORDER_PATHS.page))?.query.get('status')).toBe('BEING_REFUNDED'));
    expect(sent.filter((r) => r.path === api(STAFF_ORDER_PATHS.page)).every((r) => r.query.get('offlineClaimed') === null)).toBe(true);
  });

  it('approves a refund at the fee table’s amount, and another amount only with a reason and never above what was paid', async () => {
    const refunding = order({ status: 'BEING_REFUNDED', stateValue: 'BEING_REFUNDED', refund: { status: 'REQUESTED', amount: 27000, fee: 3000 } });
    const sent = consoleFetch({
      ...REFERENCE,
      [api(STAFF_ORDER_PATHS.load)]: okTs(refunding),
      [api(STAFF_ORDER_PATHS.approveRefund)]: okTs({ uuid: refunding.uuid, status: 'REFUND', stateValue: 'REFUND', paymentDeadline: null }),
    });
    renderConsole(`/ticketing/orders/${refunding.uuid}`, { role: 'ticketingClerk', lang });
    await userEvent.click(await screen.findByRole('button', { name: t.approve }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('spinbutton');
    expect((amount as HTMLInputElement).value).toMatch(/27,000/);

    await userEvent.clear(amount);
    await userEvent.type(amount, '31000');
    await userEvent.click(within(dialog).getByRole('button', { name: t.approve }));
    expect(await within(dialog).findByText(t.abovepaid)).toBeTruthy();
    expect(within(dialog).getByText(t.reasonRequired)).toBeTruthy();
    expect(sent.some((r) => r.path === api(STAFF_ORDER_PATHS.approveRefund))).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '30000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(t.reason) }), '船公司原因');
    await userEvent.click(within(dialog).getByRole('button', { name: t.approve }));
    await waitFor(() =>
      expect(sent.find((r) => r.path === api(STAFF_ORDER_PATHS.approveRefund))?.body).toEqual({ uuid: refunding.uuid, amount: 30000, reason: '船公司原因' }),
    );
  });

  it('checks a VALID ticket in by its typed number; a used one is refused with the reason, and so is one the server refuses', async () => {
    const ticket = (status: CheckInTicket['status'], ticketNo = 'T2612010001-1-1'): CheckInTicket => ({
      ticketNo,
      status,
      orderNo: 'T2612010001',
      ticketType: 'ADULT',
      passengerNameZh: '山田花子',
      passengerNameEn: 'YAMADA HANAKO',
      cabinClass: 'SECOND_DORMITORY',
      voyageCode: 'OS2612031',
      routeCode: 'OSA-SHA',
      departureTime: '2026-12-03T03:00:00Z',
    });
    const sent = consoleFetch({
      ...REFERENCE,
      [api(STAFF_PATHS.ticketLoad)]: (r: ConsoleRequest) =>
        okTs(ticket(r.query.get('ticketNo') === 'T2612010001-1-2' ? 'USED' : 'VALID', r.query.get('ticketNo')!)),
      [api(STAFF_PATHS.ticketCheckIn)]: (r: ConsoleRequest) =>
        (r.body as { ticketNo: string }).ticketNo === 'T2612010001-1-3'
          ? {
              code: 10500,
              message: '尚未开始检票：检票于开航前12小时开始',
              jpMessage: 'まだ改札できません（出航12時間前から）',
              data: { fields: { ticketNo: { message: '尚未开始检票：检票于开航前12小时开始', jpMessage: 'まだ改札できません（出航12時間前から）' } } },
            }
          : okTs(ticket('USED')),
    });
    renderConsole('/ticketing/check-in', { role: 'ticketingClerk', lang });
    const input = await screen.findByRole('textbox', { name: t.ticketNo });
    await userEvent.type(input, ' t2612010001-1-1 ');
    await userEvent.click(screen.getByRole('button', { name: t.lookUp }));
    expect(await screen.findByText('YAMADA HANAKO')).toBeTruthy();
    expect(screen.getByText(t.route, { exact: false })).toBeTruthy();
    expect(sent.find((r) => r.path === api(STAFF_PATHS.ticketLoad))?.query.get('ticketNo')).toBe('T2612010001-1-1');
    await userEvent.click(screen.getByRole('button', { name: t.markUsed }));
    expect(await screen.findByText(t.used)).toBeTruthy();

    await userEvent.clear(input);
    await userEvent.type(input, 'T2612010001-1-2{Enter}');
    expect(await screen.findByText(t.alreadyUsed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.markUsed })).toBeNull();

    await userEvent.clear(input);
    await userEvent.type(input, 'T2612010001-1-3{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: t.markUsed }));
    // The toast says it too; the ticket's panel keeps it beside the ticket.
    await waitFor(async () => expect((await screen.findAllByText(t.tooEarly)).some((el) => el.classList.contains('checkin__refusal'))).toBe(true));
  });

  it('says so when the camera is refused, and leaves the typed number', async () => {
    consoleFetch(REFERENCE);
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(() => Promise.reject(denied)) } });
    renderConsole('/ticketing/check-in', { role: 'ticketingClerk', lang });
    await userEvent.click(await screen.findByRole('button', { name: t.scan }));
    expect(await screen.findByText(t.denied)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: t.ticketNo })).toBeTruthy();
  });

  it('lists sailings and refuses a new one without its fields, or arriving before it leaves', async () => {
    const voyage: StaffVoyage = {
      uuid: 'v1',
      code: 'OS2612031',
      routeCode: 'OSA-SHA',
      vessel: '新鉴真',
      departureTime: '2026-12-03T03:00:00Z',
      arrivalTime: '2026-12-05T01:00:00Z',
      status: 'SCHEDULED',
      inventory: [
        { cabinClass: 'SUITE', unit: 'room', totalBerths: 4, remainingBerths: 3, soldBerths: 1 },
        { cabinClass: 'SECOND_DORMITORY', unit: 'berth', totalBerths: 200, remainingBerths: 190, soldBerths: 10 },
      ],
    };
    const sent = consoleFetch({ ...REFERENCE, [api(STAFF_PATHS.voyagePage)]: okTs(page([voyage])) });
    renderConsole('/ticketing/voyages', { role: 'ticketingClerk', lang });
    expect(await screen.findByText('OS2612031')).toBeTruthy();
    expect(screen.getByText('2026-12-03 12:00')).toBeTruthy(); // Osaka's own clock
    // Rooms and berths each counted in their own unit, never added together.
    expect(screen.getByRole('columnheader', { name: t.countsColumn })).toBeTruthy();
    expect(screen.getByText(t.berthSummary)).toBeTruthy();
    expect(screen.getByText(t.roomSummary)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.inventory }));
    const inventory = await screen.findByRole('dialog');
    expect((within(inventory).getByRole('textbox', { name: t.suiteTotal }) as HTMLInputElement).value).toBe('4');
    expect((within(inventory).getByRole('textbox', { name: t.dormitoryTotal }) as HTMLInputElement).value).toBe('200');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: t.create }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('group', { name: t.perCabin })).toBeTruthy();
    expect(within(dialog).getByLabelText(new RegExp(`^${t.suiteField}`))).toBeTruthy();
    expect(within(dialog).getByLabelText(new RegExp(`^${t.dormitoryField}`))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    expect((await within(dialog).findAllByText(t.required)).length).toBeGreaterThan(2);

    await userEvent.type(within(dialog).getByLabelText(new RegExp(lang === 'zh' ? '出发时间' : '出発日時')), '2026-12-10T12:00');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(lang === 'zh' ? '到达时间' : '到着日時')), '2026-12-09T12:00');
    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await within(dialog).findByText(t.arrivalAfter)).toBeTruthy();
    expect(sent.some((r) => r.path === api(STAFF_PATHS.voyageCreate))).toBe(false);
  });
});
