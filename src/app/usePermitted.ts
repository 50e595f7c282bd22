import { useSelector } from '@xstate/react';
import type { ButtonKey } from '../domain/roles';
import type { SessionSnapshot } from '../machines/session.selectors';
import { useAppActors } from './AppActorsContext';

/**
 * Whether the decrypted stored button list holds `key` (spec 6). The list lives in the
 * session, restored from storage at start and replaced on login, so a guarded element
 * appears or goes as the session changes. Hiding is no security: the server checks too.
 */
export function usePermitted(key: ButtonKey): boolean {
  const { session } = useAppActors();
  return useSelector(session, (snapshot: SessionSnapshot) => snapshot.context.buttons.includes(key));
}
