import type { ChartShape } from '../pathModel';

/** The login chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const loginShape: ChartShape = {
  states: ['login.editing', 'login.loggedIn', 'login.requestingToken', 'login.startingSession'],
  transitions: [
    'login.editing --captcha.refresh--> (stay)',
    'login.editing --login.submit--> login.requestingToken',
    'login.requestingToken --xstate.done.actor.requestToken--> login.startingSession',
    'login.requestingToken --xstate.error.actor.requestToken--> login.editing',
    'login.startingSession --xstate.done.actor.startSession--> login.editing [{"type":"isRefused"}]',
    'login.startingSession --xstate.done.actor.startSession--> login.loggedIn',
    'login.startingSession --xstate.error.actor.startSession--> login.editing',
  ],
};
