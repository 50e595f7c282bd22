import type { SnapshotFrom } from 'xstate';
import type { licenceUploadMachine } from './licenceUpload.machine';

type UploadSnapshot = SnapshotFrom<typeof licenceUploadMachine>;
export const selectPercent = (snapshot: UploadSnapshot) => snapshot.context.percent;
export const selectFileName = (snapshot: UploadSnapshot) => snapshot.context.file?.name ?? '';
export const selectPhase = (snapshot: UploadSnapshot) => snapshot.value as 'empty' | 'uploading' | 'uploaded' | 'failed';
