import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { UploadedFile } from '../domain/identityApi';

export interface LicenceUploadContext {
  /** whole percent of the file sent so far */
  percent: number;
  /** the file chosen last */
  file: File | null;
  uploaded: UploadedFile | null;
}

export type LicenceUploadEvent =
  /** a file the screen has already checked (type and size) */
  | { type: 'licence.choose'; file: File }
  | { type: 'licence.progress'; percent: number }
  | { type: 'licence.uploaded'; file: UploadedFile }
  | { type: 'licence.failed'; error: unknown };

/** The upload as a callback actor: it reports progress and the outcome as events. */
export type UploadLicence = (file: File, onProgress: (percent: number) => void) => Promise<UploadedFile>;

export function uploadActor(upload: UploadLicence) {
  return fromCallback<EventObject, { file: File }>(({ input, sendBack }) => {
    let current = true;
    upload(input.file, (percent) => current && sendBack({ type: 'licence.progress', percent })).then(
      (file) => current && sendBack({ type: 'licence.uploaded', file }),
      (error: unknown) => current && sendBack({ type: 'licence.failed', error }),
    );
    // A new choice replaces this upload: its late answers are dropped.
    return () => {
      current = false;
    };
  });
}

/**
 * The business licence of an enterprise registration: uploaded as soon as it is chosen,
 * with a real progress bar; registering then names the uploaded file's id. The upload
 * and the hand-over of the id to the form are provided by the screen.
 */
export const licenceUploadMachine = setup({
  types: {
    context: {} as LicenceUploadContext,
    events: {} as LicenceUploadEvent,
  },
  actors: {
    upload: uploadActor(() => Promise.reject(new Error('upload is provided by the screen'))),
  },
  actions: {
    /** the form's licence field: the uploaded file's id, or empty while none is */
    setLicenceId: (_, _params: { fileId: string }) => {},
    failed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'licenceUpload',
  context: { percent: 0, file: null, uploaded: null },
  initial: 'empty',
  on: {
    'licence.choose': {
      target: '.uploading',
      actions: assign({ percent: 0, file: ({ event }) => event.file, uploaded: null }),
    },
  },
  states: {
    empty: {},
    uploading: {
      // A second choice while uploading starts over with the new file.
      entry: { type: 'setLicenceId', params: { fileId: '' } },
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file! }),
      },
      on: {
        'licence.progress': { actions: assign({ percent: ({ event }) => event.percent }) },
        'licence.uploaded': {
          target: 'uploaded',
          actions: [
            assign({ percent: 100, uploaded: ({ event }) => event.file }),
            { type: 'setLicenceId', params: ({ event }) => ({ fileId: event.file.fileId }) },
          ],
        },
        'licence.failed': { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploaded: {},
    failed: {},
  },
});
