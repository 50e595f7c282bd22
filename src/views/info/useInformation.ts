import { useLoaded } from '../../app/customerServices';
import type { AnnouncementQuery } from '../../domain/information';

/** The information pages' reads, each with a way to ask again after a failure; leaving the page gives the call up. */

export const useRouteInstructions = () => useLoaded(({ information }, signal) => information.getRouteInstructions({ signal }), 'route-instructions');

export const usePassengerNotice = () => useLoaded(({ information }, signal) => information.getPassengerNotice({ signal }), 'passenger-notice');

export const useCompanyProfile = () => useLoaded(({ information }, signal) => information.getCompanyProfile({ signal }), 'company-profile');

export function useAnnouncementPage(query: AnnouncementQuery) {
  return useLoaded(
    ({ announcements }, signal) => announcements.getAnnouncementPage(query, { signal }),
    `${query.type ?? 'ALL'}|${query.current}|${query.size}`,
  );
}

export function useAnnouncement(uuid: string) {
  return useLoaded(({ announcements }, signal) => (uuid ? announcements.getAnnouncement(uuid, { signal }) : Promise.resolve(null)), `announcement|${uuid}`);
}

/** The newest announcements, for the detail page's side list. */
export const useLatestNews = (limit: number) =>
  useLoaded(({ announcements }, signal) => announcements.getLatestAnnouncements(limit, { signal }), `latest-${limit}`);
