import type { AnnouncementType } from '../baseData';
import type { Bilingual } from '../lang';

/** The editor's wire types (STAFF_PATHS announcement*). */

export interface StaffAnnouncement {
  uuid: string;
  type: AnnouncementType;
  title: Bilingual;
  /** HTML as stored: sanitised when saved */
  body: Bilingual;
  published: boolean;
  /** ISO 8601; readers see a published announcement from then on */
  publishTime: string;
  updatedAt: string;
}

/** Without uuid: a new (unpublished) announcement; with it: that one updated. */
export interface AnnouncementBody {
  uuid?: string;
  type: AnnouncementType;
  title: Bilingual;
  body: Bilingual;
  /** ISO 8601; now when absent on a new one, unchanged when absent on an update */
  publishTime?: string;
}

export interface AnnouncementPageQuery {
  current?: number;
  size?: number;
  type?: AnnouncementType;
  published?: boolean;
}
