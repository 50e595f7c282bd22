import { useLoaded } from '../../app/customerServices';

/** The newest announcements for the home page, with a way to ask again after a failure. */
export function useLatestAnnouncements(limit: number) {
  return useLoaded(({ announcements }, signal) => announcements.getLatestAnnouncements(limit, { signal }), `latest-${limit}`);
}
