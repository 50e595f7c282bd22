import { useContext, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import type { OrderType } from '../../domain/orderEnums';
import { formatMessage, type RuleViolation } from '../../domain/ticketing/messages';
import { EMPTY_CRITERIA, type SearchCriteria } from '../../machines/ticketing.criteria';
import { selectRefusal } from '../../machines/ticketing.selectors';
import { TicketingJourneyContext } from '../ticketing/ticketingJourney';
import { useRoutesFrom, useTicketDates } from '../ticketing/search/useSailingDays';
import { portLabel, useFerryPorts } from '../ticketing/usePortNames';
import { LazyDateField } from './LazyDateField';

const TRIP_TYPES: { value: OrderType; labelId: 'ticketing.search.oneWay' | 'ticketing.search.roundTrip' }[] = [
  { value: 'ONE_WAY', labelId: 'ticketing.search.oneWay' },
  { value: 'ROUND_TRIP', labelId: 'ticketing.search.roundTrip' },
];

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The route the home page offers first: the company's main line. */
const FIRST_ROUTE = { departurePort: 'CNSHA', arrivalPort: 'JPOSA' } as const;

/**
 * The home page's sailing search: route, one way or round trip, the day(s). It opens on the
 * main line's first sailing day, so one click shows the next sailings; searching hands over
 * to the ticketing chart, whose rules refuse it or show the list (the chart's code is fetched then,
 * not with the home page).
 */
export function QuickSearch() {
  const intl = useIntl();
  const lang = useLang();
  const journey = useContext(TicketingJourneyContext);
  const [chosen, setChosen] = useState<SearchCriteria>({ ...EMPTY_CRITERIA, ...FIRST_ROUTE });
  const [problem, setProblem] = useState<RuleViolation | null>(null);
  const [ports] = useFerryPorts();
  const portList = ports.status === 'ready' ? ports.data : [];
  const routes = useRoutesFrom(
    chosen.departurePort,
    portList.map((p) => p.cde),
  );
  const outboundDates = useTicketDates(chosen.departurePort, chosen.arrivalPort);
  const returnDates = useTicketDates(chosen.arrivalPort, chosen.departurePort);
  const outboundRange = outboundDates.status === 'ready' ? outboundDates.data : null;
  const returnRange = returnDates.status === 'ready' ? returnDates.data : null;
  // Until a day is picked, the route's first sailing day is the one searched.
  const criteria: SearchCriteria = { ...chosen, outboundDate: chosen.outboundDate || (outboundRange?.startDate ?? '') };
  const roundTrip = criteria.tripType === 'ROUND_TRIP';
  const hasRoute = Boolean(criteria.departurePort && criteria.arrivalPort);
  const noRoute = hasRoute && outboundRange !== null && outboundRange.startDate === null;

  const change = (next: Partial<SearchCriteria>) => {
    setProblem(null);
    setChosen((current) => ({ ...current, ...next }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!journey) return;
    const { journeyActor } = await import('../ticketing/ticketingActor');
    const actor = journeyActor(journey);
    actor.send({ type: 'search.quick', criteria });
    // Shown: the chart has moved to the list; refused: it says why.
    setProblem(selectRefusal(actor.getSnapshot()));
  };

  const arrivalPorts = portList.filter((p) => p.cde !== criteria.departurePort && (routes.status !== 'ready' || routes.data.has(p.cde)));

  return (
    <section className="home-search" aria-labelledby="home-search-title">
      <h2 id="home-search-title" className="home-search__title">
        <i className="pi pi-search" aria-hidden="true" />
        <FormattedMessage id="home.quickSearch.title" />
      </h2>
      <form className="home-search__form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="home-search__trip">
          <legend className="visually-hidden">
            <FormattedMessage id="ticketing.search.tripType" />
          </legend>
          {TRIP_TYPES.map((type) => (
            <label key={type.value} className={`home-search__trip-option${criteria.tripType === type.value ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="home-trip-type"
                value={type.value}
                checked={criteria.tripType === type.value}
                onChange={() => change({ tripType: type.value })}
              />
              <FormattedMessage id={type.labelId} />
            </label>
          ))}
        </fieldset>
        <div className="home-search__ports">
          <div className="search-field">
            <label htmlFor="home-search-from" className="search-field__label">
              <FormattedMessage id="ticketing.search.from" />
            </label>
            <select
              id="home-search-from"
              className="home-search__select"
              value={criteria.departurePort}
              onChange={(event) => change({ departurePort: event.target.value, arrivalPort: '', outboundDate: '', returnDate: '' })}
            >
              {ports.status !== 'ready' && <option value={criteria.departurePort}>{intl.formatMessage({ id: 'app.loading' })}</option>}
              {portList.map((port) => (
                <option key={port.cde} value={port.cde}>
                  {portLabel(port, lang)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="home-search__swap"
            aria-label={intl.formatMessage({ id: 'ticketing.search.swap' })}
            disabled={!criteria.departurePort || !criteria.arrivalPort}
            onClick={() => change({ departurePort: criteria.arrivalPort, arrivalPort: criteria.departurePort, outboundDate: '', returnDate: '' })}
          >
            <i className="pi pi-arrow-right-arrow-left" aria-hidden="true" />
          </button>
          <div className="search-field">
            <label htmlFor="home-search-to" className="search-field__label">
              <FormattedMessage id="ticketing.search.to" />
            </label>
            <select
              id="home-search-to"
              className="home-search__select"
              value={criteria.arrivalPort}
              onChange={(event) => change({ arrivalPort: event.target.value, outboundDate: '', returnDate: '' })}
            >
              <option value="">{intl.formatMessage({ id: 'ticketing.search.pickPort' })}</option>
              {ports.status !== 'ready' && criteria.arrivalPort && <option value={criteria.arrivalPort}>{intl.formatMessage({ id: 'app.loading' })}</option>}
              {arrivalPorts.map((port) => (
                <option key={port.cde} value={port.cde}>
                  {portLabel(port, lang)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={`home-search__dates${roundTrip ? ' is-round-trip' : ''}`}>
          <LazyDateField
            // a new route starts a new calendar (its months and marks)
            key={`out-${criteria.departurePort}-${criteria.arrivalPort}-${outboundRange?.startDate ?? ''}`}
            id="home-search-date"
            label={intl.formatMessage({ id: roundTrip ? 'ticketing.search.outboundDate' : 'ticketing.search.date' })}
            departurePort={criteria.departurePort}
            arrivalPort={criteria.arrivalPort}
            value={criteria.outboundDate}
            onChange={(day) => change({ outboundDate: day })}
            min={outboundRange?.startDate ?? null}
            max={outboundRange?.endDate ?? null}
            disabled={!hasRoute || noRoute}
          />
          {roundTrip && (
            <LazyDateField
              key={`back-${criteria.arrivalPort}-${criteria.departurePort}`}
              id="home-search-return-date"
              label={intl.formatMessage({ id: 'ticketing.search.returnDate' })}
              departurePort={criteria.arrivalPort}
              arrivalPort={criteria.departurePort}
              value={criteria.returnDate}
              onChange={(day) => change({ returnDate: day })}
              // the return cannot be earlier than the outbound: the calendar starts there
              min={later(returnRange?.startDate ?? null, criteria.outboundDate || null)}
              max={returnRange?.endDate ?? null}
              disabled={!hasRoute || noRoute}
            />
          )}
        </div>
        {noRoute && (
          <p className="home-search__message" role="status">
            <FormattedMessage id="ticketing.search.noRoute" />
          </p>
        )}
        {problem && (
          <p className="home-search__message is-error" role="alert">
            {formatMessage(problem.key, problem.params, lang)}
          </p>
        )}
        <button type="submit" className="p-button p-component p-button-secondary home-search__submit">
          <i className="pi pi-search" aria-hidden="true" />
          <span>
            <FormattedMessage id="ticketing.search.submit" />
          </span>
        </button>
      </form>
    </section>
  );
}
