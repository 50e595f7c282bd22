import type { ChartShape } from '../pathModel';

/** The shippingDownload chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const shippingDownloadShape: ChartShape = {
  states: ['shippingDownload.fetching', 'shippingDownload.idle'],
  transitions: [
    'shippingDownload.fetching --xstate.done.actor.fetchFile--> shippingDownload.idle',
    'shippingDownload.fetching --xstate.error.actor.fetchFile--> shippingDownload.idle',
    'shippingDownload.idle --download.start--> shippingDownload.fetching',
  ],
};
