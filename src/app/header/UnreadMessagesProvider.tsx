import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useServices } from '../customerServices';
import { createUnreadMessages, type UnreadMessages } from './unreadMessages';

/** Whose messages: the enterprise's container messages (/myMessage) or the passenger's ferry ones (/messages). */
export type MessageBox = 'container' | 'passenger';

const UnreadMessagesContext = createContext<Record<MessageBox, UnreadMessages> | null>(null);

/** The portal's counts, one per message box, over the services context's calls (a screen test's fakes, when it gives them). */
export function UnreadMessagesProvider({ children }: { children: ReactNode }) {
  const { messages, passengerMessages } = useServices();
  const [stores] = useState(() => ({
    container: createUnreadMessages(() => messages.getUnreadCount()),
    passenger: createUnreadMessages(() => passengerMessages.getUnreadCount()),
  }));
  return <UnreadMessagesContext value={stores}>{children}</UnreadMessagesContext>;
}

/** The count the header's badge and the box's messages screen share. */
export function useUnreadMessages(box: MessageBox = 'container'): UnreadMessages {
  const stores = useContext(UnreadMessagesContext);
  if (!stores) throw new Error('the unread count needs <UnreadMessagesProvider>');
  return stores[box];
}

/**
 * The unread count for the header: asked again whenever `path` changes while `enabled`
 * (a user who has that box), forgotten otherwise.
 */
export function useUnreadCount(enabled: boolean, path: string, box: MessageBox = 'container'): number | null {
  const store = useUnreadMessages(box);
  useEffect(() => {
    if (enabled) store.refresh();
    else store.clear();
  }, [enabled, path, store]);
  return useSyncExternalStore(store.subscribe, store.count);
}
