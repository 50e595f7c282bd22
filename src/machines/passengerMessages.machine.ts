import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, type Page } from '../domain/envelope';
import type { PassengerMessage } from '../domain/notifications';
import { hasUnreadMessages, withShownRead } from './messageList';

export interface PassengerMessagesContext {
  current: number;
  size: number;
  /** only the unread messages are listed */
  unreadOnly: boolean;
  page: Page<PassengerMessage> | null;
  /** the message whose order is being opened (marked read first); null when none is */
  opening: PassengerMessage | null;
  /** how many of the passenger's messages are unread, on every page (the header's count); null until known */
  unread: number | null;
}

export interface PassengerMessagesQuery {
  current: number;
  size: number;
  unreadOnly: boolean;
}

export type PassengerMessagesEvent =
  | { type: 'list.retry' }
  | { type: 'page.change'; current: number; size: number }
  | { type: 'filter.change'; unreadOnly: boolean }
  /** open the message's order: an unread message is marked read first */
  | { type: 'message.open'; message: PassengerMessage }
  | { type: 'messages.markAll' }
  /** the header's count answered again */
  | { type: 'unread.changed'; unread: number | null };

/**
 * The passenger's message centre (/messages): a paged list, newest first, optionally only the
 * unread ones. A message leads to its order; an unread one is marked read before the order
 * opens, so the header's count asked on arrival already counts it read. The same shape as the
 * container's messages chart (messages.machine.ts), sharing its list rules (messageList.ts).
 */
export const passengerMessagesMachine = setup({
  types: {
    context: {} as PassengerMessagesContext,
    events: {} as PassengerMessagesEvent,
  },
  actors: {
    loadPage: fromPromise<Page<PassengerMessage>, PassengerMessagesQuery>(async () => {
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
    isUnread: ({ event }) => {
      assertEvent(event, 'message.open');
      return !event.message.read;
    },
    hasUnread: ({ context }) => hasUnreadMessages(context.unread, context.page),
  },
  actions: {
    marked: () => {},
    failed: (_, _params: { error: unknown }) => {},
    /** the order details of the message (provided: the router) */
    openOrder: (_, _params: { orderUuid: string | null }) => {},
    markShownRead: assign({
      page: ({ context }, params: { uuids: string[] | 'all' }) => withShownRead(context.page, params.uuids),
    }),
  },
}).createMachine({
  id: 'passengerMessages',
  context: { current: 1, size: DEFAULT_PAGE_SIZE, unreadOnly: false, page: null, opening: null, unread: null },
  initial: 'loading',
  on: {
    'unread.changed': { actions: assign({ unread: ({ event }) => event.unread }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ current: context.current, size: context.size, unreadOnly: context.unreadOnly }),
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
          actions: assign(({ event }) => ({ current: Math.max(1, event.current), size: event.size })),
        },
        // Another filter is another list: back to its first page.
        'filter.change': {
          target: 'loading',
          actions: assign(({ event }) => ({ unreadOnly: event.unreadOnly, current: 1 })),
        },
        'message.open': [
          { guard: 'isUnread', target: 'markingOne', actions: assign({ opening: ({ event }) => event.message }) },
          { actions: { type: 'openOrder', params: ({ event }) => ({ orderUuid: event.message.orderUuid }) } },
        ],
        'messages.markAll': { guard: 'hasUnread', target: 'markingAll' },
      },
    },
    // The order opens whether or not the marking went through (the client told why when not).
    markingOne: {
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => ({ uuids: context.opening ? [context.opening.uuid] : [] }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'markShownRead', params: ({ context }) => ({ uuids: context.opening ? [context.opening.uuid] : [] }) },
            'marked',
            { type: 'openOrder', params: ({ context }) => ({ orderUuid: context.opening?.orderUuid ?? null }) },
            assign({ opening: null }),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'failed', params: ({ event }) => ({ error: event.error }) },
            { type: 'openOrder', params: ({ context }) => ({ orderUuid: context.opening?.orderUuid ?? null }) },
            assign({ opening: null }),
          ],
        },
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
