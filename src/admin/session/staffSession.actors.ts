import { fromPromise } from 'xstate';
import type { ConsoleServices } from '../consoleServices';
import type { TokenInfo } from '../../domain/session';
import { NotStaffError, staffUserOf, type StaffUser } from './staffUser';

/** The identity calls the console's session makes. */
export type StaffSessionCalls = Pick<ConsoleServices['auth'], 'getUserInfo' | 'revokeToken' | 'refreshToken'>;

/** The staff session chart's actor: who the token belongs to, taken only when a staff member. */
export function staffSessionActors(calls: Pick<StaffSessionCalls, 'getUserInfo' | 'revokeToken'>) {
  return {
    loadUser: fromPromise<StaffUser, { token: TokenInfo }>(async () => {
      const user = staffUserOf(await calls.getUserInfo());
      if (user) return user;
      // A customer's token must not stay alive in the console's hands.
      await calls.revokeToken().catch(() => undefined);
      throw new NotStaffError();
    }),
  };
}
