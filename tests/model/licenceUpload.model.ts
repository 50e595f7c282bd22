import { expect } from 'vitest';
import { fromCallback, type EventObject, type SnapshotFrom } from 'xstate';
import type { UploadedFile } from '../../src/domain/identityApi';
import { licenceUploadMachine } from '../../src/machines/licenceUpload.machine';
import type { PathModel } from './pathModel';

// The upload never answers on its own: the generated events stand for its progress and outcome.
const machine = licenceUploadMachine.provide({ actors: { upload: fromCallback<EventObject, { file: File }>(() => {}) } });

const FILE = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
const UPLOADED: UploadedFile = { fileId: 'f-1', name: 'licence.pdf', size: 8, mimeType: 'application/pdf' };

const OTHER = new File(['%PDF-1.4 other'], 'other.pdf', { type: 'application/pdf' });
const CHOOSE = (file: File) => ({ type: 'licence.choose', file }) as EventObject;
/** What an invoked actor was given (its snapshot keeps its input). */
const inputOf = (child: { getSnapshot: () => unknown } | undefined) => (child?.getSnapshot() as { input?: unknown } | undefined)?.input;

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
  invariants: {
    // Nothing chosen, nothing sent.
    'licenceUpload.empty': ({ context }) => expect(context).toEqual({ percent: 0, file: null, uploaded: null }),
    // The file being sent is the file chosen; none is uploaded yet and the bar is a whole percent.
    'licenceUpload.uploading': ({ context, children }) => {
      expect(context.file?.name).toBe('licence.pdf');
      expect((inputOf(children.upload) as { file?: File } | undefined)?.file).toBe(context.file);
      expect(context.uploaded).toBeNull();
      expect(context.percent).toBeGreaterThanOrEqual(0);
      expect(context.percent).toBeLessThanOrEqual(100);
    },
    // An uploaded licence names the server's file, and the bar is full.
    'licenceUpload.uploaded': ({ context }) => {
      expect(context.uploaded?.fileId).toBe('f-1');
      expect(context.percent).toBe(100);
    },
    // A failed upload has no file to register with.
    'licenceUpload.failed': ({ context }) => expect(context.uploaded).toBeNull(),
  },
  golden: [
    {
      name: 'a licence chosen and sent: the server’s file is named, the bar full',
      events: [CHOOSE(FILE), { type: 'licence.progress', percent: 60 } as EventObject, { type: 'licence.uploaded', file: UPLOADED } as EventObject],
      ends: { value: 'uploaded', context: { percent: 100, uploaded: { fileId: 'f-1' } } },
    },
    {
      name: 'an upload that failed: no file to register with',
      events: [CHOOSE(FILE), { type: 'licence.progress', percent: 60 } as EventObject, { type: 'licence.failed', error: { kind: 'network' } } as EventObject],
      ends: { value: 'failed', context: { uploaded: null } },
    },
    {
      name: 'another file chosen halfway: the upload starts over with it',
      events: [CHOOSE(FILE), { type: 'licence.progress', percent: 60 } as EventObject, CHOOSE(OTHER)],
      ends: { value: 'uploading', context: { percent: 0, file: { name: 'other.pdf' }, uploaded: null } },
    },
    {
      name: 'another file chosen after an upload: the first one is forgotten',
      events: [CHOOSE(FILE), { type: 'licence.uploaded', file: UPLOADED } as EventObject, CHOOSE(OTHER)],
      ends: { value: 'uploading', context: { percent: 0, file: { name: 'other.pdf' }, uploaded: null } },
    },
  ],
};
