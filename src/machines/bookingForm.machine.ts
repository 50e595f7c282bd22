import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { BookingForm } from '../domain/shipping/schemas';
import type { BookingTemplate, BookingView } from '../domain/shipping/types';
import { canAmend } from './bookings.actions';

/** Where the form's content comes from when it opens (`/booking`, `?uuid=`, `?copy=`, `?template=`, `?voyage=&pol=&pod=`). */
export type BookingSource =
  | { kind: 'new' }
  /** the enterprise's Draft, amended and saved over */
  | { kind: 'draft'; uuid: string }
  /** an earlier booking's content, as a new booking (its sailing is chosen afresh) */
  | { kind: 'copy'; uuid: string }
  /** a template's content, as a new booking */
  | { kind: 'template'; uuid: string }
  /** a sailing chosen in the schedule (/scheduleMgt): its ports and the sailing, as a new booking */
  | { kind: 'sailing'; voyageUuid: string; polCode: string; podCode: string };

/** What loading a source answers: the values the form opens with, and the Draft when amending one. */
export interface LoadedBooking {
  form: BookingForm;
  /** the stored booking being amended; null for a new booking */
  booking: BookingView | null;
  /** the booking number or template name the content came from; '' for an empty form */
  originLabel: string;
}

export interface BookingFormContext {
  source: BookingSource;
  /** the values the form opens with; null until loaded */
  initial: BookingForm | null;
  /** the booking as last stored (the Draft saved, or the booking submitted); null while nothing is stored */
  booking: BookingView | null;
  originLabel: string;
}

export type BookingFormEvent =
  | { type: 'load.retry' }
  /** values the draft schema has already checked (shapes only) */
  | { type: 'booking.saveDraft'; values: BookingForm }
  /** values the submit schema has already checked (everything a booking needs) */
  | { type: 'booking.submit'; values: BookingForm }
  | { type: 'template.ask' }
  /** a name, and the form's content as it is now */
  | { type: 'template.save'; name: string; content: BookingForm }
  | { type: 'template.dismiss' };

export interface SaveBookingInput {
  /** the stored Draft saved over; absent: a new booking */
  uuid?: string;
  values: BookingForm;
}

/**
 * The booking form (`/booking`): opens empty, or loads a Draft to amend, an earlier booking
 * or a template to start from; then the user saves it as a Draft (again and again, over the
 * same Draft), saves its content as a named template, or submits it, which ends the form.
 * A stored booking the booking statechart no longer lets be saved (submitted meanwhile) opens
 * as not amendable. Field rules are the yup schemas' (the view's resolver); the calls and the
 * user messages are provided.
 */
export const bookingFormMachine = setup({
  types: {
    context: {} as BookingFormContext,
    events: {} as BookingFormEvent,
    input: {} as { source: BookingSource },
  },
  actors: {
    loadSource: fromPromise<LoadedBooking, BookingSource>(async () => {
      throw new Error('loadSource is provided by the screen');
    }),
    saveDraft: fromPromise<BookingView, SaveBookingInput>(async () => {
      throw new Error('saveDraft is provided by the screen');
    }),
    submitBooking: fromPromise<BookingView, SaveBookingInput>(async () => {
      throw new Error('submitBooking is provided by the screen');
    }),
    saveTemplate: fromPromise<BookingTemplate, { name: string; content: BookingForm }>(async () => {
      throw new Error('saveTemplate is provided by the screen');
    }),
  },
  guards: {
    /** a new booking, or a stored one the booking statechart still lets be saved (a Draft) */
    isAmendable: ({ event }) => {
      const booking = (event as { output?: LoadedBooking }).output?.booking;
      return !booking || canAmend(booking);
    },
  },
  actions: {
    draftSaved: (_, _params: { booking: BookingView }) => {},
    submitted: (_, _params: { booking: BookingView }) => {},
    templateSaved: (_, _params: { template: BookingTemplate }) => {},
    /** saving or submitting was refused (the fields at fault are in the error) */
    failed: (_, _params: { error: unknown }) => {},
    templateFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'bookingForm',
  context: ({ input }) => ({ source: input.source, initial: null, booking: null, originLabel: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSource',
        src: 'loadSource',
        input: ({ context }) => context.source,
        onDone: [
          {
            guard: 'isAmendable',
            target: 'editing',
            actions: assign(({ event }) => ({ initial: event.output.form, booking: event.output.booking, originLabel: event.output.originLabel })),
          },
          { target: 'notAmendable', actions: assign(({ event }) => ({ booking: event.output.booking, originLabel: event.output.originLabel })) },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'load.retry': 'loading' },
    },
    // Submitted (or cancelled) since: the details say what became of it.
    notAmendable: {},
    editing: {
      on: {
        'booking.saveDraft': 'savingDraft',
        'booking.submit': 'submitting',
        'template.ask': 'namingTemplate',
      },
    },
    savingDraft: {
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context, event }) => {
          assertEvent(event, 'booking.saveDraft');
          return { uuid: context.booking?.uuid, values: event.values };
        },
        onDone: {
          target: 'editing',
          actions: [assign({ booking: ({ event }) => event.output }), { type: 'draftSaved', params: ({ event }) => ({ booking: event.output }) }],
        },
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      invoke: {
        id: 'submitBooking',
        src: 'submitBooking',
        input: ({ context, event }) => {
          assertEvent(event, 'booking.submit');
          return { uuid: context.booking?.uuid, values: event.values };
        },
        onDone: {
          target: 'submitted',
          actions: [assign({ booking: ({ event }) => event.output }), { type: 'submitted', params: ({ event }) => ({ booking: event.output }) }],
        },
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The form stays as typed behind the name dialog.
    namingTemplate: {
      on: {
        'template.save': 'savingTemplate',
        'template.dismiss': 'editing',
      },
    },
    savingTemplate: {
      invoke: {
        id: 'saveTemplate',
        src: 'saveTemplate',
        input: ({ event }) => {
          assertEvent(event, 'template.save');
          return { name: event.name, content: event.content };
        },
        onDone: { target: 'editing', actions: { type: 'templateSaved', params: ({ event }) => ({ template: event.output }) } },
        // A name taken is said at the name: the dialog stays open.
        onError: { target: 'namingTemplate', actions: { type: 'templateFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitted: { type: 'final' },
  },
});
