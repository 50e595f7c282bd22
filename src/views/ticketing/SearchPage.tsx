import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import type { PageProps } from '../../app/routes';
import type { OrderType } from '../../domain/orderEnums';
import type { SearchCriteria } from '../../machines/ticketing.criteria';
import { selectCriteria, selectDraft, selectIsRepeating, selectPreferredCabin, selectRefusal, selectStepIndex } from '../../machines/ticketing.selectors';
import { RefusalMessage } from './RefusalMessage';
import { SailingDateField } from './search/SailingDateField';
import { useRoutesFrom, useTicketDates } from './search/useSailingDays';
import { StepBar } from './StepBar';
import { useTicketingScreen } from './ticketingActor';
import { portLabel, useFerryPorts } from './usePortNames';
import './ticketing.css';

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The ticket search (spec 4 "Ticketing flow"): route, one way or round trip, the day(s). */
export default function SearchPage({ search }: PageProps) {
  const intl = useIntl();
  const lang = useLang();
  const actor = useTicketingScreen('search', search);
  const criteria = useSelector(actor, selectCriteria);
  const refusal = useSelector(actor, selectRefusal);
  const step = useSelector(actor, selectStepIndex);
  const repeating = useSelector(actor, selectIsRepeating);
  const preferredCabin = useSelector(actor, selectPreferredCabin);
  const draft = useSelector(actor, selectDraft);
  const [ports] = useFerryPorts();
  const portList = ports.status === 'ready' ? ports.data : [];
  const routes = useRoutesFrom(
    criteria.departurePort,
    portList.map((p) => p.cde),
  );
  const outboundDates = useTicketDates(criteria.departurePort, criteria.arrivalPort);
  const returnDates = useTicketDates(criteria.arrivalPort, criteria.departurePort);
  const change = (next: Partial<SearchCriteria>) => actor.send({ type: 'search.change', criteria: next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'search.submit' });
  };

  const portOptions = portList.map((p) => ({ label: portLabel(p, lang), value: p.cde }));
  const arrivalOptions = portOptions
    .filter((o) => o.value !== criteria.departurePort)
    .map((o) => ({ ...o, disabled: routes.status === 'ready' && !routes.data.has(o.value) }));
  const outboundRange = outboundDates.status === 'ready' ? outboundDates.data : null;
  const returnRange = returnDates.status === 'ready' ? returnDates.data : null;
  const hasRoute = Boolean(criteria.departurePort && criteria.arrivalPort);
  const noRoute = hasRoute && outboundRange !== null && outboundRange.startDate === null;
  const roundTrip = criteria.tripType === 'ROUND_TRIP';
  const tripTypes: { label: string; value: OrderType }[] = [
    { label: intl.formatMessage({ id: 'ticketing.search.oneWay' }), value: 'ONE_WAY' },
    { label: intl.formatMessage({ id: 'ticketing.search.roundTrip' }), value: 'ROUND_TRIP' },
  ];

  return (
    <section className="page ticketing-page" aria-labelledby="ticketing-title">
      <StepBar current={step} />
      <div className="ticket-search">
        <h1 id="ticketing-title" className="ticketing-page__title">
          <FormattedMessage id="ticketing.search.title" />
        </h1>
        <p className="ticketing-hint">
          <FormattedMessage id="ticketing.search.intro" />
        </p>
        {repeating && (
          <p className="ticketing-hint" role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="ticketing.search.repeating" />
          </p>
        )}
        {!repeating && preferredCabin && (
          <p className="ticketing-hint is-repeat" role="status">
            <i className="pi pi-replay" aria-hidden="true" /> <FormattedMessage id="ticketing.search.repeated" values={{ count: draft.passengers.length }} />
          </p>
        )}
        <form className="ticket-search__form" onSubmit={submit} noValidate aria-busy={repeating}>
          <SelectButton
            className="ticket-search__type"
            value={criteria.tripType}
            options={tripTypes}
            allowEmpty={false}
            onChange={(event) => event.value && change({ tripType: event.value as OrderType })}
            aria-label={intl.formatMessage({ id: 'ticketing.search.tripType' })}
          />
          <div className="ticket-search__row">
            <div className="ticket-search__route">
              <div className="search-field">
                <label htmlFor="search-from" className="search-field__label">
                  <FormattedMessage id="ticketing.search.from" />
                </label>
                <Dropdown
                  inputId="search-from"
                  value={criteria.departurePort || null}
                  options={portOptions}
                  onChange={(event) =>
                    change({ departurePort: String(event.value ?? ''), ...(event.value === criteria.arrivalPort ? { arrivalPort: '' } : {}) })
                  }
                  placeholder={intl.formatMessage({ id: 'ticketing.search.pickPort' })}
                  loading={ports.status === 'loading'}
                />
              </div>
              <Button
                type="button"
                rounded
                text
                className="ticket-search__swap"
                icon="pi pi-arrow-right-arrow-left"
                aria-label={intl.formatMessage({ id: 'ticketing.search.swap' })}
                disabled={!criteria.departurePort || !criteria.arrivalPort}
                onClick={() => change({ departurePort: criteria.arrivalPort, arrivalPort: criteria.departurePort })}
              />
              <div className="search-field">
                <label htmlFor="search-to" className="search-field__label">
                  <FormattedMessage id="ticketing.search.to" />
                </label>
                <Dropdown
                  inputId="search-to"
                  value={criteria.arrivalPort || null}
                  options={arrivalOptions}
                  optionDisabled="disabled"
                  onChange={(event) => change({ arrivalPort: String(event.value ?? '') })}
                  placeholder={intl.formatMessage({ id: 'ticketing.search.pickPort' })}
                  disabled={!criteria.departurePort}
                />
              </div>
            </div>
            <div className="ticket-search__dates">
              <SailingDateField
                // a new route starts a new calendar (its months and marks)
                key={`out-${criteria.departurePort}-${criteria.arrivalPort}`}
                id="search-date"
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
                <SailingDateField
                  key={`back-${criteria.arrivalPort}-${criteria.departurePort}`}
                  id="search-return-date"
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
            <Button
              type="submit"
              className="ticket-search__submit"
              icon="pi pi-search"
              label={intl.formatMessage({ id: 'ticketing.search.submit' })}
              disabled={repeating}
            />
          </div>
          {noRoute && (
            <p className="ticketing-hint is-warning" role="status">
              <FormattedMessage id="ticketing.search.noRoute" />
            </p>
          )}
          <p className="ticket-search__legend">
            <span className="sailing-day" aria-hidden="true">
              1
            </span>
            <FormattedMessage id="ticketing.search.legend" />
          </p>
          <RefusalMessage refusal={refusal} />
        </form>
      </div>
      <aside className="ticket-tips" aria-labelledby="ticket-tips-title">
        <h2 id="ticket-tips-title" className="ticketing-section__title">
          <FormattedMessage id="ticketing.tips.title" />
        </h2>
        <ul className="ticket-tips__list">
          <li>
            <i className="pi pi-calendar" aria-hidden="true" />
            <FormattedMessage id="ticketing.tips.calendar" />
          </li>
          <li>
            <i className="pi pi-arrow-right-arrow-left" aria-hidden="true" />
            <FormattedMessage id="ticketing.tips.roundTrip" />
          </li>
          <li>
            <i className="pi pi-user" aria-hidden="true" />
            <FormattedMessage id="ticketing.tips.login" />
          </li>
        </ul>
      </aside>
    </section>
  );
}
