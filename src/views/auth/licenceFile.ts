import type { MessageId } from '../../i18n/catalogues';

/** What the server takes as a business licence (it checks the content too). */
export const LICENCE_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
export const LICENCE_MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** Why a chosen file cannot be the licence, or null when it may be uploaded. */
export function licenceFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): MessageId | null {
  // Some systems give no type for a file: the extension decides then.
  const typed = file.type ? TYPES.includes(file.type) : EXTENSIONS.test(file.name);
  if (!typed) return 'register.licenseType';
  if (file.size > LICENCE_MAX_BYTES || file.size === 0) return 'register.licenseSize';
  return null;
}
