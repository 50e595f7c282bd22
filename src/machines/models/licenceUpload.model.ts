import { fromCallback, type EventObject, type SnapshotFrom } from 'xstate';
import type { UploadedFile } from '../../domain/identityApi';
import { licenceUploadMachine } from '../licenceUpload.machine';
import type { PathModel } from './pathModel';

// The upload never answers on its own: the generated events stand for its progress and outcome.
const machine = licenceUploadMachine.provide({ actors: { upload: fromCallback<EventObject, { file: File }>(() => {}) } });

const FILE = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
const UPLOADED: UploadedFile = { fileId: 'f-1', name: 'licence.pdf', size: 8, mimeType: 'application/pdf' };

/** A choice at any time; progress once, then the outcome, while uploading. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [{ type: 'licence.choose', file: FILE } as EventObject];
  if (snapshot.matches('uploading')) {
    if (snapshot.context.percent === 0) events.push({ type: 'licence.progress', percent: 60 } as EventObject);
    events.push({ type: 'licence.uploaded', file: UPLOADED } as EventObject, { type: 'licence.failed', error: { kind: 'network' } } as EventObject);
  }
  return events;
}

export const licenceUploadModel: PathModel<typeof machine> = {
  name: 'licenceUpload',
  machine,
  walks: [{ name: 'an enterprise registration’s licence', events: eventsIn }],
};
