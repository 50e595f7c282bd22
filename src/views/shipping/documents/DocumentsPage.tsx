import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from '../../../ui/table/Column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable } from '../../../ui/table/DataTable';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageProps } from '../../../app/routes';
import { formatDateTime } from '../../../domain/format';
import type { BookingDocument, DocumentType } from '../../../domain/shipping/documents';
import type { BookingSummary } from '../../../domain/shipping/types';
import {
  selectBookingNo,
  selectBookings,
  selectBookingsLoading,
  selectCanAct,
  selectCanChoose,
  selectConfirmingDelete,
  selectDocuments,
  selectIsDeleting,
  selectIsDownloading,
  selectIsListLoading,
  selectListFailed,
  selectSelected,
  selectUpload,
} from '../../../machines/documents.selectors';
import { fieldsOf } from '../../../ui/forms/serverErrors';
import { useFieldText } from '../../forms/useFieldText';
import { useReturnFocus } from '../../passengers/useReturnFocus';
import { documentFileProblem, formatFileSize } from './documentFile';
import { DocumentUpload } from './DocumentUpload';
import { useDocumentsScreen } from './useDocumentsScreen';
import '../shippingScreens.css';
import './documents.css';

type Problems = { docType?: string; file?: string };

/**
 * Documents (/documentMgt, ?bookingNo= preselects): the files attached to one of the enterprise's
 * bookings, newest first; upload with progress, download, delete after a confirmation.
 */
