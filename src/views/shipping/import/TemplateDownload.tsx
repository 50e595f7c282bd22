import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import { useServices } from '../../../app/customerServices';
import { useLatest } from '../../../app/useLatest';
import { templateDownloadActors } from '../../../machines/shippingDownload.actors';
import { shippingDownloadMachine } from '../../../machines/shippingDownload.machine';
import { selectDownloading } from '../../../machines/shippingDownload.selectors';
import { saveBlob } from '../../common/saveBlob';

/** The template of the screen's file, headers in the interface language; a failure was told by the HTTP client. */
export function TemplateDownload({ kind }: { kind: 'bookings' | 'containers' }) {
  const intl = useIntl();
  const lang = useLang();
  const { imports } = useServices();
  const latest = useLatest({ lang });
  const actor = useActorRef(
    shippingDownloadMachine.provide({
      actors: templateDownloadActors(imports, () => latest.current.lang),
      actions: {
        saved: (_, { key, file }) => saveBlob(file, `${key === 'bookings' ? 'booking-import' : 'container-upload'}-template-${latest.current.lang}.xlsx`),
      },
    }),
  );
  const busy = useSelector(actor, selectDownloading) !== null;
  return (
    <Button
      type="button"
      outlined
      icon="pi pi-download"
      loading={busy}
      label={intl.formatMessage({ id: 'import.template' })}
      onClick={() => actor.send({ type: 'download.start', key: kind })}
    />
  );
}
