import { useSelector } from '@xstate/react';
import { useConsole } from '../ConsoleContext';
import { selectStaffUser } from './staffSession.selectors';
import type { StaffUser } from './staffUser';

/** The signed-in staff member; console pages render only inside a signed-in layout. */
export function useStaffUser(): StaffUser {
  const { session } = useConsole();
  const user = useSelector(session, selectStaffUser);
  if (!user) throw new Error('useStaffUser outside a signed-in console page');
  return user;
}

/** The staff member, or null when signed out (login page, layout guard). */
export function useMaybeStaffUser(): StaffUser | null {
  const { session } = useConsole();
  return useSelector(session, selectStaffUser);
}
