import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useAppActors } from '../../../app/AppActorsContext';
import { useLatest } from '../../../app/useLatest';
import { useServices } from '../../../app/customerServices';
import { documentsActors } from '../../../machines/documents.actors';
import { documentsMachine } from '../../../machines/documents.machine';
import { saveBlob } from '../../common/saveBlob';

/** The documents chart with its calls and the "uploaded" / "deleted" messages; a refused upload goes to `onUploadRefused`. */
export function useDocumentsScreen(bookingNo: string | undefined, onUploadRefused: (error: unknown) => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const services = useServices();
  const latest = useLatest({ intl, onUploadRefused });
  const say = (id: 'documents.uploaded' | 'documents.deleted', name: string) => notifier.notify(latest.current.intl.formatMessage({ id }, { name }), 'success');
  return useActorRef(
    documentsMachine.provide({
      actors: documentsActors(services, saveBlob),
      actions: {
        uploaded: (_, { document }) => say('documents.uploaded', document.name),
        uploadFailed: (_, { error }) => latest.current.onUploadRefused(error),
        deleted: ({ context }) => say('documents.deleted', context.selected?.name ?? ''),
      },
    }),
    { input: { bookingNo } },
  );
}
