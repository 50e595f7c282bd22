import { useCallback } from 'react';
import { useLang } from '../../../app/AppActorsContext';
import { pick } from '../../../domain/lang';
import { TICKETING_MESSAGES } from '../../../domain/ticketing/messages';
import { VALIDATION_MESSAGES, validationMessage } from '../../../domain/validation/messages';

const isKey = (text: string) => Object.hasOwn(VALIDATION_MESSAGES, text) || Object.hasOwn(TICKETING_MESSAGES, text);

/**
 * A field's message as the user reads it: the order schema names form and ticketing
 * messages by key (shown in the current language); the server's texts arrive already in it.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const lang = useLang();
  return useCallback((message) => (!message ? undefined : isKey(message) ? pick(validationMessage(message), lang) : message), [lang]);
}
