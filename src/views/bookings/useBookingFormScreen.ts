import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLatest } from '../../app/useLatest';
import type { BookingForm } from '../../domain/shipping/schemas';
import type { BookingTemplate, BookingView } from '../../domain/shipping/types';
import { bookingFormMachine, type BookingSource, type LoadedBooking } from '../../machines/bookingForm.machine';
import { loadBooking, loadBookingTemplate, saveBookingDraft, saveBookingTemplate, submitBooking } from '../../services/shipping/bookings';
import { emptyBookingForm, formOfContent, withoutBlankParties } from './bookingFormValues';

export interface BookingFormReactions {
  draftSaved(booking: BookingView): void;
  submitted(booking: BookingView): void;
  templateSaved(template: BookingTemplate): void;
  failed(error: unknown): void;
  templateFailed(error: unknown): void;
}

/** Where the form's content comes from: a Draft to amend, an earlier booking or a template to start from. */
async function loadSource(source: BookingSource): Promise<LoadedBooking> {
  switch (source.kind) {
    case 'new':
      return { form: emptyBookingForm(), booking: null, originLabel: '' };
    case 'draft': {
      const booking = await loadBooking(source.uuid);
      return { form: formOfContent(booking), booking, originLabel: booking.bookingNo };
    }
    case 'copy': {
      // A copy is a new booking: nothing is stored until it is saved, and its sailing is chosen afresh.
      const booking = await loadBooking(source.uuid);
      return { form: { ...formOfContent(booking), voyageUuid: '' }, booking: null, originLabel: booking.bookingNo };
    }
    case 'sailing':
      // The ports and the sailing as chosen in the schedule; the form's checks (and the server's) still apply.
      return { form: { ...emptyBookingForm(), polCode: source.polCode, podCode: source.podCode, voyageUuid: source.voyageUuid }, booking: null, originLabel: '' };
    case 'template': {
      const template = await loadBookingTemplate(source.uuid);
      return { form: { ...formOfContent(template.content), voyageUuid: '' }, booking: null, originLabel: template.name };
    }
  }
}

const body = (uuid: string | undefined, values: BookingForm) => ({ ...values, uuid: uuid ?? '' });

/** The booking form's chart with its calls; the reactions are always the screen's latest. */
export function useBookingFormScreen(source: BookingSource, reactions: BookingFormReactions) {
  const latest = useLatest(reactions);
  return useActorRef(
    bookingFormMachine.provide({
      actors: {
        loadSource: fromPromise(({ input }) => loadSource(input)),
        saveDraft: fromPromise(({ input }) => saveBookingDraft(body(input.uuid, withoutBlankParties(input.values)))),
        submitBooking: fromPromise(({ input }) => submitBooking(body(input.uuid, input.values))),
        saveTemplate: fromPromise(({ input }) => saveBookingTemplate(input.name, withoutBlankParties(input.content))),
      },
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
