import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { Vessel } from '../../domain/information';
import { pick, type Lang } from '../../domain/lang';
import type { MessageId } from '../../i18n/catalogues';

/** One ship of the fleet: its route and particulars. */
export function VesselCard({ vessel, lang }: { vessel: Vessel; lang: Lang }) {
  const intl = useIntl();
  const portName = (code: string) => intl.formatMessage({ id: `port.${code}` as MessageId });
  const name = pick(vessel.name, lang);
  return (
    <article className="vessel-card" aria-label={name}>
      <VesselPicture />
      <div className="vessel-card__body">
        <h3 className="vessel-card__name">{name}</h3>
        <p className="vessel-card__route">
          <i className="pi pi-arrow-right-arrow-left" aria-hidden="true" />
          <FormattedMessage id="home.routes.label" values={{ from: portName(vessel.route[0]), to: portName(vessel.route[1]) }} />
        </p>
        <p className="vessel-card__text">{pick(vessel.description, lang)}</p>
        <dl className="vessel-card__facts">
          <Fact labelId="about.vessel.built" value={String(vessel.builtYear)} />
          <Fact labelId="about.vessel.tonnage" value={<FormattedNumber value={vessel.grossTonnage} />} />
          <Fact labelId="about.vessel.length" value={<FormattedMessage id="about.vessel.metres" values={{ value: vessel.lengthMetres }} />} />
          <Fact labelId="about.vessel.speed" value={<FormattedMessage id="about.vessel.knots" values={{ value: vessel.serviceSpeedKnots }} />} />
          <Fact labelId="about.vessel.passengers" value={<FormattedMessage id="about.vessel.people" values={{ value: vessel.passengers }} />} />
          <Fact labelId="about.vessel.containers" value={<FormattedMessage id="about.vessel.teu" values={{ value: vessel.containersTeu }} />} />
        </dl>
      </div>
    </article>
  );
}

function Fact({ labelId, value }: { labelId: MessageId; value: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A ferry in profile over the sea, drawn in SVG: no image to download. */
function VesselPicture() {
  return (
    <svg className="vessel-card__picture" viewBox="0 0 320 120" aria-hidden="true" focusable="false">
      <rect width="320" height="120" fill="#e8f1f8" />
      <path d="M0 92c40-8 80-8 120 0s80 8 120 0 60-8 80-4v32H0z" fill="#b0cfe6" />
      <path d="M36 78h236l-22 22H60z" fill="#2C79B4" />
      <path d="M60 58h180v20H60z" fill="#ffffff" />
      <path d="M84 42h130v16H84z" fill="#ffffff" />
      <path d="M110 28h70v14h-70z" fill="#d6e6f2" />
      <path d="M196 20h16v22h-16z" fill="#EE7F12" />
      <g fill="#2C79B4">
        {[70, 86, 102, 118, 134, 150, 166, 182, 198, 214].map((x) => (
          <rect key={x} x={x} y="64" width="8" height="6" rx="1" />
        ))}
        {[96, 112, 128, 144, 160, 176, 192].map((x) => (
          <rect key={x} x={x} y="47" width="8" height="6" rx="1" />
        ))}
      </g>
      <path d="M0 100c40-6 80-6 120 0s80 6 120 0 60-6 80-3v23H0z" fill="#7fb0d6" />
    </svg>
  );
}
