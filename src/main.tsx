import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppActors, startAppActors } from './app/appActors';
import { followOtherTabs } from './app/followOtherTabs';
import { APP_BASE, navigateInApp } from './app/navigator';
import { createNotifier } from './app/notifier';
import { sessionHttpHooks } from './app/sessionHttpHooks';
import { customerServices, ServicesProvider } from './app/customerServices';
import { detectLanguage } from './i18n/detectLanguage';
import { loadCatalogue } from './i18n/catalogues';
import { loadWithTimeout } from './app/lazyRoute';
import { preloadScreenAt } from './app/routeLookup';
import { getUserAuthentication, getUserInfo, refreshToken, revokeToken } from './services/auth';
import { configureHttp } from './services/http';
import { storage } from './services/storage';
import './app/theme.css';
import './app/layout.css';

preloadScreenAt(window.location.pathname, APP_BASE);

const notifier = createNotifier();

const actors = createAppActors(
  {
    storage,
    identity: { getUserInfo, getUserAuthentication, refreshToken, revokeToken },
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
    now: () => Date.now(),
    navigate: navigateInApp,
    notifier,
    // A catalogue is a chunk like any other: same time-out.
    loadCatalogue: (lang) => loadWithTimeout(() => loadCatalogue(lang)),
    documentElement: document.documentElement,
    reloadPage: (path) => {
      // spec 4: logout clears session storage too (nothing of the session may survive the reload)
      try {
        window.sessionStorage.clear();
      } catch {
        // unavailable storage holds nothing to clear
      }
      if (path) window.location.assign(`${APP_BASE}${path}`);
      else window.location.reload();
    },
  },
  detectLanguage(storage.getLang(), navigator.languages ?? [navigator.language]),
);

// Before the actors start: the session may call the server at once (a token without its user).
configureHttp({
  ...sessionHttpHooks(actors.session),
  navigate: (path) => navigateInApp(path),
  getLang: () => actors.language.getSnapshot().context.lang,
  notify: (message, severity) => notifier.notify(message, severity),
});
followOtherTabs(window, storage, actors.session);
startAppActors(actors);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ServicesProvider services={customerServices}>
      <App actors={actors} />
    </ServicesProvider>
  </StrictMode>,
);
