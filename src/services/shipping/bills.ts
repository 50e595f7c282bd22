import type { Page } from '../../domain/envelope';
import type { Lang } from '../../domain/lang';
import { BL_PATHS } from '../../domain/shipping/paths';
import type { BillOfLadingSummary, BillPageQuery } from '../../domain/shipping/types';
import { http, type CallOptions } from '../http';

/** The enterprise's bills of lading (BL_PATHS, the `{ code: 0 }` family). */

/** A page of the enterprise's bills, newest first, with their telex-release state. */
export function getBillPage(query: BillPageQuery, options?: CallOptions): Promise<Page<BillOfLadingSummary>> {
  return http.post<Page<BillOfLadingSummary>>(BL_PATHS.page, query.blNo ? query : { current: query.current, size: query.size }, undefined, options);
}

/**
 * The PDF of a telex-released bill, through the HTTP client so that the token is sent. A bill not
 * released yet rejects with the server's "not released" message (already shown to the user).
 */
export function downloadBill(uuid: string, lang: Lang, options?: CallOptions): Promise<Blob> {
  return http.getBlob(BL_PATHS.download, { uuid, lang }, options);
}
