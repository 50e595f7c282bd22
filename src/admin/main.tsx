import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { loadWithTimeout } from '../app/lazyRoute';
import { createNavigate } from '../app/navigator';
import { createNotifier } from '../app/notifier';
import { detectLanguage } from '../i18n/detectLanguage';
import { decrypt, encrypt, storage } from '../services/storage';
import { CONSOLE_BASE, ConsoleApp } from './ConsoleApp';
import { loadConsoleCatalogue } from './i18n/adminCatalogues';
import { createConsoleLanguage } from './i18n/consoleLanguage';
import { configureConsoleHttp } from './consoleHttp';
import { ConsoleServicesProvider, consoleServices } from './consoleServices';
import { createStaffSession } from './session/consoleSession';
import { followOtherTabs } from './session/followOtherTabs';
import { createStaffStorage } from './session/staffStorage';
import '../app/theme.css';
import '../app/layout.css';

/** The operator console's entry (admin.html): its own session, language, HTTP hooks and router. */
const notifier = createNotifier();
const language = createConsoleLanguage(detectLanguage(storage.getLang(), navigator.languages ?? [navigator.language]), (lang) => storage.setLang(lang));
const session = createStaffSession(
  createStaffStorage(() => window.localStorage, { encrypt, decrypt }),
  consoleServices.auth,
);

configureConsoleHttp({ session, language, notifier, navigate: createNavigate(browserNavigate, CONSOLE_BASE) });
session.start();
followOtherTabs(window, session);

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ConsoleServicesProvider services={consoleServices}>
      <ConsoleApp deps={{ session, language, notifier, loadCatalogue: (lang) => loadWithTimeout(() => loadConsoleCatalogue(lang)) }} />
    </ConsoleServicesProvider>
  </StrictMode>,
);
