import { assertEvent, assign, fromCallback, setup, type EventObject } from 'xstate';
import type { ImportCheck } from '../domain/shipping/import/rows';

/** What saving answers: the check it was saved after, and what was written (created bookings, containers). */
export interface ImportSavedAnswer {
  check: ImportCheck;
}

export interface ImportUploadContext {
  /** the file chosen last: validated, then sent again to be saved */
  file: File | null;
  /** whole percent of the file sent so far */
  percent: number;
  check: ImportCheck | null;
  saved: ImportSavedAnswer | null;
  error: unknown;
}

export type ImportUploadEvent =
  /** a file the screen has already checked (name and size) */
  | { type: 'import.choose'; file: File }
  | { type: 'import.progress'; percent: number }
  | { type: 'import.checked'; check: ImportCheck }
  | { type: 'import.save' }
  | { type: 'import.saved'; saved: ImportSavedAnswer }
  | { type: 'import.failed'; error: unknown };

/** Where the screen provides its calls (importUpload.actors.ts): progress and the outcome come back as events. */
const notProvided = fromCallback<EventObject, { file: File }>(() => {
  throw new Error('provided by the screen');
});

/**
 * A spreadsheet import (booking import, container upload): the chosen file is sent to be
 * checked (every row with its reasons, nothing saved); when some rows are valid the user saves
 * them, which sends the same file again to be checked and saved in one go. The calls are
 * provided by the screen.
 */
export const importUploadMachine = setup({
  types: {
    context: {} as ImportUploadContext,
    events: {} as ImportUploadEvent,
  },
  actors: {
    validate: notProvided,
    save: notProvided,
  },
  actions: {
    /** a new file starts over: nothing of the last one is kept */
    chooseFile: assign(({ event }) => {
      assertEvent(event, 'import.choose');
      return { file: event.file, percent: 0, check: null, saved: null, error: null };
    }),
  },
  guards: {
    hasValidRows: ({ context }) => (context.check?.valid ?? 0) > 0,
  },
}).createMachine({
  id: 'importUpload',
  context: { file: null, percent: 0, check: null, saved: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'import.choose': { target: 'uploading', actions: 'chooseFile' } },
    },
    uploading: {
      invoke: { id: 'validate', src: 'validate', input: ({ context }) => ({ file: context.file! }) },
      on: {
        'import.progress': { actions: assign({ percent: ({ event }) => event.percent }) },
        'import.checked': { target: 'validated', actions: assign({ percent: 100, check: ({ event }) => event.check }) },
        'import.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    validated: {
      on: {
        'import.choose': { target: 'uploading', actions: 'chooseFile' },
        'import.save': { guard: 'hasValidRows', target: 'saving', actions: assign({ percent: 0 }) },
      },
    },
    saving: {
      invoke: { id: 'save', src: 'save', input: ({ context }) => ({ file: context.file! }) },
      on: {
        'import.progress': { actions: assign({ percent: ({ event }) => event.percent }) },
        'import.saved': { target: 'saved', actions: assign({ percent: 100, saved: ({ event }) => event.saved, check: ({ event }) => event.saved.check }) },
        'import.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    saved: {
      on: { 'import.choose': { target: 'uploading', actions: 'chooseFile' } },
    },
    failed: {
      on: { 'import.choose': { target: 'uploading', actions: 'chooseFile' } },
    },
  },
});
