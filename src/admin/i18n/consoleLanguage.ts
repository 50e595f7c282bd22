import type { Lang } from '../../domain/lang';

/**
 * The console's language, readable outside React (the HTTP client sends it with every
 * call) and remembered under the shared `lang` key: a language preference, not a session.
 */
export interface ConsoleLanguage {
  get(): Lang;
  set(lang: Lang): void;
  subscribe(listener: () => void): () => void;
}

export function createConsoleLanguage(initial: Lang, remember: (lang: Lang) => void): ConsoleLanguage {
  let lang = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => lang,
    set(next) {
      if (next === lang) return;
      lang = next;
      remember(next);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
