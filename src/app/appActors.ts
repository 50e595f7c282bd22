import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { Lang } from '../domain/lang';
import type { Messages } from '../i18n/catalogues';
import { htmlLangOf } from '../i18n/htmlLang';
import { languageMachine } from '../machines/language.machine';
import { createNavigationActors } from '../machines/navigation.actors';
import { navigationMachine } from '../machines/navigation.machine';
import { createSessionActors, type LockManagerLike, type SessionServices } from '../machines/session.actors';
import { sessionMachine } from '../machines/session.machine';
import { selectAccessToken, selectIsSettled, selectSessionUser } from '../machines/session.selectors';
import type { SessionStorage } from '../services/storage';
import { machineInspector } from './machineInspector';
import { loginPathFor, type Navigate } from './navigator';
import type { Notifier } from './notifier';
import { isPublicPath } from './routeLookup';
import { createRouteRegistry, type RouteRegistry } from './routeRegistry';

/** What the shell needs from the outside world; the app passes the real ones, tests fakes. */
export interface AppDeps {
  storage: SessionStorage;
  /** the identity calls of the session (services/auth.ts) */
  identity: SessionServices;
  /** navigator.locks where the browser has it */
  locks?: LockManagerLike;
  now(): number;
  navigate: Navigate;
  notifier: Notifier;
  loadCatalogue(lang: Lang): Promise<Messages>;
  /** the page's root element, whose `lang` follows the language */
  documentElement: HTMLElement;
  /** reloads the page, at `path` (inside the base) when given */
  reloadPage(path: string | null): void;
}

export interface AppActors {
  language: ActorRefFrom<typeof languageMachine>;
  navigation: ActorRefFrom<typeof navigationMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  routes: RouteRegistry;
  notifier: Notifier;
}

/**
 * The long-lived actors of the shell, with their effects wired to the given dependencies.
 * Not started: the HTTP client is configured with them first (startAppActors).
 */
export function createAppActors(deps: AppDeps, startLang: Lang): AppActors {
  const routes = createRouteRegistry();

  const language = createActor(
    languageMachine.provide({
      actors: { loadCatalogue: fromPromise(({ input }) => deps.loadCatalogue(input.lang)) },
      actions: {
        storeLanguage: (_, { lang }) => deps.storage.setLang(lang),
        applyDocumentLanguage: (_, { lang }) => {
          deps.documentElement.lang = htmlLangOf(lang);
        },
        announceSwitched: (_, { text }) => deps.notifier.notify(text, 'success'),
        announceSwitchFailed: (_, { text }) => deps.notifier.notify(text, 'error'),
      },
    }),
    { input: { lang: startLang } },
  );

  const session = createActor(
    sessionMachine.provide({
      actors: createSessionActors({ services: deps.identity, storage: deps.storage, locks: deps.locks, now: deps.now }),
      actions: {
        // The token goes last: another tab that sees it change finds the user it belongs to.
        storeSession: (_, { token, user, menus, buttons }) => {
          deps.storage.setUserInfo(user);
          deps.storage.setMenus(menus);
          deps.storage.setButtons(buttons);
          deps.storage.setToken(token);
        },
        countFailedLogin: () => deps.storage.setFailedLoginTime(deps.storage.getFailedLoginTime() + 1),
        resetFailedLogins: () => deps.storage.setFailedLoginTime(0),
        clearStoredSession: () => deps.storage.clearSession(),
        // The guard forgets what it held and checks the current page again.
        announceChanged: () => navigation.send({ type: 'session.changed' }),
        reloadPage: (_, { redirect }) => deps.reloadPage(redirect),
      },
    }),
    // spec 2, rule 1: the token (and the user it belongs to) come from local storage
    { input: { token: deps.storage.getToken(), user: deps.storage.getUserInfo(), buttons: deps.storage.getButtons() }, inspect: machineInspector() },
  );

  const navigation = createActor(
    navigationMachine.provide({
      actors: createNavigationActors({
        async settled() {
          const snapshot = await waitFor(session, selectIsSettled);
          const user = selectSessionUser(snapshot);
          return {
            token: selectAccessToken(snapshot) ?? null,
            user: user ? { userId: user.userId, logonId: user.logonId } : null,
          };
        },
      }),
      actions: {
        registerDynamicRoutes: () => routes.register(deps.storage.getMenus()),
        // replace: the protected page was never shown, so Back should not return to it
        redirectToLogin: (_, { wanted }) => deps.navigate(loginPathFor(wanted), { replace: true }),
      },
      guards: { isPublicRoute: (_, { path }) => isPublicPath(path) },
    }),
  );

  return { language, navigation, session, routes, notifier: deps.notifier };
}

export function startAppActors({ language, navigation, session }: AppActors): void {
  language.start();
  navigation.start();
  session.start();
}
