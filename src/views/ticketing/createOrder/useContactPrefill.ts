import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAppActors } from '../../../app/AppActorsContext';
import type { AccountInfo } from '../../../domain/identityApi';
import type { OrderDraft } from '../../../domain/ticketing/order';
import { selectSessionUser } from '../../../machines/session.selectors';

type ContactField = 'contactName' | 'contactPhone' | 'contactEmail';

/** The form's inputs carry their field's name (react-hook-form's register). */
const isBeingTyped = (field: ContactField) => document.activeElement?.getAttribute('name') === field;

/**
 * Fills the contact fields the draft left empty with the logged-in user's details (read by the
 * ticketing chart), once they are there. What the user typed (or a restored draft) is never overwritten.
 */
export function useContactPrefill({ getValues, setValue }: Pick<UseFormReturn<OrderDraft>, 'getValues' | 'setValue'>, account: AccountInfo | null) {
  const { session } = useAppActors();
  const user = useSelector(session, selectSessionUser);
  const userId = user?.userId;
  const userName = user?.userCnnme;
  useEffect(() => {
    if (!userId || !account) return;
    const known: Record<ContactField, string> = {
      contactName: account.nickname || userName || '',
      contactPhone: account.phone,
      contactEmail: account.email,
    };
    for (const field of ['contactName', 'contactPhone', 'contactEmail'] as const) {
      // Typed before the details came, or being typed into now: the user's text wins
      // (a value set under the caret would be typed onto).
      if (!String(getValues(field) ?? '').trim() && known[field] && !isBeingTyped(field)) setValue(field, known[field]);
    }
  }, [userId, userName, account, getValues, setValue]);
}
