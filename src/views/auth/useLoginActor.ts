import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../app/AppActorsContext';
import { redirectTarget } from '../../app/redirectTarget';
import { startSession } from '../../app/startSession';
import { useLatest } from '../../app/useLatest';
import { loginMachine } from '../../machines/login.machine';
import { requestToken } from '../../services/auth';
import { storage } from '../../services/storage';
import { randomKey } from './randomKey';

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
        startSession: fromPromise(({ input }) => startSession(session, input.answer, Date.now())),
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
