import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ADULT_AGE_RANGE } from '../../domain/staff/ticketing';
import type { AdminMessageId } from '../i18n/adminCatalogues';

/**
 * A field's error as the clerk reads it: the forms' message ids in the console's language;
 * the server's field messages arrive already in that language and show as they are.
 */
export function useFormText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return Object.hasOwn(intl.messages, message)
        ? intl.formatMessage({ id: message as AdminMessageId }, { min: ADULT_AGE_RANGE.min, max: ADULT_AGE_RANGE.max })
        : message;
    },
    [intl],
  );
}
