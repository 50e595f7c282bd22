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
