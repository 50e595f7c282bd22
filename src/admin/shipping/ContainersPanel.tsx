import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from 'primereact/button';
import { formatDateTime } from '../../domain/format';
import { pick } from '../../domain/lang';
import type { ContainerTrack } from '../../domain/shipping/cargoTypes';
import type { BookingView } from '../../domain/shipping/types';
import { useConsoleLoaded } from '../consoleServices';
import { AssignContainersForm } from './AssignContainersForm';
import { useConsoleLang } from '../ConsoleContext';
import { RecordEventForm } from './RecordEventForm';

/**
 * A confirmed booking's containers: numbering the boxes (no more per type than booked), and
 * each numbered box's timeline with the form that records its next event.
 */
export function ContainersPanel({ booking, version, onChanged }: { booking: BookingView; version: number; onChanged(): void }) {
  const intl = useIntl();
  const [tracks, reload] = useConsoleLoaded((services) => services.shippingStaff.getBookingContainers(booking.bookingNo), `${booking.bookingNo}:${version}`);
  const numbered = tracks.status === 'ready' ? tracks.data : [];
  const booked = booking.containers.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <section className="admin-panel staff-containers" aria-labelledby="staff-containers-title">
      <h2 id="staff-containers-title" className="admin-panel__title">
        <FormattedMessage id="admin.shipping.containers.title" values={{ numbered: numbered.length, booked }} />
      </h2>
      {tracks.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {tracks.status === 'failed' && (
        <div className="admin-error" role="alert">
          <FormattedMessage id="admin.shipping.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.shipping.retry' })} onClick={reload} />
        </div>
      )}
      {tracks.status === 'ready' && (
        <>
          {numbered.length < booked && <AssignContainersForm booking={booking} numbered={numbered} onAssigned={onChanged} />}
          {numbered.length === 0 ? (
            <p className="staff-shipping__muted">
              <FormattedMessage id="admin.shipping.containers.none" />
            </p>
          ) : (
            <>
              <RecordEventForm booking={booking} containers={numbered} onRecorded={onChanged} />
              {numbered.map((track) => (
                <ContainerTimeline key={track.containerNo} track={track} />
              ))}
            </>
          )}
        </>
      )}
    </section>
  );
}

function ContainerTimeline({ track }: { track: ContainerTrack }) {
  const intl = useIntl();
  const lang = useConsoleLang();
  const name = (e: { nameZh: string; nameJa: string }) => pick({ zh: e.nameZh, ja: e.nameJa }, lang);
  const place = (e: { locationNameZh: string; locationNameJa: string; locationCode: string }) =>
    `${pick({ zh: e.locationNameZh, ja: e.locationNameJa }, lang)} (${e.locationCode})`;
  return (
    <article className="staff-timeline" aria-label={intl.formatMessage({ id: 'admin.shipping.timeline.of' }, { containerNo: track.containerNo })}>
      <header className="staff-timeline__head">
        <strong className="staff-shipping__no">{track.containerNo}</strong>
        <span className="staff-shipping__muted">{track.containerType}</span>
        <span>
          <FormattedMessage id="tracking.status" />:{' '}
          {track.status ? `${name(track.status)} · ${place(track.status)}` : intl.formatMessage({ id: 'tracking.status.none' })}
        </span>
      </header>
      {track.events.length === 0 ? (
        <p className="staff-shipping__muted">
          <FormattedMessage id="tracking.noEvents" />
        </p>
      ) : (
        <ol className="staff-timeline__events">
          {track.events.map((e, index) => (
            <li key={`${e.eventCode}-${e.eventTime}-${index}`} className={`staff-timeline__event staff-timeline__event--${e.classifier}`}>
              <span className="staff-timeline__time">{formatDateTime(e.eventTime)}</span>
              <span className="staff-timeline__code">
                {e.eventCode} {name(e)}
              </span>
              <span>{place(e)}</span>
              <span className="staff-shipping__tag">
                <FormattedMessage id={`tracking.classifier.${e.classifier}`} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
