import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useAppActors } from '../../../app/AppActorsContext';
import { useServices } from '../../../app/customerServices';
import { useUnreadMessages } from '../../../app/header/UnreadMessagesProvider';
import { useLatest } from '../../../app/useLatest';
import { messagesActors } from '../../../machines/messages.actors';
import { messagesMachine } from '../../../machines/messages.machine';

/** The messages chart with its calls; each marking asks the header's count again. */
export function useMessagesScreen() {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const { messages } = useServices();
  const unreadMessages = useUnreadMessages();
  const latest = useLatest({ intl });
  return useActorRef(
    messagesMachine.provide({
      actors: messagesActors(messages, () => notifier.notify(latest.current.intl.formatMessage({ id: 'messages.allMarked' }), 'success')),
      actions: {
        marked: () => unreadMessages.refresh(),
        // The HTTP client has told the user why; the message stays unread.
        failed: () => {},
      },
    }),
  );
}
