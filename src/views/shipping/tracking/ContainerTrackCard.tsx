import { FormattedMessage } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import type { ContainerTrack, TrackingEventView } from '../../../domain/shipping/cargoTypes';
import { vesselName } from '../../../domain/vessels';
import { portClock, zoneOf } from '../portClock';

const nameOf = (event: TrackingEventView, lang: string) => (lang === 'zh' ? event.nameZh : event.nameJa);
const placeOf = (event: TrackingEventView, lang: string) => (lang === 'zh' ? event.locationNameZh : event.locationNameJa);

function EventTime({ event }: { event: TrackingEventView }) {
  return (
    <time dateTime={event.eventTime}>
      {portClock(event.eventTime, event.locationCode)} <span className="tracking-event__zone">{zoneOf(event.locationCode)}</span>
    </time>
  );
}

/**
 * One container found: its booking, bill and sailing, where it stands now (its latest actual
 * equipment event), and its timeline, every event with its DCSA code, name, port and the port's
 * local time; planned events are drawn apart from what has happened.
 */
export function ContainerTrackCard({ track }: { track: ContainerTrack }) {
  const lang = useLang();
  const titleId = `track-${track.containerNo}-${track.bookingNo}`;
  const status = track.status;
  return (
    <article className="tracking-card" aria-labelledby={titleId}>
      <div className="tracking-card__head">
        <h2 id={titleId} className="tracking-card__title">
          <i className="pi pi-box" aria-hidden="true" /> {track.containerNo} <span className="tracking-card__type">{track.containerType}</span>
        </h2>
        <div className="tracking-card__status" role="status">
          <span className="tracking-card__status-label">
            <FormattedMessage id="tracking.status" />
          </span>
          {status ? (
            <span className="shipping-tag shipping-tag--ok">
              {status.eventCode} · {nameOf(status, lang)} · {placeOf(status, lang)}
            </span>
          ) : (
            <span className="shipping-tag shipping-tag--muted">
              <FormattedMessage id="tracking.status.none" />
            </span>
          )}
          {status && (
            <span className="shipping-screen__muted">
              <EventTime event={status} />
            </span>
          )}
        </div>
      </div>

      <dl className="tracking-card__facts">
        <div>
          <dt>
            <FormattedMessage id="tracking.fact.bookingNo" />
          </dt>
          <dd>{track.bookingNo}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="tracking.fact.blNo" />
          </dt>
          <dd>{track.blNo ?? '—'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="tracking.fact.vessel" />
          </dt>
          <dd>
            {vesselName(track.vessel, lang)} {track.voyageCode}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="tracking.fact.route" />
          </dt>
          <dd>{`${track.polCode} → ${track.podCode}`}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="tracking.fact.matchedBy" />
          </dt>
          <dd>{track.matchedBy.join(', ')}</dd>
        </div>
      </dl>

      {track.events.length === 0 ? (
        <p className="shipping-screen__muted">
          <FormattedMessage id="tracking.noEvents" />
        </p>
      ) : (
        <ol className="tracking-timeline" aria-label={track.containerNo}>
          {track.events.map((event, index) => {
            const actual = event.classifier === 'ACT';
            const current =
              status !== null &&
              event.eventCode === status.eventCode &&
              event.classifier === status.classifier &&
              event.eventTime === status.eventTime &&
              event.locationCode === status.locationCode;
            return (
              <li
                key={`${event.eventCode}-${event.classifier}-${event.eventTime}-${index}`}
                className={`tracking-event tracking-event--${actual ? 'act' : 'pln'}${current ? ' tracking-event--current' : ''}`}
                aria-current={current ? 'step' : undefined}
              >
                <span className="tracking-event__dot" aria-hidden="true" />
                <div className="tracking-event__body">
                  <div className="tracking-event__line">
                    <code className="tracking-event__code">{event.eventCode}</code>
                    <strong className="tracking-event__name">{nameOf(event, lang)}</strong>
                    <span className={`shipping-tag ${actual ? 'shipping-tag--ok' : 'shipping-tag--wait'}`}>
                      <FormattedMessage id={actual ? 'tracking.classifier.ACT' : 'tracking.classifier.PLN'} />
                    </span>
                  </div>
                  <div className="tracking-event__where">
                    <i className="pi pi-map-marker" aria-hidden="true" /> {placeOf(event, lang)} ({event.locationCode}) · <EventTime event={event} />
                    {event.vessel && (
                      <span className="tracking-event__vessel">
                        {' '}
                        · {vesselName(event.vessel, lang)} {event.voyageCode}
                      </span>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </article>
  );
}
