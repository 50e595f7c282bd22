import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppActors, useLang } from '../../../app/AppActorsContext';
import { useServices } from '../../../app/customerServices';
import { useLatest } from '../../../app/useLatest';
import { ApiError } from '../../../domain/apiError';
import type { BillOfLadingSummary } from '../../../domain/shipping/types';
import { billDownloadActors } from '../../../machines/shippingDownload.actors';
import { shippingDownloadMachine } from '../../../machines/shippingDownload.machine';
import { selectDownloadFailures, selectDownloading } from '../../../machines/shippingDownload.selectors';
import { saveBlob } from '../../common/saveBlob';

export interface BillDownloads {
  /** the bill whose PDF is being fetched, if any */
  busy: string | null;
  /** why the last attempt at a bill failed, by its uuid */
  failed: Record<string, string>;
  download(bill: BillOfLadingSummary): void;
}

/**
 * The PDF of a telex-released bill, fetched with the session's token in the interface language
 * and handed to the browser as BL_<number>_<lang>.pdf. One at a time; a failure stays written
 * under its row (the HTTP client has also said it).
 */
export function useBillDownload(): BillDownloads {
  const intl = useIntl();
  const lang = useLang();
  const { notifier } = useAppActors();
  const { bills } = useServices();
  // The bills asked for, by uuid: their numbers name the file and the messages.
  const numbers = useRef(new Map<string, string>());
  const latest = useLatest({ intl, lang });
  const actor = useActorRef(
    shippingDownloadMachine.provide({
      actors: billDownloadActors(bills, () => latest.current.lang),
      actions: {
        saved: (_, { key, file }) => {
          const blNo = numbers.current.get(key) ?? '';
          saveBlob(file, `BL_${blNo}_${latest.current.lang}.pdf`);
          notifier.notify(latest.current.intl.formatMessage({ id: 'bills.downloaded' }, { blNo }), 'success');
        },
      },
    }),
  );
  const busy = useSelector(actor, selectDownloading);
  const errors = useSelector(actor, selectDownloadFailures);
  const failed: Record<string, string> = {};
  for (const [uuid, error] of Object.entries(errors)) {
    failed[uuid] =
      error instanceof ApiError && error.kind === 'business'
        ? error.message
        : intl.formatMessage({ id: 'bills.downloadFailed' }, { blNo: numbers.current.get(uuid) ?? '' });
  }

  const download = (bill: BillOfLadingSummary) => {
    numbers.current.set(bill.uuid, bill.blNo);
    actor.send({ type: 'download.start', key: bill.uuid });
  };

  return { busy, failed, download };
}
