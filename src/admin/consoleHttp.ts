import { configureHttp } from '../services/http';
import type { Notifier } from '../app/notifier';
import type { ConsoleLanguage } from './i18n/consoleLanguage';
import * as auth from '../services/auth';
import { createTokenRenewal, type StaffSessionActor } from './session/consoleSession';
import { selectAccessToken } from './session/staffSession.selectors';

/** Paths inside the console's base, usable outside React. */
export type ConsoleNavigate = (path: string, options?: { replace?: boolean }) => void;

/**
 * Hands the one HTTP client (services/http.ts) the console's session instead of the
 * customer site's: its token, its logout, its login page. The console is its own page,
 * so the client's hooks belong to it alone there. Part of the console's entry (main.tsx runs it
 * once), which is why it may reach the services.
 */
export function configureConsoleHttp({
  session,
  language,
  notifier,
  navigate,
}: {
  session: StaffSessionActor;
  language: ConsoleLanguage;
  notifier: Notifier;
  navigate: ConsoleNavigate;
}): void {
  configureHttp({
    getToken: () => selectAccessToken(session.getSnapshot()),
    awaitRefresh: () => Promise.resolve(),
    renewExpiredToken: createTokenRenewal(session, () => Date.now(), auth),
    onLoggedOut: () => session.send({ type: 'staff.signedOut' }),
    // The client speaks of the customer site's pages; the console has a login page and no error page
    // (a failed call is told by the toast and its screen's error state).
    navigate: (path) => {
      if (path.startsWith('/login')) navigate('/login', { replace: true });
    },
    getLang: () => language.get(),
    notify: (message, severity) => notifier.notify(message, severity),
  });
}
