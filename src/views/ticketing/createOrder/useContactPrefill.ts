import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAppActors } from '../../../app/AppActorsContext';
import type { OrderDraft } from '../../../domain/ticketing/order';
import { selectSessionUser } from '../../../machines/session.selectors';
import { getAccountInfo } from '../../../services/account';

type ContactField = 'contactName' | 'contactPhone' | 'contactEmail';

/** The form's inputs carry their field's name (react-hook-form's register). */
const isBeingTyped = (field: ContactField) => document.activeElement?.getAttribute('name') === field;

/**
 * Fills the contact fields the draft left empty with the logged-in user's details, once.
 * What the user typed (or a restored draft) is never overwritten.
 */
export function useContactPrefill({ getValues, setValue }: Pick<UseFormReturn<OrderDraft>, 'getValues' | 'setValue'>) {
  const { session } = useAppActors();
  const user = useSelector(session, selectSessionUser);
  const userId = user?.userId;
  const userName = user?.userCnnme;
  useEffect(() => {
    if (!userId) return;
    const empty = (['contactName', 'contactPhone', 'contactEmail'] as const).filter((field) => !String(getValues(field) ?? '').trim());
    if (empty.length === 0) return;
    let current = true;
    getAccountInfo().then(
      (account) => {
        if (!current) return;
        const known: Record<ContactField, string> = { contactName: account.nickname || userName || '', contactPhone: account.phone, contactEmail: account.email };
        for (const field of empty) {
          // Typed while the answer was on its way, or being typed into now: the user's text wins
          // (a value set under the caret would be typed onto).
          if (!String(getValues(field) ?? '').trim() && known[field] && !isBeingTyped(field)) setValue(field, known[field]);
        }
      },
      () => {
        // The user types them in; the HTTP client has said why the details did not come.
      },
    );
    return () => {
      current = false;
    };
  }, [userId, userName, getValues, setValue]);
}