export default function DocumentsPage({ search }: PageProps) {
  const intl = useIntl();
  const fieldText = useFieldText();
  const [problems, setProblems] = useState<Problems>({});
  const [docType, setDocType] = useState<DocumentType | null>(null);
  const screen = useDocumentsScreen(new URLSearchParams(search).get('bookingNo') ?? undefined, (error) => {
    const fields = fieldsOf(error);
    // The general message has been shown by the HTTP client; a field's stays under its field.
    setProblems({ docType: fields.docType, file: fields.file ?? fields.bookingNo });
  });
  const bookings = useSelector(screen, selectBookings);
  const bookingNo = useSelector(screen, selectBookingNo);
  const documents = useSelector(screen, selectDocuments);
  const upload = useSelector(screen, selectUpload);
  const selected = useSelector(screen, selectSelected);
  const bookingsLoading = useSelector(screen, selectBookingsLoading);
  const listLoading = useSelector(screen, selectIsListLoading);
  const listFailed = useSelector(screen, selectListFailed);
  const canAct = useSelector(screen, selectCanAct);
  const canChoose = useSelector(screen, selectCanChoose);
  const confirming = useSelector(screen, selectConfirmingDelete);
  const deleting = useSelector(screen, selectIsDeleting);
  const downloading = useSelector(screen, selectIsDownloading);
  useReturnFocus(confirming);

  const bookingLabel = (b: Pick<BookingSummary, 'bookingNo' | 'status' | 'polCode' | 'podCode'>) =>
    `${b.bookingNo} · ${intl.formatMessage({ id: `bookings.status.${b.status}` })}${b.polCode ? ` · ${b.polCode} → ${b.podCode}` : ''}`;
  const options = bookings.map((b) => ({ value: b.bookingNo, label: bookingLabel(b) }));
  // A booking named by the address but not among the newest is still shown as chosen.
  if (bookingNo && !options.some((o) => o.value === bookingNo)) options.unshift({ value: bookingNo, label: bookingNo });

  const chooseFile = (file: File) => {
    const problem = documentFileProblem(file);
    const next: Problems = {
      docType: docType ? undefined : fieldText('documentTypeRequired'),
      file: problem === null ? undefined : problem === 'documentFileType' ? fieldText(problem) : intl.formatMessage({ id: problem }),
    };
    setProblems(next);
    if (next.docType || next.file || !docType) return;
    screen.send({ type: 'upload.start', docType, file });
  };

  const typeName = (d: BookingDocument) => intl.formatMessage({ id: `documents.type.${d.docType}` });
  const actions = (d: BookingDocument) => (
    <div className="shipping-screen__row-actions">
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-download"
        label={intl.formatMessage({ id: 'documents.download' })}
        aria-label={intl.formatMessage({ id: 'documents.downloadOf' }, { name: d.name })}
        disabled={!canAct}
        loading={downloading && selected?.uuid === d.uuid}
        onClick={() => screen.send({ type: 'document.download', document: d })}
      />
      <Button
        type="button"
        text
        size="small"
        severity="danger"
        icon="pi pi-trash"
        label={intl.formatMessage({ id: 'documents.delete' })}
        aria-label={intl.formatMessage({ id: 'documents.deleteOf' }, { name: d.name })}
        disabled={!canAct}
        loading={deleting && selected?.uuid === d.uuid}
        onClick={() => screen.send({ type: 'document.delete', document: d })}
      />
    </div>
  );

  return (
    <section className="shipping-screen documents-page" aria-labelledby="documents-title" aria-busy={listLoading || bookingsLoading}>
      <header className="shipping-screen__head">
        <div>
          <h1 id="documents-title" className="shipping-screen__title">
            <FormattedMessage id="documents.title" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="documents.intro" />
          </p>
        </div>
      </header>

      <div className="shipping-screen__filters documents-page__bar">
        <div className="shipping-screen__filter documents-page__booking">
          <label htmlFor="documents-booking">
            <FormattedMessage id="documents.booking" />
          </label>
          <Dropdown
            inputId="documents-booking"
            value={bookingNo}
            options={options}
            filter
            filterInputAutoFocus
            loading={bookingsLoading}
            disabled={!canChoose}
            emptyMessage={intl.formatMessage({ id: 'documents.noBookings' })}
            emptyFilterMessage={intl.formatMessage({ id: 'documents.noBookingMatch' })}
            placeholder={intl.formatMessage({ id: 'documents.bookingPlaceholder' })}
            onChange={(e) => {
              setProblems({});
              if (typeof e.value === 'string') screen.send({ type: 'booking.choose', bookingNo: e.value });
            }}
          />
        </div>
      </div>

      {bookingNo && (
        <DocumentUpload
          docType={docType}
          onDocType={(value) => {
            setDocType(value);
            setProblems((p) => ({ ...p, docType: undefined }));
          }}
          onFile={chooseFile}
          disabled={!canAct}
          upload={upload}
          docTypeError={problems.docType}
          fileError={problems.file}
        />
      )}

      {!bookingNo ? (
        <p className="documents-page__empty" role="status">
          <i className="pi pi-folder-open" aria-hidden="true" /> <FormattedMessage id={bookingsLoading ? 'app.loading' : 'documents.chooseBooking'} />
        </p>
      ) : listFailed ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="documents.loadFailed" />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'documents.retry' })}
            onClick={() => screen.send({ type: 'list.retry' })}
          />
        </div>
      ) : (
        <DataTable
          value={documents}
          dataKey="uuid"
          loading={listLoading}
          emptyMessage={<FormattedMessage id="documents.empty" values={{ bookingNo }} />}
          aria-label={intl.formatMessage({ id: 'documents.listOf' }, { bookingNo })}
          className="documents-page__table"
        >
          <Column
            header={intl.formatMessage({ id: 'documents.col.name' })}
            body={(d: BookingDocument) => (
              <span className="documents-page__name">
                <i className={`pi ${d.mimeType.startsWith('image/') ? 'pi-image' : 'pi-file'}`} aria-hidden="true" /> {d.name}
              </span>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'documents.col.type' })}
            body={(d: BookingDocument) => <span className="shipping-tag">{typeName(d)}</span>}
            style={{ width: '16%' }}
          />
          <Column header={intl.formatMessage({ id: 'documents.col.size' })} body={(d: BookingDocument) => formatFileSize(d.size)} style={{ width: '10%' }} />
          <Column
            header={intl.formatMessage({ id: 'documents.col.uploadedAt' })}
            body={(d: BookingDocument) => formatDateTime(d.uploadedAt)}
            style={{ width: '16%' }}
          />
          <Column header={intl.formatMessage({ id: 'documents.col.uploadedBy' })} body={(d: BookingDocument) => d.uploadedBy || '—'} style={{ width: '14%' }} />
          <Column header={intl.formatMessage({ id: 'documents.col.actions' })} body={actions} style={{ width: '190px' }} />
        </DataTable>
      )}

      <ConfirmDialog
        visible={confirming}
        onHide={() => screen.send({ type: 'delete.cancel' })}
        header={intl.formatMessage({ id: 'documents.confirmDeleteTitle' })}
        message={intl.formatMessage({ id: 'documents.confirmDelete' }, { name: selected?.name ?? '' })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: 'documents.confirmYes' })}
        rejectLabel={intl.formatMessage({ id: 'documents.confirmNo' })}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => screen.send({ type: 'delete.confirm' })}
        reject={() => screen.send({ type: 'delete.cancel' })}
      />
    </section>
  );
}
