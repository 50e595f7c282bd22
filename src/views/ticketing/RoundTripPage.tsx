import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import type { PageProps } from '../../app/routes';
import { vesselName } from '../../domain/vessels';
import {
  selectCriteria,
  selectOutbound,
  selectOutboundList,
  selectOutboundListStatus,
  selectPreferredCabin,
  selectRefusal,
  selectReturnLeg,
  selectReturnList,
  selectReturnListStatus,
  selectRoundTripPhase,
  selectStep,
  selectStepIndex,
} from '../../machines/ticketing.selectors';
import { RefusalMessage } from './RefusalMessage';
import { DayNav } from './sailings/DayNav';
import { RouteHeading } from './sailings/RouteHeading';
import { SailingList } from './sailings/SailingList';
import { SearchFirst } from './sailings/SearchFirst';
import { arrivalPortName, cabinName, departurePortName, portClock } from './sailings/sailingText';
import { StepBar } from './StepBar';
import { useTicketingScreen } from './ticketingActor';
import { useTicketTypeNames } from './useTicketTypeNames';
import './ticketing.css';

/**
 * A round trip: the outbound first, then the return, which keeps the outbound's cabin
 * class and is priced in the outbound's currency (spec 4 "Round trip").
 */
export default function RoundTripPage({ search }: PageProps) {
  const intl = useIntl();
  const lang = useLang();
  const actor = useTicketingScreen('roundTrip', search);
  const criteria = useSelector(actor, selectCriteria);
  const phase = useSelector(actor, selectRoundTripPhase);
  const outboundStatus = useSelector(actor, selectOutboundListStatus);
  const returnStatus = useSelector(actor, selectReturnListStatus);
  const outboundLines = useSelector(actor, selectOutboundList);
  const returnLines = useSelector(actor, selectReturnList);
  const outbound = useSelector(actor, selectOutbound);
  const returnLeg = useSelector(actor, selectReturnLeg);
  const refusal = useSelector(actor, selectRefusal);
  const step = useSelector(actor, selectStepIndex);
  const at = useSelector(actor, selectStep);
  const preferredCabin = useSelector(actor, selectPreferredCabin);
  const ticketTypeName = useTicketTypeNames();
  const choosingReturn = phase === 'return' && outbound !== null;
  const outboundCabin = outbound?.voyage.cabins.find((c) => c.cabinClass === outbound.cabinClass);

  if (at === 'search') {
    return (
      <section className="page ticketing-page" aria-labelledby="ticketing-title">
        <StepBar current={step} />
        <SearchFirst refusal={refusal} titleId="ticketing.roundTrip.title" />
      </section>
    );
  }
  return (
    <section className="page ticketing-page" aria-labelledby="ticketing-title">
      <StepBar current={step} />
      <RouteHeading actor={actor} criteria={criteria} titleId="ticketing.roundTrip.title" />
      <ol className="round-trip-legs">
        <li className={`round-trip-legs__leg${choosingReturn ? ' is-done' : ' is-current'}`} aria-current={choosingReturn ? undefined : 'step'}>
          <FormattedMessage id="ticketing.roundTrip.outbound" />
        </li>
        <li className={`round-trip-legs__leg${choosingReturn ? ' is-current' : ''}`} aria-current={choosingReturn ? 'step' : undefined}>
          <FormattedMessage id="ticketing.roundTrip.return" />
        </li>
      </ol>
      <RefusalMessage refusal={refusal} />
      {choosingReturn && outbound ? (
        <>
          <section className="chosen-outbound" aria-labelledby="chosen-outbound-title">
            <h2 id="chosen-outbound-title" className="ticketing-section__title">
              <FormattedMessage id="ticketing.roundTrip.chosenOutbound" />
            </h2>
            <p className="chosen-outbound__summary">
              <strong>
                {vesselName(outbound.voyage.vessel, lang)} {outbound.voyage.voyageCode}
              </strong>
              <span>
                {departurePortName(outbound.voyage, lang)} {portClock(outbound.voyage.departureTime, outbound.voyage.departurePort).day}{' '}
                {portClock(outbound.voyage.departureTime, outbound.voyage.departurePort).time} → {arrivalPortName(outbound.voyage, lang)}
              </span>
              <span className="chosen-outbound__cabin">{outboundCabin ? cabinName(outboundCabin, lang) : outbound.cabinClass}</span>
              <Button
                type="button"
                text
                size="small"
                icon="pi pi-pencil"
                label={intl.formatMessage({ id: 'ticketing.roundTrip.changeOutbound' })}
                onClick={() => actor.send({ type: 'outbound.change' })}
              />
            </p>
          </section>
          <section aria-labelledby="return-title">
            <h2 id="return-title" className="ticketing-section__title">
              <FormattedMessage id="ticketing.roundTrip.chooseReturn" />
            </h2>
            <p className="ticketing-hint">
              <FormattedMessage id="ticketing.roundTrip.lockedHint" values={{ cabin: outboundCabin ? cabinName(outboundCabin, lang) : outbound.cabinClass }} />
            </p>
            {criteria.returnDate && <DayNav day={criteria.returnDate} onChange={(date) => actor.send({ type: 'day.change', leg: 'return', date })} />}
            <SailingList
              actor={actor}
              status={returnStatus}
              lines={returnLines}
              chosen={returnLeg ? { voyageUuid: returnLeg.voyage.uuid, cabinClass: returnLeg.cabinClass } : null}
              lockedCabin={outbound.cabinClass}
              ticketTypeName={ticketTypeName}
            />
          </section>
        </>
      ) : (
        <section aria-labelledby="outbound-title">
          <h2 id="outbound-title" className="ticketing-section__title">
            <FormattedMessage id="ticketing.roundTrip.chooseOutbound" />
          </h2>
          {criteria.outboundDate && <DayNav day={criteria.outboundDate} onChange={(date) => actor.send({ type: 'day.change', leg: 'outbound', date })} />}
          <SailingList
            actor={actor}
            status={outboundStatus}
            lines={outboundLines}
            chosen={outbound ? { voyageUuid: outbound.voyage.uuid, cabinClass: outbound.cabinClass } : null}
            preferredCabin={preferredCabin}
            ticketTypeName={ticketTypeName}
          />
        </section>
      )}
    </section>
  );
}
