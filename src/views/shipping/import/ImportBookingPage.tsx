import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { BOOKING_IMPORT_COLUMNS, BOOKING_IMPORT_HEADERS } from '../../../domain/shipping/import/bookingImport';
import type { BookingImportSaved } from '../../../domain/shipping/import/types';
import { useServices } from '../../../app/customerServices';
import { bookingImportActors } from '../../../machines/importUpload.actors';
import { EnterpriseOnly } from '../EnterpriseOnly';
import { ImportDropZone } from './ImportDropZone';
import { ImportResults } from './ImportResults';
import { TemplateDownload } from './TemplateDownload';
import { useImportUpload } from './useImportUpload';
import '../shippingScreens.css';
import './import.css';
import { Permitted } from '../../../app/Permitted';

/**
 * Booking import (/importBooking): a spreadsheet of the template, one booking a row, checked
 * row by row before anything is saved; the valid rows become Draft bookings that the user
 * reviews, completes and submits in /myBooking.
 */
export default function ImportBookingPage() {
  return (
    <EnterpriseOnly menu="menu.booking" titleId="route.importBooking">
      <ImportBookingScreen />
    </EnterpriseOnly>
  );
}

function ImportBookingScreen() {
  const intl = useIntl();
  const { imports } = useServices();
  const upload = useImportUpload<BookingImportSaved>(bookingImportActors(imports));
  const created = upload.saved?.created ?? [];

  return (
    <section className="shipping-screen import-screen" aria-labelledby="import-title">
      <div className="shipping-screen__head">
        <div>
          <h1 id="import-title" className="shipping-screen__title">
            <FormattedMessage id="route.importBooking" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="import.bookings.intro" />
          </p>
        </div>
        <TemplateDownload kind="bookings" />
      </div>

      <ImportDropZone upload={upload} />

      {upload.phase === 'saved' && (
        <div className="import-done" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <div>
            <p className="import-done__title">
              <FormattedMessage id="import.bookings.saved" values={{ count: created.length }} />
            </p>
            <ul className="import-done__list" aria-label={intl.formatMessage({ id: 'import.bookings.createdList' })}>
              {created.map((c) => (
                <li key={c.bookingNo}>
                  <FormattedMessage id="import.bookings.createdRow" values={{ row: c.row, bookingNo: c.bookingNo }} />
                </li>
              ))}
            </ul>
            <Link href="/myBooking" className="p-button p-component import-done__link">
              <FormattedMessage id="import.bookings.toMyBooking" />
            </Link>
          </div>
        </div>
      )}

      {upload.check && (
        <>
          {upload.phase !== 'saved' && (
            <div className="import-actions">
              <Permitted button="btn.booking.create">
                <Button
                  type="button"
                  icon="pi pi-save"
                  label={intl.formatMessage({ id: 'import.bookings.save' }, { count: upload.check.valid })}
                  disabled={!upload.canSave}
                  loading={upload.phase === 'saving'}
                  onClick={upload.save}
                />
              </Permitted>
              <span className="shipping-screen__muted">
                <FormattedMessage id={upload.check.valid ? 'import.bookings.saveHint' : 'import.noneValid'} />
              </span>
            </div>
          )}
          <ImportResults check={upload.check} columns={BOOKING_IMPORT_COLUMNS} headers={BOOKING_IMPORT_HEADERS} />
        </>
      )}
    </section>
  );
}
