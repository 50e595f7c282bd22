import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConsoleLoaded } from '../consoleServices';

type Shown = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; url: string; type: string };

/** The business licence as uploaded: an image inline, a PDF in the page's PDF viewer, with a link to open it. */
export function LicenceView({ enterpriseId, companyName }: { enterpriseId: string; companyName: string }) {
  const intl = useIntl();
  const [blob] = useConsoleLoaded((services, signal) => services.enterprises.licenceFile(enterpriseId, { signal }), enterpriseId);
  const [file, setFile] = useState<Shown>({ status: 'loading' });

  // The file is shown through an object URL, given back when the file changes or the view leaves.
  useEffect(() => {
    if (blob.status !== 'ready') {
      setFile({ status: blob.status });
      return;
    }
    const url = URL.createObjectURL(blob.data);
    setFile({ status: 'ready', url, type: blob.data.type });
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  if (file.status === 'loading') return <p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>;
  if (file.status === 'failed') {
    return (
      <p className="admin-error" role="alert">
        <FormattedMessage id="admin.enterprises.licenceFailed" />
      </p>
    );
  }
  const alt = intl.formatMessage({ id: 'admin.enterprises.licenceOf' }, { name: companyName });
  return (
    <div className="licence-view">
      {file.type.startsWith('image/') ? (
        <img src={file.url} alt={alt} className="licence-view__image" />
      ) : (
        <object data={file.url} type={file.type || 'application/pdf'} aria-label={alt} className="licence-view__pdf">
          <p>
            <FormattedMessage id="admin.enterprises.licenceNoPreview" />
          </p>
        </object>
      )}
      <a href={file.url} target="_blank" rel="noopener noreferrer" download={`licence-${companyName}`} className="licence-view__open">
        <i className="pi pi-external-link" aria-hidden="true" /> <FormattedMessage id="admin.enterprises.licenceOpen" />
      </a>
    </div>
  );
}
