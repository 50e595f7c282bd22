import { paths } from '../domain/apiPaths';
import type { Announcement, AnnouncementSummary } from '../domain/baseData';
import type { AnnouncementQuery } from '../domain/information';
import type { Page } from '../domain/envelope';
import { http, type CallOptions } from './http';

/** Announcement calls of spec section 7 (news, notices and service messages). */

export type { AnnouncementQuery };

export function getAnnouncementPage({ current, size, type }: AnnouncementQuery, options?: CallOptions): Promise<Page<AnnouncementSummary>> {
  return http.get(paths.announcementPage, { current, size, type }, options);
}

/** The newest announcements, for the home page. */
export function getLatestAnnouncements(limit: number, options?: CallOptions): Promise<AnnouncementSummary[]> {
  return http.get(paths.announcementLatest, { limit }, options);
}

export function getAnnouncement(uuid: string, options?: CallOptions): Promise<Announcement> {
  return http.get(paths.announcementByUuid, { uuid }, options);
}
