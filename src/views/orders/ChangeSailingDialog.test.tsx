import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../domain/apiError';
import { LOCALE_OF, type Lang } from '../../domain/lang';
import type { OrderChangeQuote } from '../../domain/ticketing/orderChange';
import type { VoyagePortLine } from '../../domain/voyages';
import ja from '../../i18n/ja.json';
import zh from '../../i18n/zh.json';
import { orderChangeDialogActors, type OrderChangeCalls } from '../../machines/orderChangeDialog.actors';
import { orderChangeDialogMachine } from '../../machines/orderChangeDialog.machine';
import { order } from '../../machines/orders.fixtures';
import { ChangeSailingDialog } from './ChangeSailingDialog';
import { changeTarget, SECOND_JAPANESE_LEFT } from './testing/changeTarget';

// The fixture's leg: SO2612A, Shanghai 2026-12-10 10:00 local (02:00Z), second-class Japanese-style, paid 1100 RMB.
const PAID = order('o-1', 'PAID');
const NOW = '2026-11-30T02:00:00.000Z';

const LINE: VoyagePortLine = changeTarget([
  SECOND_JAPANESE_LEFT,
  { cabinClass: 'SUITE', cabinNameZh: '豪华套房', cabinNameJa: 'スイート', unit: 'room', totalBerths: 2, remainingBerths: 1, fares: [], extraBedFee: null },
]);

function quote(overrides: Partial<OrderChangeQuote>): OrderChangeQuote {
  return {
    uuid: 'o-1',
    legIndex: 0,
    currency: 'RMB',
    from: { voyageUuid: 'v-1', voyageCode: 'SO2612A', departureTime: '2026-12-10T02:00:00.000Z', cabinClass: 'SECOND_JAPANESE', amount: 1100 },
    to: { voyageUuid: 'v-2', voyageCode: 'SO2612C', departureTime: '2026-12-17T02:00:00.000Z', cabinClass: 'SECOND_JAPANESE', amount: 1100 },
    band: 'MORE_THAN_7_DAYS',
    feePercent: 0,
    fee: 0,
    difference: 0,
    balance: 0,
    due: 0,
    back: 0,
    changeable: true,
    ...overrides,
  };
}

function Harness({ calls, onChanged }: { calls: OrderChangeCalls; onChanged(): void }) {
  const dialog = useActorRef(orderChangeDialogMachine.provide({ actors: orderChangeDialogActors(calls), actions: { changed: onChanged } }));
  return (
    <>
      <button type="button" onClick={() => dialog.send({ type: 'change.open', order: PAID, legIndex: 0, now: NOW })}>
        open
      </button>
      <ChangeSailingDialog dialog={dialog} />
    </>
  );
}

function setUp(lang: Lang, answers: { quote: OrderChangeCalls['quote']; change?: OrderChangeCalls['change'] }) {
  const calls = {
    sailings: vi.fn<OrderChangeCalls['sailings']>(async () => [LINE]),
    quote: vi.fn(answers.quote),
    change: vi.fn(answers.change ?? (async () => PAID)),
  };
  const onChanged = vi.fn();
  render(
    <IntlProvider locale={LOCALE_OF[lang]} messages={lang === 'zh' ? zh : ja}>
      <Harness calls={calls} onChanged={onChanged} />
    </IntlProvider>,
  );
  return { calls, onChanged };
}

async function chooseSailing(dayLabel: string, option: string) {
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(dayLabel), { target: { value: '2026-12-17' } });
  fireEvent.click(await within(dialog).findByRole('radio', { name: option }));
  return dialog;
}

