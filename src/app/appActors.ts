import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Lang } from '../domain/lang';
import type { Messages } from '../i18n/catalogues';
import { htmlLangOf } from '../i18n/htmlLang';
import { languageMachine } from '../machines/language.machine';
import { createNavigationActors } from '../machines/navigation.actors';
import { navigationMachine } from '../machines/navigation.machine';
import type { SessionStorage } from '../services/storage';
import { loginPathFor, type Navigate } from './navigator';
import type { Notifier } from './notifier';
import { createRouteRegistry, type RouteRegistry } from './routeRegistry';

/** What the shell needs from the outside world; the app passes the real ones, tests fakes. */
export interface AppDeps {
  storage: Pick<SessionStorage, 'getToken' | 'getUserInfo' | 'getMenus' | 'setLang' | 'clearSession'>;
  navigate: Navigate;
  notifier: Notifier;
  loadCatalogue(lang: Lang): Promise<Messages>;
  /** the page's root element, whose `lang` follows the language */
  documentElement: HTMLElement;
  reload(): void;
}

export interface AppActors {
  language: ActorRefFrom<typeof languageMachine>;
  navigation: ActorRefFrom<typeof navigationMachine>;
  routes: RouteRegistry;
  notifier: Notifier;
  /** spec 4: clear the session and reload (the logout call itself comes with the identity work) */
  logout(): void;
}

/** The long-lived actors of the shell, with their effects wired to the given dependencies, started. */
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

  const navigation = createActor(
    navigationMachine.provide({
      actors: createNavigationActors({
        readToken: () => deps.storage.getToken()?.access_token ?? null,
        readUser: () => {
          const info = deps.storage.getUserInfo();
          return info?.userId ? { userId: info.userId, logonId: info.logonId } : null;
        },
      }),
      actions: {
        registerDynamicRoutes: () => routes.register(deps.storage.getMenus()),
        // replace: the protected page was never shown, so Back should not return to it
        redirectToLogin: (_, { wanted }) => deps.navigate(loginPathFor(wanted), { replace: true }),
      },
    }),
  );

  language.start();
  navigation.start();

  return {
    language,
    navigation,
    routes,
    notifier: deps.notifier,
    logout() {
      deps.storage.clearSession();
      deps.reload();
    },
  };
}
