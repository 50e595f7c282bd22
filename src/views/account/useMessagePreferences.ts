import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useServices } from '../../app/customerServices';
import { useAsyncResource } from '../../app/useAsyncResource';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';
import type { MessagePreferences } from '../../domain/notifications';

/** What the last save came to: nothing yet, saved, or refused with the server's text (undefined: none given). */
export type PreferencesOutcome = { kind: 'saved' } | { kind: 'refused'; message: string | undefined };

/**
 * The account's mail preferences: loaded with the page, saved on each change. While a save
 * runs the switch shows what was asked; afterwards what the server holds (so a refusal puts it back).
 */
export function useMessagePreferences() {
  const { passengerMessages: calls } = useServices();
  const [resource, reload] = useAsyncResource((signal) => calls.preferences({ signal }), 'messagePreferences');
  const [saved, setSaved] = useState<MessagePreferences>();
  const [asked, setAsked] = useState<MessagePreferences>();
  const [outcome, setOutcome] = useState<PreferencesOutcome>();
  const submission = useFormSubmit<MessagePreferences, MessagePreferences>(calls.savePreferences, {
    succeeded: (answer) => {
      setSaved(answer);
      setOutcome({ kind: 'saved' });
      submission.send({ type: 'form.edit' });
    },
    failed: (error) => setOutcome({ kind: 'refused', message: error instanceof Error && error.message ? error.message : undefined }),
  });
  const saving = useSelector(submission, selectIsSubmitting);
  const held = saved ?? (resource.status === 'ready' ? resource.data : undefined);
  const shown = saving ? asked : held;

  function save(remindersOn: boolean) {
    const values: MessagePreferences = { remindersOn };
    setAsked(values);
    setOutcome(undefined);
    submission.send({ type: 'form.submit', values });
  }

  return { status: resource.status, reload, remindersOn: shown?.remindersOn, saving, outcome, save };
}
