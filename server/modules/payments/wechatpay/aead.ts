import { createDecipheriv, type KeyObject } from 'node:crypto';

/** A notification's encrypted resource (AEAD_AES_256_GCM with the APIv3 key). */
export interface EncryptedResource {
  algorithm: string;
  /** Base64 of the ciphertext followed by the 16-byte authentication tag */
  ciphertext: string;
  associated_data?: string;
  /** 12 characters, used as they are (UTF-8) for the GCM IV */
  nonce: string;
  original_type?: string;
}

const TAG_BYTES = 16;

/** The plaintext of `resource`; throws when the key, nonce, associated data or tag do not fit (a forged or damaged resource). */
export function decryptResource(apiV3Key: KeyObject | Buffer, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported resource algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= TAG_BYTES) throw new Error('resource ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}
