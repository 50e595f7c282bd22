import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../src/domain/envelope';
import type { PassengerMessage } from '../../src/domain/notifications';
import { passengerMessagesMachine } from '../../src/machines/passengerMessages.machine';
import type { PathModel } from './pathModel';

const never = <T>() => new Promise<T>(() => {});
const machine = passengerMessagesMachine.provide({
  actors: {
    loadPage: fromPromise(() => never<Page<PassengerMessage>>()),
    markRead: fromPromise(() => never<number>()),
    markAllRead: fromPromise(() => never<number>()),
  },
});

const message = (uuid: string, read: boolean): PassengerMessage => ({
  uuid,
  read,
  kind: 'order.transferRejected',
  orderUuid: `order-${uuid}`,
  orderNo: `T26120100${uuid === 'u' ? '1' : '2'}`,
  reason: null,
  createdAt: '2026-12-01T02:00:00.000Z',
});
const UNREAD = message('u', false);
const READ = message('r', true);
const pageOf = (current: number, records: PassengerMessage[]): Page<PassengerMessage> => ({ records, total: 12, current, size: 10, pages: 2 });

/** Gestures in every state and the calls' answers: the first page holds one unread and one read message, the second only read ones. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'list.retry' },
    { type: 'page.change', current: snapshot.context.current === 1 ? 2 : 1, size: 10 } as EventObject,
    { type: 'filter.change', unreadOnly: !snapshot.context.unreadOnly } as EventObject,
    { type: 'message.open', message: UNREAD } as EventObject,
    { type: 'message.open', message: READ } as EventObject,
    { type: 'messages.markAll' },
    { type: 'unread.changed', unread: snapshot.context.unread === null ? 1 : null } as EventObject,
  ];
  if (snapshot.matches('loading')) {
    events.push(
      { type: 'xstate.done.actor.loadPage', output: snapshot.context.current === 1 ? pageOf(1, [UNREAD, READ]) : pageOf(2, [READ]) } as EventObject,
      { type: 'xstate.error.actor.loadPage', error: 'offline' } as EventObject,
    );
  }
  if (snapshot.matches('markingOne')) {
    events.push({ type: 'xstate.done.actor.markRead', output: 1 } as EventObject, { type: 'xstate.error.actor.markRead', error: 'offline' } as EventObject);
  }
  if (snapshot.matches('markingAll')) {
    events.push(
      { type: 'xstate.done.actor.markAllRead', output: 1 } as EventObject,
      { type: 'xstate.error.actor.markAllRead', error: 'offline' } as EventObject,
    );
  }
  return events;
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: 'offline' }) as EventObject;
const open = (m: PassengerMessage) => ({ type: 'message.open', message: m }) as EventObject;
const FIRST_PAGE = done('loadPage', pageOf(1, [UNREAD, READ]));

export const passengerMessagesModel: PathModel<typeof machine> = {
  name: 'passengerMessages',
  machine,
  walks: [{ name: 'the passenger’s message centre', events: eventsIn }],
  invariants: {
    // A page asked for opens no order.
    'passengerMessages.loading': ({ context }) => {
      expect(context.current).toBeGreaterThanOrEqual(1);
      expect(context.opening).toBeNull();
    },
    // The page shown is the page asked for, and nothing is half-opened.
    'passengerMessages.ready': ({ context }) => {
      expect(context.page?.current).toBe(context.current);
      expect(context.opening).toBeNull();
    },
    // The message being marked read is an unread one being opened.
    'passengerMessages.markingOne': ({ context }) => expect(context.opening?.read).toBe(false),
  },
  golden: [
    {
      name: 'an unread message opened is marked read in the list before its order opens',
      events: [FIRST_PAGE, open(UNREAD), done('markRead', 1)],
      ends: {
        value: 'ready',
        context: {
          opening: null,
          page: {
            records: [
              { uuid: 'u', read: true },
              { uuid: 'r', read: true },
            ],
          },
        },
      },
    },
    {
      name: 'a marking that failed leaves the message unread',
      events: [FIRST_PAGE, open(UNREAD), error('markRead')],
      ends: {
        value: 'ready',
        context: {
          page: {
            records: [
              { uuid: 'u', read: false },
              { uuid: 'r', read: true },
            ],
          },
        },
      },
    },
    {
      name: 'the unread-only filter starts again from the first page',
      events: [
        FIRST_PAGE,
        { type: 'page.change', current: 2, size: 10 } as EventObject,
        done('loadPage', pageOf(2, [READ])),
        { type: 'filter.change', unreadOnly: true } as EventObject,
      ],
      ends: { value: 'loading', context: { current: 1, unreadOnly: true } },
    },
    {
      name: 'on a page of read messages, mark all is refused until the count says one is unread; then the count is 0',
      events: [
        FIRST_PAGE,
        { type: 'page.change', current: 2, size: 10 } as EventObject,
        done('loadPage', pageOf(2, [READ])),
        { type: 'messages.markAll' },
        { type: 'unread.changed', unread: 3 } as EventObject,
        { type: 'messages.markAll' },
        done('markAllRead', 3),
      ],
      ends: { value: 'ready', context: { current: 2, unread: 0 } },
    },
  ],
};
