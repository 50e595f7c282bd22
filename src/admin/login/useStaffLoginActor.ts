import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useLatest } from '../../app/useLatest';
import { loginMachine } from '../../machines/login.machine';
import { requestToken } from '../../services/auth';
import { randomKey } from '../../views/auth/randomKey';
import { redirectOf } from '../AdminRoutes';
import { useConsole } from '../ConsoleContext';
import { startStaffSession } from '../session/consoleSession';
import { NotStaffError } from '../session/staffUser';

/**
 * The customer site's login chart with the console's effects: the same token call and
 * captcha, the console's own session, and a plain word when the account is a customer's.
 */
export function useStaffLoginActor(search: string) {
  const { session, notifier } = useConsole();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const latest = useLatest({ intl, navigate, search });
  const [captchaSeed] = useState(randomKey);
  return useActorRef(
    loginMachine.provide({
      actors: {
        requestToken: fromPromise(({ input }) => requestToken(input)),
        startSession: fromPromise(async ({ input }) => {
          try {
            return (await startStaffSession(session, input.answer, Date.now())).name;
          } catch (error) {
            if (error instanceof NotStaffError) throw new Error(latest.current.intl.formatMessage({ id: 'admin.login.notStaff' }));
            throw error;
          }
        }),
      },
      actions: {
        welcome: (_, { name }) => notifier.notify(latest.current.intl.formatMessage({ id: 'login.welcome' }, { name }), 'success'),
        leave: () => latest.current.navigate(redirectOf(latest.current.search), { replace: true }),
      },
    }),
    { input: { captchaSeed } },
  );
}
