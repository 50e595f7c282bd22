import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useServices } from '../customerServices';
import { createUnreadMessages, type UnreadMessages } from './unreadMessages';

const UnreadMessagesContext = createContext<UnreadMessages | null>(null);

/** The portal's one count, over the services context's call (a screen test's fake, when it gives one). */
export function UnreadMessagesProvider({ children }: { children: ReactNode }) {
  const { messages } = useServices();
  const [store] = useState(() => createUnreadMessages(() => messages.getUnreadCount()));
  return <UnreadMessagesContext value={store}>{children}</UnreadMessagesContext>;
}

/** The count the header's badge and the messages screen share. */
export function useUnreadMessages(): UnreadMessages {
  const store = useContext(UnreadMessagesContext);
  if (!store) throw new Error('the unread count needs <UnreadMessagesProvider>');
  return store;
}

/**
 * The unread count for the header: asked again whenever `path` changes while `enabled`
 * (an approved enterprise user), forgotten otherwise.
 */
export function useUnreadCount(enabled: boolean, path: string): number | null {
  const store = useUnreadMessages();
  useEffect(() => {
    if (enabled) store.refresh();
    else store.clear();
  }, [enabled, path, store]);
  return useSyncExternalStore(store.subscribe, store.count);
}
