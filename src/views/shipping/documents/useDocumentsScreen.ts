import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../../app/AppActorsContext';
import { useLatest } from '../../../app/useLatest';
import { documentsMachine, documentUploadActor } from '../../../machines/documents.machine';
import { getBookingPage } from '../../../services/shipping/bookings';
import { deleteBookingDocument, downloadBookingDocument, getBookingDocuments, uploadBookingDocument } from '../../../services/shipping/documents';
import { saveBlob } from '../../common/saveBlob';

/** How many of the newest bookings the picker offers; an older one is reached through ?bookingNo=. */
const BOOKING_CHOICES = 50;

/** The documents chart with its calls and the "uploaded" / "deleted" messages; a refused upload goes to `onUploadRefused`. */
export function useDocumentsScreen(bookingNo: string | undefined, onUploadRefused: (error: unknown) => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const latest = useLatest({ intl, onUploadRefused });
  const say = (id: 'documents.uploaded' | 'documents.deleted', name: string) => notifier.notify(latest.current.intl.formatMessage({ id }, { name }), 'success');
  return useActorRef(
    documentsMachine.provide({
      actors: {
        loadBookings: fromPromise(async () => (await getBookingPage({ current: 1, size: BOOKING_CHOICES })).records),
        loadDocuments: fromPromise(({ input }) => getBookingDocuments(input.bookingNo)),
        upload: documentUploadActor(uploadBookingDocument),
        download: fromPromise(async ({ input }) => saveBlob(await downloadBookingDocument(input.document.uuid), input.document.name)),
        removeDocument: fromPromise(({ input }) => deleteBookingDocument(input.uuid)),
      },
      actions: {
        uploaded: (_, { document }) => say('documents.uploaded', document.name),
        uploadFailed: (_, { error }) => latest.current.onUploadRefused(error),
        deleted: ({ context }) => say('documents.deleted', context.selected?.name ?? ''),
      },
    }),
    { input: { bookingNo } },
  );
}
