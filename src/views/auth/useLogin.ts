import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { CustomerServices } from '../../app/customerServices';
import type { Notifier } from '../../app/notifier';
import { useLatest } from '../../app/useLatest';
import type { TokenAnswer } from '../../domain/identityApi';
import type { LoginRefusal, LoginSite, SessionStarted } from '../../domain/login';
import type { LoginForm } from '../../domain/validation/accountSchemas';
import { loginActors } from '../../machines/login.actors';
import { loginMachine } from '../../machines/login.machine';
import { selectCaptchaKey, selectFailure, selectIsSubmitting } from '../../machines/login.selectors';
import { randomKey } from './randomKey';

/** What one site gives the login: its calls, its session, its notifier, where to go, and its answers to a failure or a refusal. */
interface LoginSiteSetup {
  site: LoginSite;
  /** the identity calls (the same module on both sites) */
  calls: Pick<CustomerServices['auth'], 'requestToken' | 'captchaUrl'>;
  notifier: Notifier;
  /** hands the token answer to the site's session; resolves once the user is loaded */
  startSession(answer: TokenAnswer): Promise<SessionStarted>;
  /** where a logged-in user goes */
  destination: string;
  /** one more failed login (the customer site counts them, spec 9) */
  countFailedLogin?(): void;
  /** the site's answer to an account it does not take */
  refused?(refusal: LoginRefusal): void;
}

/** The one login chart, given one site's differences; answers what the shared login form shows and does. */
export function useLogin(setup: LoginSiteSetup) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const latest = useLatest({ ...setup, intl, navigate });
  const [captchaSeed] = useState(randomKey);
  const login = useActorRef(
    loginMachine.provide({
      actors: loginActors(setup.calls, (answer) => latest.current.startSession(answer)),
      actions: {
        countFailedLogin: () => latest.current.countFailedLogin?.(),
        refused: (_, { refusal }) => latest.current.refused?.(refusal),
        welcome: (_, { name }) => latest.current.notifier.notify(latest.current.intl.formatMessage({ id: 'login.welcome' }, { name }), 'success'),
        leave: () => latest.current.navigate(latest.current.destination, { replace: true }),
      },
    }),
    { input: { captchaSeed, site: setup.site } },
  );
  const captchaKey = useSelector(login, selectCaptchaKey);
  return {
    captchaSrc: setup.calls.captchaUrl(captchaKey),
    failure: useSelector(login, selectFailure),
    submitting: useSelector(login, selectIsSubmitting),
    onSubmit: (form: LoginForm) => login.send({ type: 'login.submit', form }),
    onRefreshCaptcha: () => login.send({ type: 'captcha.refresh' }),
  };
}
