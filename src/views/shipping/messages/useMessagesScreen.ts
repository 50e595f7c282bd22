import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../../app/AppActorsContext';
import { unreadMessages } from '../../../app/header/unreadMessages';
import { useLatest } from '../../../app/useLatest';
import { messagesMachine } from '../../../machines/messages.machine';
import { getMessagePage, markAllMessagesRead, markMessagesRead } from '../../../services/shipping/messages';

/** The messages chart with its calls; each marking asks the header's count again. */
export function useMessagesScreen() {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const latest = useLatest({ intl });
  return useActorRef(
    messagesMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => getMessagePage(input)),
        markRead: fromPromise(({ input }) => markMessagesRead(input.uuids)),
        markAllRead: fromPromise(async () => {
          const marked = await markAllMessagesRead();
          notifier.notify(latest.current.intl.formatMessage({ id: 'messages.allMarked' }), 'success');
          return marked;
        }),
      },
      actions: {
        marked: () => unreadMessages.refresh(),
        // The HTTP client has told the user why; the message stays unread.
        failed: () => {},
      },
    }),
  );
}
