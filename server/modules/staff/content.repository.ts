import { and, count, desc, eq } from 'drizzle-orm';
import type { AnnouncementType } from '../../../src/domain/baseData';
import type { StaffAnnouncement } from '../../../src/domain/staff/content';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;

export function toStaffAnnouncement(row: AnnouncementRow): StaffAnnouncement {
  return {
    uuid: row.uuid,
    type: row.type,
    title: { zh: row.titleZh, ja: row.titleJa },
    body: { zh: row.bodyZh, ja: row.bodyJa },
    published: row.published,
    publishTime: row.publishTime.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The editor's reads and writes of announcements, drafts (unpublished) included. */
export function createContentRepository({ db }: { db: Db }) {
  return {
    async page(filter: { type?: AnnouncementType; published?: boolean }, offset: number, limit: number) {
      const where = and(
        filter.type ? eq(announcements.type, filter.type) : undefined,
        filter.published === undefined ? undefined : eq(announcements.published, filter.published),
      );
      const [rows, [counted]] = await Promise.all([
        db.select().from(announcements).where(where).orderBy(desc(announcements.updatedAt), desc(announcements.uuid)).limit(limit).offset(offset),
        db.select({ total: count() }).from(announcements).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(uuid: string): Promise<AnnouncementRow | undefined> {
      const [row] = await db.select().from(announcements).where(eq(announcements.uuid, uuid));
      return row;
    },

    async lock(uuid: string): Promise<AnnouncementRow | undefined> {
      const [row] = await db.select().from(announcements).where(eq(announcements.uuid, uuid)).for('update');
      return row;
    },

    async insert(values: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
      const [row] = await db.insert(announcements).values(values).returning();
      return row!;
    },

    async update(uuid: string, values: Partial<typeof announcements.$inferInsert>): Promise<AnnouncementRow> {
      const [row] = await db.update(announcements).set(values).where(eq(announcements.uuid, uuid)).returning();
      return row!;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
