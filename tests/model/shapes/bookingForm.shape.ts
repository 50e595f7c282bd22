import type { ChartShape } from '../pathModel';

/** The bookingForm chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const bookingFormShape: ChartShape = {
  states: [
    'bookingForm.editing',
    'bookingForm.loadFailed',
    'bookingForm.loading',
    'bookingForm.namingTemplate',
    'bookingForm.notAmendable',
    'bookingForm.savingDraft',
    'bookingForm.savingTemplate',
    'bookingForm.submitted',
    'bookingForm.submitting',
  ],
  transitions: [
    'bookingForm.editing --booking.saveDraft--> bookingForm.savingDraft',
    'bookingForm.editing --booking.submit--> bookingForm.submitting',
    'bookingForm.editing --template.ask--> bookingForm.namingTemplate',
    'bookingForm.loadFailed --load.retry--> bookingForm.loading',
    'bookingForm.loading --xstate.done.actor.loadSource--> bookingForm.editing [isAmendable]',
    'bookingForm.loading --xstate.done.actor.loadSource--> bookingForm.notAmendable',
    'bookingForm.loading --xstate.error.actor.loadSource--> bookingForm.loadFailed',
    'bookingForm.namingTemplate --template.dismiss--> bookingForm.editing',
    'bookingForm.namingTemplate --template.save--> bookingForm.savingTemplate',
    'bookingForm.savingDraft --xstate.done.actor.saveDraft--> bookingForm.editing',
    'bookingForm.savingDraft --xstate.error.actor.saveDraft--> bookingForm.editing',
    'bookingForm.savingTemplate --xstate.done.actor.saveTemplate--> bookingForm.editing',
    'bookingForm.savingTemplate --xstate.error.actor.saveTemplate--> bookingForm.namingTemplate',
    'bookingForm.submitting --xstate.done.actor.submitBooking--> bookingForm.submitted',
    'bookingForm.submitting --xstate.error.actor.submitBooking--> bookingForm.editing',
  ],
};
