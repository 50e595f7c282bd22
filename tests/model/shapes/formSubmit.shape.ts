import type { ChartShape } from '../pathModel';

/** The formSubmit chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const formSubmitShape: ChartShape = {
  states: ['formSubmit.editing', 'formSubmit.submitted', 'formSubmit.submitting'],
  transitions: [
    'formSubmit.editing --form.submit--> formSubmit.submitting',
    'formSubmit.submitted --form.edit--> formSubmit.editing',
    'formSubmit.submitting --xstate.done.actor.submit--> formSubmit.submitted',
    'formSubmit.submitting --xstate.error.actor.submit--> formSubmit.editing',
  ],
};
