import { useCallback } from 'react';
import { useLang } from '../../app/AppActorsContext';
import { pick } from '../../domain/lang';
import { isMessageKey, validationMessage } from '../../domain/validation/messages';

/**
 * A field's error as the user reads it: the shared schemas name their messages by key
 * (form, ticketing or shipping messages, shown in the current language); the server's field
 * messages arrive as text already in the current language and are shown as they are.
 */
export function useFieldText(): (message: string | undefined) => string | undefined {
  const lang = useLang();
  return useCallback(
    (message) => (message === undefined || message === '' ? undefined : isMessageKey(message) ? pick(validationMessage(message), lang) : message),
    [lang],
  );
}
