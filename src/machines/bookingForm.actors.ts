import { fromPromise } from 'xstate';
import type * as bookingsCalls from '../services/shipping/bookings';
import { emptyBookingForm, formOfContent, withoutBlankParties } from '../domain/shipping/bookingFormValues';
import type { BookingForm } from '../domain/shipping/schemas';
import type { BookingTemplate, BookingView } from '../domain/shipping/types';
import type { BookingSource, LoadedBooking, SaveBookingInput } from './bookingForm.machine';

type BookingFormCalls = Pick<typeof bookingsCalls, 'loadBooking' | 'loadBookingTemplate' | 'saveBookingDraft' | 'submitBooking' | 'saveBookingTemplate'>;

/** Where the form's content comes from: a Draft to amend, an earlier booking or a template to start from. */
async function loadSource(
  bookings: Pick<BookingFormCalls, 'loadBooking' | 'loadBookingTemplate'>,
  source: BookingSource,
  signal?: AbortSignal,
): Promise<LoadedBooking> {
  switch (source.kind) {
    case 'new':
      return { form: emptyBookingForm(), booking: null, originLabel: '' };
    case 'draft': {
      const booking = await bookings.loadBooking(source.uuid, { signal });
      return { form: formOfContent(booking), booking, originLabel: booking.bookingNo };
    }
    case 'copy': {
      // A copy is a new booking: nothing is stored until it is saved, and its sailing is chosen afresh.
      const booking = await bookings.loadBooking(source.uuid, { signal });
      return { form: { ...formOfContent(booking), voyageUuid: '' }, booking: null, originLabel: booking.bookingNo };
    }
    case 'sailing':
      // The ports and the sailing as chosen in the schedule; the form's checks (and the server's) still apply.
      return {
        form: { ...emptyBookingForm(), polCode: source.polCode, podCode: source.podCode, voyageUuid: source.voyageUuid },
        booking: null,
        originLabel: '',
      };
    case 'template': {
      const template = await bookings.loadBookingTemplate(source.uuid, { signal });
      return { form: { ...formOfContent(template.content), voyageUuid: '' }, booking: null, originLabel: template.name };
    }
  }
}

/** What the server is sent: the values, over the stored Draft when there is one. */
const body = (uuid: string | undefined, values: BookingForm) => ({ ...values, uuid: uuid ?? '' });

/** The booking form's calls: a draft and a template keep only the parties filled in; a submission sends them all. */
export function bookingFormActors(bookings: BookingFormCalls) {
  return {
    loadSource: fromPromise<LoadedBooking, BookingSource>(({ input, signal }) => loadSource(bookings, input, signal)),
    saveDraft: fromPromise<BookingView, SaveBookingInput>(({ input }) => bookings.saveBookingDraft(body(input.uuid, withoutBlankParties(input.values)))),
    submitBooking: fromPromise<BookingView, SaveBookingInput>(({ input }) => bookings.submitBooking(body(input.uuid, input.values))),
    saveTemplate: fromPromise<BookingTemplate, { name: string; content: BookingForm }>(({ input }) =>
      bookings.saveBookingTemplate(input.name, withoutBlankParties(input.content)),
    ),
  };
}
