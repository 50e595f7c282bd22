import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppActors } from '../../app/AppActorsContext';
import { useServices } from '../../app/customerServices';
import { useUnreadMessages } from '../../app/header/UnreadMessagesProvider';
import { useLatest } from '../../app/useLatest';
import { passengerMessagesActors } from '../../machines/passengerMessages.actors';
import { passengerMessagesMachine } from '../../machines/passengerMessages.machine';

/** The order details a message leads to. */
export const orderHref = (orderUuid: string) => `/order/details?uuid=${encodeURIComponent(orderUuid)}`;

/** The passenger messages chart with its calls; each marking asks the header's count again, and an opened message shows its order. */
export function usePassengerMessagesScreen() {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const { passengerMessages } = useServices();
  const unreadMessages = useUnreadMessages('passenger');
  const [, navigate] = useLocation();
  const latest = useLatest({ intl, navigate });
  return useActorRef(
    passengerMessagesMachine.provide({
      actors: passengerMessagesActors(passengerMessages, () =>
        notifier.notify(latest.current.intl.formatMessage({ id: 'passengerMessages.allMarked' }), 'success'),
      ),
      actions: {
        marked: () => unreadMessages.refresh(),
        // The HTTP client has told the user why; the message stays unread.
        failed: () => {},
        openOrder: (_, { orderUuid }) => {
          if (orderUuid) latest.current.navigate(orderHref(orderUuid));
        },
      },
    }),
  );
}
