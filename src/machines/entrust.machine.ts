import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LoadingAddress } from '../domain/shipping/loadingAddresses';
import type { RailCommission, RailCommissionForm } from '../domain/shipping/railCommissions';
import type { BookingSummary, BookingView } from '../domain/shipping/types';

export interface EntrustOptions {
  /** the enterprise's bookings a commission may be attached to (Submitted or Confirmed), newest first */
  bookings: BookingSummary[];
  addresses: LoadingAddress[];
}

export interface EntrustContext extends EntrustOptions {
  /** the chosen booking's number; null until one is chosen */
  bookingNo: string | null;
  /** the chosen booking as loaded: its containers bound the commission's */
  booking: BookingView | null;
  /** the commission just placed */
  created: RailCommission | null;
}

export type EntrustEvent =
  | { type: 'options.retry' }
  | { type: 'booking.choose'; bookingNo: string }
  | { type: 'booking.retry' }
  /** values railCommissionFormSchema has already validated */
  | { type: 'form.submit'; values: RailCommissionForm }
  /** another commission, after one was placed */
  | { type: 'form.again' };

/**
 * The rail commission form (/entrust): the enterprise's bookings and loading addresses to choose
 * from (`?bookingNo=` preselects one), the chosen booking loaded for its containers, one
 * submission at a time, then the commission placed. The calls and messages are the screen's.
 */
export const entrustMachine = setup({
  types: {
    context: {} as EntrustContext,
    events: {} as EntrustEvent,
    input: {} as { bookingNo?: string },
  },
  actors: {
    loadOptions: fromPromise<EntrustOptions>(async () => {
      throw new Error('loadOptions is provided by the screen');
    }),
    loadBooking: fromPromise<BookingView, { bookingNo: string }>(async () => {
      throw new Error('loadBooking is provided by the screen');
    }),
    submit: fromPromise<RailCommission, { values: RailCommissionForm }>(async () => {
      throw new Error('submit is provided by the screen');
    }),
  },
  guards: {
    hasBookingNo: ({ context }) => Boolean(context.bookingNo),
  },
  actions: {
    submitted: (_, _params: { commission: RailCommission }) => {},
    failed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'entrust',
  context: ({ input }) => ({ bookings: [], addresses: [], bookingNo: input.bookingNo?.trim().toUpperCase() || null, booking: null, created: null }),
  initial: 'loadingOptions',
  states: {
    loadingOptions: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: [
          { guard: 'hasBookingNo', target: 'loadingBooking', actions: assign(({ event }) => event.output) },
          { target: 'form', actions: assign(({ event }) => event.output) },
        ],
        onError: 'optionsFailed',
      },
    },
    optionsFailed: {
      on: { 'options.retry': 'loadingOptions' },
    },
    loadingBooking: {
      invoke: {
        id: 'loadBooking',
        src: 'loadBooking',
        input: ({ context }) => ({ bookingNo: context.bookingNo ?? '' }),
        onDone: { target: 'form', actions: assign({ booking: ({ event }) => event.output }) },
        onError: { target: 'bookingFailed', actions: assign({ booking: null }) },
      },
      on: { 'booking.choose': { target: 'loadingBooking', reenter: true, actions: assign({ bookingNo: ({ event }) => event.bookingNo, booking: null }) } },
    },
    bookingFailed: {
      on: {
        'booking.retry': 'loadingBooking',
        'booking.choose': { target: 'loadingBooking', actions: assign({ bookingNo: ({ event }) => event.bookingNo }) },
      },
    },
    form: {
      on: {
        'booking.choose': { target: 'loadingBooking', actions: assign({ bookingNo: ({ event }) => event.bookingNo, booking: null }) },
        'form.submit': 'submitting',
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => {
          assertEvent(event, 'form.submit');
          return { values: event.values };
        },
        onDone: {
          target: 'done',
          actions: [assign({ created: ({ event }) => event.output }), { type: 'submitted', params: ({ event }) => ({ commission: event.output }) }],
        },
        onError: { target: 'form', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      on: { 'form.again': { target: 'form', actions: assign({ created: null }) } },
    },
  },
});
