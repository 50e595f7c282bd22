import { and, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { Announcement, AnnouncementSummary, AnnouncementType } from '../../../src/domain/baseData';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema';

const summaryColumns = {
  uuid: announcements.uuid,
  type: announcements.type,
  titleZh: announcements.titleZh,
  titleJa: announcements.titleJa,
  publishTime: announcements.publishTime,
};

type SummaryRow = { uuid: string; type: AnnouncementType; titleZh: string; titleJa: string; publishTime: Date };

function toSummary(row: SummaryRow): AnnouncementSummary {
  return { uuid: row.uuid, type: row.type, title: { zh: row.titleZh, ja: row.titleJa }, publishTime: row.publishTime.toISOString() };
}

/** Visible to readers: published, and its publish time has come. */
function visibleAt(now: Date): SQL {
  return and(eq(announcements.published, true), lte(announcements.publishTime, now))!;
}

const newestFirst = [desc(announcements.publishTime), desc(announcements.uuid)];

export function createAnnouncementsRepository({ db }: { db: Db }) {
  return {
    async pageVisible(query: {
      now: Date;
      type?: AnnouncementType;
      offset: number;
      limit: number;
    }): Promise<{ records: AnnouncementSummary[]; total: number }> {
      const where = and(visibleAt(query.now), query.type ? eq(announcements.type, query.type) : undefined);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(announcements)
          .where(where)
          .orderBy(...newestFirst)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(announcements).where(where),
      ]);
      return { records: rows.map(toSummary), total: totalRow?.total ?? 0 };
    },

    async latestVisible(now: Date, limit: number): Promise<AnnouncementSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(announcements)
        .where(visibleAt(now))
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map(toSummary);
    },

    async findVisible(uuid: string, now: Date): Promise<Announcement | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, bodyZh: announcements.bodyZh, bodyJa: announcements.bodyJa })
        .from(announcements)
        .where(and(eq(announcements.uuid, uuid), visibleAt(now)));
      return row && { ...toSummary(row), body: { zh: row.bodyZh, ja: row.bodyJa } };
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
