import { useCallback } from 'react';
import { useLang } from '../../app/AppActorsContext';
import { pick } from '../../domain/lang';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages';

const isMessageKey = (text: string): text is keyof typeof VALIDATION_MESSAGES => Object.hasOwn(VALIDATION_MESSAGES, text);

/**
 * A field's error as the user reads it: the shared schemas name their messages by key
 * (shown in the current language); the server's field messages arrive as text already
 * in the current language and are shown as they are.
 */
export function useFieldText(): (message: string | undefined) => string | undefined {
  const lang = useLang();
  return useCallback(
    (message) => (message === undefined || message === '' ? undefined : isMessageKey(message) ? pick(VALIDATION_MESSAGES[message], lang) : message),
    [lang],
  );
}
