import { useActorRef } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useLatest } from './useLatest';
import { formSubmitMachine } from '../machines/formSubmit.machine';

export interface SubmitReactions<O> {
  succeeded?(output: O): void;
  failed?(error: unknown): void;
}

/** A form-submission chart for one screen: its call and its reactions (always the latest ones). */
export function useFormSubmit<V, O>(submit: (values: V) => Promise<O>, reactions: SubmitReactions<O> = {}) {
  const latest = useLatest({ submit, reactions });
  return useActorRef(
    formSubmitMachine.provide({
      actors: { submit: fromPromise(({ input }) => latest.current.submit(input.values as V)) },
      actions: {
        succeeded: (_, { output }) => latest.current.reactions.succeeded?.(output as O),
        failed: (_, { error }) => latest.current.reactions.failed?.(error),
      },
    }),
  );
}

type FormSubmitSnapshot = SnapshotFrom<typeof formSubmitMachine>;
export const selectIsSubmitting = (snapshot: FormSubmitSnapshot) => snapshot.matches('submitting');
export const selectIsSubmitted = (snapshot: FormSubmitSnapshot) => snapshot.matches('submitted');
export const selectOutput = (snapshot: FormSubmitSnapshot) => snapshot.context.output;
