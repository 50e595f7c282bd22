import { fromCallback, type EventObject } from 'xstate';
import type * as importsCalls from '../services/shipping/imports';
import type { ImportCheck } from '../domain/shipping/import/rows';
import type { BookingImportSaved, ContainerUploadSaved } from '../domain/shipping/import/types';
import type { ImportSavedAnswer, ImportUploadEvent } from './importUpload.machine';

/** A call that sends the file with progress. */
type SendFile<T> = (file: File, onProgress: (percent: number) => void) => Promise<T>;

/** The upload as a callback actor: progress and the outcome come back as events; a late answer after leaving is dropped. */
export function sendFileActor<T>(send: SendFile<T>, done: (answer: T) => ImportUploadEvent) {
  return fromCallback<EventObject, { file: File }>(({ input, sendBack }) => {
    let current = true;
    send(input.file, (percent) => current && sendBack({ type: 'import.progress', percent })).then(
      (answer) => current && sendBack(done(answer)),
      (error: unknown) => current && sendBack({ type: 'import.failed', error }),
    );
    return () => {
      current = false;
    };
  });
}

/** The chart's two actors over a check call and a save call. */
export function importUploadActors(validate: SendFile<ImportCheck>, save: SendFile<ImportSavedAnswer>) {
  return {
    validate: sendFileActor(validate, (check) => ({ type: 'import.checked', check })),
    save: sendFileActor(save, (saved) => ({ type: 'import.saved', saved })),
  };
}

type ImportCalls = Pick<typeof importsCalls, 'validateBookingFile' | 'saveBookingFile' | 'validateContainerFile' | 'saveContainerFile'>;

/** Booking import: the file checked, then its valid rows saved as Drafts. */
export function bookingImportActors(imports: Pick<ImportCalls, 'validateBookingFile' | 'saveBookingFile'>) {
  return importUploadActors(imports.validateBookingFile, (file, progress): Promise<BookingImportSaved> => imports.saveBookingFile(file, progress));
}

/** Container upload: the file checked against the booking, then saved to it. */
export function containerUploadActors(imports: Pick<ImportCalls, 'validateContainerFile' | 'saveContainerFile'>, bookingNo: string) {
  return importUploadActors(
    (file, progress) => imports.validateContainerFile(bookingNo, file, progress),
    (file, progress): Promise<ContainerUploadSaved> => imports.saveContainerFile(bookingNo, file, progress),
  );
}
