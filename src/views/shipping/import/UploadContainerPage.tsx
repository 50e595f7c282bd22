import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../app/routes';
import { useLoaded, useServices } from '../../../app/customerServices';
import { CONTAINER_UPLOAD_COLUMNS, CONTAINER_UPLOAD_HEADERS } from '../../../domain/shipping/import/containerUpload';
import type { ContainerUploadSaved } from '../../../domain/shipping/import/types';
import { containerUploadActors } from '../../../machines/importUpload.actors';
import { EnterpriseOnly } from '../EnterpriseOnly';
import { ImportDropZone } from './ImportDropZone';
import { ImportResults } from './ImportResults';
import { TemplateDownload } from './TemplateDownload';
import { useImportUpload } from './useImportUpload';
import '../shippingScreens.css';
import './import.css';

/** The booking a link named (`?bookingNo=`). */
const bookingNoOf = (search: string) => (new URLSearchParams(search).get('bookingNo') ?? '').trim().toUpperCase();

/** The Confirmed bookings offered in the picker: the 50 newest. */
const PICKER_SIZE = 50;

/**
 * Container upload (/uploadContainer): the numbers, seals and VGM of a Confirmed booking's
 * containers from a spreadsheet, checked row by row against the booking before anything is
 * saved. `?bookingNo=` (the link of the booking's details) picks the booking; otherwise the
 * enterprise's Confirmed bookings are offered.
 */
export default function UploadContainerPage({ search }: Pick<PageProps, 'search'>) {
  return (
    <EnterpriseOnly menu="menu.myBooking" titleId="route.uploadContainer">
      <UploadContainerScreen key={bookingNoOf(search)} bookingNo={bookingNoOf(search)} />
    </EnterpriseOnly>
  );
}

function UploadContainerScreen({ bookingNo }: { bookingNo: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { imports } = useServices();
  const [confirmed] = useLoaded(({ bookings }) => bookings.getBookingPage({ current: 1, size: PICKER_SIZE, status: 'Confirmed' }), 'confirmed');
  const upload = useImportUpload<ContainerUploadSaved>(containerUploadActors(imports, bookingNo));
  const options =
    confirmed.status === 'ready'
      ? confirmed.data.records.map((b) => ({ value: b.bookingNo, label: `${b.bookingNo}  ${b.polCode} → ${b.podCode}  ${b.containerSummary}` }))
      : [];
  if (bookingNo && !options.some((o) => o.value === bookingNo)) options.unshift({ value: bookingNo, label: bookingNo });
  const saved = upload.saved?.saved ?? [];

  return (
    <section className="shipping-screen import-screen" aria-labelledby="upload-title">
      <div className="shipping-screen__head">
        <div>
          <h1 id="upload-title" className="shipping-screen__title">
            <FormattedMessage id="route.uploadContainer" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="import.containers.intro" />
          </p>
        </div>
        <TemplateDownload kind="containers" />
      </div>

      <div className="shipping-screen__filters">
        <div className="shipping-screen__filter import-booking-pick">
          <label htmlFor="upload-booking">
            <FormattedMessage id="import.containers.booking" />
          </label>
          <Dropdown
            inputId="upload-booking"
            value={bookingNo || null}
            options={options}
            placeholder={intl.formatMessage({ id: confirmed.status === 'loading' ? 'import.containers.loadingBookings' : 'import.containers.pickBooking' })}
            emptyMessage={intl.formatMessage({ id: 'import.containers.noConfirmed' })}
            filter
            disabled={upload.phase === 'uploading' || upload.phase === 'saving'}
            onChange={(e) => navigate(`/uploadContainer?bookingNo=${encodeURIComponent(String(e.value ?? ''))}`)}
          />
        </div>
      </div>

      {bookingNo ? (
        <ImportDropZone upload={upload} />
      ) : (
        <p className="shipping-screen__muted import-screen__pick-first">
          <FormattedMessage
            id={confirmed.status === 'ready' && confirmed.data.records.length === 0 ? 'import.containers.noConfirmed' : 'import.containers.pickFirst'}
          />
        </p>
      )}

      {upload.phase === 'saved' && (
        <div className="import-done" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <div>
            <p className="import-done__title">
              <FormattedMessage id="import.containers.saved" values={{ count: saved.length, bookingNo }} />
            </p>
            <p className="shipping-screen__muted">{saved.map((s) => s.containerNo).join('、')}</p>
          </div>
        </div>
      )}

      {upload.check && (
        <>
          {upload.phase !== 'saved' && (
            <div className="import-actions">
              <Button
                type="button"
                icon="pi pi-save"
                label={intl.formatMessage({ id: 'import.containers.save' }, { count: upload.check.valid })}
                disabled={!upload.canSave}
                loading={upload.phase === 'saving'}
                onClick={upload.save}
              />
              {!upload.check.valid && (
                <span className="shipping-screen__muted">
                  <FormattedMessage id="import.noneValid" />
                </span>
              )}
            </div>
          )}
          <ImportResults check={upload.check} columns={CONTAINER_UPLOAD_COLUMNS} headers={CONTAINER_UPLOAD_HEADERS} />
        </>
      )}
    </section>
  );
}
