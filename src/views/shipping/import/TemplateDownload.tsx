import { Button } from 'primereact/button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import { downloadImportTemplate } from '../../../services/shipping/imports';
import { saveBlob } from '../../common/saveBlob';

/** The template of the screen's file, headers in the interface language; a failure was told by the HTTP client. */
export function TemplateDownload({ kind }: { kind: 'bookings' | 'containers' }) {
  const intl = useIntl();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadImportTemplate(kind, lang)
      .then((blob) => saveBlob(blob, `${kind === 'bookings' ? 'booking-import' : 'container-upload'}-template-${lang}.xlsx`))
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  return <Button type="button" outlined icon="pi pi-download" loading={busy} label={intl.formatMessage({ id: 'import.template' })} onClick={download} />;
}
