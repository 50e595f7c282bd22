import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, type Page } from '../domain/envelope';
import type { UserMessage } from '../domain/shipping/types';
import { hasUnreadMessages, withShownRead } from './messageList';

export interface MessagesContext {
  current: number;
  size: number;
  page: Page<UserMessage> | null;
  /** the message opened (its body shown); null when none is */
  opened: string | null;
  /** how many of the user's messages are unread, on every page (the header's count); null until known */
  unread: number | null;
}

export type MessagesEvent =
  | { type: 'list.retry' }
  | { type: 'page.change'; current: number; size: number }
  /** open a message, or close it when it is the one open */
  | { type: 'message.toggle'; message: UserMessage }
  | { type: 'messages.markAll' }
  /** the header's count answered again */
  | { type: 'unread.changed'; unread: number | null };

/**
 * My messages (/myMessage): a paged list, newest first. Opening an unread message marks it
 * read on the server; "mark all read" marks every unread one. After each marking the list
 * shows the messages read and the header's count is asked again (`marked`, provided).
 */
export const messagesMachine = setup({
  types: {
    context: {} as MessagesContext,
    events: {} as MessagesEvent,
  },
  actors: {
    loadPage: fromPromise<Page<UserMessage>, { current: number; size: number }>(async () => {
      throw new Error('loadPage is provided by the screen');
    }),
    markRead: fromPromise<number, { uuids: string[] }>(async () => {
      throw new Error('markRead is provided by the screen');
    }),
    markAllRead: fromPromise<number, void>(async () => {
      throw new Error('markAllRead is provided by the screen');
    }),
  },
  guards: {
    isOpened: ({ context, event }) => {
      assertEvent(event, 'message.toggle');
      return context.opened === event.message.uuid;
    },
    isUnread: ({ event }) => {
      assertEvent(event, 'message.toggle');
      return !event.message.read;
    },
    /** an unread message is shown, or the count says one is on another page */
    hasUnread: ({ context }) => hasUnreadMessages(context.unread, context.page),
  },
  actions: {
    marked: () => {},
    failed: (_, _params: { error: unknown }) => {},
    markShownRead: assign({
      page: ({ context }, params: { uuids: string[] | 'all' }) => withShownRead(context.page, params.uuids),
    }),
  },
}).createMachine({
  id: 'messages',
  context: { current: 1, size: DEFAULT_PAGE_SIZE, page: null, opened: null, unread: null },
  initial: 'loading',
  on: {
    'unread.changed': { actions: assign({ unread: ({ event }) => event.unread }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ current: context.current, size: context.size }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      on: {
        'page.change': {
          target: 'loading',
          actions: assign(({ event }) => ({ current: Math.max(1, event.current), size: event.size, opened: null })),
        },
        'message.toggle': [
          { guard: 'isOpened', actions: assign({ opened: null }) },
          { guard: 'isUnread', target: 'markingOne', actions: assign({ opened: ({ event }) => event.message.uuid }) },
          { actions: assign({ opened: ({ event }) => event.message.uuid }) },
        ],
        'messages.markAll': { guard: 'hasUnread', target: 'markingAll' },
      },
    },
    // The message is open while it is marked; a failure leaves it unread (the client told why).
    markingOne: {
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ event }) => {
          assertEvent(event, 'message.toggle');
          return { uuids: [event.message.uuid] };
        },
        onDone: {
          target: 'ready',
          actions: [{ type: 'markShownRead', params: ({ context }) => ({ uuids: context.opened ? [context.opened] : [] }) }, 'marked'],
        },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    markingAll: {
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        onDone: { target: 'ready', actions: [{ type: 'markShownRead', params: { uuids: 'all' } }, assign({ unread: 0 }), 'marked'] },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
