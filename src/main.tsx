import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppActors } from './app/appActors';
import { navigateInApp } from './app/navigator';
import { createNotifier } from './app/notifier';
import { detectLanguage } from './i18n/detectLanguage';
import { loadCatalogue } from './i18n/catalogues';
import { loadWithTimeout } from './app/lazyRoute';
import { configureHttp } from './services/http';
import { storage } from './services/storage';
import './app/theme.css';
import './app/layout.css';

const notifier = createNotifier();

const actors = createAppActors(
  {
    storage,
    navigate: navigateInApp,
    notifier,
    // A catalogue is a chunk like any other: same time-out.
    loadCatalogue: (lang) => loadWithTimeout(() => loadCatalogue(lang)),
    documentElement: document.documentElement,
    reload: () => window.location.reload(),
  },
  detectLanguage(storage.getLang(), navigator.languages ?? [navigator.language]),
);

configureHttp({
  getToken: () => storage.getToken()?.access_token,
  // No token refresh yet: nothing to wait for.
  awaitRefresh: () => Promise.resolve(),
  onLoggedOut: () => {
    storage.clearSession();
    // The guard forgets the session and checks the current page again.
    actors.navigation.send({ type: 'session.changed' });
  },
  navigate: (path) => navigateInApp(path),
  getLang: () => actors.language.getSnapshot().context.lang,
  notify: (message, severity) => notifier.notify(message, severity),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App actors={actors} />
  </StrictMode>,
);
