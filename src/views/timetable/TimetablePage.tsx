import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLoaded } from '../../app/customerServices';
import { formatMoney } from '../../domain/format';
import { utcOffsetHours, type VoyagePortLine } from '../../domain/voyages';
import { vesselName } from '../../domain/vessels';
import type { MessageId } from '../../i18n/catalogues';
import { useIntlLang } from '../../i18n/useIntlLang';
import { nextSailingFacts } from '../home/nextSailingFacts';
import { InfoBanner } from '../info/InfoBanner';
import { Loaded } from '../info/LoadState';
import { portClock } from '../ticketing/sailings/sailingText';
import { timetableRoutes, type TimetableRoute } from './timetableRoutes';
import '../info/info.css';
import './timetable.css';

/**
 * The passenger timetable (/timetable): every route's sailings of the coming two weeks, with
 * the weekdays it sails on, departure and arrival at each port's own clock, the vessel, the
 * berths left (live) and the adult fare from; each sailing opens the booking list of its day.
 */
export default function TimetablePage() {
  const intl = useIntl();
  const [lines, reload] = useLoaded(({ voyages }, signal) => voyages.getTsTimetable({ signal }), 'timetable');
  const portName = (code: string) => intl.formatMessage({ id: `port.${code}` as MessageId });
  return (
    <div className="info-page">
      <InfoBanner titleId="route.timetable" leadId="timetable.lead" icon="pi-calendar" />
      <div className="info-body">
        <Loaded resource={lines} onRetry={reload} rows={8}>
          {(data) => {
            const routes = timetableRoutes(data);
            if (routes.length === 0) {
              return (
                <p className="info-state">
                  <FormattedMessage id="timetable.none" />
                </p>
              );
            }
            return routes.map((route) => <RouteTimetable key={route.routeCode} route={route} portName={portName} />);
          }}
        </Loaded>
      </div>
    </div>
  );
}

function RouteTimetable({ route, portName }: { route: TimetableRoute; portName(code: string): string }) {
  const intl = useIntl();
  const titleId = `timetable-${route.routeCode}`;
  // 2024-01-01 was a Monday: day n of that week names weekday n
  const weekdayName = (weekday: number) => intl.formatDate(`2024-01-0${weekday}T00:00:00Z`, { timeZone: 'UTC', weekday: 'long' });
  return (
    <section className="info-section timetable" aria-labelledby={titleId}>
      <h2 id={titleId} className="info-section__title">
        <FormattedMessage id="home.next.direction" values={{ from: portName(route.departurePort), to: portName(route.arrivalPort) }} />
      </h2>
      <p className="info-section__lead">
        <FormattedMessage id="timetable.weekdays" values={{ days: intl.formatList(route.weekdays.map(weekdayName), { type: 'conjunction' }) }} />
      </p>
      <table className="timetable__table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="timetable.col.date" />
            </th>
            <th scope="col">
              <FormattedMessage id="timetable.col.departure" values={{ zone: zoneOf(route.departurePort) }} />
            </th>
            <th scope="col">
              <FormattedMessage id="timetable.col.arrival" values={{ zone: zoneOf(route.arrivalPort) }} />
            </th>
            <th scope="col">
              <FormattedMessage id="timetable.col.vessel" />
            </th>
            <th scope="col">
              <FormattedMessage id="timetable.col.left" />
            </th>
            <th scope="col">
              <FormattedMessage id="timetable.col.fare" />
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="timetable.col.action" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {route.lines.map((line) => (
            <SailingRow key={line.uuid} line={line} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

const zoneOf = (port: string) => `UTC+${utcOffsetHours(port)}`;

function SailingRow({ line }: { line: VoyagePortLine }) {
  const intl = useIntl();
  const lang = useIntlLang();
  const facts = nextSailingFacts(line);
  const arrival = portClock(line.arrivalTime, line.arrivalPort);
  const calendarDay = (day: string) => intl.formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC', month: '2-digit', day: '2-digit', weekday: 'short' });
  const soldOut = facts.roomsLeft === 0 && facts.berthsLeft === 0;
  return (
    <tr className={soldOut ? 'timetable__row--sold-out' : undefined}>
      <th scope="row">
        <time dateTime={facts.day}>{calendarDay(facts.day)}</time>
        <span className="timetable__code">{line.voyageCode}</span>
      </th>
      <td>
        <time dateTime={line.departureTime}>{facts.time}</time>
      </td>
      <td>
        <time dateTime={line.arrivalTime}>{arrival.day === facts.day ? arrival.time : `${calendarDay(arrival.day)} ${arrival.time}`}</time>
      </td>
      <td>{vesselName(line.vessel, lang)}</td>
      <td>
        {soldOut ? (
          <FormattedMessage id="timetable.soldOut" />
        ) : (
          <FormattedMessage id="home.next.left" values={{ rooms: facts.roomsLeft, berths: facts.berthsLeft }} />
        )}
      </td>
      <td>
        {facts.fromFare ? (
          <FormattedMessage id="home.next.fromFare" values={{ price: formatMoney(facts.fromFare.amount, facts.fromFare.currency, lang) }} />
        ) : (
          '—'
        )}
      </td>
      <td>
        {!soldOut && (
          <Link
            href={facts.href}
            className="p-button p-component p-button-sm p-button-outlined timetable__book"
            aria-label={intl.formatMessage({ id: 'timetable.bookSailing' }, { code: line.voyageCode })}
          >
            <FormattedMessage id="timetable.book" />
          </Link>
        )}
      </td>
    </tr>
  );
}
