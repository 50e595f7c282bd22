import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live, by a key the caller chooses (their record in
 * stored_files says what they are). A folder by default; an object store would
 * be another implementation of the same three calls.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** the bytes as a stream; rejects when there is no such file */
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

// Keys are made by the server (`area/uuid.ext`); anything else could reach outside the folder.
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]{1,8}$/;

export class InvalidFileKeyError extends Error {
  override name = 'InvalidFileKeyError';
}

export function createFolderFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new InvalidFileKeyError(`Not a file key: ${JSON.stringify(key)}`);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written whole under another name first: a reader never sees half a file.
      await writeFile(`${file}.part`, data);
      await rename(`${file}.part`, file);
    },
    async open(key) {
      const file = pathOf(key);
      await stat(file);
      return createReadStream(file);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
