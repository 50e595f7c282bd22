import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '../../domain/baseData';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/envelope';

/** What the information centre shows, kept in its URL so that coming back from a detail keeps the place. */
export interface InformationQuery {
  /** all types when left out */
  type?: AnnouncementType;
  current: number;
  size: number;
}

const positive = (value: string | null) => (value && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** Reads `?type=NEWS&page=2&size=20`; anything unknown falls back to the first page of 10 of every type. */
export function readInformationQuery(search: string): InformationQuery {
  const params = new URLSearchParams(search);
  const type = ANNOUNCEMENT_TYPES.find((t) => t === params.get('type'));
  const size = PAGE_SIZES.find((s) => s === positive(params.get('size'))) ?? DEFAULT_PAGE_SIZE;
  return { type, current: positive(params.get('page')) ?? 1, size };
}

/** The URL of a query, leaving out what is the default. */
export function informationHref({ type, current, size }: InformationQuery): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (current > 1) params.set('page', String(current));
  if (size !== DEFAULT_PAGE_SIZE) params.set('size', String(size));
  const query = params.toString();
  return query ? `/information?${query}` : '/information';
}
