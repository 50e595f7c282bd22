import type { ChartShape } from '../pathModel';

/** The licenceUpload chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const licenceUploadShape: ChartShape = {
  states: ['licenceUpload.empty', 'licenceUpload.failed', 'licenceUpload.uploaded', 'licenceUpload.uploading'],
  transitions: [
    'licenceUpload --licence.choose--> licenceUpload.uploading',
    'licenceUpload.uploading --licence.failed--> licenceUpload.failed',
    'licenceUpload.uploading --licence.progress--> (stay)',
    'licenceUpload.uploading --licence.uploaded--> licenceUpload.uploaded',
  ],
};
