import { fromPromise } from 'xstate';
import type * as messagesCalls from '../services/shipping/messages';
import type { Page } from '../domain/envelope';
import type { UserMessage } from '../domain/shipping/types';

/** The messages chart's calls; `allMarked` is told when every unread message was marked read. */
export function messagesActors(messages: Pick<typeof messagesCalls, 'getMessagePage' | 'markMessagesRead' | 'markAllMessagesRead'>, allMarked: () => void) {
  return {
    loadPage: fromPromise<Page<UserMessage>, { current: number; size: number }>(({ input, signal }) => messages.getMessagePage(input, { signal })),
    markRead: fromPromise<number, { uuids: string[] }>(({ input }) => messages.markMessagesRead(input.uuids)),
    markAllRead: fromPromise<number, void>(async () => {
      const marked = await messages.markAllMessagesRead();
      allMarked();
      return marked;
    }),
  };
}
