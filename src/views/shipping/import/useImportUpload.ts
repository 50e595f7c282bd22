import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ImportCheck } from '../../../domain/shipping/import/rows';
import { importUploadMachine, sendFileActor, type ImportSavedAnswer, type SendFile } from '../../../machines/importUpload.machine';
import { ApiError } from '../../../services/http';
import { importFileProblem, type ImportFileProblem } from './importFile';

type Snapshot = SnapshotFrom<typeof importUploadMachine>;
export type ImportPhase = 'idle' | 'uploading' | 'validated' | 'saving' | 'saved' | 'failed';

const selectPhase = (s: Snapshot) => s.value as ImportPhase;
const selectPercent = (s: Snapshot) => s.context.percent;
const selectFileName = (s: Snapshot) => s.context.file?.name ?? '';
const selectCheck = (s: Snapshot) => s.context.check;
const selectSaved = (s: Snapshot) => s.context.saved;
const selectError = (s: Snapshot) => s.context.error;
const selectCanSave = (s: Snapshot) => s.can({ type: 'import.save' });

export interface ImportUpload<Saved extends ImportSavedAnswer> {
  phase: ImportPhase;
  percent: number;
  fileName: string;
  check: ImportCheck | null;
  saved: Saved | null;
  /** why the file was refused: a message key of the screen's own check, or the server's words */
  fileError: { id: ImportFileProblem } | { text: string } | null;
  canSave: boolean;
  choose(file: File): void;
  save(): void;
}

/** The import flow of a screen: its two calls given to the upload statechart, and what the view reads of it. */
export function useImportUpload<Saved extends ImportSavedAnswer>(validate: SendFile<ImportCheck>, save: SendFile<Saved>): ImportUpload<Saved> {
  const actor = useActorRef(
    importUploadMachine.provide({
      actors: {
        validate: sendFileActor(validate, (check) => ({ type: 'import.checked', check })),
        save: sendFileActor<ImportSavedAnswer>(save, (saved) => ({ type: 'import.saved', saved })),
      },
    }),
  );
  const [problem, setProblem] = useState<ImportFileProblem | null>(null);
  const error = useSelector(actor, selectError);
  const phase = useSelector(actor, selectPhase);
  // The server names the file when it cannot read it; other failures were already told by the HTTP client.
  const serverText = phase === 'failed' && error instanceof ApiError ? (error.fields?.file ?? error.message) : null;
  return {
    phase,
    percent: useSelector(actor, selectPercent),
    fileName: useSelector(actor, selectFileName),
    check: useSelector(actor, selectCheck),
    saved: useSelector(actor, selectSaved) as Saved | null,
    fileError: problem ? { id: problem } : serverText ? { text: serverText } : null,
    canSave: useSelector(actor, selectCanSave),
    choose(file) {
      const found = importFileProblem(file);
      setProblem(found);
      if (!found) actor.send({ type: 'import.choose', file });
    },
    save: () => actor.send({ type: 'import.save' }),
  };
}
