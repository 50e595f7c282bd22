import { fromPromise } from 'xstate';
import type * as passengerMessagesCalls from '../services/passengerMessages';
import type { Page } from '../domain/envelope';
import type { PassengerMessage } from '../domain/notifications';
import type { PassengerMessagesQuery } from './passengerMessages.machine';

type Calls = Pick<typeof passengerMessagesCalls, 'getPassengerMessagePage' | 'markPassengerMessagesRead' | 'markAllPassengerMessagesRead'>;

/** The passenger messages chart's calls; `allMarked` is told when every unread message was marked read. */
export function passengerMessagesActors(messages: Calls, allMarked: () => void) {
  return {
    loadPage: fromPromise<Page<PassengerMessage>, PassengerMessagesQuery>(({ input, signal }) =>
      // The filter is sent only when it narrows the list.
      messages.getPassengerMessagePage(input.unreadOnly ? input : { current: input.current, size: input.size }, { signal }),
    ),
    markRead: fromPromise<number, { uuids: string[] }>(({ input }) => messages.markPassengerMessagesRead(input.uuids)),
    markAllRead: fromPromise<number, void>(async () => {
      const marked = await messages.markAllPassengerMessagesRead();
      allMarked();
      return marked;
    }),
  };
}
