import { useAsyncResource } from '../../app/useAsyncResource';
import type { Announcement, AnnouncementSummary } from '../../domain/baseData';
import type { Page } from '../../domain/envelope';
import type { CompanyProfile, RouteInstructions } from '../../domain/information';
import type { PassengerNotice } from '../../domain/ticketing/order';
import { getAnnouncement, getAnnouncementPage, getLatestAnnouncements, type AnnouncementQuery } from '../../services/announcements';
import { getCompanyProfile, getPassengerNotice, getRouteInstructions } from '../../services/information';

/** The information pages' reads, each with a way to ask again after a failure. */

export const useRouteInstructions = () => useAsyncResource<RouteInstructions>(getRouteInstructions, 'route-instructions');

export const usePassengerNotice = () => useAsyncResource<PassengerNotice>(getPassengerNotice, 'passenger-notice');

export const useCompanyProfile = () => useAsyncResource<CompanyProfile>(getCompanyProfile, 'company-profile');

export function useAnnouncementPage(query: AnnouncementQuery) {
  return useAsyncResource<Page<AnnouncementSummary>>(() => getAnnouncementPage(query), `${query.type ?? 'ALL'}|${query.current}|${query.size}`);
}

export function useAnnouncement(uuid: string) {
  return useAsyncResource<Announcement | null>(() => (uuid ? getAnnouncement(uuid) : Promise.resolve(null)), `announcement|${uuid}`);
}

/** The newest announcements, for the detail page's side list. */
export const useLatestNews = (limit: number) => useAsyncResource<AnnouncementSummary[]>(() => getLatestAnnouncements(limit), `latest-${limit}`);
