import { useActorRef } from '@xstate/react';
import { useServices } from '../../../app/customerServices';
import { useLatest } from '../../../app/useLatest';
import type { BookingTemplate, BookingView } from '../../../domain/shipping/types';
import { bookingFormActors } from '../../../machines/bookingForm.actors';
import { bookingFormMachine, type BookingSource } from '../../../machines/bookingForm.machine';

export interface BookingFormReactions {
  draftSaved(booking: BookingView): void;
  submitted(booking: BookingView): void;
  templateSaved(template: BookingTemplate): void;
  failed(error: unknown): void;
  templateFailed(error: unknown): void;
}

/** The booking form's chart with its calls; the reactions are always the screen's latest. */
export function useBookingFormScreen(source: BookingSource, reactions: BookingFormReactions) {
  const { bookings } = useServices();
  const latest = useLatest(reactions);
  return useActorRef(
    bookingFormMachine.provide({
      actors: bookingFormActors(bookings),
      actions: {
        draftSaved: (_, { booking }) => latest.current.draftSaved(booking),
        submitted: (_, { booking }) => latest.current.submitted(booking),
        templateSaved: (_, { template }) => latest.current.templateSaved(template),
        failed: (_, { error }) => latest.current.failed(error),
        templateFailed: (_, { error }) => latest.current.templateFailed(error),
      },
    }),
    { input: { source } },
  );
}
