import { FormattedMessage, useIntl } from 'react-intl';
import type { BoardingPlace, RouteInstruction } from '../../domain/information';
import { pick, type Lang } from '../../domain/lang';
import type { MessageId } from '../../i18n/catalogues';

/** The anchor of a route's section, e.g. route-CNSHA-JPOSA. */
export const routeAnchor = (route: RouteInstruction) => `route-${route.ports.join('-')}`;

/** One route of /notice: where and when to board in each direction, baggage rules and documents. */
export function RouteInstructionSection({ route, lang }: { route: RouteInstruction; lang: Lang }) {
  const intl = useIntl();
  const portName = (code: string) => intl.formatMessage({ id: `port.${code}` as MessageId });
  const anchor = routeAnchor(route);
  return (
    <section id={anchor} className="info-section route-notice" aria-labelledby={`${anchor}-title`}>
      <header className="route-notice__header">
        <h2 id={`${anchor}-title`} className="info-section__title">
          <FormattedMessage id="home.routes.label" values={{ from: portName(route.ports[0]), to: portName(route.ports[1]) }} />
        </h2>
        <span className="route-notice__vessel">
          <i className="pi pi-compass" aria-hidden="true" />
          <FormattedMessage id="notice.vessel" values={{ vessel: pick(route.vessel, lang) }} />
        </span>
      </header>
      <h3 className="route-notice__subtitle">
        <i className="pi pi-map" aria-hidden="true" />
        <FormattedMessage id="notice.boarding" />
      </h3>
      <div className="route-notice__boarding">
        {route.boarding.map((place) => (
          <BoardingCard key={place.port} place={place} lang={lang} from={portName(place.port)} />
        ))}
      </div>
      <div className="route-notice__rules">
        <div>
          <h3 className="route-notice__subtitle">
            <i className="pi pi-briefcase" aria-hidden="true" />
            <FormattedMessage id="notice.baggage" />
          </h3>
          <ul className="info-list">
            {route.baggage.map((rule, index) => (
              <li key={index}>{pick(rule, lang)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="route-notice__subtitle">
            <i className="pi pi-id-card" aria-hidden="true" />
            <FormattedMessage id="notice.documents" />
          </h3>
          <ul className="info-list">
            {route.documents.map((document, index) => (
              <li key={index}>{pick(document, lang)}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function BoardingCard({ place, lang, from }: { place: BoardingPlace; lang: Lang; from: string }) {
  return (
    <article className="boarding-card" aria-label={from}>
      <p className="boarding-card__from">
        <FormattedMessage id="notice.departingFrom" values={{ port: from }} />
      </p>
      <p className="boarding-card__terminal">{pick(place.terminal, lang)}</p>
      <dl className="boarding-card__facts">
        <div>
          <dt>
            <i className="pi pi-calendar" aria-hidden="true" />
            <FormattedMessage id="notice.departures" />
          </dt>
          <dd>{pick(place.departures, lang)}</dd>
        </div>
        <div>
          <dt>
            <i className="pi pi-clock" aria-hidden="true" />
            <FormattedMessage id="notice.checkIn" />
          </dt>
          <dd>{pick(place.checkIn, lang)}</dd>
        </div>
        <div>
          <dt>
            <i className="pi pi-map-marker" aria-hidden="true" />
            <FormattedMessage id="notice.address" />
          </dt>
          <dd>{pick(place.address, lang)}</dd>
        </div>
        <div>
          <dt>
            <i className="pi pi-directions" aria-hidden="true" />
            <FormattedMessage id="notice.access" />
          </dt>
          <dd>{pick(place.access, lang)}</dd>
        </div>
      </dl>
    </article>
  );
}
