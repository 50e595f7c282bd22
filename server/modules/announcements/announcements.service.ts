import type { Announcement, AnnouncementSummary, AnnouncementType } from '../../../src/domain/baseData';
import { pageOf, type Page } from '../../../src/domain/envelope';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { AnnouncementsRepository } from './announcements.repository';
import { isUuid } from '../../../src/domain/ids';

interface Deps {
  repository: AnnouncementsRepository;
  clock: Clock;
}

export function createAnnouncementsService({ repository, clock }: Deps) {
  return {
    async page(query: { current: number; size: number; type?: AnnouncementType }): Promise<Page<AnnouncementSummary>> {
      const { records, total } = await repository.pageVisible({
        now: clock(),
        type: query.type,
        offset: (query.current - 1) * query.size,
        limit: query.size,
      });
      return pageOf(records, total, query);
    },

    latest: (limit: number): Promise<AnnouncementSummary[]> => repository.latestVisible(clock(), limit),

    /** Unknown, unpublished and malformed ids all answer the same not-found. */
    async byUuid(uuid: string): Promise<Announcement> {
      const announcement = isUuid(uuid) ? await repository.findVisible(uuid, clock()) : undefined;
      if (!announcement) throw notFound();
      return announcement;
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
