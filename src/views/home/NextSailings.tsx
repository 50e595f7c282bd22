import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AsyncResource } from '../../app/useAsyncResource';
import { formatMoney } from '../../domain/format';
import type { VoyagePortLine } from '../../domain/voyages';
import { useIntlLang } from '../../i18n/useIntlLang';
import { nextSailingFacts } from './nextSailingFacts';
import { SAILINGS_PER_DIRECTION } from './useNextSailings';

interface NextSailingsProps {
  /** the route's two directions, as [from, to] UN/LOCODEs */
  directions: [string, string][];
  sailings: AsyncResource<VoyagePortLine[]>;
  onRetry(): void;
  portName(code: string): string;
}

/** A route card's next sailings in each direction: day and time at the port, berths left (live), the fare from. */
export function NextSailings({ directions, sailings, onRetry, portName }: NextSailingsProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'home.next.title' });
  if (sailings.status === 'failed') {
    return (
      <div className="next-sailings next-sailings--state" role="alert">
        <FormattedMessage id="home.next.failed" />
        <button type="button" className="p-button p-component p-button-text p-button-sm" onClick={onRetry}>
          <FormattedMessage id="home.latest.retry" />
        </button>
      </div>
    );
  }
  return (
    <div className="next-sailings" aria-busy={sailings.status === 'loading'}>
      <h4 className="next-sailings__title">{label}</h4>
      {directions.map(([from, to]) => {
        const lines = sailings.status === 'ready' ? sailings.data.filter((l) => l.departurePort === from && l.arrivalPort === to) : [];
        const direction = intl.formatMessage({ id: 'home.next.direction' }, { from: portName(from), to: portName(to) });
        return (
          <div key={from} className="next-sailings__direction">
            <p className="next-sailings__way">
              <i className="pi pi-arrow-right" aria-hidden="true" />
              {direction}
            </p>
            {sailings.status === 'loading' ? (
              <ul className="next-sailings__list" aria-label={intl.formatMessage({ id: 'home.next.loading' })}>
                {Array.from({ length: SAILINGS_PER_DIRECTION }, (_, i) => (
                  <li key={i} className="next-sailings__placeholder" />
                ))}
              </ul>
            ) : lines.length === 0 ? (
              <p className="next-sailings__none">
                <FormattedMessage id="home.next.none" />
              </p>
            ) : (
              <ul className="next-sailings__list" aria-label={direction}>
                {lines.map((line) => (
                  <SailingItem key={line.uuid} line={line} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}

function SailingItem({ line }: { line: VoyagePortLine }) {
  const intl = useIntl();
  const lang = useIntlLang();
  const facts = nextSailingFacts(line);
  // The port's local day, formatted as a calendar day (no time zone shift).
  const calendarDay = `${facts.day}T00:00:00Z`;
  const day = intl.formatDate(calendarDay, { timeZone: 'UTC', month: '2-digit', day: '2-digit' });
  const weekday = intl.formatDate(calendarDay, { timeZone: 'UTC', weekday: 'short' });
  return (
    <li>
      <Link href={facts.href} className="next-sailing">
        <time className="next-sailing__when" dateTime={line.departureTime}>
          <span className="next-sailing__day">{day}</span>
          <span className="next-sailing__weekday">{weekday}</span>
          <span className="next-sailing__time">{facts.time}</span>
        </time>
        <span className="next-sailing__berths">
          <FormattedMessage id="home.next.left" values={{ rooms: facts.roomsLeft, berths: facts.berthsLeft }} />
        </span>
        {facts.fromFare && (
          <span className="next-sailing__fare">
            <FormattedMessage id="home.next.fromFare" values={{ price: formatMoney(facts.fromFare.amount, facts.fromFare.currency, lang) }} />
          </span>
        )}
        <i className="pi pi-angle-right next-sailing__go" aria-hidden="true" />
      </Link>
    </li>
  );
}
