import { IMPORT_LIMITS } from '../../../domain/shipping/importPaths';

export const IMPORT_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ImportFileProblem = 'import.fileType' | 'import.fileEmpty' | 'import.fileTooLarge';

/** What is wrong with a chosen file before it is sent, by its name and size; the server judges the content. */
export function importFileProblem(file: File): ImportFileProblem | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'import.fileType';
  if (file.size === 0) return 'import.fileEmpty';
  if (file.size > IMPORT_LIMITS.maxBytes) return 'import.fileTooLarge';
  return null;
}

/** Saves a file the browser holds as a Blob under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
