import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../domain/apiPaths';
import { NOTIFICATION_STAFF_PATHS, type UndeliveredNotification } from '../../domain/notifications';
import { STAFF_PATHS } from '../../domain/staff/paths';
import { STAFF_ROUTES_PATH, type StaffVoyage, type VoyageAffectedOrder } from '../../domain/staff/ticketing';
import { consoleFetch, okTs, type Answers, type ConsoleRequest } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

/** Who cancelling a sailing or moving its times reaches, shown to the ticketing clerk before confirming, in both languages. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = (path: string) => `/api${path}`;
const AFFECTED = api(STAFF_PATHS.voyageAffected);
const CANCEL = api(STAFF_PATHS.voyageCancel);
const NOTIFIED = api(NOTIFICATION_STAFF_PATHS.ofOrders);
const RESCHEDULE = api(STAFF_PATHS.voyageReschedule);

const dict = (cde: string, cnnme: string, ennme: string, extra: Record<string, string> = {}) => ({
  id: cde,
  cde,
  cnnme,
  ennme,
  sort: 1,
  extraInfoMap: { cnnme, ennme, ...extra },
});

const VOYAGE: StaffVoyage = {
  uuid: 'v1',
  code: 'OS2612031',
  routeCode: 'OSA-SHA',
  vessel: '新鉴真',
  departureTime: '2026-12-03T03:00:00Z',
  arrivalTime: '2026-12-05T01:00:00Z',
  status: 'SCHEDULED',
  inventory: [{ cabinClass: 'SECOND_DORMITORY', unit: 'berth', totalBerths: 200, remainingBerths: 195, soldBerths: 5 }],
};

const SCREEN: Answers = {
  [api(STAFF_ROUTES_PATH)]: okTs([
    { code: 'OSA-SHA', departurePort: 'JPOSA', arrivalPort: 'CNSHA', defaultVessel: '新鉴真', durationMinutes: 2760, currency: 'JPY' },
  ]),
  [api(paths.dictList)]: (r: ConsoleRequest) =>
    okTs(
      r.query.get('dataItemType') === 'TICKET_TYPE'
        ? [dict('ADULT', '成人', '大人')]
        : [dict('SECOND_DORMITORY', '二等多人间', '2等ドミトリー', { saleUnit: 'berth' })],
    ),
  [api(paths.portList)]: okTs([
    { id: '1', cde: 'JPOSA', cnnme: '大阪', ennme: 'Osaka', jpnme: '大阪', countryCde: 'JP', cityCde: 'OSA', currency: 'JPY' },
    { id: '2', cde: 'CNSHA', cnnme: '上海', ennme: 'Shanghai', jpnme: '上海', countryCde: 'CN', cityCde: 'SHA', currency: 'RMB' },
  ]),
  [api(STAFF_PATHS.voyagePage)]: okTs({ records: [VOYAGE], total: 1, current: 1, size: 10, pages: 1 }),
};

const UNPAID: VoyageAffectedOrder = {
  uuid: 'o-unpaid',
  orderNo: 'T2612010001',
  status: 'DUE_PAY',
  contactName: '山田花子',
  contactEmail: 'hanako@example.jp',
  passengerNames: ['山田花子', '山田太郎'],
  totalAmount: 60000,
  currency: 'JPY',
};
const PAID: VoyageAffectedOrder = {
  uuid: 'o-paid',
  orderNo: 'T2612010002',
  status: 'PAID',
  contactName: '王小明',
  contactEmail: 'wang@example.cn',
  passengerNames: ['王小明'],
  totalAmount: 1580.5,
  currency: 'RMB',
};
const REFUNDING: VoyageAffectedOrder = {
  uuid: 'o-refunding',
  orderNo: 'T2612010003',
  status: 'BEING_REFUNDED',
  contactName: '佐藤健',
  contactEmail: 'sato@example.jp',
  passengerNames: ['佐藤健', '佐藤由美'],
  totalAmount: 42000,
  currency: 'JPY',
};

const BUSY = { code: 10500, message: '系统繁忙', jpMessage: 'システムが混み合っています', data: null };

const TEXT = {
  zh: {
    paidAmount: '¥1,580.50',
    cancel: '取消航次',
    reschedule: '调整时间',
    reason: '原因',
    totals: '3 个订单、5 位乘客将收到通知',
    none: '该航次没有订单',
    unpaid: '待支付：将被取消',
    paid: '已支付：将作废并全额退款',
    refunding: '退款中：将作废并全额退款',
    unpaidNow: '待支付',
    paidNow: '已支付',
    refundingNow: '退款中',
    passengersUnpaid: '乘客：山田花子、山田太郎',
    cancelNote: '每个订单的联系人和乘客都将通过邮件和站内消息收到停航通知。',
    rescheduleNote: '每个订单的联系人和乘客都将通过邮件和站内消息收到原时间和新时间；这些订单此后退票免收手续费。',
    loading: '正在加载受影响的订单…',
    failed: '受影响的订单加载失败，仍可继续操作。',
    retry: '重试',
    cancelledNotified: '航次 OS2612031 已取消：1 个订单已取消，2 个订单已作废并全额退款；已通过邮件和站内消息通知 3 个订单的乘客',
    cancelledNone: '航次 OS2612031 已取消：0 个订单已取消，0 个订单已作废并全额退款',
    notifiedTitle: '航次 OS2612031：已通知的乘客',
    voidedHeading: '停航通知',
    rescheduledHeading: '时间变更通知',
    waiting: '等待发送',
    failedTag: '发送失败',
    sentAt: /^已发送 2026-11-2[78] \d{2}:00:05$/,
    firstTotals: '已发送 0 / 共 3 个订单',
    laterTotals: '已发送 2 / 共 3 个订单',
    undelivered: '前往未送达的通知',
    close: '关闭',
  },
  jp: {
    // yuan with 元 after the number in Japanese (¥ would read as yen)
    paidAmount: '1,580.50元',
    cancel: '運航中止',
    reschedule: '日時を変更',
    reason: '理由',
    totals: '3件の注文・5名のお客様に通知されます',
    none: 'この便に注文はありません',
    unpaid: '未払い：取り消し',
    paid: '支払済み：無効・全額払い戻し',
    refunding: '払い戻し待ち：無効・全額払い戻し',
    unpaidNow: '未払い',
    paidNow: '支払済み',
    refundingNow: '払い戻し待ち',
    passengersUnpaid: '乗客：山田花子、山田太郎',
    cancelNote: '各注文の連絡先と乗客に、メールとポータルで運航中止をお知らせします。',
    rescheduleNote: '各注文の連絡先と乗客に、変更前と変更後の日時をメールとポータルでお知らせします。これらの注文の払い戻しは以後手数料無料になります。',
    loading: '影響を受ける注文を読み込んでいます…',
    failed: '影響を受ける注文を読み込めませんでした。このまま操作することもできます。',
    retry: '再試行',
    cancelledNotified: '便 OS2612031 を運航中止にしました：取り消し 1 件、無効・全額払い戻し 2 件。3 件の注文のお客様にメールとポータルで通知しました',
    cancelledNone: '便 OS2612031 を運航中止にしました：取り消し 0 件、無効・全額払い戻し 0 件',
    notifiedTitle: '便 OS2612031：お知らせした乗客',
    voidedHeading: '運航中止のお知らせ',
    rescheduledHeading: '時刻変更のお知らせ',
    waiting: '送信待ち',
    failedTag: '送信失敗',
    sentAt: /^送信済み 2026-11-2[78] \d{2}:00:05$/,
    firstTotals: '送信済み 0 / 全 3 件の注文',
    laterTotals: '送信済み 2 / 全 3 件の注文',
    undelivered: '未配信のお知らせへ',
    close: '閉じる',
  },
} as const;

/** Holds the affected-orders answer until released, so the screen can be seen while it loads. */
function holdAffected(): () => void {
  const answer = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://localhost').pathname === AFFECTED) await released;
      return answer(input, init);
    }),
  );
  return release;
}

