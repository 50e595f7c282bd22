import type { SnapshotFrom } from 'xstate';
import type { shippingDownloadMachine } from './shippingDownload.machine';

type Snapshot = SnapshotFrom<typeof shippingDownloadMachine>;

/** the file being fetched, if any */
export const selectDownloading = (s: Snapshot) => s.context.busy;
/** why each file's last attempt failed, by its key */
export const selectDownloadFailures = (s: Snapshot) => s.context.failed;
