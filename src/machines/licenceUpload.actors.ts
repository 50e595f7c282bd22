import type * as accountCalls from '../services/account';
import { uploadActor } from './licenceUpload.machine';

/** The licence chart's upload, over the account call that reports its progress. */
export function licenceUploadActors(calls: Pick<typeof accountCalls, 'uploadBusinessLicense'>) {
  return { upload: uploadActor((file, onProgress) => calls.uploadBusinessLicense(file, onProgress)) };
}
