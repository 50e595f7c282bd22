import { Button } from 'primereact/button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatDateTime, formatNumber } from '../../domain/format';
import { pick } from '../../domain/lang';
import { PARTY_ROLE_NAMES } from '../../domain/shipping/enums';
import type { BookingView } from '../../domain/shipping/types';
import { vesselName } from '../../domain/vessels';
import type { MessageId } from '../../i18n/catalogues';
import type { AdminPageProps } from '../adminRoutes';
import type { AdminMessageId } from '../i18n/adminCatalogues';
import { AuditTrail } from '../common/AuditTrail';
import { useConsoleLoaded } from '../consoleServices';
import { BookingActions } from './BookingActions';
import { isNumberable } from './bookingMoves';
import { ContainersPanel } from './ContainersPanel';
import { useConsoleLang } from '../ConsoleContext';
import { BookingStatusTag } from './StaffBookingsPage';
import './shippingAdmin.css';

/**
 * One booking as the shipping clerk decides it: its facts, parties and containers, the moves
 * its state allows, its numbered containers with their timelines, its history and audit trail.
 */
export default function StaffBookingPage({ params }: AdminPageProps) {
  const intl = useIntl();
  const uuid = params.uuid ?? '';
  const [version, setVersion] = useState(0);
  const [loaded, reload] = useConsoleLoaded((services, signal) => services.shippingStaff.loadStaffBooking(uuid, { signal }), `${uuid}:${version}`);
  const changed = () => setVersion((n) => n + 1);

  return (
    <section className="admin-page staff-booking" aria-labelledby="staff-booking-title" aria-busy={loaded.status === 'loading'}>
      <p className="staff-shipping__back">
        <Link href="/shipping/bookings">
          <i className="pi pi-arrow-left" aria-hidden="true" /> <FormattedMessage id="admin.shipping.backToList" />
        </Link>
      </p>
      {loaded.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="admin-error" role="alert">
          <FormattedMessage id="admin.shipping.booking.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.shipping.retry' })} onClick={reload} />
        </div>
      )}
      {loaded.status === 'ready' && <BookingDetails booking={loaded.data} version={version} onChanged={changed} />}
    </section>
  );
}

function BookingDetails({ booking, version, onChanged }: { booking: BookingView; version: number; onChanged(): void }) {
  const intl = useIntl();
  const lang = useConsoleLang();
  const fact = (label: string, value: React.ReactNode) => (
    <div className="staff-booking__fact">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
  const t = (id: MessageId | AdminMessageId) => intl.formatMessage({ id });

  return (
    <>
      <header className="staff-booking__head">
        <h1 id="staff-booking-title" className="admin-page__title">
          <FormattedMessage id="admin.shipping.booking.title" values={{ bookingNo: booking.bookingNo }} />
        </h1>
        <BookingStatusTag booking={booking} />
      </header>
      <BookingActions booking={booking} onMoved={onChanged} />

      <div className="admin-panel">
        <dl className="staff-booking__facts">
          {fact(t('admin.shipping.col.route'), `${booking.polCode} → ${booking.podCode}`)}
          {fact(t('admin.shipping.col.sailing'), [vesselName(booking.vessel, lang), booking.voyageCode].filter(Boolean).join(' '))}
          {fact(t('admin.shipping.booking.etd'), booking.etd && formatDateTime(booking.etd))}
          {fact(t('admin.shipping.col.submittedAt'), booking.submittedAt && formatDateTime(booking.submittedAt))}
          {fact(t('bookings.details.commodity'), booking.commodity)}
          {fact(t('bookings.details.cargoDescription'), booking.cargoDescription)}
          {fact(t('bookings.details.marks'), booking.marks)}
          {fact(t('bookings.details.remarks'), booking.remarks)}
          {fact(
            t('admin.shipping.booking.bill'),
            booking.billOfLading &&
              intl.formatMessage(
                { id: booking.billOfLading.telexReleased ? 'bookings.details.blReleased' : 'bookings.details.blIssued' },
                { blNo: booking.billOfLading.blNo },
              ),
          )}
        </dl>
      </div>

      <div className="staff-booking__columns">
        <section className="admin-panel" aria-labelledby="staff-booking-lines">
          <h2 id="staff-booking-lines" className="admin-panel__title">
            <FormattedMessage id="bookings.details.containers" />
          </h2>
          <table className="staff-shipping__table">
            <thead>
              <tr>
                <th scope="col">{t('admin.shipping.containerType')}</th>
                <th scope="col">{t('admin.shipping.quantity')}</th>
                <th scope="col">{t('admin.shipping.grossWeight')}</th>
              </tr>
            </thead>
            <tbody>
              {booking.containers.map((line) => (
                <tr key={line.containerType}>
                  <td>{line.containerType}</td>
                  <td>{line.quantity}</td>
                  <td>{formatNumber(line.grossWeightKg)} kg</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className="admin-panel" aria-labelledby="staff-booking-parties">
          <h2 id="staff-booking-parties" className="admin-panel__title">
            <FormattedMessage id="bookings.details.parties" />
          </h2>
          {booking.parties.length === 0 ? (
            <p className="staff-shipping__muted">
              <FormattedMessage id="bookings.details.noParties" />
            </p>
          ) : (
            <ul className="staff-booking__parties">
              {booking.parties.map((party) => (
                <li key={party.role}>
                  <strong>{pick(PARTY_ROLE_NAMES[party.role], lang)}</strong> {party.name}
                  <div className="staff-shipping__muted">{[party.address, party.contact, party.phone, party.email].filter(Boolean).join(' · ')}</div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {isNumberable(booking) && <ContainersPanel booking={booking} version={version} onChanged={onChanged} />}

      <section className="admin-panel" aria-labelledby="staff-booking-history">
        <h2 id="staff-booking-history" className="admin-panel__title">
          <FormattedMessage id="bookings.history.title" />
        </h2>
        <table className="staff-shipping__table">
          <thead>
            <tr>
              <th scope="col">{t('bookings.history.at')}</th>
              <th scope="col">{t('bookings.history.event')}</th>
              <th scope="col">{t('bookings.history.change')}</th>
              <th scope="col">{t('bookings.history.actor')}</th>
              <th scope="col">{t('admin.shipping.note')}</th>
            </tr>
          </thead>
          <tbody>
            {[...booking.history].reverse().map((entry) => (
              <tr key={`${entry.at}-${entry.event}`}>
                <td className="staff-shipping__nowrap">{formatDateTime(entry.at)}</td>
                <td>{intl.formatMessage({ id: `bookings.history.event.${entry.event}` as 'bookings.history.event.booking.submit' })}</td>
                <td>
                  {entry.fromStatus ? intl.formatMessage({ id: `bookings.status.${entry.fromStatus}` }) : '—'} →{' '}
                  {intl.formatMessage({ id: `bookings.status.${entry.toStatus}` })}
                </td>
                <td>{intl.formatMessage({ id: `bookings.history.actor.${entry.actor}` })}</td>
                <td>{entry.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <AuditTrail recordType="booking" recordId={booking.uuid} version={version} />
    </>
  );
}
