import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { ButtonKey } from '../domain/roles';
import type { AppActors } from './appActors';
import { AppActorsContext } from './AppActorsContext';
import { PermittedButtonsContext, type ButtonList } from './PermittedButtons';

const NO_BUTTONS: ButtonList = { subscribe: () => () => {}, has: () => false };

/** The customer session's list: restored from encrypted storage at start, replaced on login. */
function sessionButtons(session: AppActors['session']): ButtonList {
  return {
    subscribe: (onChange) => {
      const subscription = session.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    has: (key) => session.getSnapshot().context.buttons.includes(key),
  };
}

/**
 * Whether the user's button list holds `key` (spec 6): on the customer site the decrypted
 * stored list of the session, in the console the list its provider gives. A guarded element
 * appears or goes as the session changes. Hiding is no security: the server checks too.
 */
export function usePermitted(key: ButtonKey): boolean {
  const given = useContext(PermittedButtonsContext);
  const actors = useContext(AppActorsContext);
  const session = actors?.session;
  const list = useMemo(() => given ?? (session ? sessionButtons(session) : NO_BUTTONS), [given, session]);
  return useSyncExternalStore(list.subscribe, () => list.has(key));
}
