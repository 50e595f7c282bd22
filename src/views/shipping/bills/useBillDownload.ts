import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppActors, useLang } from '../../../app/AppActorsContext';
import type { BillOfLadingSummary } from '../../../domain/shipping/types';
import { ApiError } from '../../../services/http';
import { downloadBill } from '../../../services/shipping/bills';
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
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<Record<string, string>>({});
  const running = useRef(false);

  const download = (bill: BillOfLadingSummary) => {
    if (running.current) return;
    running.current = true;
    setBusy(bill.uuid);
    setFailed(({ [bill.uuid]: _, ...rest }) => rest);
    downloadBill(bill.uuid, lang)
      .then((pdf) => {
        saveBlob(pdf, `BL_${bill.blNo}_${lang}.pdf`);
        notifier.notify(intl.formatMessage({ id: 'bills.downloaded' }, { blNo: bill.blNo }), 'success');
      })
      .catch((error: unknown) => {
        const reason = error instanceof ApiError && error.kind === 'business' ? error.message : intl.formatMessage({ id: 'bills.downloadFailed' }, { blNo: bill.blNo });
        setFailed((all) => ({ ...all, [bill.uuid]: reason }));
      })
      .finally(() => {
        running.current = false;
        setBusy(null);
      });
  };

  return { busy, failed, download };
}
