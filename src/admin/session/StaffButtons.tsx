import { useMemo, type ReactNode } from 'react';
import { PermittedButtonsContext, type ButtonList } from '../../app/PermittedButtons';
import { permissionsFor } from '../../domain/roles';
import type { StaffSessionActor } from './consoleSession';
import { selectStaffUser } from './staffSession.selectors';

/**
 * The console's button list for `<Permitted>`: the list the server grants the role of the
 * staff member in the (encrypted) stored console session, so a button shows exactly when
 * its call would pass the server's check of the same key.
 */
function staffButtons(session: StaffSessionActor): ButtonList {
  return {
    subscribe: (onChange) => {
      const subscription = session.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    has: (key) => {
      const user = selectStaffUser(session.getSnapshot());
      return user !== null && permissionsFor(user.role).buttons.includes(key);
    },
  };
}

export function StaffButtonsProvider({ session, children }: { session: StaffSessionActor; children: ReactNode }) {
  const list = useMemo(() => staffButtons(session), [session]);
  return <PermittedButtonsContext.Provider value={list}>{children}</PermittedButtonsContext.Provider>;
}
