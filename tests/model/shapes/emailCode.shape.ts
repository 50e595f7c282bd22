import type { ChartShape } from '../pathModel';

/** The emailCode chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const emailCodeShape: ChartShape = {
  states: ['emailCode.coolingDown', 'emailCode.ready', 'emailCode.sending'],
  transitions: [
    'emailCode.coolingDown --xstate.after.tick.emailCode.coolingDown--> emailCode.coolingDown [isCountingDown]',
    'emailCode.coolingDown --xstate.after.tick.emailCode.coolingDown--> emailCode.ready',
    'emailCode.ready --code.send--> emailCode.sending',
    'emailCode.sending --xstate.done.actor.sendCode--> emailCode.coolingDown',
    'emailCode.sending --xstate.error.actor.sendCode--> emailCode.ready',
  ],
};