const definition = (dialog: HTMLElement, term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(cleanup);

describe('the change-of-sailing dialog', () => {
  it('in Chinese: a day, a sailing, the free quote, the change with the quote’s balance', async () => {
    const { calls, onChanged } = setUp('zh', { quote: async () => quote({}) });
    const dialog = await chooseSailing('改签日期', 'SO2612C　2026-12-17 10:00:00 出发　二等日式房（剩余 4）');
    expect(within(dialog).getByText('当前航次：SO2612A，2026-12-10 10:00:00（当地时间）出发，二等日式房')).toBeTruthy();
    expect(calls.sailings).toHaveBeenCalledWith({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }, '2026-12-17', 'RMB', expect.anything());
    // the suite is offered too: one room left is enough for one order
    expect(within(dialog).getByRole('radio', { name: 'SO2612C　2026-12-17 10:00:00 出发　豪华套房（剩余 1）' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '查看改签费用' }));
    await within(dialog).findByText('原航次');
    expect(calls.quote).toHaveBeenCalledWith({ uuid: 'o-1', legIndex: 0, voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE' }, expect.anything());
    expect(definition(dialog, '原航次')).toBe('SO2612A　2026-12-10 10:00:00（当地时间）　二等日式房');
    expect(definition(dialog, '新航次')).toBe('SO2612C　2026-12-17 10:00:00（当地时间）　二等日式房');
    expect(definition(dialog, '票价差额')).toBe('¥0.00');
    expect(definition(dialog, '改签手续费（7 天以上，0%）')).toBe('¥0.00');
    expect(definition(dialog, '退还金额')).toBe('¥0.00');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认改签' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls.change).toHaveBeenCalledWith({ uuid: 'o-1', legIndex: 0, voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE', balance: 0 });
  });

  it('in Chinese: 1 to 7 days ahead to a cheaper sailing, the fee and what comes back; the price changed on confirming, a new quote', async () => {
    let round = 0;
    const { calls } = setUp('zh', {
      quote: async () => (++round === 1 ? quote({ band: 'ONE_TO_7_DAYS', feePercent: 10, fee: 170, difference: -200, balance: -30, back: 30 }) : quote({})),
      change: async () => {
        throw new ApiError('改签金额已变化，请重新查看报价后再确认', { kind: 'business', code: 10409 });
      },
    });
    const dialog = await chooseSailing('改签日期', 'SO2612C　2026-12-17 10:00:00 出发　二等日式房（剩余 4）');
    fireEvent.click(within(dialog).getByRole('button', { name: '查看改签费用' }));
    await within(dialog).findByText('原航次');
    expect(definition(dialog, '票价差额')).toBe('-¥200.00');
    expect(definition(dialog, '改签手续费（1 至 7 天，10%）')).toBe('¥170.00');
    expect(definition(dialog, '退还金额')).toBe('¥30.00');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认改签' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('改签金额已变化，请重新查看报价后再确认');
    expect(calls.change).toHaveBeenCalledWith(expect.objectContaining({ balance: -30 }));
    fireEvent.click(within(dialog).getByRole('button', { name: '重新报价' }));
    await waitFor(() => expect(definition(dialog, '退还金额')).toBe('¥0.00'));
    expect(calls.quote).toHaveBeenCalledTimes(2);
  });

  it('in Japanese: a change leaving money due is quoted, explained, and cannot be confirmed', async () => {
    const { calls } = setUp('jp', {
      quote: async () => quote({ to: { ...quote({}).to, cabinClass: 'SUITE', amount: 1300 }, difference: 200, balance: 200, due: 200, changeable: false }),
    });
    const dialog = await chooseSailing('変更先の日付', 'SO2612C　2026-12-17 10:00:00 発　スイート（残り 1）');
    fireEvent.click(within(dialog).getByRole('button', { name: '変更料金を確認' }));
    await within(dialog).findByText('変更前の便');
    expect(definition(dialog, '変更後の便')).toBe('SO2612C　2026-12-17 10:00:00（現地時間）　スイート');
    expect(definition(dialog, '運賃の差額')).toBe('+200.00元');
    expect(definition(dialog, '変更手数料（7日を超える、0%）')).toBe('0.00元');
    expect(definition(dialog, '追加のお支払い')).toBe('200.00元');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '追加のお支払いが必要な便の変更は、まだオンラインでは承っておりません。窓口にお問い合わせください',
    );
    expect(within(dialog).queryByRole('button', { name: '変更を確定' })).toBeNull();
    expect(calls.change).not.toHaveBeenCalled();
  });

  it('in Japanese: a quote refused (sold out) shows the server’s message over the day’s sailings', async () => {
    setUp('jp', {
      quote: async () => {
        throw new ApiError('この便の空席が足りません', { kind: 'business', code: 10409 });
      },
    });
    const dialog = await chooseSailing('変更先の日付', 'SO2612C　2026-12-17 10:00:00 発　2等和室（残り 4）');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '変更料金を確認' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('この便の空席が足りません');
    expect(within(dialog).getByRole('radio', { name: 'SO2612C　2026-12-17 10:00:00 発　2等和室（残り 4）' })).toBeTruthy();
  });
});
