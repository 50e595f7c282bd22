import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../src/domain/apiError';
import type { OrderView } from '../../src/domain/ticketing/order';
import type { OrderChangeConfirm, OrderChangeQuote, OrderChangeRequest } from '../../src/domain/ticketing/orderChange';
import { orderChangeDialogMachine, type ChangeSailingOption, type SailingsInput } from '../../src/machines/orderChangeDialog.machine';
import { order } from '../../src/machines/orders.fixtures';
import type { PathModel } from './pathModel';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const machine = orderChangeDialogMachine.provide({
  actors: {
    loadSailings: never<ChangeSailingOption[], SailingsInput>(),
    quoteChange: never<OrderChangeQuote, OrderChangeRequest>(),
    changeSailing: never<OrderView, OrderChangeConfirm>(),
  },
});

// the fixture's leg departs 2026-12-10T02:00Z
const PAID = order('o-1', 'PAID');
const TEN_DAYS_BEFORE = '2026-11-30T02:00:00.000Z';
const AFTER_CUT_OFF = '2026-12-09T03:00:00.000Z';

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

const quote = (balance: number): OrderChangeQuote => ({
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
});

const CONFLICT = new ApiError('改签金额已变化，请重新查看报价后再确认', { kind: 'business', code: 10409 });
const CUT_OFF = new ApiError('已过改签截止时间：开船前24小时内不能改签', { kind: 'business', code: 10500 });

function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'change.open', order: PAID, legIndex: 0, now: TEN_DAYS_BEFORE } as EventObject,
    // past the cut-off: stays closed
    { type: 'change.open', order: PAID, legIndex: 0, now: AFTER_CUT_OFF } as EventObject,
    { type: 'change.day', day: '2026-12-17' } as EventObject,
    { type: 'change.pick', voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE' } as EventObject,
    // not offered that day: ignored
    { type: 'change.pick', voyageUuid: 'v-9', cabinClass: 'SUITE' } as EventObject,
    { type: 'change.quote' },
    { type: 'change.confirm' },
    { type: 'change.back' },
    { type: 'change.dismiss' },
  ];
  if (snapshot.matches({ choosing: 'loading' })) {
    events.push(
      { type: 'xstate.done.actor.loadSailings', output: OPTIONS } as EventObject,
      { type: 'xstate.error.actor.loadSailings', error: 'offline' } as EventObject,
    );
  }
  if (snapshot.matches('quoting')) {
    events.push(
      { type: 'xstate.done.actor.quoteChange', output: quote(0) } as EventObject,
      { type: 'xstate.done.actor.quoteChange', output: quote(200) } as EventObject,
      { type: 'xstate.error.actor.quoteChange', error: CUT_OFF } as EventObject,
    );
  }
  if (snapshot.matches('changing')) {
    events.push(
      { type: 'xstate.done.actor.changeSailing', output: PAID } as EventObject,
      { type: 'xstate.error.actor.changeSailing', error: CONFLICT } as EventObject,
      { type: 'xstate.error.actor.changeSailing', error: CUT_OFF } as EventObject,
    );
  }
  return events;
}

export const orderChangeDialogModel: PathModel<typeof machine> = {
  name: 'orderChangeDialog',
  machine,
  walks: [{ name: 'a passenger changes a leg', events: eventsIn }],
  // what the guards read: a choice, the quote's changeable, the refusal's requote
  stateKey: (snapshot) => ({
    value: snapshot.value,
    open: snapshot.context.order !== null,
    options: snapshot.context.options.length,
    choice: snapshot.context.choice !== null,
    changeable: snapshot.context.quote?.changeable ?? null,
    requote: snapshot.context.refusal?.requote ?? null,
  }),
  invariants: {
    // Closed forgets everything: the next leg starts afresh.
    'orderChangeDialog.closed': ({ context }) =>
      expect(context).toEqual({ order: null, legIndex: 0, day: null, options: [], choice: null, quote: null, refusal: null }),
    // Open on a PAID order.
    'orderChangeDialog.choosing': ({ context }) => expect(context.order?.status).toBe('PAID'),
    'orderChangeDialog.choosing.noDay': ({ context }) => expect({ day: context.day, choice: context.choice }).toEqual({ day: null, choice: null }),
    // A choice is one the day offers.
    'orderChangeDialog.choosing.ready': ({ context }) => {
      expect(context.day).toBe('2026-12-17');
      if (context.choice) expect(context.choice).toEqual({ voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE' });
    },
    'orderChangeDialog.quoting': ({ context }) => expect(context.choice).toEqual({ voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE' }),
    'orderChangeDialog.quoted': ({ context }) => expect(context.quote).not.toBeNull(),
    // Only a quote with nothing due is ever sent.
    'orderChangeDialog.changing': ({ context }) => expect(context.quote).toMatchObject({ changeable: true, balance: 0 }),
    'orderChangeDialog.refused': ({ context }) => expect(context.refusal?.message).toEqual(expect.any(String)),
  },
  golden: [
    {
      name: 'a leg past the cut-off does not open',
      events: [{ type: 'change.open', order: PAID, legIndex: 0, now: AFTER_CUT_OFF } as EventObject],
      ends: { value: 'closed', context: { order: null } },
    },
    {
      name: 'a quote leaving 200 due is shown, and confirming it sends nothing',
      events: [
        { type: 'change.open', order: PAID, legIndex: 0, now: TEN_DAYS_BEFORE } as EventObject,
        { type: 'change.day', day: '2026-12-17' } as EventObject,
        { type: 'xstate.done.actor.loadSailings', output: OPTIONS } as EventObject,
        { type: 'change.pick', voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE' } as EventObject,
        { type: 'change.quote' },
        { type: 'xstate.done.actor.quoteChange', output: quote(200) } as EventObject,
        { type: 'change.confirm' },
      ],
      ends: { value: 'quoted', context: { quote: { due: 200, changeable: false } } },
    },
    {
      name: 'the price changed on confirming: the server’s message, and a new quote of the same choice',
      events: [
        { type: 'change.open', order: PAID, legIndex: 0, now: TEN_DAYS_BEFORE } as EventObject,
        { type: 'change.day', day: '2026-12-17' } as EventObject,
        { type: 'xstate.done.actor.loadSailings', output: OPTIONS } as EventObject,
        { type: 'change.pick', voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE' } as EventObject,
        { type: 'change.quote' },
        { type: 'xstate.done.actor.quoteChange', output: quote(0) } as EventObject,
        { type: 'change.confirm' },
        { type: 'xstate.error.actor.changeSailing', error: CONFLICT } as EventObject,
        { type: 'change.quote' },
      ],
      ends: { value: 'quoting', context: { choice: { voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE' }, quote: null, refusal: null } },
    },
    {
      name: 'a quote refused (cut-off passed meanwhile): back to the day’s sailings with the message',
      events: [
        { type: 'change.open', order: PAID, legIndex: 0, now: TEN_DAYS_BEFORE } as EventObject,
        { type: 'change.day', day: '2026-12-17' } as EventObject,
        { type: 'xstate.done.actor.loadSailings', output: OPTIONS } as EventObject,
        { type: 'change.pick', voyageUuid: 'v-2', cabinClass: 'SECOND_JAPANESE' } as EventObject,
        { type: 'change.quote' },
        { type: 'xstate.error.actor.quoteChange', error: CUT_OFF } as EventObject,
      ],
      ends: { value: { choosing: 'ready' }, context: { refusal: { message: '已过改签截止时间：开船前24小时内不能改签', requote: false } } },
    },
  ],
};
