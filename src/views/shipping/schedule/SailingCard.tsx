import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import type { ScheduledSailing } from '../../../domain/shipping/schedule';
import { vesselName } from '../../../domain/vessels';
import { portClock, portNameIn, zoneOf } from '../portClock';

/** A time at a port with its zone, or a dash where the call has none (no ETA at the first port). */
function PortTime({ instant, portCode }: { instant: string | null; portCode: string }) {
  if (!instant) return <span className="schedule-card__none">—</span>;
  return (
    <time dateTime={instant}>
      {portClock(instant, portCode)} <span className="schedule-card__zone">{zoneOf(portCode)}</span>
    </time>
  );
}

/**
 * One sailing of the schedule: vessel and voyage, each port call with its ETA and ETD in the
 * port's local time, the transit time, and the cut-offs at the port of loading; `action` is
 * what booking it offers this user.
 */
export function SailingCard({ sailing, action }: { sailing: ScheduledSailing; action: ReactNode }) {
  const lang = useLang();
  const vessel = vesselName(sailing.vessel, lang);
  const hours = Math.round(sailing.transitMinutes / 60);
  const titleId = `sailing-${sailing.uuid}`;
  const cutOffs = [
    { id: 'schedule.cutOff.cy', at: sailing.cyCutOff },
    { id: 'schedule.cutOff.doc', at: sailing.docCutOff },
    { id: 'schedule.cutOff.vgm', at: sailing.vgmCutOff },
  ] as const;
  return (
    <article className="schedule-card" aria-labelledby={titleId}>
      <div className="schedule-card__head">
        <h2 id={titleId} className="schedule-card__title">
          <i className="pi pi-send" aria-hidden="true" /> {vessel} <span className="schedule-card__voyage">{sailing.voyageCode}</span>
        </h2>
        <span className="shipping-tag">
          <FormattedMessage id="schedule.transit" values={{ days: sailing.transitDays, hours }} />
        </span>
        <div className="schedule-card__action">{action}</div>
      </div>

      <ol className="schedule-card__rotation" aria-label={`${vessel} ${sailing.voyageCode}`}>
        {sailing.rotation.map((call, index) => (
          <li key={`${call.portCode}-${index}`} className="schedule-card__call">
            <div className="schedule-card__port">
              <strong>{portNameIn(call, lang)}</strong> <span className="schedule-card__code">{call.portCode}</span>
            </div>
            <dl className="schedule-card__times">
              <dt>
                <FormattedMessage id="schedule.eta" />
              </dt>
              <dd>
                <PortTime instant={call.eta} portCode={call.portCode} />
              </dd>
              <dt>
                <FormattedMessage id="schedule.etd" />
              </dt>
              <dd>
                <PortTime instant={call.etd} portCode={call.portCode} />
              </dd>
            </dl>
          </li>
        ))}
      </ol>

      <dl className="schedule-card__cutoffs">
        {cutOffs.map((cutOff) => (
          <div key={cutOff.id} className="schedule-card__cutoff">
            <dt>
              <FormattedMessage id={cutOff.id} />
            </dt>
            <dd>
              <PortTime instant={cutOff.at} portCode={sailing.polCode} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
