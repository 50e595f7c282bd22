import { expect } from 'vitest';
import { fromCallback, type EventObject, type SnapshotFrom } from 'xstate';
import type { ImportCheck } from '../../src/domain/shipping/import/rows';
import { importUploadMachine } from '../../src/machines/importUpload.machine';
import type { PathModel } from './pathModel';

// The screen's calls never answer on their own: the generated events stand for their answers.
const silent = fromCallback<EventObject, { file: File }>(() => {});
const machine = importUploadMachine.provide({ actors: { validate: silent, save: silent } });

const FILE = new File(['xlsx'], 'bookings.xlsx');
const checkOf = (valid: number): ImportCheck => ({ rows: [], valid, refused: 2 });

/** Gestures in every state, and the calls' answers while one runs: a file with valid rows, one with none. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [{ type: 'import.choose', file: FILE } as EventObject, { type: 'import.save' }];
  if (snapshot.matches('uploading') || snapshot.matches('saving'))
    events.push({ type: 'import.progress', percent: 40 } as EventObject, { type: 'import.failed', error: 'offline' } as EventObject);
  if (snapshot.matches('uploading') && snapshot.context.percent === 40)
    events.push({ type: 'import.checked', check: checkOf(3) } as EventObject, { type: 'import.checked', check: checkOf(0) } as EventObject);
  if (snapshot.matches('saving')) events.push({ type: 'import.saved', saved: { check: checkOf(3) } } as EventObject);
  return events;
}

const choose = { type: 'import.choose', file: FILE } as EventObject;
const progress = (percent: number) => ({ type: 'import.progress', percent }) as EventObject;
const checked = (valid: number) => ({ type: 'import.checked', check: checkOf(valid) }) as EventObject;
const failed = { type: 'import.failed', error: 'offline' } as EventObject;
const between0and100 = (percent: number) => {
  expect(percent).toBeGreaterThanOrEqual(0);
  expect(percent).toBeLessThanOrEqual(100);
};

export const importUploadModel: PathModel<typeof machine> = {
  name: 'importUpload',
  machine,
  walks: [{ name: 'a bookings workbook', events: eventsIn }],
  invariants: {
    // Nothing chosen yet: nothing to show.
    'importUpload.idle': ({ context }) => expect(context).toEqual({ file: null, percent: 0, check: null, saved: null, error: null }),
    // A file is being checked: nothing of an earlier one is shown.
    'importUpload.uploading': ({ context }) => {
      expect(context.file).not.toBeNull();
      expect([context.check, context.saved, context.error]).toEqual([null, null, null]);
      between0and100(context.percent);
    },
    // Checked: the whole file was sent, its rows are shown, nothing saved yet.
    'importUpload.validated': ({ context }) => {
      expect(context.percent).toBe(100);
      expect(context.check).not.toBeNull();
      expect([context.saved, context.error]).toEqual([null, null]);
    },
    // Only a file with valid rows is saved, and it is the file checked.
    'importUpload.saving': ({ context }) => {
      expect(context.file).not.toBeNull();
      expect(context.check?.valid).toBeGreaterThan(0);
      expect(context.saved).toBeNull();
      between0and100(context.percent);
    },
    // Saved: the rows shown are the ones the save checked.
    'importUpload.saved': ({ context }) => {
      expect(context.percent).toBe(100);
      expect(context.saved).not.toBeNull();
      expect(context.check).toBe(context.saved?.check);
    },
    // Failed: the error is kept to be shown.
    'importUpload.failed': ({ context }) => {
      expect(context.error).not.toBeNull();
      expect(context.saved).toBeNull();
    },
  },
  golden: [
    {
      name: 'a file checked with valid rows, then saved: the saved answer and its rows are shown',
      events: [choose, progress(40), checked(3), { type: 'import.save' }, progress(60), { type: 'import.saved', saved: { check: checkOf(3) } } as EventObject],
      ends: { value: 'saved', context: { percent: 100, error: null, check: { valid: 3, refused: 2 }, saved: { check: { valid: 3, refused: 2 } } } },
    },
    {
      name: 'a file without a valid row cannot be saved',
      events: [choose, progress(40), checked(0), { type: 'import.save' }],
      ends: { value: 'validated', context: { percent: 100, check: { valid: 0, refused: 2 }, saved: null } },
    },
    {
      name: 'a save that failed keeps the error and the rows checked',
      events: [choose, checked(3), { type: 'import.save' }, failed],
      ends: { value: 'failed', context: { error: 'offline', percent: 0, check: { valid: 3, refused: 2 }, saved: null } },
    },
    {
      name: 'a file chosen again after a failure starts over with nothing of the last one',
      events: [choose, progress(40), failed, choose],
      ends: { value: 'uploading', context: { percent: 0, error: null, check: null, saved: null, file: FILE } },
    },
  ],
};
