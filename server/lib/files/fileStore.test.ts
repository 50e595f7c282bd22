import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderFileStore, InvalidFileKeyError } from './fileStore';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the folder file store', () => {
  it('keeps, opens and removes files by key', async () => {
    const store = createFolderFileStore(dir);
    await store.put('business-license/0b5e-4c1a.pdf', Buffer.from('%PDF-1.4 hello'));
    expect(await readFile(path.join(dir, 'business-license', '0b5e-4c1a.pdf'), 'utf8')).toBe('%PDF-1.4 hello');
    expect(await text(await store.open('business-license/0b5e-4c1a.pdf'))).toBe('%PDF-1.4 hello');
    await store.remove('business-license/0b5e-4c1a.pdf');
    await expect(store.open('business-license/0b5e-4c1a.pdf')).rejects.toThrow();
  });

  it.each(['../outside.pdf', 'a/../../b.pdf', '/etc/passwd', 'noext', 'A/B.PDF', ''])('refuses the key %j', async (key) => {
    const store = createFolderFileStore(dir);
    await expect(store.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidFileKeyError);
  });
});
