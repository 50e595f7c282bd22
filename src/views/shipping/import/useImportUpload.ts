import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ImportCheck } from '../../../domain/shipping/import/rows';
import type { importUploadActors } from '../../../machines/importUpload.actors';
import { importUploadMachine, type ImportSavedAnswer } from '../../../machines/importUpload.machine';
import {
  selectCanSave,
  selectCheck,
  selectError,
  selectFileName,
  selectPercent,
  selectPhase,
  selectSaved,
  type ImportPhase,
} from '../../../machines/importUpload.selectors';
import { ApiError } from '../../../domain/apiError';
import { importFileProblem, type ImportFileProblem } from './importFile';

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

/** The import flow of a screen: the upload statechart over its actors, and what the view reads of it. */
export function useImportUpload<Saved extends ImportSavedAnswer>(actors: ReturnType<typeof importUploadActors>): ImportUpload<Saved> {
  const actor = useActorRef(importUploadMachine.provide({ actors }));
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
