import type { SnapshotFrom } from 'xstate';
import type { importUploadMachine } from './importUpload.machine';

type Snapshot = SnapshotFrom<typeof importUploadMachine>;
export type ImportPhase = 'idle' | 'uploading' | 'validated' | 'saving' | 'saved' | 'failed';

export const selectPhase = (s: Snapshot) => s.value as ImportPhase;
export const selectPercent = (s: Snapshot) => s.context.percent;
export const selectFileName = (s: Snapshot) => s.context.file?.name ?? '';
export const selectCheck = (s: Snapshot) => s.context.check;
export const selectSaved = (s: Snapshot) => s.context.saved;
export const selectError = (s: Snapshot) => s.context.error;
export const selectCanSave = (s: Snapshot) => s.can({ type: 'import.save' });
