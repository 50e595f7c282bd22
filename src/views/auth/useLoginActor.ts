import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../app/AppActorsContext';
import { redirectTarget } from '../../app/redirectTarget';
import { startSession } from '../../app/startSession';
import { useLatest } from '../../app/useLatest';
import { isStaffRole } from '../../domain/roles';
import { loginMachine } from '../../machines/login.machine';
import { selectRole } from '../../machines/session.selectors';
import { requestToken } from '../../services/auth';
import { storage } from '../../services/storage';
import { randomKey } from './randomKey';

/** The console's login (a page of its own under /tickets/admin/), told the staff member came from here. */
const STAFF_LOGIN_REDIRECT = '/admin/login?from=customer';

/** The login chart with its effects: the token call, the session, the welcome, the way on. */
export function useLoginActor(search: string) {
  const { session, notifier } = useAppActors();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const latest = useLatest({ intl, navigate, search });
  const [captchaSeed] = useState(randomKey);
  return useActorRef(
    loginMachine.provide({
      actors: {
        requestToken: fromPromise(({ input }) => requestToken(input)),
        startSession: fromPromise(async ({ input }) => {
          const name = await startSession(session, input.answer, Date.now());
          // Staff work in the operator console, which keeps its own session: this one ends
          // (token revoked) and the page reloads at the console's login, which says why.
          const role = selectRole(session.getSnapshot());
          if (role && isStaffRole(role)) {
            session.send({ type: 'session.logout', redirect: STAFF_LOGIN_REDIRECT });
            throw new Error(latest.current.intl.formatMessage({ id: 'login.staffToConsole' }));
          }
          return name;
        }),
      },
      actions: {
        // spec 9: kept across logouts, reset by a successful user info
        countFailedLogin: () => storage.setFailedLoginTime(storage.getFailedLoginTime() + 1),
        welcome: (_, { name }) => notifier.notify(latest.current.intl.formatMessage({ id: 'login.welcome' }, { name }), 'success'),
        leave: () => latest.current.navigate(redirectTarget(latest.current.search), { replace: true }),
      },
    }),
    { input: { captchaSeed } },
  );
}
