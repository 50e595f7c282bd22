import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../domain/envelope';
import type { UserMessage } from '../../domain/shipping/types';
import { messagesMachine } from '../messages.machine';
import type { PathModel } from './pathModel';

const never = <T,>() => new Promise<T>(() => {});
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
const pageOf = (records: UserMessage[]): Page<UserMessage> => ({ records, total: 12, current: 1, size: 10, pages: 2 });

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
      { type: 'xstate.done.actor.loadPage', output: snapshot.context.current === 1 ? pageOf([UNREAD, READ]) : pageOf([READ]) } as EventObject,
      { type: 'xstate.error.actor.loadPage', error: 'offline' } as EventObject,
    );
  }
  if (snapshot.matches('markingOne')) {
    events.push({ type: 'xstate.done.actor.markRead', output: 1 } as EventObject, { type: 'xstate.error.actor.markRead', error: 'offline' } as EventObject);
  }
  if (snapshot.matches('markingAll')) {
    events.push({ type: 'xstate.done.actor.markAllRead', output: 1 } as EventObject, { type: 'xstate.error.actor.markAllRead', error: 'offline' } as EventObject);
  }
  return events;
}

export const messagesModel: PathModel<typeof machine> = {
  name: 'messages',
  machine,
  walks: [{ name: 'the message centre', events: eventsIn }],
};
