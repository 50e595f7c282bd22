import { paths } from '../domain/apiPaths';
import type { Announcement, AnnouncementSummary, AnnouncementType } from '../domain/baseData';
import type { Page } from '../domain/envelope';
import { http } from './http';

/** Announcement calls of spec section 7 (news, notices and service messages). */

export interface AnnouncementQuery {
  current: number;
  size: number;
  /** all types when left out */
  type?: AnnouncementType;
}

export function getAnnouncementPage({ current, size, type }: AnnouncementQuery): Promise<Page<AnnouncementSummary>> {
  return http.get(paths.announcementPage, { current, size, type });
}

/** The newest announcements, for the home page. */
export function getLatestAnnouncements(limit: number): Promise<AnnouncementSummary[]> {
  return http.get(paths.announcementLatest, { limit });
}

export function getAnnouncement(uuid: string): Promise<Announcement> {
  return http.get(paths.announcementByUuid, { uuid });
}
