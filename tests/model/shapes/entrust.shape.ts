import type { ChartShape } from '../pathModel';

/** The entrust chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const entrustShape: ChartShape = {
  states: [
    'entrust.bookingFailed',
    'entrust.done',
    'entrust.form',
    'entrust.loadingBooking',
    'entrust.loadingOptions',
    'entrust.optionsFailed',
    'entrust.submitting',
  ],
  transitions: [
    'entrust.bookingFailed --booking.choose--> entrust.loadingBooking',
    'entrust.bookingFailed --booking.retry--> entrust.loadingBooking',
    'entrust.done --form.again--> entrust.form',
    'entrust.form --booking.choose--> entrust.loadingBooking',
    'entrust.form --form.submit--> entrust.submitting',
    'entrust.loadingBooking --booking.choose--> entrust.loadingBooking',
    'entrust.loadingBooking --xstate.done.actor.loadBooking--> entrust.form',
    'entrust.loadingBooking --xstate.error.actor.loadBooking--> entrust.bookingFailed',
    'entrust.loadingOptions --xstate.done.actor.loadOptions--> entrust.form',
    'entrust.loadingOptions --xstate.done.actor.loadOptions--> entrust.loadingBooking [hasBookingNo]',
    'entrust.loadingOptions --xstate.error.actor.loadOptions--> entrust.optionsFailed',
    'entrust.optionsFailed --options.retry--> entrust.loadingOptions',
    'entrust.submitting --xstate.done.actor.submit--> entrust.done',
    'entrust.submitting --xstate.error.actor.submit--> entrust.form',
  ],
};
