import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../domain/apiError';
import type { OrderView } from '../domain/ticketing/order';
import type { OrderChangeQuote } from '../domain/ticketing/orderChange';
import { leg, order } from './orders.fixtures';
import { canChangeLeg, orderChangeDialogMachine, type ChangeSailingOption } from './orderChangeDialog.machine';

// the leg departs 2026-12-10T02:00Z
const TEN_DAYS_BEFORE = '2026-11-30T02:00:00.000Z';
const TWENTY_THREE_HOURS_BEFORE = '2026-12-09T03:00:00.000Z';
const PAID = order('o-1', 'PAID');

const OPTIONS: ChangeSailingOption[] = [
  {
    voyageUuid: 'v-2',
    voyageCode: 'SO2612C',
    vessel: '新鉴真',
    departureTime: '2026-12-17T02:00:00.000Z',
    arrivalTime: '2026-12-18T01:00:00.000Z',
    cabins: [{ cabinClass: 'SECOND_JAPANESE', cabinNameZh: '二等日式房', cabinNameJa: '2等和室', remaining: 4 }],
  },
];

function quoteOf(balance: number): OrderChangeQuote {
  return {
    uuid: 'o-1',
    legIndex: 0,
    currency: 'RMB',
    from: { voyageUuid: 'v-1', voyageCode: 'SO2612A', departureTime: '2026-12-10T02:00:00.000Z', cabinClass: 'SECOND_JAPANESE', amount: 1100 },
    to: { voyageUuid: 'v-2', voyageCode: 'SO2612C', departureTime: '2026-12-17T02:00:00.000Z', cabinClass: 'SECOND_JAPANESE', amount: 1100 + balance },
    band: 'MORE_THAN_7_DAYS',
    feePercent: 0,
    fee: 0,
    difference: balance,
    balance,
    due: Math.max(balance, 0),
    back: Math.max(-balance, 0),
    changeable: balance <= 0,
  };
}

function start({ quote = quoteOf(0), change }: { quote?: OrderChangeQuote; change?: (body: unknown) => Promise<OrderView> } = {}) {
  const changed = vi.fn();
  const sent: unknown[] = [];
  const actor = createActor(
    orderChangeDialogMachine.provide({
      actors: {
        loadSailings: fromPromise(async () => OPTIONS),
        quoteChange: fromPromise(async () => quote),
        changeSailing: fromPromise(async ({ input }) => {
          sent.push(input);
          return change ? change(input) : PAID;
        }),
      },
      actions: { changed: (_, { order: changedOrder }) => changed(changedOrder.uuid) },
    }),
  ).start();
  return { actor, changed, sent };
}

async function toQuoted(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'change.open', order: PAID, legIndex: 0, now: TEN_DAYS_BEFORE });
  actor.send({ type: 'change.day', day: '2026-12-17' });
  await waitFor(actor, (s) => s.matches({ choosing: 'ready' }));
  actor.send({ type: 'change.pick', voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE' });
  actor.send({ type: 'change.quote' });
  await waitFor(actor, (s) => !s.matches('quoting'));
}

describe('canChangeLeg', () => {
  it('takes a PAID order before the cut-off only', () => {
    expect(canChangeLeg(PAID, 0, TEN_DAYS_BEFORE)).toBe(true);
    // exactly 24 hours before is still in time, 23 hours is not
    expect(canChangeLeg(PAID, 0, '2026-12-09T02:00:00.000Z')).toBe(true);
    expect(canChangeLeg(PAID, 0, TWENTY_THREE_HOURS_BEFORE)).toBe(false);
    expect(canChangeLeg(order('o-2', 'DUE_PAY'), 0, TEN_DAYS_BEFORE)).toBe(false);
    expect(canChangeLeg(order('o-3', 'BEING_REFUNDED'), 0, TEN_DAYS_BEFORE)).toBe(false);
    expect(canChangeLeg(PAID, 1, TEN_DAYS_BEFORE)).toBe(false);
    const roundTrip = order('o-4', 'PAID', { orderType: 'ROUND_TRIP', legs: [leg(), leg({ legIndex: 1, departureTime: '2026-12-20T02:00:00.000Z' })] });
    expect(canChangeLeg(roundTrip, 1, TWENTY_THREE_HOURS_BEFORE)).toBe(true);
  });
});

describe('the change dialog chart', () => {
  it('opens only where the leg may change', () => {
    const { actor } = start();
    actor.send({ type: 'change.open', order: PAID, legIndex: 0, now: TWENTY_THREE_HOURS_BEFORE });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('goes day, sailing, quote, confirm, and sends the quote’s balance', async () => {
    const { actor, changed, sent } = start({ quote: quoteOf(-30) });
    await toQuoted(actor);
    expect(actor.getSnapshot().value).toBe('quoted');
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(sent).toEqual([{ uuid: 'o-1', legIndex: 0, voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE', balance: -30 }]);
    expect(changed).toHaveBeenCalledWith('o-1');
    expect(actor.getSnapshot().context.order).toBeNull();
  });

  it('never confirms a quote leaving money due', async () => {
    const { actor, sent } = start({ quote: quoteOf(200) });
    await toQuoted(actor);
    actor.send({ type: 'change.confirm' });
    expect(actor.getSnapshot().value).toBe('quoted');
    expect(sent).toEqual([]);
  });

  it('refuses a sailing the day does not offer', async () => {
    const { actor } = start();
    actor.send({ type: 'change.open', order: PAID, legIndex: 0, now: TEN_DAYS_BEFORE });
    actor.send({ type: 'change.day', day: '2026-12-17' });
    await waitFor(actor, (s) => s.matches({ choosing: 'ready' }));
    actor.send({ type: 'change.pick', voyageUuid: 'v-2', cabinClass: 'SUITE' });
    actor.send({ type: 'change.quote' });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'ready' });
    expect(actor.getSnapshot().context.choice).toBeNull();
  });

  it('offers a new quote after a conflict (the price changed), not after a business refusal (the cut-off)', async () => {
    const priceChanged = new ApiError('改签金额已变化，请重新查看报价后再确认', { kind: 'business', code: 10409 });
    const { actor } = start({ change: () => Promise.reject(priceChanged) });
    await toQuoted(actor);
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.refusal).toEqual({ message: '改签金额已变化，请重新查看报价后再确认', requote: true });
    actor.send({ type: 'change.quote' });
    await waitFor(actor, (s) => s.matches('quoted'));

    const cutOff = new ApiError('已过改签截止时间：开船前24小时内不能改签', { kind: 'business', code: 10500 });
    const second = start({ change: () => Promise.reject(cutOff) });
    await toQuoted(second.actor);
    second.actor.send({ type: 'change.confirm' });
    await waitFor(second.actor, (s) => s.matches('refused'));
    second.actor.send({ type: 'change.quote' });
    expect(second.actor.getSnapshot().value).toBe('refused');
    expect(second.actor.getSnapshot().context.refusal).toEqual({ message: '已过改签截止时间：开船前24小时内不能改签', requote: false });
  });
});
