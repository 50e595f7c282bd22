import { useCallback } from 'react';
import { useLang } from '../../app/AppActorsContext';
import { pick } from '../../domain/lang';
import { SHIPPING_MESSAGES } from '../../domain/shipping/messages';
import { VALIDATION_MESSAGES, validationMessage } from '../../domain/validation/messages';

const isKey = (text: string) => Object.hasOwn(VALIDATION_MESSAGES, text) || Object.hasOwn(SHIPPING_MESSAGES, text);

/**
 * A field's error on the container-side forms as the user reads it: the shared schemas name
 * their messages by key (form or shipping messages, shown in the current language); the
 * server's field messages arrive as text in the current language already.
 */
export function useShippingText(): (message: string | undefined) => string | undefined {
  const lang = useLang();
  return useCallback((message) => (!message ? undefined : isKey(message) ? pick(validationMessage(message), lang) : message), [lang]);
}
