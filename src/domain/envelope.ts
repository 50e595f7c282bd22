/** Success envelope of /api/web-ts/... calls. */
export interface WebTsEnvelope<T> {
  code: 200;
  data: T;
  message: string;
}

/** Success envelope of /auth-ts/... and /api/web/... calls. */
export interface WebEnvelope<T> {
  code: 0;
  msg: string;
  data: T;
}

/**
 * Business or validation error (HTTP 200, code neither 0 nor 200). Never `msg`:
 * the spec's client sends `msg` errors to the error page.
 * `data.fields` maps a field name to its message key or text.
 */
export interface ErrorEnvelope {
  code: number;
  message: string;
  jpMessage: string;
  /** the stable reason (`order.not_draft`) beside the code: which refusal it is, never to be read from the message */
  reason?: string;
  data?: { fields?: Record<string, FieldError> } | null;
}

export interface FieldError {
  message: string;
  jpMessage: string;
}

/** A page of a list (MyBatis-Plus style, as the original back end answers). */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

/** The page of `records` out of `total` that `query` asked for: the one place the page count is worked out. */
export function pageOf<T>(records: T[], total: number, query: { current: number; size: number }): Page<T> {
  return { records, total, current: query.current, size: query.size, pages: Math.ceil(total / query.size) };
}

/** The page `query` asks for of a list held whole. */
export function slicePage<T>(all: readonly T[], query: { current: number; size: number }): Page<T> {
  return pageOf(all.slice((query.current - 1) * query.size, query.current * query.size), all.length, query);
}

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
