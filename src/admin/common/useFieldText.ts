import { useCallback } from 'react';
import { pick } from '../../domain/lang';
import { isMessageKey, validationMessage } from '../../domain/validation/messages';
import { useConsoleLang } from '../ConsoleContext';

/**
 * views/forms/useFieldText for the console, whose language is not the customer site's actor:
 * schema message keys in the console's language, server field texts as they came.
 */
export function useFieldText(): (message: string | undefined) => string | undefined {
  const lang = useConsoleLang();
  return useCallback(
    (message) => (message === undefined || message === '' ? undefined : isMessageKey(message) ? pick(validationMessage(message), lang) : message),
    [lang],
  );
}
