import type { ChartShape } from '../pathModel';

/** The importUpload chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const importUploadShape: ChartShape = {
  states: ['importUpload.failed', 'importUpload.idle', 'importUpload.saved', 'importUpload.saving', 'importUpload.uploading', 'importUpload.validated'],
  transitions: [
    'importUpload.failed --import.choose--> importUpload.uploading',
    'importUpload.idle --import.choose--> importUpload.uploading',
    'importUpload.saved --import.choose--> importUpload.uploading',
    'importUpload.saving --import.failed--> importUpload.failed',
    'importUpload.saving --import.progress--> (stay)',
    'importUpload.saving --import.saved--> importUpload.saved',
    'importUpload.uploading --import.checked--> importUpload.validated',
    'importUpload.uploading --import.failed--> importUpload.failed',
    'importUpload.uploading --import.progress--> (stay)',
    'importUpload.validated --import.choose--> importUpload.uploading',
    'importUpload.validated --import.save--> importUpload.saving [hasValidRows]',
  ],
};
