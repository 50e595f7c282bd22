import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../domain/apiPaths';
import { STAFF_ORDER_PATHS } from '../../domain/payments';
import { STAFF_PATHS } from '../../domain/staff/paths';
import type { OrderView } from '../../domain/ticketing/order';
import { STAFF_ORDER_CHANGE_PATHS, type OrderChangeQuote } from '../../domain/ticketing/orderChange';
import { voyagePaths } from '../../domain/voyages';
import { leg, order } from '../../machines/orders.fixtures';
import { consoleFetch, okTs } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

/** The clerk changes a passenger's sailing on the order's console page, through the clerk's calls. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const api = (path: string) => `/api${path}`;

// Osaka → Shanghai, departing 2026-12-03 12:00 Osaka time (03:00Z), one berth in the dormitory, 30,000 yen paid.
const OSA_SHA = leg({
  voyageUuid: 'v1',
  voyageCode: 'OS2612031',
  departurePort: 'JPOSA',
  arrivalPort: 'CNSHA',
  departurePortNameZh: '大阪',
  departurePortNameJa: '大阪',
  arrivalPortNameZh: '上海',
  arrivalPortNameJa: '上海',
  departureTime: '2026-12-03T03:00:00.000Z',
  arrivalTime: '2026-12-05T01:00:00.000Z',
  departureDate: '2026-12-03',
  cabinClass: 'SECOND_DORMITORY',
  cabinNameZh: '二等多人间',
  cabinNameJa: '2等ドミトリー',
});
const PAID: OrderView = {
  ...order('o-9', 'PAID', { currency: 'JPY', totalAmount: 30000, legs: [OSA_SHA] }),
  orderNo: 'T2612010001',
  history: [],
  payments: [],
  refund: null,
};
const CHANGED: OrderView = {
  ...PAID,
  legs: [{ ...OSA_SHA, voyageUuid: 'v2', voyageCode: 'OS2612101', departureTime: '2026-12-10T03:00:00.000Z', departureDate: '2026-12-10' }],
};

const LINE = {
  uuid: 'v2',
  voyageCode: 'OS2612101',
  routeCode: 'OSA-SHA',
  vessel: '新鉴真',
  departurePort: 'JPOSA',
  arrivalPort: 'CNSHA',
  departureTime: '2026-12-10T03:00:00.000Z',
  arrivalTime: '2026-12-12T01:00:00.000Z',
  durationMinutes: 2760,
  departurePortNameZh: '大阪',
  departurePortNameJa: '大阪',
  departurePortNameEn: 'Osaka',
  arrivalPortNameZh: '上海',
  arrivalPortNameJa: '上海',
  arrivalPortNameEn: 'Shanghai',
  currency: 'JPY',
  fuelSurcharge: 2000,
  cabins: [
    {
      cabinClass: 'SECOND_DORMITORY',
      cabinNameZh: '二等多人间',
      cabinNameJa: '2等ドミトリー',
      unit: 'berth',
      totalBerths: 40,
      remainingBerths: 12,
      fares: [],
      extraBedFee: null,
    },
  ],
};

// four days before the sailing: 10 % of 30,000 yen, the same price: 3,000 yen due, so not changeable online
const DUE: OrderChangeQuote = {
  uuid: 'o-9',
  legIndex: 0,
  currency: 'JPY',
  from: { voyageUuid: 'v1', voyageCode: 'OS2612031', departureTime: '2026-12-03T03:00:00.000Z', cabinClass: 'SECOND_DORMITORY', amount: 30000 },
  to: { voyageUuid: 'v2', voyageCode: 'OS2612101', departureTime: '2026-12-10T03:00:00.000Z', cabinClass: 'SECOND_DORMITORY', amount: 30000 },
  band: 'ONE_TO_7_DAYS',
  feePercent: 10,
  fee: 3000,
  difference: 0,
  balance: 3000,
  due: 3000,
  back: 0,
  changeable: false,
};
const FREE: OrderChangeQuote = { ...DUE, band: 'MORE_THAN_7_DAYS', feePercent: 0, fee: 0, balance: 0, due: 0, changeable: true };

function answers(quote: OrderChangeQuote) {
  let loads = 0;
  return consoleFetch({
    [api(STAFF_ORDER_PATHS.load)]: () => okTs(++loads === 1 ? PAID : CHANGED),
    [api(voyagePaths.list)]: okTs([LINE]),
    [api(STAFF_ORDER_CHANGE_PATHS.quote)]: okTs(quote),
    [api(STAFF_ORDER_CHANGE_PATHS.change)]: okTs(CHANGED),
    [api(STAFF_PATHS.audit)]: okTs([]),
    [api(paths.dictList)]: okTs([]),
  });
}

describe('the clerk’s change of sailing', { timeout: 20_000 }, () => {
  it('in Chinese: more than 7 days ahead, free: the clerk’s quote and change calls, 订单 … 已改签, the order loaded again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-20T03:00:00.000Z'));
    const sent = answers(FREE);
    renderConsole(`/ticketing/orders/${PAID.uuid}`, { role: 'ticketingClerk', lang: 'zh' });
    await userEvent.click(await screen.findByRole('button', { name: '改签' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '改签' });
    fireEvent.change(within(dialog).getByLabelText('改签日期'), { target: { value: '2026-12-10' } });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'OS2612101　2026-12-10 12:00:00 出发　二等多人间（剩余 12）' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '查看改签费用' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: '确认改签' }));
    expect(await screen.findByText('订单 T2612010001 已改签')).toBeTruthy();
    const body = { uuid: 'o-9', legIndex: 0, voyageUuid: 'v2', cabinClass: 'SECOND_DORMITORY' };
    expect(sent.find((r) => r.path === api(STAFF_ORDER_CHANGE_PATHS.quote))?.body).toEqual(body);
    expect(sent.find((r) => r.path === api(STAFF_ORDER_CHANGE_PATHS.change))?.body).toEqual({ ...body, balance: 0 });
    expect(sent.filter((r) => r.path === api(voyagePaths.list)).map((r) => Object.fromEntries(r.query))).toEqual([
      { departurePort: 'JPOSA', arrivalPort: 'CNSHA', date: '2026-12-10', currency: 'JPY' },
    ]);
    await waitFor(() => expect(sent.filter((r) => r.path === api(STAFF_ORDER_PATHS.load))).toHaveLength(2));
  });

  it('in Japanese: 1 to 7 days ahead the 10 % fee leaves 3,000 yen due: quoted, explained, not confirmable', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-29T03:00:00.000Z'));
    const sent = answers(DUE);
    renderConsole(`/ticketing/orders/${PAID.uuid}`, { role: 'ticketingClerk', lang: 'jp' });
    await userEvent.click(await screen.findByRole('button', { name: '便の変更' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '便の変更' });
    fireEvent.change(within(dialog).getByLabelText('変更先の日付'), { target: { value: '2026-12-10' } });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'OS2612101　2026-12-10 12:00:00 発　2等ドミトリー（残り 12）' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '変更料金を確認' }));
    expect(await within(dialog).findByText('変更手数料（1日以上7日以内、10%）')).toBeTruthy();
    expect(within(dialog).getByTestId('change-balance').textContent).toBe('3,000円');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '追加のお支払いが必要な便の変更は、まだオンラインでは承っておりません。窓口にお問い合わせください',
    );
    expect(within(dialog).queryByRole('button', { name: '変更を確定' })).toBeNull();
    expect(sent.some((r) => r.path === api(STAFF_ORDER_CHANGE_PATHS.change))).toBe(false);
  });
});
