import { fromCallback, type EventObject, type SnapshotFrom } from 'xstate';
import type { ImportCheck } from '../../domain/shipping/import/rows';
import { importUploadMachine } from '../importUpload.machine';
import type { PathModel } from './pathModel';

// The screen's calls never answer on their own: the generated events stand for their answers.
const silent = fromCallback<EventObject, { file: File }>(() => {});
const machine = importUploadMachine.provide({ actors: { validate: silent, save: silent } });

const FILE = new File(['xlsx'], 'bookings.xlsx');
const checkOf = (valid: number): ImportCheck => ({ rows: [], valid, refused: 2 });

/** Gestures in every state, and the calls' answers while one runs: a file with valid rows, one with none. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [{ type: 'import.choose', file: FILE } as EventObject, { type: 'import.save' }];
  if (snapshot.matches('uploading') || snapshot.matches('saving')) events.push({ type: 'import.progress', percent: 40 } as EventObject, { type: 'import.failed', error: 'offline' } as EventObject);
  if (snapshot.matches('uploading') && snapshot.context.percent === 40) events.push({ type: 'import.checked', check: checkOf(3) } as EventObject, { type: 'import.checked', check: checkOf(0) } as EventObject);
  if (snapshot.matches('saving')) events.push({ type: 'import.saved', saved: { check: checkOf(3) } } as EventObject);
  return events;
}

export const importUploadModel: PathModel<typeof machine> = {
  name: 'importUpload',
  machine,
  walks: [{ name: 'a bookings workbook', events: eventsIn }],
};
