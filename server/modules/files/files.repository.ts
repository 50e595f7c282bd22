import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

export interface StoredFile {
  id: string;
  purpose: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
  storageKey: string;
  ownerUserId: string | null;
  createdAt: Date;
}

/** Records of stored files, over the database or a transaction of it. */
export function createFilesRepository({ db }: { db: Db }) {
  return {
    async insert(file: Omit<StoredFile, 'ownerUserId'>): Promise<void> {
      await db.insert(storedFiles).values(file);
    },

    async findById(id: string): Promise<StoredFile | undefined> {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
      return row;
    },

    /** Gives an unattached file of `purpose` its owner; false when there is none (unknown, other purpose, or taken). */
    async attach(id: string, purpose: string, ownerUserId: string): Promise<boolean> {
      const rows = await db
        .update(storedFiles)
        .set({ ownerUserId })
        .where(and(eq(storedFiles.id, id), eq(storedFiles.purpose, purpose), isNull(storedFiles.ownerUserId)))
        .returning({ id: storedFiles.id });
      return rows.length === 1;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
