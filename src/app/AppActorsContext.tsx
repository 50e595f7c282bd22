import { useSelector } from '@xstate/react';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { selectLang } from '../machines/language.selectors';
import type { AppActors } from './appActors';

export const AppActorsContext = createContext<AppActors | null>(null);

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors needs <AppActorsContext.Provider>');
  return actors;
}

/** The menu keys the dynamic routes were registered with; re-renders when they change. */
export function useGrantedMenus() {
  const { routes } = useAppActors();
  return useSyncExternalStore(routes.subscribe, routes.granted);
}

/** The current interface language. */
export function useLang() {
  const { language } = useAppActors();
  return useSelector(language, selectLang);
}
