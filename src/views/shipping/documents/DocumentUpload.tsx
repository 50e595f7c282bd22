import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { ProgressBar } from 'primereact/progressbar';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DOCUMENT_ACCEPT, DOCUMENT_TYPES, type DocumentType } from '../../../domain/shipping/documents';

interface DocumentUploadProps {
  docType: DocumentType | null;
  onDocType(docType: DocumentType | null): void;
  /** a file was chosen (checked by the page) */
  onFile(file: File): void;
  disabled: boolean;
  /** the file being sent and how far, or null */
  upload: { name: string; percent: number } | null;
  docTypeError?: string;
  fileError?: string;
}

/**
 * The upload box: the kind of document, then the file, sent as soon as it is chosen with a real
 * progress bar (XMLHttpRequest). Errors stay written under their field.
 */
export function DocumentUpload({ docType, onDocType, onFile, disabled, upload, docTypeError, fileError }: DocumentUploadProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const typeOptions = DOCUMENT_TYPES.map((value) => ({ value, label: intl.formatMessage({ id: `documents.type.${value}` }) }));

  return (
    <div className="documents-upload" aria-busy={upload !== null}>
      <div className="shipping-screen__filter documents-upload__type">
        <label htmlFor="documents-doc-type">
          <FormattedMessage id="documents.docType" />
        </label>
        <Dropdown
          inputId="documents-doc-type"
          value={docType}
          options={typeOptions}
          placeholder={intl.formatMessage({ id: 'documents.docTypePlaceholder' })}
          disabled={disabled}
          invalid={Boolean(docTypeError)}
          aria-describedby="documents-doc-type-error"
          onChange={(e) => onDocType((e.value as DocumentType | null) ?? null)}
        />
        <small id="documents-doc-type-error" className="documents-upload__error" role={docTypeError ? 'alert' : undefined}>
          {docTypeError}
        </small>
      </div>
      <div className="documents-upload__file">
        <input
          ref={input}
          id="documents-file"
          className="visually-hidden"
          type="file"
          accept={DOCUMENT_ACCEPT}
          tabIndex={-1}
          aria-describedby="documents-file-error"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // the same file chosen again after a failure must fire a change again
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Button
          type="button"
          icon="pi pi-upload"
          label={intl.formatMessage({ id: 'documents.choose' })}
          disabled={disabled}
          loading={upload !== null}
          onClick={() => input.current?.click()}
        />
        <div className="documents-upload__status" aria-live="polite">
          {upload ? (
            <>
              <span className="documents-upload__name">
                <FormattedMessage id="documents.uploading" values={{ name: upload.name, percent: upload.percent }} />
              </span>
              <ProgressBar value={upload.percent} className="documents-upload__bar" aria-label={intl.formatMessage({ id: 'documents.progress' })} />
            </>
          ) : (
            <span className="shipping-screen__muted">
              <FormattedMessage id="documents.hint" />
            </span>
          )}
        </div>
        <small id="documents-file-error" className="documents-upload__error" role={fileError ? 'alert' : undefined}>
          {fileError}
        </small>
      </div>
    </div>
  );
}
