import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../src/domain/envelope';
import type { UserMessage } from '../../src/domain/shipping/types';
import { messagesMachine } from '../../src/machines/messages.machine';
import type { PathModel } from './pathModel';

const never = <T>() => new Promise<T>(() => {});
const machine = messagesMachine.provide({
  actors: {
    loadPage: fromPromise(() => never<Page<UserMessage>>()),
    markRead: fromPromise(() => never<number>()),
    markAllRead: fromPromise(() => never<number>()),
  },
});

const message = (uuid: string, read: boolean) => ({ uuid, read, type: 'BL_RELEASED' }) as UserMessage;
const UNREAD = message('u', false);
const READ = message('r', true);
const pageOf = (current: number, records: UserMessage[]): Page<UserMessage> => ({ records, total: 12, current, size: 10, pages: 2 });

/** Gestures in every state and the calls' answers: the first page holds one unread and one read message, the second only read ones. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'list.retry' },
    { type: 'page.change', current: snapshot.context.current === 1 ? 2 : 1, size: 10 } as EventObject,
    { type: 'message.toggle', message: UNREAD } as EventObject,
    { type: 'message.toggle', message: READ } as EventObject,
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
const toggle = (m: UserMessage) => ({ type: 'message.toggle', message: m }) as EventObject;
const FIRST_PAGE = done('loadPage', pageOf(1, [UNREAD, READ]));

export const messagesModel: PathModel<typeof machine> = {
  name: 'messages',
  machine,
  walks: [{ name: 'the message centre', events: eventsIn }],
  invariants: {
    // A page asked for shows no message open.
    'messages.loading': ({ context }) => {
      expect(context.current).toBeGreaterThanOrEqual(1);
      expect(context.opened).toBeNull();
    },
    // The page shown is the page asked for.
    'messages.ready': ({ context }) => expect(context.page?.current).toBe(context.current),
    // The message being marked read is the one open.
    'messages.markingOne': ({ context }) => expect(context.opened).not.toBeNull(),
  },
  golden: [
    {
      name: 'an unread message opened is marked read in the list, and stays open',
      events: [FIRST_PAGE, toggle(UNREAD), done('markRead', 1)],
      ends: {
        value: 'ready',
        context: {
          opened: 'u',
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
      name: 'a marking that failed leaves the message unread, still open',
      events: [FIRST_PAGE, toggle(UNREAD), error('markRead')],
      ends: {
        value: 'ready',
        context: {
          opened: 'u',
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
    {
      name: 'a read message opened asks nothing; a page change closes it',
      events: [FIRST_PAGE, toggle(READ), { type: 'page.change', current: 2, size: 10 } as EventObject],
      ends: { value: 'loading', context: { current: 2, opened: null } },
    },
  ],
};
