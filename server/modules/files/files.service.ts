import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadedFile } from '../../../src/domain/identityApi';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileStore } from '../../lib/files/fileStore';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../../src/domain/ids';
import { rateKey, type RateLimiter } from '../../lib/rateLimit';
import { fileTypeRefused, licenseFileUnusable } from './files.errors';
import type { FilesRepository } from './files.repository';

const BUSINESS_LICENSE = 'business-license';

/** Types accepted for a business licence, as found in the content (never from the name). */
const LICENSE_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Uploads happen before login (during registration), so they are counted per client address. */
export const UPLOADS_PER_IP = { limit: 20, windowSeconds: 600 };

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => FilesRepository;
  store: FileStore;
  limiter: RateLimiter;
  clock: Clock;
  uploadsPerIp?: number;
}

// eslint-disable-next-line no-control-regex -- control characters are what this strips
const UNSAFE_IN_NAME = /[\x00-\x1f\x7f"]/g;

/** Keeps a name for display and download, without paths or control characters. */
function displayName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(UNSAFE_IN_NAME, '').trim().slice(0, 120);
  return base || `business-license.${extension}`;
}

export function createFilesService({ db, repositoryFor, store, limiter, clock, uploadsPerIp = UPLOADS_PER_IP.limit }: Deps) {
  const repository = repositoryFor(db);
  const perIpRule = { ...UPLOADS_PER_IP, limit: uploadsPerIp };
  return {
    /** uploadBusinessLicense: a PDF, JPEG or PNG by content; kept unattached until a registration uses it. */
    async uploadBusinessLicense({ name, data, ip }: { name: string; data: Buffer; ip: string }): Promise<UploadedFile> {
      await limiter.enforce(rateKey('upload-ip', ip), perIpRule);
      const type = await fileTypeFromBuffer(data);
      const extension = type && LICENSE_TYPES[type.mime];
      if (!type || !extension) throw fileTypeRefused();

      const id = randomUUID();
      const storageKey = `${BUSINESS_LICENSE}/${id}.${extension}`;
      const file = {
        id,
        purpose: BUSINESS_LICENSE,
        originalName: displayName(name, extension),
        mimeType: type.mime,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        storageKey,
        createdAt: clock(),
      };
      await store.put(storageKey, data);
      try {
        await repository.insert(file);
      } catch (error) {
        await store.remove(storageKey);
        throw error;
      }
      return { fileId: id, name: file.originalName, size: file.size, mimeType: file.mimeType };
    },

    /** Gives the registration's first user the uploaded licence, in the registration's transaction. */
    async attachBusinessLicense(tx: Db, fileId: string, ownerUserId: string): Promise<void> {
      const attached = isUuid(fileId) && (await repositoryFor(tx).attach(fileId, BUSINESS_LICENSE, ownerUserId));
      if (!attached) throw licenseFileUnusable();
    },

    /** Whether the id names an uploaded licence that no registration has used yet. */
    async isUnattachedLicense(fileId: string): Promise<boolean> {
      if (!isUuid(fileId)) return false;
      const file = await repository.findById(fileId);
      return Boolean(file && file.purpose === BUSINESS_LICENSE && !file.ownerUserId);
    },

    /** A stored file's bytes and what to call them. */
    async open(fileId: string): Promise<{ stream: Readable; name: string; mimeType: string; size: number }> {
      const file = isUuid(fileId) ? await repository.findById(fileId) : undefined;
      if (!file) throw notFound();
      return { stream: await store.open(file.storageKey), name: file.originalName, mimeType: file.mimeType, size: file.size };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
