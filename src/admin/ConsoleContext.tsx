import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Lang } from '../domain/lang';
import type { Notifier } from '../app/notifier';
import type { ConsoleMessages } from './i18n/adminCatalogues';
import type { ConsoleLanguage } from './i18n/consoleLanguage';
import type { StaffSessionActor } from './session/consoleSession';

/** The console's long-lived pieces, created once in main.tsx (tests make their own). */
export interface ConsoleDeps {
  session: StaffSessionActor;
  language: ConsoleLanguage;
  notifier: Notifier;
  loadCatalogue(lang: Lang): Promise<ConsoleMessages>;
}

export const ConsoleContext = createContext<ConsoleDeps | null>(null);

export function useConsole(): ConsoleDeps {
  const deps = useContext(ConsoleContext);
  if (!deps) throw new Error('useConsole outside ConsoleContext');
  return deps;
}

/** The console's current language; re-renders when it changes. */
export function useConsoleLang(): Lang {
  const { language } = useConsole();
  return useSyncExternalStore(language.subscribe, language.get);
}
