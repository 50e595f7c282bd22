import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MessageId } from '../../i18n/catalogues';
import { routeSearchLocation } from '../../machines/ticketing.criteria';
import { NextSailings } from './NextSailings';
import { useNextSailings } from './useNextSailings';

interface FerryRoute {
  key: string;
  from: MessageId;
  to: MessageId;
  /** UN/LOCODEs (DOMAIN "Ferry network") */
  codes: [string, string];
  descriptionId: MessageId;
}

const ROUTES: FerryRoute[] = [
  { key: 'sha-osa', from: 'port.CNSHA', to: 'port.JPOSA', codes: ['CNSHA', 'JPOSA'], descriptionId: 'home.routes.shanghaiOsaka' },
  { key: 'sha-ukb', from: 'port.CNSHA', to: 'port.JPUKB', codes: ['CNSHA', 'JPUKB'], descriptionId: 'home.routes.shanghaiKobe' },
  {
    key: 'tag-shs',
    from: 'port.CNTAG',
    to: 'port.JPSHS',
    codes: ['CNTAG', 'JPSHS'],
    descriptionId: 'home.routes.taicangShimonoseki',
  },
];

/** The three ferry routes, both directions, each with its next sailings and a way into the ticket search on its route. */
export function RouteCards() {
  const intl = useIntl();
  const [sailings, reloadSailings] = useNextSailings();
  const portName = (code: string) => intl.formatMessage({ id: `port.${code}` as MessageId });
  return (
    <section className="home-routes" aria-labelledby="home-routes-title">
      <h2 id="home-routes-title" className="home-section-title">
        <FormattedMessage id="home.routes.title" />
      </h2>
      <ul className="home-routes__list">
        {ROUTES.map((route) => {
          const name = intl.formatMessage(
            { id: 'home.routes.label' },
            { from: intl.formatMessage({ id: route.from }), to: intl.formatMessage({ id: route.to }) },
          );
          return (
            <li key={route.key} className="route-card">
              <RouteLine from={route.codes[0]} to={route.codes[1]} />
              <h3 className="route-card__name">{name}</h3>
              <p className="route-card__text">
                <FormattedMessage id={route.descriptionId} />
              </p>
              <p className="route-card__meta">
                <i className="pi pi-clock" aria-hidden="true" />
                <FormattedMessage id="home.routes.frequency" />
              </p>
              <NextSailings directions={[route.codes, [route.codes[1], route.codes[0]]]} sailings={sailings} onRetry={reloadSailings} portName={portName} />
              <Link href={routeSearchLocation(route.codes[0], route.codes[1])} className="route-card__action">
                <FormattedMessage id="home.routes.book" />
                <span className="visually-hidden">{` ${name}`}</span>
                <i className="pi pi-arrow-right" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Two ports joined by a dashed sea lane: a picture of the route, for the eye only. */
function RouteLine({ from, to }: { from: string; to: string }) {
  return (
    <svg className="route-card__line" viewBox="0 0 240 44" aria-hidden="true" focusable="false">
      <path d="M24 26 C 80 4, 160 4, 216 26" fill="none" stroke="#2C79B4" strokeWidth="2" strokeDasharray="5 5" />
      <circle cx="24" cy="26" r="6" fill="#2C79B4" />
      <circle cx="216" cy="26" r="6" fill="#EE7F12" />
      <text x="24" y="42" textAnchor="middle" fontSize="9" fill="#56657a">
        {from}
      </text>
      <text x="216" y="42" textAnchor="middle" fontSize="9" fill="#56657a">
        {to}
      </text>
    </svg>
  );
}
