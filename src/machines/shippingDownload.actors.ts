import { fromPromise } from 'xstate';
import type * as billsCalls from '../services/shipping/bills';
import type * as importsCalls from '../services/shipping/imports';
import type { Lang } from '../domain/lang';

/** A bill's PDF in the interface language: the key is the bill's uuid. */
export function billDownloadActors(bills: Pick<typeof billsCalls, 'downloadBill'>, lang: () => Lang) {
  return { fetchFile: fromPromise<Blob, { key: string }>(({ input, signal }) => bills.downloadBill(input.key, lang(), { signal })) };
}

/** An import template with headers in the interface language: the key is its kind. */
export function templateDownloadActors(imports: Pick<typeof importsCalls, 'downloadImportTemplate'>, lang: () => Lang) {
  return {
    fetchFile: fromPromise<Blob, { key: string }>(({ input, signal }) =>
      imports.downloadImportTemplate(input.key === 'containers' ? 'containers' : 'bookings', lang(), { signal }),
    ),
  };
}
