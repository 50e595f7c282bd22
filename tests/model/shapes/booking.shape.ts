import type { ChartShape } from '../pathModel';

/** The booking chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const bookingShape: ChartShape = {
  states: [
    'booking.Canceled',
    'booking.Confirmed',
    'booking.Confirmed.blIssued',
    'booking.Confirmed.blPending',
    'booking.Confirmed.telexReleased',
    'booking.Draft',
    'booking.Shutout',
    'booking.Submitted',
  ],
  transitions: [
    'booking.Confirmed.blIssued --booking.telexRelease--> booking.Confirmed.telexReleased',
    'booking.Confirmed.blPending --booking.cancelOnRequest--> booking.Canceled',
    'booking.Confirmed.blPending --booking.issueBl--> booking.Confirmed.blIssued',
    'booking.Draft --booking.cancel--> booking.Canceled',
    'booking.Draft --booking.saveDraft--> (stay)',
    'booking.Draft --booking.submit--> booking.Submitted',
    'booking.Submitted --booking.cancel--> booking.Canceled',
    'booking.Submitted --booking.confirm--> booking.Confirmed',
    'booking.Submitted --booking.shutout--> booking.Shutout',
  ],
};
