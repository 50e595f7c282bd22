import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatDateTime, formatNumber } from '../../../domain/format';
import type { BookingHistoryEntry, BookingView } from '../../../domain/shipping/types';
import { vesselName } from '../../../domain/vessels';
import { useIntlLang } from '../../../i18n/useIntlLang';
import type { MessageId } from '../../../i18n/catalogues';
import { STATUS_LABEL } from './bookingFormValues';
import { useRoleName } from './PartyCards';

const HISTORY_EVENTS = new Set([
  'booking.saveDraft',
  'booking.submit',
  'booking.confirm',
  'booking.shutout',
  'booking.cancel',
  'booking.cancelOnRequest',
  'booking.issueBl',
  'booking.telexRelease',
]);

function Fact({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <div className="bk-details__fact">
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

/** One booking with everything in it: sailing, cargo, containers, parties, bill of lading and its history of status changes. */
export function BookingDetails({ booking }: { booking: BookingView }) {
  const intl = useIntl();
  const lang = useIntlLang();
  const roleName = useRoleName();
  const status = (value: BookingView['status'] | null) => (value ? intl.formatMessage({ id: STATUS_LABEL[value] }) : '—');
  const eventName = (entry: BookingHistoryEntry) =>
    HISTORY_EVENTS.has(entry.event) ? intl.formatMessage({ id: `bookings.history.event.${entry.event}` as MessageId }) : entry.event;
  const bill = booking.billOfLading;

  return (
    <div className="bk-details">
      <dl className="bk-details__facts">
        <Fact label="bookings.details.status">
          <span className={`bk-status bk-status--${booking.status.toLowerCase()}`}>{status(booking.status)}</span>
        </Fact>
        <Fact label="bookings.details.route">{booking.polCode || booking.podCode ? `${booking.polCode || '—'} → ${booking.podCode || '—'}` : ''}</Fact>
        <Fact label="bookings.details.sailing">
          {booking.voyageCode ? `${vesselName(booking.vessel, lang)} ${booking.voyageCode}` : intl.formatMessage({ id: 'bookings.noSailing' })}
        </Fact>
        <Fact label="bookings.details.etd">{formatDateTime(booking.etd)}</Fact>
        <Fact label="bookings.details.createdAt">{formatDateTime(booking.createdAt)}</Fact>
        <Fact label="bookings.details.submittedAt">{formatDateTime(booking.submittedAt)}</Fact>
        {bill && (
          <Fact label="bookings.details.bl">
            <FormattedMessage id={bill.telexReleased ? 'bookings.details.blReleased' : 'bookings.details.blIssued'} values={{ blNo: bill.blNo }} />
          </Fact>
        )}
        <Fact label="bookings.details.documents">
          <Link href={`/documentMgt?bookingNo=${encodeURIComponent(booking.bookingNo)}`}>
            <i className="pi pi-paperclip" aria-hidden="true" /> <FormattedMessage id="bookings.details.documentsLink" />
          </Link>
        </Fact>
        {(booking.status === 'Submitted' || booking.status === 'Confirmed') && (
          <Fact label="bookings.details.commission">
            <Link href={`/entrust?bookingNo=${encodeURIComponent(booking.bookingNo)}`}>
              <i className="pi pi-truck" aria-hidden="true" /> <FormattedMessage id="bookings.details.commissionLink" />
            </Link>
          </Fact>
        )}
      </dl>

      <section aria-labelledby="bk-details-cargo">
        <h3 id="bk-details-cargo" className="bk-details__title">
          <FormattedMessage id="bookings.details.cargo" />
        </h3>
        <dl className="bk-details__facts">
          <Fact label="bookings.details.commodity">{booking.commodity}</Fact>
          <Fact label="bookings.details.marks">
            <span className="bk-details__pre">{booking.marks}</span>
          </Fact>
          <div className="bk-details__fact bk-details__fact--wide">
            <dt>
              <FormattedMessage id="bookings.details.cargoDescription" />
            </dt>
            <dd className="bk-details__pre">{booking.cargoDescription || '—'}</dd>
          </div>
          {booking.remarks && (
            <div className="bk-details__fact bk-details__fact--wide">
              <dt>
                <FormattedMessage id="bookings.details.remarks" />
              </dt>
              <dd className="bk-details__pre">{booking.remarks}</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby="bk-details-containers">
        <h3 id="bk-details-containers" className="bk-details__title">
          <FormattedMessage id="bookings.details.containers" />
        </h3>
        <table className="bk-details__table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="bookingForm.container.type" />
              </th>
              <th scope="col">
                <FormattedMessage id="bookingForm.container.quantity" />
              </th>
              <th scope="col">
                <FormattedMessage id="bookingForm.container.weight" />
              </th>
            </tr>
          </thead>
          <tbody>
            {booking.containers.map((line, index) => (
              <tr key={index}>
                <td>{line.containerType}</td>
                <td>{line.quantity}</td>
                <td>{formatNumber(line.grossWeightKg)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="bk-details-parties">
        <h3 id="bk-details-parties" className="bk-details__title">
          <FormattedMessage id="bookings.details.parties" />
        </h3>
        {booking.parties.length === 0 ? (
          <p className="bf-muted">
            <FormattedMessage id="bookings.details.noParties" />
          </p>
        ) : (
          <ul className="bk-details__parties">
            {booking.parties.map((party) => (
              <li key={party.role} className="bk-details__party">
                <span className="bk-details__role">
                  {roleName(party.role)} <span className="bf-party__code">{party.role}</span>
                </span>
                <strong>{party.name || '—'}</strong>
                {party.address && <span>{party.address}</span>}
                <span className="bf-muted">{[party.contact, party.phone, party.email, party.countryCode].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="bk-details-history">
        <h3 id="bk-details-history" className="bk-details__title">
          <FormattedMessage id="bookings.history.title" />
        </h3>
        <table className="bk-details__table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="bookings.history.at" />
              </th>
              <th scope="col">
                <FormattedMessage id="bookings.history.event" />
              </th>
              <th scope="col">
                <FormattedMessage id="bookings.history.change" />
              </th>
              <th scope="col">
                <FormattedMessage id="bookings.history.actor" />
              </th>
            </tr>
          </thead>
          <tbody>
            {booking.history.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td>{formatDateTime(entry.at)}</td>
                <td>
                  {eventName(entry)}
                  {entry.note && <span className="bk-details__note">{entry.note}</span>}
                </td>
                <td>
                  {status(entry.fromStatus)} → {status(entry.toStatus)}
                </td>
                <td>
                  <FormattedMessage id={`bookings.history.actor.${entry.actor}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
