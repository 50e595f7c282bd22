import type { Announcement, AnnouncementSummary, AnnouncementType } from '../../../src/domain/baseData';
import type { Page } from '../../../src/domain/envelope';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { AnnouncementsRepository } from './announcements.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
      return { records, total, current: query.current, size: query.size, pages: Math.ceil(total / query.size) };
    },

    latest: (limit: number): Promise<AnnouncementSummary[]> => repository.latestVisible(clock(), limit),

    /** Unknown, unpublished and malformed ids all answer the same not-found. */
    async byUuid(uuid: string): Promise<Announcement> {
      const announcement = UUID.test(uuid) ? await repository.findVisible(uuid, clock()) : undefined;
      if (!announcement) throw notFound();
      return announcement;
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
