import type { Page } from '../../domain/envelope';
import type { CompanyProfile, RouteInstruction, RouteInstructions } from '../../domain/information';
import type { AnnouncementBody, AnnouncementPageQuery, StaffAnnouncement } from '../../domain/staff/content';
import { STAFF_PATHS } from '../../domain/staff/paths';
import { http, type CallOptions } from '../../services/http';

/**
 * The editor's calls (btn.staff.content, the `{ code: 200 }` family): announcements with drafts,
 * and the notice and about pages' texts. Bodies are sanitised by the server on save.
 */

export function getAnnouncementPage(query: AnnouncementPageQuery & { current: number; size: number }, options?: CallOptions): Promise<Page<StaffAnnouncement>> {
  return http.get<Page<StaffAnnouncement>>(STAFF_PATHS.announcementPage, { ...query }, options);
}

/** One announcement, published or not. */
export function loadAnnouncement(uuid: string, options?: CallOptions): Promise<StaffAnnouncement> {
  return http.get<StaffAnnouncement>(STAFF_PATHS.announcementLoad, { uuid }, options);
}

export function saveAnnouncement(body: AnnouncementBody): Promise<StaffAnnouncement> {
  return http.post<StaffAnnouncement>(STAFF_PATHS.announcementSave, body);
}

export function publishAnnouncement(uuid: string, published: boolean): Promise<StaffAnnouncement> {
  return http.post<StaffAnnouncement>(STAFF_PATHS.announcementPublish, { uuid, published });
}

export function getRouteInstructions(options?: CallOptions): Promise<RouteInstructions> {
  return http.get<RouteInstructions>(STAFF_PATHS.routeInstructions, undefined, options);
}

export function saveRouteInstructions(routes: RouteInstruction[]): Promise<RouteInstructions> {
  return http.post<RouteInstructions>(STAFF_PATHS.routeInstructionsSave, { routes });
}

export function getCompanyProfile(options?: CallOptions): Promise<CompanyProfile> {
  return http.get<CompanyProfile>(STAFF_PATHS.companyProfile, undefined, options);
}

export function saveCompanyProfile(profile: CompanyProfile): Promise<CompanyProfile> {
  return http.post<CompanyProfile>(STAFF_PATHS.companyProfileSave, profile);
}
