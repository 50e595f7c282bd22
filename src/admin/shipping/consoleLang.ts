import { useCallback, useSyncExternalStore } from 'react';
import { pick, type Lang } from '../../domain/lang';
import { isMessageKey, validationMessage } from '../../domain/validation/messages';
import { useConsole } from '../ConsoleContext';

/** The console's current language (the customer site's useLang belongs to the customer site's actors). */
export function useConsoleLang(): Lang {
  const { language } = useConsole();
  return useSyncExternalStore(language.subscribe, language.get);
}

/**
 * A field's error as the staff member reads it: the shared schemas' message keys in the
 * console's language; the server's field messages arrive already in that language.
 */
export function useConsoleFieldText(): (message: string | undefined) => string | undefined {
  const lang = useConsoleLang();
  return useCallback((message) => (message === undefined || message === '' ? undefined : isMessageKey(message) ? pick(validationMessage(message), lang) : message), [lang]);
}
