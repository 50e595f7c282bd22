import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportUpload } from './useImportUpload';
import { IMPORT_ACCEPT } from './importFile';

/**
 * The file to import: chosen with the button (or Enter/Space on it) or dropped on the box; sent
 * at once with a real progress bar. The box keeps its height whatever it shows.
 */
export function ImportDropZone({
  upload,
  disabled = false,
}: {
  upload: Pick<ImportUpload<never>, 'phase' | 'percent' | 'fileName' | 'fileError' | 'choose'>;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const busy = upload.phase === 'uploading' || upload.phase === 'saving';
  const blocked = disabled || busy;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !blocked) upload.choose(file);
  };
  const error = upload.fileError ? ('id' in upload.fileError ? intl.formatMessage({ id: upload.fileError.id }) : upload.fileError.text) : null;

  return (
    <div
      className={`import-drop${over ? ' import-drop--over' : ''}${error ? ' import-drop--invalid' : ''}`}
      aria-busy={busy}
      data-testid="import-drop"
      onDragOver={(event) => {
        event.preventDefault();
        if (!blocked) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <i className="pi pi-file-excel import-drop__icon" aria-hidden="true" />
      <input
        ref={input}
        id="import-file"
        className="visually-hidden"
        type="file"
        accept={IMPORT_ACCEPT}
        tabIndex={-1}
        aria-describedby="import-file-error"
        aria-label={intl.formatMessage({ id: 'import.choose' })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // the same file chosen again after a failure must fire a change again
          event.target.value = '';
          if (file) upload.choose(file);
        }}
      />
      <Button type="button" icon="pi pi-upload" label={intl.formatMessage({ id: 'import.choose' })} disabled={blocked} onClick={() => input.current?.click()} />
      <div className="import-drop__status" aria-live="polite">
        {busy ? (
          <>
            <span className="import-drop__name">
              <FormattedMessage
                id={upload.phase === 'saving' ? 'import.saving' : 'import.checking'}
                values={{ name: upload.fileName, percent: upload.percent }}
              />
            </span>
            <ProgressBar value={upload.percent} className="import-drop__bar" aria-label={intl.formatMessage({ id: 'import.progress' })} />
          </>
        ) : upload.fileName && upload.phase !== 'failed' ? (
          <span className="import-drop__name">
            <i className="pi pi-file" aria-hidden="true" /> {upload.fileName}
          </span>
        ) : (
          <span className="shipping-screen__muted">
            <FormattedMessage id="import.dropHint" />
          </span>
        )}
      </div>
      <small id="import-file-error" className="import-drop__error" role={error ? 'alert' : undefined}>
        {error}
      </small>
    </div>
  );
}
