import type { ChartShape } from '../pathModel';

/** The language chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const languageShape: ChartShape = {
  states: ['language.failed', 'language.loading', 'language.ready', 'language.switching'],
  transitions: [
    'language.failed --language.retry--> language.loading',
    'language.loading --xstate.done.actor.loadCatalogue--> language.ready',
    'language.loading --xstate.error.actor.loadCatalogue--> language.failed',
    'language.ready --language.switch--> language.switching [isAnotherLanguage]',
    'language.switching --language.switch--> language.ready [isCurrentLanguage]',
    'language.switching --xstate.done.actor.loadCatalogue--> language.ready',
    'language.switching --xstate.error.actor.loadCatalogue--> language.ready',
  ],
};
