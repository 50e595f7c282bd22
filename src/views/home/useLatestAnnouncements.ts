import { useAsyncResource } from '../../app/useAsyncResource';
import type { AnnouncementSummary } from '../../domain/baseData';
import { getLatestAnnouncements } from '../../services/announcements';

/** The newest announcements for the home page, with a way to ask again after a failure. */
export function useLatestAnnouncements(limit: number) {
  return useAsyncResource<AnnouncementSummary[]>(() => getLatestAnnouncements(limit), `latest-${limit}`);
}
