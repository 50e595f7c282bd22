import { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES } from '../../../domain/shipping/documents';

/** What is wrong with a chosen file before it is sent, by its name and size; the server judges the content. */
export function documentFileProblem(file: File): 'documentFileType' | 'documents.fileTooLarge' | 'documents.fileEmpty' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!DOCUMENT_ACCEPT.split(',').includes(`.${extension}`)) return 'documentFileType';
  if (file.size === 0) return 'documents.fileEmpty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'documents.fileTooLarge';
  return null;
}

/** A size as people read it: 512 B, 12.3 KB, 4.5 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
