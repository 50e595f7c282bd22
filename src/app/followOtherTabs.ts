import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/session.machine';
import { STORAGE_KEYS, type SessionStorage } from '../services/storage';

/**
 * Another tab's login, refresh and logout reach this tab as `storage` events. The token
 * is written last (after the user, menus and buttons), so its change is the one to follow;
 * `key === null` is a cleared storage.
 */
export function followOtherTabs(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  storage: Pick<SessionStorage, 'getToken' | 'getUserInfo' | 'getButtons'>,
  session: ActorRefFrom<typeof sessionMachine>,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    session.send({
      type: 'session.storageChanged',
      token: storage.getToken(),
      user: storage.getUserInfo(),
      buttons: storage.getButtons(),
    });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