const cancelAnswer = (cancelledOrders: string[], voidedOrders: string[]) =>
  okTs({ voyage: { ...VOYAGE, status: 'CANCELLED' }, cancelledOrders, voidedOrders, refunds: [] });

describe.each(['zh', 'jp'] as const)('orders a sailing’s cancel or new times reach (%s)', (lang) => {
  const t = TEXT[lang];

  const openCancel = async () => {
    renderConsole('/ticketing/voyages', { role: 'ticketingClerk', lang });
    await userEvent.click(await screen.findByRole('button', { name: t.cancel }, { timeout: 5000 }));
    return screen.findByRole('dialog');
  };
  const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: t.cancel }) as HTMLButtonElement;

  it('lists each order the cancel reaches, what happens to it, and the totals, with the button waiting for the list; the toast says who was told', async () => {
    const sent = consoleFetch({ ...SCREEN, [AFFECTED]: okTs([UNPAID, PAID, REFUNDING]), [CANCEL]: cancelAnswer(['o-unpaid'], ['o-paid', 'o-refunding']) });
    const release = holdAffected();
    const dialog = await openCancel();
    expect(await within(dialog).findByText(t.loading)).toBeTruthy();
    expect(confirmButton(dialog).disabled).toBe(true);

    release();
    expect(await within(dialog).findByText(t.totals)).toBeTruthy();
    expect(confirmButton(dialog).disabled).toBe(false);
    expect(within(dialog).queryByText(t.loading)).toBeNull();
    expect(within(dialog).getByText(t.cancelNote)).toBeTruthy();
    expect(sent.find((r) => r.path === AFFECTED)?.query.get('uuid')).toBe('v1');

    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [unpaid, paid, refunding] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(unpaid).getByRole('link', { name: 'T2612010001' }).getAttribute('href')).toBe('/ticketing/orders/o-unpaid');
    expect(within(unpaid).getByText(t.unpaid)).toBeTruthy();
    expect(within(unpaid).getByText('hanako@example.jp')).toBeTruthy();
    expect(within(unpaid).getByText(t.passengersUnpaid)).toBeTruthy();
    expect(within(unpaid).getByText('60,000円')).toBeTruthy();
    expect(unpaid.textContent).toContain('山田花子 hanako@example.jp');
    expect(within(paid).getByRole('link', { name: 'T2612010002' }).getAttribute('href')).toBe('/ticketing/orders/o-paid');
    expect(within(paid).getByText(t.paid)).toBeTruthy();
    expect(within(paid).getByText(t.paidAmount)).toBeTruthy();
    expect(paid.textContent).toContain('王小明 wang@example.cn');
    expect(within(refunding).getByText(t.refunding)).toBeTruthy();
    expect(within(refunding).getByText('42,000円')).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(t.reason) }), '台风停航');
    await userEvent.click(confirmButton(dialog));
    expect(await screen.findByText(t.cancelledNotified)).toBeTruthy();
    expect(sent.find((r) => r.path === CANCEL)?.body).toEqual({ uuid: 'v1', reason: '台风停航' });
  });

  it('says when the sailing has no orders, and the toast then names no one told', async () => {
    consoleFetch({ ...SCREEN, [AFFECTED]: okTs([]), [CANCEL]: cancelAnswer([], []) });
    const dialog = await openCancel();
    expect(await within(dialog).findByText(t.none)).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
    expect(within(dialog).queryByText(t.cancelNote)).toBeNull();

    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(t.reason) }), '台风停航');
    await userEvent.click(confirmButton(dialog));
    expect(await screen.findByText(t.cancelledNone)).toBeTruthy();
  });

  it('says the list failed, offers to ask again, and still lets the clerk cancel', async () => {
    let refuse = true;
    const sent = consoleFetch({
      ...SCREEN,
      [AFFECTED]: () => (refuse ? BUSY : okTs([UNPAID, PAID, REFUNDING])),
      [CANCEL]: cancelAnswer(['o-unpaid'], ['o-paid', 'o-refunding']),
    });
    const dialog = await openCancel();
    expect(await within(dialog).findByText(t.failed)).toBeTruthy();
    expect(confirmButton(dialog).disabled).toBe(false);

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: t.retry }));
    expect(await within(dialog).findByText(t.totals)).toBeTruthy();
    expect(within(dialog).queryByText(t.failed)).toBeNull();
    expect(sent.filter((r) => r.path === AFFECTED)).toHaveLength(2);

    refuse = true;
    cleanup();
    const again = await openCancel();
    expect(await within(again).findByText(t.failed)).toBeTruthy();
    await userEvent.type(within(again).getByRole('textbox', { name: new RegExp(t.reason) }), '台风停航');
    await userEvent.click(confirmButton(again));
    await waitFor(() => expect(sent.find((r) => r.path === CANCEL)?.body).toEqual({ uuid: 'v1', reason: '台风停航' }));
  });

  it('shows the orders new times reach above the time fields, each to be told the old and new times', async () => {
    const sent = consoleFetch({ ...SCREEN, [AFFECTED]: okTs([UNPAID, PAID, REFUNDING]) });
    renderConsole('/ticketing/voyages', { role: 'ticketingClerk', lang });
    await userEvent.click(await screen.findByRole('button', { name: t.reschedule }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const totals = await within(dialog).findByText(t.totals);
    expect(within(dialog).getByText(t.rescheduleNote)).toBeTruthy();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['T2612010001', 'T2612010002', 'T2612010003']);
    expect(within(items[0]!).getByText(t.unpaidNow)).toBeTruthy();
    expect(within(items[1]!).getByText(t.paidNow)).toBeTruthy();
    expect(within(items[2]!).getByText(t.refundingNow)).toBeTruthy();
    expect(within(dialog).queryByText(t.unpaid)).toBeNull();
    // Above the time fields: the list comes first in the dialog.
    const departure = within(dialog).getByLabelText(new RegExp(lang === 'zh' ? '出发时间' : '出発日時'));
    expect(totals.compareDocumentPosition(departure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sent.find((r) => r.path === AFFECTED)?.query.get('uuid')).toBe('v1');
  });

  it('afterwards lists what each order was told and follows it until it went out, or says why it did not', async () => {
    const told = (uuid: string, orderNo: string, toAddress: string, status: UndeliveredNotification['status'], extra: Partial<UndeliveredNotification> = {}) =>
      ({
        uuid: `n-${uuid}`,
        kind: 'order.voided',
        toAddress,
        lang: 'jp',
        status,
        attempts: 0,
        lastError: null,
        createdAt: '2026-11-27T02:00:00.000Z',
        nextAttemptAt: '2026-11-27T02:00:00.000Z',
        sentAt: null,
        orderUuid: uuid,
        orderNo,
        ...extra,
      }) satisfies UndeliveredNotification;
    let round = 0;
    const sent = consoleFetch({
      ...SCREEN,
      [AFFECTED]: okTs([UNPAID, PAID, REFUNDING]),
      // the cancel answers the orders by their numbers
      [CANCEL]: cancelAnswer(['T2612010001'], ['T2612010002', 'T2612010003']),
      [NOTIFIED]: () => {
        round += 1;
        const sentAt = '2026-11-27T02:00:05.000Z';
        return okTs(
          round === 1
            ? [
                told('o-unpaid', 'T2612010001', 'hanako@example.jp', 'PENDING'),
                told('o-paid', 'T2612010002', 'wang@example.cn', 'PENDING'),
                told('o-refunding', 'T2612010003', 'sato@example.jp', 'PENDING'),
              ]
            : [
                told('o-unpaid', 'T2612010001', 'hanako@example.jp', 'SENT', { sentAt }),
                told('o-paid', 'T2612010002', 'wang@example.cn', 'SENT', { sentAt }),
                told('o-refunding', 'T2612010003', 'sato@example.jp', 'FAILED', { lastError: '550 mailbox unavailable' }),
              ],
        );
      },
    });
    const dialog = await openCancel();
    await within(dialog).findByText(t.totals);
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(t.reason) }), '台风停航');
    await userEvent.click(confirmButton(dialog));

    const notified = await screen.findByRole('dialog', { name: t.notifiedTitle });
    expect(within(notified).getByRole('heading', { name: t.voidedHeading })).toBeTruthy();
    expect(await within(notified).findByText(t.firstTotals)).toBeTruthy();
    expect(within(notified).getAllByText(t.waiting)).toHaveLength(3);
    expect(sent.find((r) => r.path === NOTIFIED)?.body).toEqual({ orderNos: ['T2612010001', 'T2612010002', 'T2612010003'], kind: 'order.voided' });

    // asked again while any waits
    expect(await within(notified).findByText(t.laterTotals, undefined, { timeout: 8000 })).toBeTruthy();
    const [unpaid, , refunding] = within(notified).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(unpaid).getByRole('link', { name: 'T2612010001' }).getAttribute('href')).toBe('/ticketing/orders/o-unpaid');
    expect(within(unpaid).getByText(t.sentAt)).toBeTruthy();
    expect(within(unpaid).getByText('hanako@example.jp')).toBeTruthy();
    expect(within(refunding).getByText(t.failedTag)).toBeTruthy();
    expect(refunding.textContent).toContain('550 mailbox unavailable');
    expect(within(refunding).getByRole('link', { name: t.undelivered }).getAttribute('href')).toBe('/ticketing/notifications');
    // nothing waits any more: no third question
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(sent.filter((r) => r.path === NOTIFIED)).toHaveLength(2);

    await userEvent.click(within(notified).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('after new times, asks what the orders holding berths were told', async () => {
    const sent = consoleFetch({
      ...SCREEN,
      [AFFECTED]: okTs([UNPAID, PAID]),
      [RESCHEDULE]: okTs(VOYAGE),
      [NOTIFIED]: okTs([]),
    });
    renderConsole('/ticketing/voyages', { role: 'ticketingClerk', lang });
    await userEvent.click(await screen.findByRole('button', { name: t.reschedule }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(t.rescheduleNote);
    await userEvent.click(within(dialog).getAllByRole('button', { name: t.reschedule }).at(-1)!);
    const notified = await screen.findByRole('dialog', { name: t.notifiedTitle });
    expect(within(notified).getByRole('heading', { name: t.rescheduledHeading })).toBeTruthy();
    await waitFor(() => expect(sent.find((r) => r.path === NOTIFIED)?.body).toEqual({ orderNos: ['T2612010001', 'T2612010002'], kind: 'order.rescheduled' }));
  }, 20_000);
});
